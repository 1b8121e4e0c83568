import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Order, OrderStatus } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import {
  databaseKinds,
  dropJobsNamespace,
  freshDatabase,
  jobsPrefixOf,
  startTestServer,
  type DatabaseKind,
  type TestServer,
} from './harness.js';
import {
  createUser,
  newKey,
  placeOrderMutation,
  setPart,
  stockOf,
  type TestUser,
  insertAddresses,
} from './order-steps.js';

/** The payment window and auto-confirm jobs, on the in-process scheduler and, with TEST_REDIS_URL, on BullMQ. */
const redisUrl = process.env.TEST_REDIS_URL;
const schedulers = ['in-process', ...(redisUrl ? ['bullmq'] : [])] as const;
const combinations = databaseKinds.flatMap((database) =>
  schedulers.map((scheduler) => [database, scheduler] as [DatabaseKind, (typeof schedulers)[number]]),
);

const orderQuery = 'query One($id: ID!) { order(id: $id) { id status autoConfirmAt } }';
const shipMutation = `mutation Ship($input: ShipOrderInput!) {
  shipOrder(input: $input) { order { status } userErrors { code } }
}`;

async function addressOf(server: TestServer, clock: ManualClock, buyer: TestUser): Promise<number> {
  const [id] = await insertAddresses(server, [buyer.id], 'Deadline', clock.now());
  return id!;
}

async function placeOrder(server: TestServer, clock: ManualClock, productId: number, quantity: number) {
  const buyer = await createUser(server);
  const placed = await server.graphql(
    placeOrderMutation,
    {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(productId), quantity },
        deliveryMethod: 'EXPRESS',
        addressId: String(await addressOf(server, clock, buyer)),
      },
    },
    buyer.headers,
  );
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  return { buyer, orderId: placed.data.placeOrder.order.id as string };
}

async function firstPart(server: TestServer): Promise<number> {
  const product = await server.app.orm.em.fork().findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  return product.id;
}

describe.each(combinations)('order deadlines on %s with the %s scheduler', (database, scheduler) => {
  const clock = new ManualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20, redis: scheduler === 'bullmq' });
  });
  afterAll(() => server.close());

  it('cancels an unpaid order when its payment window closes and returns its stock once', async () => {
    const part = await firstPart(server);
    await setPart(server, part, { stock: 30, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const { buyer, orderId } = await placeOrder(server, clock, part, 4);
    expect(await stockOf(server, part)).toBe(26);
    clock.advance(30 * 60_000 - 1000);
    await server.app.jobs.runDue();
    expect((await server.graphql(orderQuery, { id: orderId }, buyer.headers)).data.order.status).toBe(
      'PENDING_PAYMENT',
    );
    clock.advance(2000);
    await server.app.jobs.runDue();
    expect((await server.graphql(orderQuery, { id: orderId }, buyer.headers)).data.order.status).toBe('CANCELLED');
    expect(await stockOf(server, part)).toBe(30);
    await server.app.jobs.runDue();
    expect(await stockOf(server, part)).toBe(30);
  });

  it('confirms receipt of a shipped order by itself after the configured time', async () => {
    const part = await firstPart(server);
    await setPart(server, part, { stock: 30, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const sales = await createUser(server, { roles: ['sales'] });
    const { buyer, orderId } = await placeOrder(server, clock, part, 1);
    await server.app.orm.em
      .fork()
      .nativeUpdate(Order, { id: Number(orderId) }, { status: OrderStatus.PENDING_SHIPMENT });
    const shipped = await server.graphql(
      shipMutation,
      { input: { id: orderId, carrier: 'SF Express', waybillNumber: 'SF0000000099' } },
      sales.headers,
    );
    expect(shipped.data.shipOrder).toEqual({ order: { status: 'SHIPPED' }, userErrors: [] });
    clock.advance(10 * 24 * 3600_000 - 60_000);
    await server.app.jobs.runDue();
    expect((await server.graphql(orderQuery, { id: orderId }, buyer.headers)).data.order.status).toBe('SHIPPED');
    clock.advance(120_000);
    await server.app.jobs.runDue();
    expect((await server.graphql(orderQuery, { id: orderId }, buyer.headers)).data.order.status).toBe('PENDING_REVIEW');
  });

  it('still expires an order whose expiry job was lost between its commit and its scheduling', async () => {
    const scratch = await freshDatabase(database);
    const restartClock = new ManualClock();
    const redis = scheduler === 'bullmq';
    try {
      const first = await startTestServer({
        database,
        clock: restartClock,
        parts: 20,
        redis,
        databaseUrl: scratch.url,
      });
      const part = await firstPart(first);
      await setPart(first, part, { stock: 10, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
      const { orderId } = await placeOrder(first, restartClock, part, 3);
      // What a process killed right after the commit leaves: the order, and no job for its window.
      expect(await first.app.jobs.cancel(`order-expiry/${orderId}`)).toBe(true);
      await first.close();

      const second = await startTestServer({
        database,
        clock: restartClock,
        parts: 20,
        redis,
        databaseUrl: scratch.url,
      });
      try {
        restartClock.advance(30 * 60_000 + 1000);
        await second.app.jobs.runDue();
        const order = await second.app.orm.em.fork().findOneOrFail(Order, Number(orderId));
        expect(order.status).toBe('CANCELLED');
        expect(await stockOf(second, part)).toBe(10);
      } finally {
        await second.close();
      }
    } finally {
      if (redis) await dropJobsNamespace(redisUrl!, jobsPrefixOf(scratch.url));
      await scratch.drop();
    }
  });
});
