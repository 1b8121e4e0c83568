import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { StockMovement } from '../src/modules/catalog/stock/stock.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  createUser,
  insertAddresses,
  newKey,
  placeOrderMutation,
  setPart,
  stockOf,
  type TestUser,
} from './order-steps.js';

const ERRORS = 'userErrors { code message field }';
const adjustMutation = `mutation Adjust($input: AdjustStockInput!) {
  adjustStock(input: $input) { stock movement { delta stockAfter reason note actorId } ${ERRORS} }
}`;
const historyQuery = `query History($productId: ID!, $first: Int) {
  partStock(productId: $productId)
  partStockHistory(productId: $productId, first: $first) {
    totalCount edges { node { delta stockAfter reason reference actorId } }
  }
}`;
const cancelMutation = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${ERRORS} } }`;

/** Every movement of a part, oldest first, straight from the ledger. */
async function movementsOf(server: TestServer, productId: number) {
  return server.app.orm.em.fork().find(StockMovement, { productId }, { orderBy: { id: 'asc' } });
}

/** The ledger accounts for every piece: the stock before plus every delta is the stock now, each row's stockAfter chains. */
async function expectReconciled(server: TestServer, productId: number, stockBefore: number) {
  const movements = await movementsOf(server, productId);
  const stock = await stockOf(server, productId);
  expect(stockBefore + movements.reduce((total, movement) => total + movement.delta, 0)).toBe(stock);
  let running = stockBefore;
  for (const movement of movements) {
    running += movement.delta;
    expect(movement.stockAfter).toBe(running);
    expect(movement.stockAfter).toBeGreaterThanOrEqual(0);
  }
}

describe.each(databaseKinds)('stock ledger on %s', (database) => {
  let server: TestServer;
  let sales: TestUser;
  let productId: number;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
    sales = await createUser(server, { roles: ['sales'] });
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    productId = product.id;
    await setPart(server, productId, { stock: 10, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
  });
  afterAll(() => server.close());

  const adjust = (input: Record<string, unknown>, user: TestUser = sales) =>
    server.graphql(adjustMutation, { input: { productId: String(productId), ...input } }, user.headers);

  it('adjusts with a reason and shows each change in the history, newest first', async () => {
    const received = await adjust({ reason: 'RECEIVED', quantity: 25, note: 'Delivery 4711' });
    expect(received.data.adjustStock).toMatchObject({
      stock: 35,
      movement: { delta: 25, stockAfter: 35, reason: 'RECEIVED', note: 'Delivery 4711', actorId: String(sales.id) },
      userErrors: [],
    });
    const damaged = await adjust({ reason: 'DAMAGED', quantity: 5 });
    expect(damaged.data.adjustStock.movement).toMatchObject({ delta: -5, stockAfter: 30, reason: 'DAMAGED' });
    const counted = await adjust({ reason: 'COUNTED', quantity: 28 });
    expect(counted.data.adjustStock.movement).toMatchObject({ delta: -2, stockAfter: 28, reason: 'COUNTED' });

    const history = await server.graphql(historyQuery, { productId: String(productId), first: 10 }, sales.headers);
    expect(history.data.partStock).toBe(28);
    expect(history.data.partStockHistory.edges.map((edge: any) => edge.node.reason)).toEqual([
      'COUNTED',
      'DAMAGED',
      'RECEIVED',
    ]);
    await expectReconciled(server, productId, 10);
  });

  it('refuses to take off more than is in stock, and leaves the stock and ledger as they were', async () => {
    const before = await stockOf(server, productId);
    const count = (await movementsOf(server, productId)).length;
    const refused = await adjust({ reason: 'DAMAGED', quantity: before + 1 });
    expect(refused.data.adjustStock.userErrors[0]).toMatchObject({
      code: 'STOCK_BELOW_ZERO',
      field: ['input', 'quantity'],
    });
    const zero = await adjust({ reason: 'RECEIVED', quantity: 0 });
    expect(zero.data.adjustStock.userErrors[0]).toMatchObject({ code: 'STOCK_QUANTITY_INVALID' });
    expect(await stockOf(server, productId)).toBe(before);
    expect(await movementsOf(server, productId)).toHaveLength(count);
  });

  it('records what orders take and give back under the order number', async () => {
    const before = await stockOf(server, productId);
    const ledgerBefore = (await movementsOf(server, productId)).length;
    const buyer = await createUser(server);
    const [addressId] = await insertAddresses(server, [buyer.id], 'Ledger', clock.now());
    const placed = await server.graphql(
      placeOrderMutation,
      {
        input: {
          idempotencyKey: newKey(),
          source: { productId: String(productId), quantity: 3 },
          deliveryMethod: 'EXPRESS',
          addressId: String(addressId),
        },
      },
      buyer.headers,
    );
    const order = placed.data.placeOrder.order;
    const cancelled = await server.graphql(
      cancelMutation,
      { input: { id: order.id, reason: 'Changed my mind' } },
      buyer.headers,
    );
    expect(cancelled.data.cancelOrder.order.status).toBe('CANCELLED');

    const movements = (await movementsOf(server, productId)).slice(ledgerBefore);
    expect(movements.map(({ reason, delta, reference, actorId }) => ({ reason, delta, reference, actorId }))).toEqual([
      { reason: 'ORDER_PLACED', delta: -3, reference: order.number, actorId: buyer.id },
      { reason: 'ORDER_RELEASED', delta: 3, reference: order.number, actorId: buyer.id },
    ]);
    expect(await stockOf(server, productId)).toBe(before);
    await expectReconciled(server, productId, 10);
  });

  it('lets a shopper neither adjust nor read the history', async () => {
    const shopper = await createUser(server);
    const adjusted = await adjust({ reason: 'RECEIVED', quantity: 1 }, shopper);
    expect(adjusted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await server.graphql(historyQuery, { productId: String(productId) }, shopper.headers);
    expect(history.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
