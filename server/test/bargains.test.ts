import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bargain, BargainCut, BargainStatus } from '../src/modules/bargains/bargains.entities.js';
import { BargainEvent } from '../src/modules/bargains/bargains.states.js';
import { DomainError } from '../src/platform/errors/index.js';
import { systemActor } from '../src/platform/flows/flow.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import {
  bargainQuery,
  buy,
  buyMutation,
  cancelMutation,
  createOffer,
  createOfferMutation,
  cut,
  friends,
  shopper,
  staffOffersQuery,
  start,
  updateOfferMutation,
  type OfferTerms,
} from './bargain-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, setPart, stockOf } from './order-steps.js';
import { restCall } from './account-steps.js';

/** Round half up from 0.0001 yuan to fen (100 of them), as an order's line total. */
const fenOf = (milli: number) => Math.floor((milli + 50) / 100);

describe.each(databaseKinds)('bargains on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-06-01T08:00:00.000Z'));
  let admin: Record<string, string>;
  let sales: Record<string, string>;
  let partId: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = (await createUser(server, { roles: ['admin'] })).headers;
    sales = (await createUser(server, { roles: ['sales'] })).headers;
    const em = server.app.orm.em.fork();
    const [first] = await em.getConnection().execute<{ id: number }[]>('select id from product order by id limit 1');
    partId = Number(first!.id);
    await setPart(server, partId, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 1_200_000 }] });
  }, 120_000);
  afterAll(() => server.close());

  const rows = () => server.app.orm.em.fork();
  const offer = (terms: Omit<OfferTerms, 'productId'>) =>
    createOffer(server, clock, admin, { productId: partId, ...terms });

  it('staff create offers with checked terms; only activity.manage may, activity.view sees progress', async () => {
    const base = {
      title: 'Checked',
      startsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      endsAt: new Date(clock.now().getTime() + 3600_000).toISOString(),
      productId: String(partId),
      quantity: 10,
      startPriceMilli: 1000,
      floorPriceMilli: 400,
      expectedCuts: 5,
      timeLimitMinutes: 60,
      perUserLimit: 1,
    };
    const refused = async (input: object, headers = admin) =>
      (await server.graphql(createOfferMutation, { input: { ...base, ...input } }, headers)).data.createBargainOffer
        .userErrors[0]?.code;
    expect(await refused({ floorPriceMilli: 1000 })).toBe('BARGAIN_PRICES_INVALID');
    expect(await refused({ floorPriceMilli: 0 })).toBe('BARGAIN_PRICES_INVALID');
    // 600 units of span cannot make 601 cuts of at least one unit; and at most 100 cuts.
    expect(await refused({ startPriceMilli: 1001, floorPriceMilli: 1000, expectedCuts: 2 })).toBe(
      'BARGAIN_CUTS_INVALID',
    );
    expect(await refused({ expectedCuts: 101, startPriceMilli: 1_000_000 })).toBe('BARGAIN_CUTS_INVALID');
    expect(await refused({ timeLimitMinutes: 0 })).toBe('BARGAIN_TERMS_INVALID');
    expect(await refused({ perUserLimit: 0 })).toBe('BARGAIN_TERMS_INVALID');
    expect(await refused({ productId: '99999999' })).toBe('BARGAIN_PART_UNAVAILABLE');
    const forbidden = await server.graphql(createOfferMutation, { input: base }, sales);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const created = await server.graphql(createOfferMutation, { input: base }, admin);
    expect(created.data.createBargainOffer.userErrors).toEqual([]);
    const { offer: made } = created.data.createBargainOffer.offer;
    expect(made).toMatchObject({ startPriceMilli: 1000, floorPriceMilli: 400, expectedCuts: 5 });
    expect(made.activity).toMatchObject({ title: 'Checked', status: 'IN_PROGRESS' });

    const changed = await server.graphql(
      updateOfferMutation,
      { input: { ...base, id: made.id, title: 'Renamed', floorPriceMilli: 500, startsAt: null, endsAt: null } },
      admin,
    );
    expect(changed.data.updateBargainOffer.userErrors).toEqual([]);
    expect(changed.data.updateBargainOffer.offer.offer).toMatchObject({ floorPriceMilli: 500 });
    expect(changed.data.updateBargainOffer.offer.offer.activity.title).toBe('Renamed');

    const seen = await server.graphql(staffOffersQuery, {}, sales);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.staffBargainOffers.map((row: { offer: { id: string } }) => row.offer.id)).toContain(made.id);
    const shopperView = await server.graphql(staffOffersQuery, {}, (await createUser(server)).headers);
    expect(shopperView.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('starts one bargain per shopper within the limit; the owner cannot cut it, each friend cuts once', async () => {
    const { id: offerId } = await offer({ perUserLimit: 1 });
    const owner = await shopper(server, clock);
    const started = await start(server, owner, offerId);
    expect(started.userErrors).toEqual([]);
    const bargain = started.bargain;
    expect(bargain).toMatchObject({ status: 'IN_PROGRESS', currentPriceMilli: 1_000_000, cutsMade: 0, isMine: true });
    expect(bargain.availableActions).toEqual(['BUY', 'CANCEL']);
    expect(new Date(bargain.deadlineAt).getTime()).toBe(clock.now().getTime() + 24 * 3600_000);
    // Starting again while it runs answers the same bargain.
    expect((await start(server, owner, offerId)).bargain.id).toBe(bargain.id);

    expect((await cut(server, owner, bargain.id)).userErrors[0].code).toBe('BARGAIN_OWN_CUT');
    const [friend] = await friends(server, 1);
    const first = await cut(server, friend!, bargain.id);
    expect(first.userErrors).toEqual([]);
    expect(first.cutAmountMilli).toBeGreaterThan(0);
    expect(first.bargain.currentPriceMilli).toBe(1_000_000 - first.cutAmountMilli);
    expect(first.bargain).toMatchObject({ hasCut: true, canCut: false, cutsMade: 1 });
    expect((await cut(server, friend!, bargain.id)).userErrors[0].code).toBe('BARGAIN_ALREADY_CUT');
    // Cuts are recorded: who, how much, when.
    const stored = await rows().find(BargainCut, { bargain: Number(bargain.id) });
    expect(stored).toMatchObject([{ amountMilli: first.cutAmountMilli, sequence: 1, cutAt: clock.now() }]);
    expect(stored[0]!.user.id).toBe(friend!.id);

    const gaveUp = await server.graphql(cancelMutation, { input: { bargainId: bargain.id } }, owner.headers);
    expect(gaveUp.data.cancelBargain.bargain.status).toBe('CANCELLED');
    expect((await cut(server, (await friends(server, 1))[0]!, bargain.id)).userErrors[0].code).toBe('BARGAIN_ENDED');
    // The one bargain the offer allows was used.
    expect((await start(server, owner, offerId)).userErrors[0]).toMatchObject({ code: 'BARGAIN_LIMIT_REACHED' });
    const mine = await server.graphql(
      'query($offerId: ID) { myBargains(offerId: $offerId) { id status cuts { amountMilli } } }',
      { offerId },
      owner.headers,
    );
    expect(mine.data.myBargains).toEqual([
      { id: bargain.id, status: 'CANCELLED', cuts: [{ amountMilli: first.cutAmountMilli }] },
    ]);
  });

  it('reaches exactly the floor in the expected cuts and never goes below it', async () => {
    const { id: offerId } = await offer({ startPriceMilli: 1_234_567, floorPriceMilli: 345_678, expectedCuts: 7 });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    const helpers = await friends(server, 9);
    const amounts: number[] = [];
    for (const friend of helpers.slice(0, 7)) {
      const answer = await cut(server, friend, bargain.id);
      expect(answer.userErrors).toEqual([]);
      amounts.push(answer.cutAmountMilli);
    }
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(1_234_567 - 345_678);
    const after = (await server.graphql(bargainQuery, { id: bargain.id }, helpers[8]!.headers)).data.bargain;
    expect(after).toMatchObject({ currentPriceMilli: 345_678, cutsMade: 7, canCut: false });
    expect(after.cuts.map((entry: { priceAfterMilli: number }) => entry.priceAfterMilli).at(-1)).toBe(345_678);
    expect((await cut(server, helpers[7]!, bargain.id)).userErrors[0].code).toBe('BARGAIN_AT_FLOOR');
  });

  it('applies friends cutting at once one after the other: every cut counts, the floor holds', async () => {
    const { id: offerId } = await offer({ startPriceMilli: 500_000, floorPriceMilli: 100_000, expectedCuts: 6 });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    const crowd = await friends(server, 12);
    const answers = await Promise.all(crowd.map((friend) => cut(server, friend, bargain.id)));
    const codes = answers.map((answer) => answer.userErrors[0]?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(6);
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'BARGAIN_AT_FLOOR')).toBe(true);
    const stored = await rows().findOneOrFail(Bargain, Number(bargain.id));
    expect(stored).toMatchObject({ currentPriceMilli: 100_000, cutsMade: 6 });
    const cuts = await rows().find(BargainCut, { bargain: Number(bargain.id) }, { orderBy: { sequence: 'asc' } });
    expect(cuts.map((entry) => entry.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cuts.reduce((sum, entry) => sum + entry.amountMilli, 0)).toBe(400_000);
    let price = 500_000;
    for (const entry of cuts) {
      price -= entry.amountMilli;
      expect(entry.priceAfterMilli).toBe(price);
    }

    // One friend in several tabs at once still cuts once.
    const { bargain: other } = await start(server, await shopper(server, clock), offerId);
    const [tabs] = await friends(server, 1);
    const twice = await Promise.all(Array.from({ length: 5 }, () => cut(server, tabs!, other.id)));
    expect(twice.filter((answer) => answer.userErrors.length === 0)).toHaveLength(1);
    expect(twice.filter((answer) => answer.userErrors[0]?.code === 'BARGAIN_ALREADY_CUT')).toHaveLength(4);
    expect((await rows().findOneOrFail(Bargain, Number(other.id))).cutsMade).toBe(1);
  }, 120_000);

  it('ends a bargain at its deadline when the clock moves: time is up, no more cuts or buying', async () => {
    const { id: offerId } = await offer({ timeLimitMinutes: 30 });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    const [friend] = await friends(server, 1);
    clock.advance(29 * 60_000);
    await server.app.jobs.runDue();
    expect((await rows().findOneOrFail(Bargain, Number(bargain.id))).status).toBe(BargainStatus.IN_PROGRESS);
    clock.advance(60_000);
    await server.app.jobs.runDue();
    const ended = (await server.graphql(bargainQuery, { id: bargain.id }, owner.headers)).data.bargain;
    expect(ended).toMatchObject({ status: 'ENDED', endReason: 'EXPIRED', availableActions: [] });
    expect((await cut(server, friend!, bargain.id)).userErrors[0].code).toBe('BARGAIN_ENDED');
    expect((await buy(server, owner, bargain.id, newKey())).userErrors[0].code).toBe('BARGAIN_ENDED');
  });

  it('buys at the price reached (the order total is exact); an unpaid order that ends lets the owner buy again', async () => {
    const { id: offerId } = await offer({ startPriceMilli: 987_653, floorPriceMilli: 123_457, quantity: 7 });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    for (const friend of await friends(server, 3))
      expect((await cut(server, friend, bargain.id)).userErrors).toEqual([]);
    const reached = (await server.graphql(bargainQuery, { id: bargain.id }, owner.headers)).data.bargain;
    expect(reached.currentPriceMilli).toBeLessThan(987_653);
    const stockBefore = await stockOf(server, partId);

    const bought = await buy(server, owner, bargain.id, newKey());
    expect(bought.userErrors).toEqual([]);
    expect(bought.bargain).toMatchObject({ status: 'ENDED', endReason: 'BOUGHT', orderId: bought.order.id });
    const order = (
      await server.graphql(
        `query O($id: ID!) { order(id: $id) { status itemsFen freightFen payableFen
          lines { productId quantity unitPriceMilli lineTotalFen } } }`,
        { id: bought.order.id },
        owner.headers,
      )
    ).data.order;
    expect(order.lines).toEqual([
      {
        productId: String(partId),
        quantity: 7,
        unitPriceMilli: reached.currentPriceMilli,
        lineTotalFen: fenOf(reached.currentPriceMilli * 7),
      },
    ]);
    expect(order.itemsFen).toBe(fenOf(reached.currentPriceMilli * 7));
    expect(order.payableFen).toBe(order.itemsFen + order.freightFen);
    expect(bought.order.payableFen).toBe(order.payableFen);
    expect(await stockOf(server, partId)).toBe(stockBefore - 7);
    // Bought: no second order, no more cuts.
    expect((await buy(server, owner, bargain.id, newKey())).userErrors[0].code).toBe('BARGAIN_ENDED');
    expect((await cut(server, (await friends(server, 1))[0]!, bargain.id)).userErrors[0].code).toBe('BARGAIN_ENDED');

    // The owner cancels the unpaid order: the bargain runs again at the price reached, and may be bought again.
    const cancelled = await restCall(
      server,
      '/order/cancel',
      { id: bought.order.id, reason: 'changed address' },
      owner.headers,
    );
    expect(cancelled.code).toBe(1);
    const reopened = (await server.graphql(bargainQuery, { id: bargain.id }, owner.headers)).data.bargain;
    expect(reopened).toMatchObject({
      status: 'IN_PROGRESS',
      orderId: null,
      currentPriceMilli: reached.currentPriceMilli,
    });
    const again = await buy(server, owner, bargain.id, newKey());
    expect(again.userErrors).toEqual([]);
    expect(again.order.id).not.toBe(bought.order.id);

    // That order expires unpaid after the bargain's time: it stays ended, as expired.
    clock.advance(25 * 3600_000);
    await server.app.jobs.runDue();
    const lapsed = (await server.graphql(bargainQuery, { id: bargain.id }, owner.headers)).data.bargain;
    expect(lapsed).toMatchObject({ status: 'ENDED', endReason: 'EXPIRED', orderId: null });

    const progress = (await server.graphql(staffOffersQuery, {}, admin)).data.staffBargainOffers.find(
      (row: { offer: { id: string } }) => row.offer.id === offerId,
    ).progress;
    expect(progress).toEqual({ running: 0, bought: 0, expired: 1, cancelled: 0, cuts: 3 });
  }, 120_000);

  it('cancels the bargains still running when staff end the offer; pausing it stops cuts', async () => {
    const { id: offerId, activityId } = await offer({ title: 'Ends early' });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    const [friend] = await friends(server, 1);
    const lifecycle = async (name: string) => {
      const answer = await server.graphql(
        `mutation($id: ID!) { ${name}(id: $id) { userErrors { code } } }`,
        { id: activityId },
        admin,
      );
      expect(answer.data[name].userErrors).toEqual([]);
    };
    await lifecycle('pauseActivity');
    expect((await cut(server, friend!, bargain.id)).userErrors[0].code).toBe('ACTIVITY_PAUSED');
    await lifecycle('resumeActivity');
    expect((await cut(server, friend!, bargain.id)).userErrors).toEqual([]);
    await lifecycle('endActivity');
    const ended = (await server.graphql(bargainQuery, { id: bargain.id }, owner.headers)).data.bargain;
    expect(ended).toMatchObject({ status: 'CANCELLED', cutsMade: 1 });
    expect((await start(server, await shopper(server, clock), offerId)).userErrors[0].code).toBe('ACTIVITY_ENDED');
  });

  it("pushes a friend's cut to everyone watching the bargain's page", async () => {
    const { id: offerId } = await offer({ title: 'Live' });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const changes = client.iterate<{ bargainChanged: { currentPriceMilli: number; cuts: { nickname: string }[] } }>({
        query: 'subscription($id: ID!) { bargainChanged(id: $id) { currentPriceMilli cuts { nickname } } }',
        variables: { id: bargain.id },
      });
      const received: number[] = [];
      const reading = (async () => {
        for await (const result of changes) {
          received.push(result.data!.bargainChanged.currentPriceMilli);
          if (received.length === 1) break;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const answer = await cut(server, (await friends(server, 1))[0]!, bargain.id);
      await reading;
      expect(received).toEqual([answer.bargain.currentPriceMilli]);
    } finally {
      await client.dispose();
    }
  });

  it('marks the offer abnormal when the catalog runs out of the part while bargains run', async () => {
    const [second] = await rows()
      .getConnection()
      .execute<{ id: number }[]>('select id from product where id <> ? order by id limit 1', [partId]);
    const shortPart = Number(second!.id);
    await setPart(server, shortPart, { stock: 5, priceBreaks: [{ minQty: 1, unitPriceMilli: 50_000 }] });
    const { id: offerId, activityId } = await createOffer(server, clock, admin, { productId: shortPart, quantity: 10 });
    const owner = await shopper(server, clock);
    const { bargain } = await start(server, owner, offerId);
    const refused = await buy(server, owner, bargain.id, newKey());
    expect(refused.userErrors[0].code).toBe('ONLY_N_LEFT');
    const activity = await server.graphql(
      '{ staffActivities(kind: BARGAIN) { edges { node { id status abnormalReason } } } }',
      {},
      admin,
    );
    const node = activity.data.staffActivities.edges.find(
      (edge: { node: { id: string } }) => edge.node.id === activityId,
    );
    expect(node.node).toMatchObject({ status: 'ABNORMAL' });
    expect(node.node.abnormalReason).toContain(String(shortPart));
    expect((await cut(server, (await friends(server, 1))[0]!, bargain.id)).userErrors[0].code).toBe(
      'ACTIVITY_ABNORMAL',
    );
    // The bargain itself still runs: staff resume the offer once the shelf is filled.
    expect((await rows().findOneOrFail(Bargain, Number(bargain.id))).status).toBe(BargainStatus.IN_PROGRESS);
  });

  it('answers the REST façade: list, cut and buy', async () => {
    const { id: offerId } = await offer({ title: 'Façade' });
    const owner = await shopper(server, clock);
    const listed = (await (await server.request('GET', '/api/activity/bargain/list')).json()) as {
      code: number;
      data: { id: string }[];
    };
    expect(listed.code).toBe(1);
    expect(listed.data.map((row) => row.id)).toContain(offerId);
    const started = await restCall(server, '/activity/bargain/start', { offer_id: offerId }, owner.headers);
    expect(started.code).toBe(1);
    const [friend] = await friends(server, 1);
    const own = await restCall(server, '/activity/bargain/cut', { bargain_id: started.data.id }, owner.headers);
    expect(own.code).toBe(-9561);
    const cutAnswer = await restCall(server, '/activity/bargain/cut', { bargain_id: started.data.id }, friend!.headers);
    expect(cutAnswer.code).toBe(1);
    expect(cutAnswer.data.bargain.current_price_milli).toBe(1_000_000 - cutAnswer.data.cut_amount_milli);
    const bought = await restCall(
      server,
      '/activity/bargain/buy',
      { bargain_id: started.data.id, address_id: owner.addressId, idempotency_key: newKey() },
      owner.headers,
    );
    expect(bought.code).toBe(1);
    expect(bought.data.payable_fen).toBeGreaterThan(0);
  });

  it('walks the bargain flow: every event from every state, and by a party outside it', async () => {
    const { id: offerId } = await offer({ perUserLimit: 100, title: 'Walk' });
    const { flow } = server.app.services.bargains;
    const owners = new Map<string, Awaited<ReturnType<typeof shopper>>>();
    const outcomeOf = (code: string | undefined): WalkOutcome | string => {
      if (!code) return 'done';
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return 'forbidden';
      if (code === 'BARGAIN_ENDED') return 'refused';
      return code;
    };
    const outcomes = await walkFlow(flow, Object.values(BargainStatus), {
      arrange: async (status) => {
        const owner = await shopper(server, clock);
        const { bargain } = await start(server, owner, offerId);
        await rows().nativeUpdate(Bargain, Number(bargain.id), { status });
        owners.set(bargain.id, owner);
        return bargain.id;
      },
      fire: async (event, id, as) => {
        const owner = owners.get(id)!;
        const user = as === 'allowed' ? owner : await shopper(server, clock);
        const answerOf = (answer: { data?: any; errors?: { extensions?: { code?: string } }[] }, field: string) =>
          outcomeOf(answer.errors?.[0]?.extensions?.code ?? answer.data[field].userErrors[0]?.code);
        if (event === BargainEvent.BUY) {
          const input = {
            bargainId: id,
            idempotencyKey: newKey(),
            deliveryMethod: 'EXPRESS',
            addressId: String(user.addressId),
          };
          return answerOf(await server.graphql(buyMutation, { input }, user.headers), 'buyBargain');
        }
        if (event === BargainEvent.CANCEL) {
          return answerOf(
            await server.graphql(cancelMutation, { input: { bargainId: id } }, user.headers),
            'cancelBargain',
          );
        }
        // The shop's own events (the deadline job, the order's end): fired as the shop, or as a user who may not.
        const em = rows();
        const bargain = await em.findOneOrFail(Bargain, Number(id));
        const actor = as === 'allowed' ? systemActor : { kind: 'user' as const, userId: user.id, can: () => true };
        try {
          return (await flow.fire(em, bargain, event, { actor })) ? 'done' : 'lost';
        } catch (error) {
          if (error instanceof DomainError) return outcomeOf(error.code);
          throw error;
        }
      },
      stateOf: async (id) => (await rows().findOneOrFail(Bargain, Number(id))).status,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(BargainStatus).length + 1));
  }, 120_000);
});
