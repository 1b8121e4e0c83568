import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { apply, gql, move, receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type DatabaseKind, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

/** The return deadline, on the in-process scheduler and, with TEST_REDIS_URL, on BullMQ. */
const schedulers = ['in-process', ...(process.env.TEST_REDIS_URL ? ['bullmq'] : [])] as const;
const combinations = databaseKinds.flatMap((database) =>
  schedulers.map((scheduler) => [database, scheduler] as [DatabaseKind, (typeof schedulers)[number]]),
);
const statusQuery = 'query One($id: ID!) { afterSaleRequest(id: $id) { status returnDeadlineAt } }';
const DAY = 24 * 3600_000;

describe.each(combinations)('the after-sales return deadline on %s with the %s scheduler', (database, scheduler) => {
  const clock = new ManualClock();
  let server: TestServer;
  let sales: TestUser;
  let part: number;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock,
      parts: 3,
      redis: scheduler === 'bullmq',
      settings: { AFTER_SALE_RETURN_DAYS: '5' },
    });
    sales = await createUser(server, { roles: ['sales'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 20_000 }] });
  });
  afterAll(() => server.close());

  async function approvedReturn(buyer: TestUser) {
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 2 }]);
    const request = await apply(server, buyer, {
      order_id: order.id,
      type: 'RETURN_AND_REFUND',
      reason: 'DAMAGED',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    const approved = await move(server, sales, 'approveAfterSale', { id: request.id });
    expect(approved.afterSaleRequest.status).toBe('TO_BE_RETURNED');
    expect(new Date(approved.afterSaleRequest.returnDeadlineAt).getTime()).toBe(clock.now().getTime() + 5 * DAY);
    return request.id;
  }

  it('closes a return left without a waybill once the clock passes its deadline, and tells the buyer', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const id = await approvedReturn(buyer);
    clock.advance(5 * DAY - 60_000);
    await server.app.jobs.runDue();
    expect((await gql(server, buyer, statusQuery, { id })).data.afterSaleRequest.status).toBe('TO_BE_RETURNED');
    clock.advance(120_000);
    await server.app.jobs.runDue();
    const closed = (await gql(server, buyer, statusQuery, { id })).data.afterSaleRequest;
    expect(closed.status).toBe('CLOSED');
    await server.app.jobs.runDue();
    const told = await server.app.orm.em.fork().count(Message, { recipient: buyer.id, templateKey: 'afterSaleClosed' });
    expect(told).toBe(1);
    // Too late to ship it now.
    const late = await move(server, buyer, 'shipAfterSaleReturn', {
      id,
      carrier: 'SF',
      waybillNumber: 'SF123456789012',
    });
    expect(late.userErrors[0]?.code).toBe('AFTER_SALE_ACTION_NOT_ALLOWED');
  });

  it('leaves a return shipped in time alone when its deadline passes', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const id = await approvedReturn(buyer);
    clock.advance(DAY);
    const shipped = await move(server, buyer, 'shipAfterSaleReturn', {
      id,
      carrier: 'ZTO',
      waybillNumber: '731234567890',
    });
    expect(shipped.afterSaleRequest.status).toBe('RETURN_SHIPPED');
    clock.advance(10 * DAY);
    await server.app.jobs.runDue();
    expect((await gql(server, buyer, statusQuery, { id })).data.afterSaleRequest.status).toBe('RETURN_SHIPPED');
  });

  it('schedules the deadline of every open return again from the requests themselves (a job lost in a crash)', async () => {
    const buyer = await createUser(server, { balanceFen: 100_000 });
    const id = await approvedReturn(buyer);
    expect(await server.app.jobs.cancel(`after-sale-return-deadline/${id}`)).toBe(true);
    expect(await server.app.services.afterSales.resumeDeadlines()).toBeGreaterThanOrEqual(1);
    clock.advance(5 * DAY + 60_000);
    await server.app.jobs.runDue();
    expect((await gql(server, buyer, statusQuery, { id })).data.afterSaleRequest.status).toBe('CLOSED');
  });
});
