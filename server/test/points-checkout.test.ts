import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart } from './order-steps.js';
import { PromotionSteps } from './points-steps.js';

/**
 * Points at checkout and over an order's life, end to end through GraphQL: spent when the order is placed, given
 * back when it ends unpaid, earned when it is completed, and given back / taken back in proportion when it is
 * refunded (growth with them).
 */
describe.each(databaseKinds)('points through checkout on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let steps: PromotionSteps;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    // ¥10 a piece: 10 pieces are ¥100.00 of goods.
    await setPart(server, product!.id, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
    const staff = {
      sales: await createUser(server, { roles: ['sales'] }),
      admin: await createUser(server, { roles: ['admin'] }),
    };
    steps = new PromotionSteps(server, clock, staff, product!.id);
  });
  afterAll(() => server.close());

  it('quotes the usable points, spends them with the order and gives them back when it is cancelled', async () => {
    const buyer = await steps.buyer();
    expect((await steps.quote(buyer, 10)).points).toEqual({ balance: 0, maxUsable: 0, used: 0, fenPerPoint: 1 });
    await steps.adjust(buyer, 8000);
    // At most 50% of ¥100.00 of goods: 5000 points.
    const quoted = await steps.quote(buyer, 10, { points: 6000 });
    expect(quoted.points).toEqual({ balance: 8000, maxUsable: 5000, used: 5000, fenPerPoint: 1 });
    expect(quoted.pointsDeductionFen).toBe(5000);
    expect(quoted.payableFen).toBe(10_000 - 5000 + quoted.freightFen);

    const order = await steps.place(buyer, 10, 300);
    expect(order).toMatchObject({ pointsSpent: 300, pointsDeductionFen: 300, payableFen: 9700 + order.freightFen });
    let points = await steps.points(buyer);
    expect(points.balance).toBe(7700);
    expect(points.entries.at(-1)).toEqual({
      points: -300,
      kind: 'ORDER_SPENT',
      orderNumber: order.number,
      balanceAfter: 7700,
    });

    await steps.cancel(buyer, order.id);
    points = await steps.points(buyer);
    expect(points.balance).toBe(8000);
    expect(points.entries.at(-1)).toEqual({
      points: 300,
      kind: 'ORDER_RETURNED',
      orderNumber: order.number,
      balanceAfter: 8000,
    });

    // An order left unpaid past its window gives them back too.
    const expiring = await steps.place(buyer, 10, 1000);
    expect((await steps.points(buyer)).balance).toBe(7000);
    clock.advance(31 * 60_000);
    await server.app.jobs.runDue();
    points = await steps.points(buyer);
    expect(points.balance).toBe(8000);
    expect(points.entries.at(-1)).toMatchObject({ points: 1000, kind: 'ORDER_RETURNED', orderNumber: expiring.number });
  });

  it('earns points and growth on a completed order and reverses both in proportion to its refunds', async () => {
    const buyer = await steps.buyer();
    await steps.adjust(buyer, 1000);
    const order = await steps.place(buyer, 10, 400);
    const payable = order.payableFen as number;
    expect(await steps.pay(buyer, order.id)).toBe('PENDING_SHIPMENT');
    // Paid, not yet received: nothing earned.
    expect((await steps.points(buyer)).balance).toBe(600);
    await steps.receive(buyer, order.id);
    const earned = Math.floor(payable / 100);
    let points = await steps.points(buyer);
    expect(points.entries.at(-1)).toEqual({
      points: earned,
      kind: 'ORDER_COMPLETED',
      orderNumber: order.number,
      balanceAfter: 600 + earned,
    });
    expect((await steps.membership(buyer)).growth).toBe(earned);

    // A quarter refunded: a quarter of the spent points back, a quarter of the earned ones (rounded down) taken.
    const quarter = Math.floor(payable / 4);
    await steps.refund(order.id, quarter);
    points = await steps.points(buyer);
    const returned = Math.floor((400 * quarter) / payable);
    const clawed = Math.floor((earned * quarter) / payable);
    expect(points.entries.slice(-2).map((entry) => [entry.kind, entry.points])).toEqual([
      ['REFUND_RETURNED', returned],
      ['REFUND_CLAWBACK', -clawed],
    ]);
    expect(points.balance).toBe(600 + earned + returned - clawed);
    expect((await steps.membership(buyer)).growth).toBe(earned - Math.floor((earned * quarter) / payable));

    // The rest refunded: everything spent is back, everything earned is gone, exactly.
    await steps.refund(order.id, payable - quarter);
    points = await steps.points(buyer);
    const byKind = (kind: string) =>
      points.entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.points, 0);
    expect(byKind('REFUND_RETURNED')).toBe(400);
    expect(byKind('REFUND_CLAWBACK')).toBe(-earned);
    expect(points.balance).toBe(1000);
    expect((await steps.membership(buyer)).growth).toBe(0);
  });

  it('never takes back more than the buyer holds when a refund comes after they spent what they earned', async () => {
    const buyer = await steps.buyer();
    const order = await steps.place(buyer, 10);
    await steps.pay(buyer, order.id);
    await steps.receive(buyer, order.id);
    const earned = Math.floor(order.payableFen / 100);
    expect((await steps.points(buyer)).balance).toBe(earned);
    // All of them spent on the next order.
    const next = await steps.place(buyer, 10, earned);
    expect(next.pointsSpent).toBe(earned);
    await steps.refund(order.id, order.payableFen);
    const points = await steps.points(buyer);
    expect(points.balance).toBe(0);
    expect(points.entries.filter((entry) => entry.kind === 'REFUND_CLAWBACK')).toEqual([]);
  });
});
