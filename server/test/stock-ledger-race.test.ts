import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { StockMovement } from '../src/modules/catalog/stock/stock.entities.js';
import { Order, OrderLine } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, insertAddresses, newKey, placeOrderMutation, setPart, stockOf } from './order-steps.js';

const BUYERS = 30;
const START_STOCK = 12;
const adjustMutation = `mutation Adjust($input: AdjustStockInput!) {
  adjustStock(input: $input) { stock userErrors { code } }
}`;

describe.each(databaseKinds)('stock adjustments racing with orders on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  it('never oversells nor goes below zero, and the ledger sums to the stock change', async () => {
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    await setPart(server, product.id, { stock: START_STOCK, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_345 }] });
    const staff = await createUser(server, { roles: ['sales'] });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(server)));
    const addressIds = await insertAddresses(
      server,
      buyers.map((buyer) => buyer.id),
      'Racer',
      clock.now(),
    );
    const adjust = (reason: string, quantity: number) =>
      server.graphql(adjustMutation, { input: { productId: String(product.id), reason, quantity } }, staff.headers);

    const orders = buyers.map((buyer, index) =>
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
    );
    // Staff damage, count and receive goods while the buyers race.
    const adjustments = [
      adjust('DAMAGED', 4),
      adjust('COUNTED', 6),
      adjust('DAMAGED', 2),
      adjust('RECEIVED', 3),
      adjust('DAMAGED', 5),
    ];
    const answers = await Promise.all([...orders, ...adjustments]);
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    for (const answer of answers.slice(BUYERS)) {
      for (const error of answer.data.adjustStock.userErrors) expect(error.code).toBe('STOCK_BELOW_ZERO');
    }

    const check = server.app.orm.em.fork();
    const stock = await stockOf(server, product.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    const movements = await check.find(StockMovement, { productId: product.id }, { orderBy: { id: 'asc' } });
    expect(START_STOCK + movements.reduce((total, movement) => total + movement.delta, 0)).toBe(stock);
    expect(movements.at(-1)?.stockAfter).toBe(stock);
    // Each movement left the stock its successor started from: nothing moved the stock outside the ledger.
    let running = START_STOCK;
    for (const movement of movements) {
      running += movement.delta;
      expect(movement.stockAfter).toBe(running);
      expect(movement.stockAfter).toBeGreaterThanOrEqual(0);
    }
    const sold = (await check.find(OrderLine, { product: product.id })).reduce(
      (total, line) => total + line.quantity,
      0,
    );
    const taken = movements.filter((movement) => movement.reason === 'ORDER_PLACED');
    expect(taken.reduce((total, movement) => total - movement.delta, 0)).toBe(sold);
    expect(await check.count(Order, {})).toBe(taken.length);
  });
});
