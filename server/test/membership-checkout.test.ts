import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';
import { ERRORS, ORDER, PromotionSteps } from './points-steps.js';

const DAY = 24 * 3600_000;
const buyMutation = `mutation Buy($input: BuyMembershipInput!) { buyMembership(input: $input) { orderId orderNumber ${ERRORS} } }`;

/**
 * Super membership end to end: bought as an order of kind MEMBERSHIP and paid with the balance like any order, it
 * makes the buyer vip for 12 months; the next checkout carries the level's discount and completed orders earn
 * points times the level's multiplier.
 */
describe.each(databaseKinds)('membership through checkout on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let steps: PromotionSteps;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    await setPart(server, product!.id, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
    admin = await createUser(server, { roles: ['admin'] });
    steps = new PromotionSteps(
      server,
      clock,
      { sales: await createUser(server, { roles: ['sales'] }), admin },
      product!.id,
    );
  });
  afterAll(() => server.close());

  it('sells super membership as an order any payment method pays; paid, the buyer is vip with the level discount', async () => {
    const buyer = await steps.buyer();
    const before = await steps.quote(buyer, 10);
    expect(before.memberDiscountFen).toBe(0);

    const key = 'buy-membership-1';
    const bought = await steps.gql(buyer, buyMutation, { input: { planCode: 'SUPER_12M', idempotencyKey: key } });
    expect(bought.data.buyMembership.userErrors).toEqual([]);
    const { orderId, orderNumber } = bought.data.buyMembership;
    // A double click answers the same order.
    const again = await steps.gql(buyer, buyMutation, { input: { planCode: 'SUPER_12M', idempotencyKey: key } });
    expect(again.data.buyMembership.orderId).toBe(orderId);
    const order = (await steps.gql(buyer, `query O($id: ID!) { order(id: $id) { ${ORDER} } }`, { id: orderId })).data
      .order;
    expect(order).toMatchObject({
      number: orderNumber,
      kind: 'MEMBERSHIP',
      status: 'PENDING_PAYMENT',
      title: 'Super membership, 12 months',
      payableFen: 9900,
    });
    // Unpaid: not a member yet.
    expect(await steps.membership(buyer)).toMatchObject({ vip: 0, active: false });

    expect(await steps.pay(buyer, orderId)).toBe('COMPLETED');
    const member = await steps.membership(buyer);
    const oneYear = new Date(clock.now());
    oneYear.setUTCFullYear(oneYear.getUTCFullYear() + 1);
    expect(member).toEqual({
      vip: 1,
      active: true,
      validUntil: oneYear.toISOString(),
      growth: 0,
      level: { code: 'V1' },
      growthToNext: 1000,
    });
    // The membership order earns neither points nor growth.
    expect((await steps.points(buyer)).balance).toBe(0);

    // The next checkout: V1's 5% off ¥100.00 of goods.
    const after = await steps.quote(buyer, 10);
    expect(after.memberDiscountFen).toBe(500);
    const goods = await steps.place(buyer, 10);
    expect(goods).toMatchObject({ kind: 'GOODS', memberDiscountFen: 500, payableFen: 9500 + goods.freightFen });

    // Over REST the same.
    const rest = (await (await server.request('GET', '/api/member/info', { headers: buyer.headers })).json()) as any;
    expect(rest.data).toMatchObject({ active: true, valid_until: oneYear.toISOString(), level: { code: 'V1' } });
    const restBuy = await restCall(
      server,
      '/member/buy',
      { plan_code: 'SUPER_12M', idempotency_key: key },
      buyer.headers,
    );
    expect(restBuy).toMatchObject({ code: 1, data: { order_id: orderId, order_number: orderNumber } });
  });

  it('earns points times the level multiplier and climbs levels with growth while a member', async () => {
    const buyer = await steps.buyer();
    const bought = await steps.gql(buyer, buyMutation, {
      input: { planCode: 'SUPER_12M', idempotencyKey: 'buy-membership-2' },
    });
    expect(bought.data.buyMembership.userErrors).toEqual([]);
    await steps.pay(buyer, bought.data.buyMembership.orderId);
    // Levels where ¥50 of growth reaches the second level, earning double points with 10% off.
    const saved = await steps.gql(
      admin,
      `mutation S($input: SaveMembershipLevelsInput!) { saveMembershipLevels(input: $input) { ${ERRORS} } }`,
      {
        input: {
          levels: [
            {
              code: 'V1',
              names: { enUS: 'Bronze', zhCN: '青铜会员' },
              growthRequired: 0,
              discountPercent: 5,
              pointsMultiplierPercent: 100,
              perks: [],
            },
            {
              code: 'V2',
              names: { enUS: 'Silver', zhCN: '白银会员' },
              growthRequired: 50,
              discountPercent: 10,
              pointsMultiplierPercent: 200,
              perks: [],
            },
          ],
        },
      },
    );
    expect(saved.data.saveMembershipLevels.userErrors).toEqual([]);

    const first = await steps.place(buyer, 10);
    await steps.pay(buyer, first.id);
    await steps.receive(buyer, first.id);
    const growth = Math.floor(first.payableFen / 100);
    expect(growth).toBeGreaterThanOrEqual(50);
    expect((await steps.points(buyer)).balance).toBe(growth);
    expect(await steps.membership(buyer)).toMatchObject({ growth, level: { code: 'V2' }, growthToNext: null });

    // Now V2: 10% off, and double points.
    const second = await steps.place(buyer, 10);
    expect(second.memberDiscountFen).toBe(1000);
    await steps.pay(buyer, second.id);
    await steps.receive(buyer, second.id);
    const points = await steps.points(buyer);
    expect(points.entries.at(-1)).toMatchObject({
      kind: 'ORDER_COMPLETED',
      points: Math.floor((second.payableFen * 2) / 100),
    });

    // After the membership ends: no discount, points ×1, vip 0.
    const end = new Date((await steps.membership(buyer)).validUntil);
    clock.set(new Date(end.getTime() + 1000));
    await server.app.jobs.runDue();
    expect(await steps.membership(buyer)).toMatchObject({ vip: 0, active: false, level: { code: 'V2' } });
    expect((await steps.quote(buyer, 10)).memberDiscountFen).toBe(0);
  });

  it('ends what a fully refunded membership order bought: a renewal after it moves earlier, a partial refund changes nothing', async () => {
    const buyer = await steps.buyer();
    const buy = async (key: string): Promise<string> => {
      const bought = await steps.gql(buyer, buyMutation, { input: { planCode: 'SUPER_12M', idempotencyKey: key } });
      expect(bought.data.buyMembership.userErrors).toEqual([]);
      expect(await steps.pay(buyer, bought.data.buyMembership.orderId)).toBe('COMPLETED');
      return bought.data.buyMembership.orderId;
    };
    const start = clock.now();
    const first = await buy('refund-first');
    const renewal = await buy('refund-renewal');
    const years = (count: number) => {
      const end = new Date(start);
      end.setUTCFullYear(end.getUTCFullYear() + count);
      return end.toISOString();
    };
    expect(await steps.membership(buyer)).toMatchObject({ vip: 1, active: true, validUntil: years(2) });

    // A part of the renewal given back (a goodwill gesture): the membership stays as it is.
    await steps.refund(renewal, 1000);
    expect(await steps.membership(buyer)).toMatchObject({ vip: 1, active: true, validUntil: years(2) });

    // The rest of it a month later: the renewal's year is gone, the first year still runs.
    clock.advance(30 * DAY);
    await steps.refund(renewal, 9900 - 1000);
    expect(await steps.membership(buyer)).toMatchObject({ vip: 1, active: true, validUntil: years(1) });
    expect((await steps.quote(buyer, 10)).memberDiscountFen).toBeGreaterThan(0);

    // The first order refunded whole by sales staff in the back office: what was left of its year is gone, the
    // membership ends now, and the buyer is told.
    expect(await steps.cancelPaidOrder(first, 'Bought by mistake')).toEqual({ status: 'CLOSED', paidFen: 9900 });
    const told = await steps.gql(buyer, `{ myMessages(first: 5) { edges { node { title } } } }`);
    expect(told.data.myMessages.edges.map((edge: { node: { title: string } }) => edge.node.title)).toContain(
      'Membership refunded in full',
    );
    expect(await steps.membership(buyer)).toMatchObject({
      vip: 0,
      active: false,
      validUntil: clock.now().toISOString(),
    });
    expect((await steps.quote(buyer, 10)).memberDiscountFen).toBe(0);
    // Its expiry job, moved to the new end, finds nothing more to do.
    await server.app.jobs.runDue();
    expect(await steps.membership(buyer)).toMatchObject({ vip: 0, active: false });
  });
});
