/**
 * Write benchmarks of checkout: place-order throughput (many distinct buyers, each with a cart of three parts
 * at different price breaks, placing their orders concurrently) and the stock race (50 buyers at once for
 * the last 10 units of a part). Buyers, addresses, carts and orders go through GraphQL; afterwards every order
 * the bench placed is cancelled, so its stock returns and the next run starts from the same catalog.
 */
import { randomBytes } from 'node:crypto';
import { setStock, spreadParts } from './catalog-db.mjs';
import { buyerWithAddress, expectNoUserErrors, graphqlCall, pool } from './shoppers.mjs';

/** Parts the carts draw from; a buyer's three lines are three of them, so writes spread over rows. */
const CART_PARTS = 30;
/** Quantities of a cart's three lines: the first, second and third price break of most parts. */
const CART_QUANTITIES = [1, 10, 100];
const CART_STOCK = 10_000_000;
export const RACE_BUYERS = 50;
export const RACE_UNITS = 10;

const addToCartMutation = `mutation BenchAddToCart($input: AddToCartInput!) {
  addToCart(input: $input) { userErrors { code message } }
}`;
const placeOrderMutation = `mutation BenchPlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { id payableFen lines { quantity } } userErrors { code message } }
}`;
const cancelOrderMutation = `mutation BenchCancelOrder($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { id status } userErrors { code message } }
}`;
const stockQuery = 'query BenchStock($id: ID!) { product(id: $id) { stock } }';

/** Gives the parts of the order benchmarks their stock; run while no server is on the catalog. */
export async function prepareOrderParts(catalog) {
  const parts = await spreadParts(catalog, CART_PARTS + 1);
  if (parts.length < CART_PARTS + 1) throw new Error('the catalog has too few parts for the order benchmarks');
  const cartParts = parts.slice(0, CART_PARTS).map((part) => part.id);
  const racePart = parts[CART_PARTS].id;
  await setStock(catalog, cartParts, CART_STOCK);
  await setStock(catalog, [racePart], RACE_UNITS);
  return { cartParts, racePart };
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function timed(task) {
  const started = performance.now();
  const result = await task();
  return { result, ms: performance.now() - started };
}

const placeInput = (buyer, source) => ({
  input: {
    idempotencyKey: `bench-${randomBytes(8).toString('hex')}`,
    ...(source ? { source } : {}),
    deliveryMethod: 'EXPRESS',
    addressId: buyer.addressId,
  },
});

async function cancelAll(url, placed, concurrency) {
  await pool(placed, concurrency, async ({ buyer, orderId }) => {
    const data = await graphqlCall(url, cancelOrderMutation, { input: { id: orderId, reason: 'bench' } }, buyer.token);
    expectNoUserErrors(data.cancelOrder, 'cancelOrder');
  });
}

/**
 * `buyers` buyers each fill a cart, then all place their orders with `concurrency` requests in flight.
 * Answers orders/s over the placing phase, the latency of each placeOrder and the server's CPU time per order
 * (`serverCpu()` reads the server process's CPU seconds so far).
 */
export async function placeOrderThroughput(url, parts, serverCpu, { buyers, concurrency }) {
  const setup = await timed(() =>
    pool(Array.from({ length: buyers }), concurrency, async (_, index) => {
      const buyer = await buyerWithAddress(url);
      for (const [line, quantity] of CART_QUANTITIES.entries()) {
        const productId = String(parts.cartParts[(index * CART_QUANTITIES.length + line) % parts.cartParts.length]);
        const data = await graphqlCall(url, addToCartMutation, { input: { productId, quantity } }, buyer.token);
        expectNoUserErrors(data.addToCart, 'addToCart');
      }
      return buyer;
    }),
  );
  const latencies = [];
  const cpuBefore = serverCpu();
  const placing = await timed(() =>
    pool(setup.result, concurrency, async (buyer) => {
      const { result, ms } = await timed(() => graphqlCall(url, placeOrderMutation, placeInput(buyer), buyer.token));
      latencies.push(ms);
      const payload = expectNoUserErrors(result.placeOrder, 'placeOrder');
      if (payload.order.lines.length !== CART_QUANTITIES.length) throw new Error('an order lost cart lines');
      return { buyer, orderId: payload.order.id };
    }),
  );
  const cpuAfter = serverCpu();
  await cancelAll(url, placing.result, concurrency);
  latencies.sort((a, b) => a - b);
  return {
    orders: placing.result.length,
    setupSeconds: setup.ms / 1000,
    seconds: placing.ms / 1000,
    ordersPerSecond: (1000 * placing.result.length) / placing.ms,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    /** Server CPU seconds per order placed (null where /proc is missing). */
    cpuPerOrder: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / placing.result.length,
  };
}

/**
 * RACE_BUYERS buyers, each ready with an address, send placeOrder for one unit of the race part at the same
 * moment; the part has RACE_UNITS left. Answers units sold (orders placed, and stock gone), refusals and the
 * time from the first request to the last answer.
 */
export async function stockRace(url, parts) {
  const buyers = await pool(Array.from({ length: RACE_BUYERS }), 10, () => buyerWithAddress(url));
  const source = { productId: String(parts.racePart), quantity: 1 };
  const race = await timed(() =>
    Promise.all(
      buyers.map(async (buyer) => ({
        buyer,
        data: await graphqlCall(url, placeOrderMutation, placeInput(buyer, source), buyer.token),
      })),
    ),
  );
  const placed = race.result
    .filter(({ data }) => data.placeOrder.order)
    .map(({ buyer, data }) => ({ buyer, orderId: data.placeOrder.order.id }));
  const refusals = race.result.flatMap(({ data }) => data.placeOrder.userErrors.map((error) => error.code));
  const stockAfter = (await graphqlCall(url, stockQuery, { id: String(parts.racePart) })).product.stock;
  await cancelAll(url, placed, 10);
  const stockRestored = (await graphqlCall(url, stockQuery, { id: String(parts.racePart) })).product.stock;
  return {
    buyers: RACE_BUYERS,
    units: RACE_UNITS,
    sold: placed.length,
    stockAfter,
    stockRestored,
    refusals: Object.entries(Object.groupBy(refusals, (code) => code)).map(([code, list]) => `${code} ×${list.length}`),
    seconds: race.ms / 1000,
    correct: placed.length === RACE_UNITS && stockAfter === 0 && refusals.length === RACE_BUYERS - RACE_UNITS,
  };
}
