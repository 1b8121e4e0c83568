import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { GroupBuy, GroupBuyStatus } from '../src/modules/group-buys/group-buys.entities.js';
import { GroupBuyAction } from '../src/modules/group-buys/group-buys.states.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { Refund } from '../src/modules/payments/refunds.entities.js';
import { systemActor } from '../src/platform/flows/flow.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import type { Envelope } from './account-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { GroupBuySteps } from './group-buy-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, stockOf, type TestUser } from './order-steps.js';

const MINUTE = 60_000;

describe.each(databaseKinds)('group buys on %s', (database) => {
  const clock = new ManualClock(new Date('2026-11-27T08:00:00.000Z'));
  let server: TestServer;
  let steps: GroupBuySteps;
  let admin: TestUser;
  let part: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 3 });
    steps = new GroupBuySteps(server, clock);
    admin = await createUser(server, { roles: ['admin'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    await setPart(server, part, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 20_000 }] });
  });
  afterAll(() => server.close());

  it('completes a group when its N members have paid, at the group price, and tells every member', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 3, groupPriceMilli: 15_000, quantity: 2 });
    const [leader, second, third, late] = [
      await steps.shopper(),
      await steps.shopper(),
      await steps.shopper(),
      await steps.shopper(),
    ];
    const stockBefore = await stockOf(server, part);
    const { groupId, orderId: leaderOrder } = await steps.started(leader!, offer.id);
    const secondOrder = await steps.joined(second!, groupId);
    const thirdOrder = await steps.joined(third!, groupId);

    const full = await steps.group(null, groupId);
    expect(full).toMatchObject({ status: 'IN_PROGRESS', memberCount: 3, paidCount: 0, placesLeft: 0 });
    expect(full.members.map((member: { leader: boolean }) => member.leader)).toEqual([true, false, false]);
    // Stock is reserved per member's order, as for any order: 3 × 2 pieces.
    expect(await stockOf(server, part)).toBe(stockBefore - 6);
    // A fourth shopper finds the group full; a member cannot join twice.
    expect((await steps.join(late!, groupId)).userErrors[0]?.code).toBe('GROUP_BUY_FULL');
    expect((await steps.join(second!, groupId)).userErrors[0]?.code).toBe('GROUP_BUY_ALREADY_MEMBER');

    // The line is sold at the group price (¥1.50, not the list price ¥2.00), two pieces per member.
    const line = await steps.gql(
      leader!,
      'query One($id: ID!) { order(id: $id) { payableFen lines { unitPriceMilli quantity lineTotalFen } } }',
      {
        id: leaderOrder,
      },
    );
    expect(line.data.order.lines).toEqual([{ unitPriceMilli: 15_000, quantity: 2, lineTotalFen: 300 }]);
    const balanceBefore = await steps.balance(leader!);
    await steps.pay(leader!, leaderOrder);
    expect(balanceBefore - (await steps.balance(leader!))).toBe(line.data.order.payableFen);
    await steps.pay(second!, secondOrder);
    expect(await steps.group(leader!, groupId)).toMatchObject({ status: 'IN_PROGRESS', paidCount: 2 });
    await steps.pay(third!, thirdOrder);

    const done = await steps.group(third!, groupId);
    expect(done).toMatchObject({ status: 'ENDED', paidCount: 3, placesLeft: 0, viewerPaid: true });
    expect(await steps.orderStatus(leader!, leaderOrder)).toBe('PENDING_SHIPMENT');
    const told = await server.app.orm.em
      .fork()
      .count(Message, { recipient: { $in: [leader!.id, second!.id, third!.id] }, templateKey: 'groupBuyCompleted' });
    expect(told).toBe(3);
    // A completed group takes nobody; its deadline passing later changes nothing.
    expect((await steps.join(late!, groupId)).userErrors[0]?.code).toBe('GROUP_BUY_CLOSED');
    clock.advance(61 * MINUTE);
    await server.app.jobs.runDue();
    expect((await steps.group(null, groupId)).status).toBe('ENDED');
  });

  it('cancels a group that did not fill by its deadline and refunds every payer through the refund path', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 3, timeLimitMinutes: 60 });
    const [leader, payer, unpaid] = [await steps.shopper(), await steps.shopper(), await steps.shopper()];
    const { groupId, orderId: leaderOrder } = await steps.started(leader!, offer.id);
    const payerOrder = await steps.joined(payer!, groupId);
    await steps.pay(leader!, leaderOrder);
    await steps.pay(payer!, payerOrder);
    const { deadlineAt } = await steps.group(null, groupId);
    const deadline = new Date(deadlineAt as string).getTime();
    // A member's payment window never outlasts the group: this one closes with the deadline.
    clock.set(new Date(deadline - 10 * MINUTE));
    const unpaidOrder = await steps.joined(unpaid!, groupId);
    const balances = [await steps.balance(leader!), await steps.balance(payer!)];

    clock.set(new Date(deadline - 1000));
    await server.app.jobs.runDue();
    expect((await steps.group(null, groupId)).status).toBe('IN_PROGRESS');
    clock.set(new Date(deadline + 1000));
    await server.app.jobs.runDue();

    expect((await steps.group(null, groupId)).status).toBe('CANCELLED');
    expect(await steps.orderStatus(leader!, leaderOrder)).toBe('CLOSED');
    expect(await steps.orderStatus(payer!, payerOrder)).toBe('CLOSED');
    expect(await steps.orderStatus(unpaid!, unpaidOrder)).toBe('CANCELLED');
    const refunds = await server.app.orm.em
      .fork()
      .find(Refund, { orderId: { $in: [Number(leaderOrder), Number(payerOrder), Number(unpaidOrder)] } });
    expect(refunds.map((refund) => refund.key).sort()).toEqual(
      [`activity-close/${leaderOrder}`, `activity-close/${payerOrder}`].sort(),
    );
    expect(refunds.every((refund) => refund.status === 'SUCCEEDED' && refund.method === 'BALANCE')).toBe(true);
    // The balance refund settles at once: each payer has back exactly what they paid.
    for (const [index, user] of [leader!, payer!].entries()) {
      const orderId = [leaderOrder, payerOrder][index]!;
      const answer = await steps.gql(user, 'query One($id: ID!) { order(id: $id) { paidFen } }', { id: orderId });
      const paidFen = answer.data.order.paidFen as number;
      expect(paidFen).toBeGreaterThan(0);
      expect(refunds.find((refund) => refund.orderId === Number(orderId))?.amountFen).toBe(paidFen);
      expect(await steps.balance(user)).toBe(balances[index]! + paidFen);
    }
    const told = await server.app.orm.em
      .fork()
      .count(Message, { recipient: { $in: [leader!.id, payer!.id] }, templateKey: 'groupBuyCancelled' });
    expect(told).toBe(2);
    // Running the job again refunds nobody twice.
    await server.app.services.groupBuys.deadlinePassed(Number(groupId));
    expect(
      await server.app.orm.em.fork().count(Refund, { orderId: { $in: [Number(leaderOrder), Number(payerOrder)] } }),
    ).toBe(2);
  });

  it('gives the last place to exactly one of several shoppers joining at once', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 3 });
    const leader = await steps.shopper();
    const { groupId } = await steps.started(leader, offer.id);
    const racers = await Promise.all(Array.from({ length: 6 }, () => steps.shopper()));
    // One place taken first, so the racers fight over the last one.
    await steps.joined(racers[0]!, groupId);
    const answers = await Promise.all(racers.slice(1).map((racer) => steps.join(racer, groupId)));
    const winners = answers.filter((answer) => answer.userErrors.length === 0);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((one) => one.userErrors.length > 0)) {
      expect(answer.userErrors[0].code).toBe('GROUP_BUY_FULL');
    }
    const group = await server.app.orm.em.fork().findOneOrFail(GroupBuy, Number(groupId));
    expect([group.memberCount, group.status]).toEqual([3, GroupBuyStatus.IN_PROGRESS]);
  });

  it('keeps one membership per user, racing in two tabs', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 5, perUserLimit: 5 });
    const { groupId } = await steps.started(await steps.shopper(), offer.id);
    const twoTabs = await steps.shopper();
    const answers = await Promise.all([steps.join(twoTabs, groupId), steps.join(twoTabs, groupId)]);
    expect(answers.filter((answer) => answer.userErrors.length === 0)).toHaveLength(1);
    expect(answers.find((answer) => answer.userErrors.length > 0)?.userErrors[0].code).toBe('GROUP_BUY_ALREADY_MEMBER');
    expect((await steps.group(null, groupId)).memberCount).toBe(2);
  });

  it('holds the per-user limit of an offer across groups', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 2, perUserLimit: 1 });
    const shopper = await steps.shopper();
    await steps.started(shopper, offer.id);
    const again = await steps.start(shopper, offer.id);
    expect(again.userErrors[0]?.code).toBe('GROUP_BUY_LIMIT_REACHED');
    const other = await steps.started(await steps.shopper(), offer.id);
    expect((await steps.join(shopper, other.groupId)).userErrors[0]?.code).toBe('GROUP_BUY_LIMIT_REACHED');
  });

  it('frees the place of a member whose order expired unpaid', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 2, timeLimitMinutes: 120 });
    const leader = await steps.shopper();
    const started = await steps.started(leader, offer.id);
    const { groupId } = started;
    await steps.pay(leader, started.orderId);
    const slow = await steps.shopper();
    const slowOrder = await steps.joined(slow, groupId);
    expect((await steps.group(null, groupId)).placesLeft).toBe(0);
    // The member's payment window is the shop's 30 minutes, well inside the group's two hours.
    clock.advance(31 * MINUTE);
    await server.app.jobs.runDue();
    expect(await steps.orderStatus(slow, slowOrder)).toBe('CANCELLED');
    const freed = await steps.group(null, groupId);
    expect(freed).toMatchObject({ status: 'IN_PROGRESS', memberCount: 1, placesLeft: 1 });
    // The place, and the slow shopper's use of the limit, are free again.
    await steps.joined(slow, groupId);
  });

  it('cancels the open groups of an activity staff end, refunding their payers', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 3 });
    const leader = await steps.shopper();
    const { groupId, orderId } = await steps.started(leader, offer.id);
    await steps.pay(leader, orderId);
    const ended = await steps.gql(
      admin,
      'mutation End($id: ID!) { endActivity(id: $id) { activity { status } userErrors { code } } }',
      { id: offer.activityId },
    );
    expect(ended.data.endActivity.userErrors).toEqual([]);
    expect((await steps.group(null, groupId)).status).toBe('CANCELLED');
    expect(await steps.orderStatus(leader, orderId)).toBe('CLOSED');
    expect(await server.app.orm.em.fork().count(Refund, { key: `activity-close/${orderId}` })).toBe(1);
    expect((await steps.start(await steps.shopper(), offer.id)).userErrors[0]?.code).toBe('ACTIVITY_ENDED');
  });

  it('answers the façade list and join like GraphQL, with the catalogue codes', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 2 });
    const { groupId } = await steps.started(await steps.shopper(), offer.id);
    const list = (await (await server.request('GET', '/api/activity/group-buy/list')).json()) as Envelope;
    expect(list.code).toBe(1);
    const listed = list.data.find((one: { id: string }) => one.id === offer.id);
    expect(listed.open_groups.map((group: { id: string }) => group.id)).toContain(groupId);
    const joiner = await steps.shopper();
    const body = (extra: object) =>
      JSON.stringify({
        idempotencyKey: crypto.randomUUID(),
        deliveryMethod: 'express',
        addressId: joiner.addressId,
        ...extra,
      });
    const post = (path: string, extra: object, user = joiner) =>
      server
        .request('POST', `/api${path}`, {
          body: body(extra),
          headers: { 'content-type': 'application/json', lang: 'en-US', ...user.headers },
        })
        .then((response) => response.json() as Promise<Envelope>);
    const joined = await post('/activity/group-buy/join', { groupId });
    expect(joined.code).toBe(1);
    expect(joined.data.group).toMatchObject({ status: 'IN_PROGRESS', places_left: 0 });
    const full = await post('/activity/group-buy/join', { groupId }, await steps.shopper());
    expect(full.code).toBe(-9540);
  });

  it('walks every pair of the group flow', async () => {
    const offer = await steps.offer(admin, { productId: part, groupSize: 5, perUserLimit: 100 });
    const leader = await steps.shopper();
    const { flow } = server.app.services.groupBuys;
    const em = () => server.app.orm.em.fork();
    const fireAs = async (id: string, event: GroupBuyAction, actor: Parameters<typeof flow.fire>[3]['actor']) => {
      try {
        return await em().transactional(async (tx) => {
          const group = await tx.findOneOrFail(GroupBuy, Number(id));
          return (await flow.fire(tx, group, event, { actor })) ? 'done' : 'refused';
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FORBIDDEN') return 'forbidden';
        if (code === 'GROUP_BUY_CLOSED') return 'refused';
        throw error;
      }
    };
    const outcomes = await walkFlow(flow, Object.values(GroupBuyStatus), {
      async arrange(state) {
        clock.advance(1000);
        const { groupId } = await steps.started(leader, offer.id);
        await em().nativeUpdate(GroupBuy, { id: Number(groupId) }, { status: state });
        return groupId;
      },
      async fire(event, id, as): Promise<WalkOutcome | string> {
        if (as === 'other') return fireAs(id, event, { kind: 'user', userId: leader.id, can: () => true });
        // What fires them in production: the N-th payment (COMPLETE) and the deadline job or the activity's end
        // (CANCEL), both as the shop itself.
        return fireAs(id, event, systemActor);
      },
      async stateOf(id) {
        return (await em().findOneOrFail(GroupBuy, Number(id))).status;
      },
    });
    expect(outcomes).toHaveLength(2 * 3 + 2);
  });
});
