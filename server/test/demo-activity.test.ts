import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfterSaleRequest } from '../src/modules/after-sales/after-sales.entities.js';
import { Feedback } from '../src/modules/content/content.entities.js';
import { UserCoupon } from '../src/modules/coupons/coupons.entities.js';
import { Order } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { seedDemoCoupons } from '../src/seed/seed-coupons.js';
import { seedDemoActivity } from '../src/seed/seed-demo-activity.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

describe.each(databaseKinds)('the living demo (%s)', (database) => {
  const clock = new ManualClock(new Date('2026-03-30T08:00:00.000Z'));
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 300 });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('puts orders at every step staff act on, after-sales requests, inquiries, a waiting and a claimed chat and feedback', async () => {
    // As a development shop's start-up does: the demo coupons first, then the activity.
    await seedDemoCoupons(server.app.orm.em.fork(), clock);
    const counts = await seedDemoActivity(server.app.orm.em.fork(), server.app.services, clock);
    expect(counts).toEqual({ orders: 11, afterSales: 3, inquiries: 2, conversations: 2, feedback: 1 });

    const em = server.app.orm.em.fork();
    const orders = await em.find(Order, {}, { orderBy: { id: 'asc' } });
    expect(orders.map((order) => order.status)).toEqual([
      'PENDING_PAYMENT',
      'CANCELLED',
      'PENDING_PLATFORM_RECEIPT',
      'PENDING_SHIPMENT',
      'CLOSED',
      'SHIPPED',
      'PENDING_REVIEW',
      'COMPLETED',
      'PENDING_REVIEW',
      'PENDING_REVIEW',
      'PENDING_REVIEW',
    ]);
    const requests = await em.find(AfterSaleRequest, {}, { orderBy: { id: 'asc' } });
    expect(requests.map((request) => [request.type, request.status])).toEqual([
      ['REFUND_ONLY', 'UNDER_REVIEW'],
      ['RETURN_AND_REFUND', 'TO_BE_RETURNED'],
      ['RETURN_AND_REFUND', 'REJECTED'],
    ]);
    expect(await em.count(Feedback, {})).toBe(1);
    // The shopper claimed the coupon centre's first offer.
    expect(await em.count(UserCoupon, {})).toBe(1);

    const sales = await createUser(server, { roles: ['sales'] });
    const dashboard = await server.graphql(
      '{ dashboard { today { ordersPlaced ordersPaid inquiriesReceived inquiriesReplied } unansweredInquiries chatsWaiting } }',
      {},
      sales.headers,
    );
    expect(dashboard.data.dashboard).toEqual({
      today: { ordersPlaced: 11, ordersPaid: 8, inquiriesReceived: 2, inquiriesReplied: 1 },
      unansweredInquiries: 1,
      chatsWaiting: 1,
    });

    // Once only: a shop that has the demo shopper is left as it is.
    expect(await seedDemoActivity(server.app.orm.em.fork(), server.app.services, clock)).toBeNull();
    expect(await server.app.orm.em.fork().count(Order, {})).toBe(11);
  }, 300_000);
});
