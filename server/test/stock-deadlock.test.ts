import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartLine } from '../src/modules/cart/cart.entities.js';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Order, OrderLine, OrderStatus } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { startTestServer, type GraphQLResult, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, type TestUser, insertAddresses } from './order-steps.js';

/**
 * Many buyers whose carts hold the same parts in opposite orders, checking out at once: row locks taken in
 * cart order deadlock on InnoDB, so this runs on MariaDB/MySQL only (SQLite has one writer at a time).
 */
const BUYERS = 20;
const AT_ONCE = 10;
const PARTS = 8;
/** Past the submit interval, so one buyer's next order is never "clicking too fast". */
const BETWEEN_ROUNDS_MS = 5_000;

interface Buyer extends TestUser {
  addressId: number;
  /** The buyer's cart, in the order its lines are added (so reserved in the reverse order). */
  parts: number[];
}

/** Buyer `index`'s cart: 3 to 5 of the parts, starting at a different one, every other buyer backwards. */
function cartOf(index: number, parts: number[]): number[] {
  const length = 3 + (index % 3);
  const rotated = [...parts.slice(index % parts.length), ...parts.slice(0, index % parts.length)].slice(0, length);
  return index % 2 === 0 ? rotated : rotated.reverse();
}

async function createBuyers(server: TestServer, clock: ManualClock, parts: number[]): Promise<Buyer[]> {
  const users = await Promise.all(Array.from({ length: BUYERS }, () => createUser(server)));
  const addressIds = await insertAddresses(
    server,
    users.map((user) => user.id),
    'Burst',
    clock.now(),
  );
  return users.map((user, index) => ({ ...user, addressId: addressIds[index]!, parts: cartOf(index, parts) }));
}

/**
 * Fills the buyer's cart afresh (set-up, straight in the database): 1 to 3 pieces of each of their parts, added
 * one second apart in the buyer's order. The rows go in in part id order, like the orders' locks, so the set-up
 * itself never deadlocks with an order or expiry running meanwhile.
 */
async function fillCart(server: TestServer, clock: ManualClock, buyer: Buyer, round: number): Promise<void> {
  const em = server.app.orm.em.fork();
  await em.nativeDelete(CartLine, { user: buyer.id });
  const lines = buyer.parts.map((productId, position) => ({
    user: buyer.id,
    product: productId,
    quantity: 1 + ((round + position) % 3),
    selected: true,
    addedAt: new Date(clock.now().getTime() - (buyer.parts.length - position) * 1000),
  }));
  await em.insertMany(
    CartLine,
    lines.sort((left, right) => left.product - right.product),
  );
}

function checkout(server: TestServer, buyer: Buyer): Promise<GraphQLResult> {
  return server.graphql(
    placeOrderMutation,
    { input: { idempotencyKey: newKey(), deliveryMethod: 'EXPRESS', addressId: String(buyer.addressId) } },
    buyer.headers,
  );
}

/** Rounds of `AT_ONCE` buyers checking out their carts together; answers every answer. */
async function burst(
  server: TestServer,
  clock: ManualClock,
  buyers: Buyer[],
  orders: number,
  firstRound = 0,
): Promise<GraphQLResult[]> {
  const answers: GraphQLResult[] = [];
  for (let round = firstRound; answers.length < orders; round++) {
    clock.advance(BETWEEN_ROUNDS_MS);
    const start = (round * AT_ONCE) % buyers.length;
    const group = buyers.slice(start, start + AT_ONCE);
    for (const buyer of group) await fillCart(server, clock, buyer, round);
    answers.push(...(await Promise.all(group.map((buyer) => checkout(server, buyer)))));
  }
  return answers;
}

/** A refusal a buyer can be given (sold out, too few left); anything else, a server error above all, is not. */
function expectOnlySoldOutRefusals(answers: GraphQLResult[]): void {
  const serverErrors = answers.flatMap((answer) => answer.errors ?? []);
  expect(serverErrors).toEqual([]);
  const refusals = answers.flatMap((answer) => answer.data?.placeOrder?.userErrors ?? []);
  for (const refusal of refusals) expect(['PRODUCT_SOLD_OUT', 'ONLY_N_LEFT']).toContain(refusal.code);
}

/** Every part's stock now plus what live (not cancelled) orders hold equals what it started with. */
async function expectStockReconciles(server: TestServer, initial: Map<number, number>): Promise<void> {
  const em = server.app.orm.em.fork();
  const products = await em.find(Product, { id: { $in: [...initial.keys()] } });
  const held = await em.find(OrderLine, {
    product: { $in: [...initial.keys()] },
    order: { status: { $nin: [OrderStatus.CANCELLED, OrderStatus.CLOSED] } },
  });
  for (const product of products) {
    const sold = held.filter((line) => line.product.id === product.id).reduce((sum, line) => sum + line.quantity, 0);
    expect({ part: product.id, total: product.stock + sold }).toEqual({
      part: product.id,
      total: initial.get(product.id),
    });
  }
}

describe.runIf(process.env.TEST_MYSQL_URL)('stock locks under a burst of overlapping orders on mysql', () => {
  const clock = new ManualClock();
  let server: TestServer;
  let parts: number[];
  let buyers: Buyer[];
  const initial = new Map<number, number>();

  beforeAll(async () => {
    server = await startTestServer({ database: 'mysql', clock, parts: 40 });
    // Parts from several categories, so that running out also moves the categories' stock versions.
    const products = await server.app.orm.em
      .fork()
      .find(Product, { id: { $gt: 0 } }, { orderBy: { category: 'asc', id: 'asc' } });
    const step = Math.floor(products.length / PARTS);
    parts = products
      .filter((_, index) => index % step === 0)
      .slice(0, PARTS)
      .map((product) => product.id);
    for (const [index, productId] of parts.entries()) {
      // One part runs short late in the burst: some orders are refused and its category's stock version moves.
      const stock = index === 0 ? 150 : 1_000;
      await setPart(server, productId, { stock, priceBreaks: [{ minQty: 1, unitPriceMilli: 1_000 }] });
      initial.set(productId, stock);
    }
    buyers = await createBuyers(server, clock, parts);
  });
  afterAll(() => server.close());

  it('answers 200 orders from 20 buyers with overlapping carts, 10 at a time, without a server error', async () => {
    const answers = await burst(server, clock, buyers, 200);
    expectOnlySoldOutRefusals(answers);
    expect(answers.filter((answer) => answer.data?.placeOrder?.order).length).toBeGreaterThan(100);
    await expectStockReconciles(server, initial);
  });

  it('cancels every expired order at once while new orders for the same parts come in', async () => {
    const em = server.app.orm.em.fork();
    const waiting = await em.count(Order, { status: OrderStatus.PENDING_PAYMENT });
    expect(waiting).toBeGreaterThan(50);
    clock.advance(31 * 60_000);
    const [expired, answers] = await Promise.all([server.app.jobs.runDue(), burst(server, clock, buyers, 40, 100)]);
    expect(expired).toBeGreaterThanOrEqual(waiting);
    expectOnlySoldOutRefusals(answers);
    // Every order whose window closed is cancelled by that one run: none waits for a job retry.
    expect(
      await em.fork().count(Order, { status: OrderStatus.PENDING_PAYMENT, expiresAt: { $lte: clock.now() } }),
    ).toBe(0);
    await expectStockReconciles(server, initial);
  });
});
