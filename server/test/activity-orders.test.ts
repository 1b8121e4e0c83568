import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import type { OrderMilestoneEvent } from '../src/modules/orders/order-promotions.js';
import { Order, OrderLine } from '../src/modules/orders/orders.entities.js';
import type { ActivityOrderInput } from '../src/modules/orders/activity-orders.js';
import type { RequestContext } from '../src/platform/auth/index.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, stockOf, type TestUser } from './order-steps.js';
import { addShippingAddress } from './payment-steps.js';

/**
 * The orders' port for live activities: an order at the activity's price and payment window, the activity's own
 * step inside the order's transaction, prizes paid as placed, and the shop cancelling an unpaid one.
 */
describe.each(databaseKinds)('activity orders on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let buyer: TestUser;
  let partId: number;
  let addressId: number;
  const heard: OrderMilestoneEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 3 });
    buyer = await createUser(server);
    const [part] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    partId = part!.id;
    await setPart(server, partId, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 25_000 }] });
    addressId = Number(await addShippingAddress(server, buyer.headers));
    for (const milestone of ['paid', 'endedUnpaid'] as const) {
      server.app.services.orderPromotions.onMilestone(milestone, async (_em, event) => {
        if (event.activity) heard.push(event);
      });
    }
  });
  afterAll(() => server.close());

  const contextOf = (): RequestContext => ({
    requestId: 'test',
    locale: 'en-US',
    token: undefined,
    ip: undefined,
    userAgent: undefined,
    user: { id: String(buyer.id), displayName: 'Buyer', roles: ['buyer'] },
    em: server.app.orm.em.fork(),
  });
  let keys = 0;
  const input = (overrides: Partial<ActivityOrderInput> = {}): ActivityOrderInput => ({
    deliveryMethod: 'express',
    addressId,
    activity: { kind: 'FLASH_SALE', id: 7, reference: 'item-3' },
    productId: partId,
    quantity: 2,
    unitPriceMilli: 12_345,
    paymentWindowMs: 5 * 60_000,
    idempotencyKey: `activity-order-${++keys}`,
    ...overrides,
  });

  it('sells at the activity price with its window, runs its step in the transaction, and answers a repeat alike', async () => {
    const before = await stockOf(server, partId);
    const taken: string[] = [];
    const order = await server.app.services.activityOrders.placeActivityOrder(
      contextOf(),
      input(),
      async (_em, placed) => {
        taken.push(placed.number);
      },
    );
    expect(taken).toEqual([order.number]);
    // 2 × ¥1.2345 = ¥2.469 → 247 fen, plus the express freight below the free-shipping threshold.
    const stored = await server.app.orm.em.fork().findOneOrFail(Order, order.id);
    expect(stored).toMatchObject({
      itemsFen: 247,
      memberDiscountFen: 0,
      couponDeductionFen: 0,
      status: 'PENDING_PAYMENT',
    });
    expect(stored.payableFen).toBe(247 + stored.freightFen);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(5 * 60_000);
    expect(stored).toMatchObject({ activityKind: 'FLASH_SALE', activityId: 7, activityReference: 'item-3' });
    const line = await server.app.orm.em.fork().findOneOrFail(OrderLine, { order: order.id });
    expect(line).toMatchObject({ unitPriceMilli: 12_345, quantity: 2, lineTotalFen: 247 });
    expect(await stockOf(server, partId)).toBe(before - 2);
    const repeated = await server.app.services.activityOrders.placeActivityOrder(
      contextOf(),
      input({ idempotencyKey: `activity-order-${keys}` }),
      async () => {
        throw new Error('a repeat must not take again');
      },
    );
    expect(repeated.id).toBe(order.id);

    // The window closes: the order expires, its stock comes back, and the activity hears it with its facts.
    clock.advance(5 * 60_000);
    await server.app.jobs.runDue();
    expect(await stockOf(server, partId)).toBe(before);
    expect(heard.at(-1)).toMatchObject({
      milestone: 'endedUnpaid',
      orderId: order.id,
      activity: { kind: 'FLASH_SALE', id: 7, reference: 'item-3' },
    });
  });

  it('rolls everything back when the activity refuses, and when the catalog is short', async () => {
    const before = await stockOf(server, partId);
    const count = () => server.app.orm.em.fork().count(Order, { user: buyer.id });
    const orders = await count();
    await expect(
      server.app.services.activityOrders.placeActivityOrder(contextOf(), input(), async () => {
        throw new DomainError('ACTIVITY_ENDED');
      }),
    ).rejects.toMatchObject({ code: 'ACTIVITY_ENDED' });
    await expect(
      server.app.services.activityOrders.placeActivityOrder(contextOf(), input({ quantity: 1000 }), async () => {}),
    ).rejects.toBeInstanceOf(DomainError);
    expect(await count()).toBe(orders);
    expect(await stockOf(server, partId)).toBe(before);
  });

  it('pays a prize as it is placed: nothing to pay, no freight', async () => {
    const prize = await server.app.services.activityOrders.placeActivityOrder(
      contextOf(),
      input({ prize: true, quantity: 1, activity: { kind: 'BLIND_BOX', id: 9, reference: 'open-1' } }),
      async () => {},
    );
    expect(prize).toMatchObject({ payableFen: 0, status: 'PENDING_SHIPMENT' });
    const stored = await server.app.orm.em.fork().findOneOrFail(Order, prize.id);
    expect(stored).toMatchObject({ itemsFen: 0, freightFen: 0, paidFen: 0, paymentMethod: 'prize' });
    expect(heard.at(-1)).toMatchObject({ milestone: 'paid', orderId: prize.id, activity: { kind: 'BLIND_BOX' } });
  });

  it('lets the shop cancel an unpaid activity order, once, and never a paid one', async () => {
    const before = await stockOf(server, partId);
    const order = await server.app.services.activityOrders.placeActivityOrder(
      contextOf(),
      input({ activity: { kind: 'GROUP_BUY', id: 11, reference: 'group-5' } }),
      async () => {},
    );
    const cancel = (orderId: number) =>
      server.app.orm.em
        .fork()
        .transactional((em) =>
          server.app.services.activityOrders.cancelUnpaidActivityOrder(em, orderId, 'The group did not fill'),
        );
    expect(await cancel(order.id)).toBe(true);
    expect(await cancel(order.id)).toBe(false);
    const stored = await server.app.orm.em.fork().findOneOrFail(Order, order.id);
    expect(stored).toMatchObject({ status: 'CANCELLED', cancelReason: 'The group did not fill' });
    expect(await stockOf(server, partId)).toBe(before);
    const prize = await server.app.services.activityOrders.placeActivityOrder(
      contextOf(),
      input({ prize: true, quantity: 1 }),
      async () => {},
    );
    expect(await cancel(prize.id)).toBe(false);
  });
});
