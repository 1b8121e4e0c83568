import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Order, OrderLine } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, freshDatabase, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, stockOf, insertAddresses } from './order-steps.js';

const BUYERS = 50;
const LAST_UNITS = 10;

describe.each(databaseKinds)('stock race on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  it(`sells exactly ${LAST_UNITS} units to ${BUYERS} buyers racing for the last ${LAST_UNITS}`, async () => {
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    await setPart(server, product.id, { stock: LAST_UNITS, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_345 }] });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(server)));
    const addressIds = await insertAddresses(
      server,
      buyers.map((buyer) => buyer.id),
      'Racer',
      clock.now(),
    );

    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        server.graphql(
          placeOrderMutation,
          {
            input: {
              idempotencyKey: newKey(),
              source: { productId: String(product.id), quantity: 1 },
              deliveryMethod: 'EXPRESS',
              addressId: String(addressIds[index]),
            },
          },
          buyer.headers,
        ),
      ),
    );

    const placed = answers.filter((answer) => answer.data?.placeOrder?.order);
    const refused = answers.flatMap((answer) => answer.data?.placeOrder?.userErrors ?? []);
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    expect(placed).toHaveLength(LAST_UNITS);
    expect(refused).toHaveLength(BUYERS - LAST_UNITS);
    for (const error of refused) expect(['PRODUCT_SOLD_OUT', 'ONLY_N_LEFT']).toContain(error.code);
    expect(await stockOf(server, product.id)).toBe(0);
    const check = server.app.orm.em.fork();
    expect(await check.count(Order, {})).toBe(LAST_UNITS);
    const sold = await check.find(OrderLine, { product: product.id });
    expect(sold.reduce((total, line) => total + line.quantity, 0)).toBe(LAST_UNITS);
  });
});

describe.each(databaseKinds)('payment window across restarts on %s', (database) => {
  it('expires an order placed before a restart exactly once when two server copies share the database', async () => {
    const clock = new ManualClock();
    const scratch = await freshDatabase(database);
    try {
      const first = await startTestServer({ database, clock, parts: 20, databaseUrl: scratch.url });
      const product = await first.app.orm.em
        .fork()
        .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
      await setPart(first, product.id, { stock: 10, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
      const buyer = await createUser(first);
      const [addressId] = await insertAddresses(first, [buyer.id], 'Restart', clock.now());
      const placed = await first.graphql(
        placeOrderMutation,
        {
          input: {
            idempotencyKey: newKey(),
            source: { productId: String(product.id), quantity: 4 },
            deliveryMethod: 'EXPRESS',
            addressId: String(addressId),
          },
        },
        buyer.headers,
      );
      const orderId = Number(placed.data.placeOrder.order.id);
      await first.close();

      const copies = await Promise.all(
        [0, 1].map(() => startTestServer({ database, clock, parts: 20, databaseUrl: scratch.url })),
      );
      try {
        clock.advance(30 * 60_000 + 1000);
        await Promise.all(copies.map((copy) => copy.app.jobs.runDue()));
        const check = copies[0]!.app.orm.em.fork();
        expect((await check.findOneOrFail(Order, orderId)).status).toBe('CANCELLED');
        expect(await stockOf(copies[0]!, product.id)).toBe(10);
        await Promise.all(copies.map((copy) => copy.app.jobs.runDue()));
        expect(await stockOf(copies[1]!, product.id)).toBe(10);
      } finally {
        await Promise.all(copies.map((copy) => copy.close()));
      }
    } finally {
      await scratch.drop();
    }
  });
});
