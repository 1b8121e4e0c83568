/**
 * Write benchmark of the cart: signed-in buyers, each with a cart of a few lines, add a part, change its quantity
 * and remove it again, over and over, `connections` buyers at once, with the web client's own mutations (each
 * answers the whole cart, as the cart page asks). Every answer is checked (no GraphQL error, no user error, the
 * cart's lines and the changed line's quantity as expected): the run fails on the first wrong one.
 */
import http from 'node:http';
import { setStock, spreadParts } from './catalog-db.mjs';
import { expectNoUserErrors, graphqlCall, pool, signInBuyer } from './shoppers.mjs';

/** Parts the cart benchmark draws from. */
const CART_BENCH_PARTS = 40;
/** Lines already in each buyer's cart while the add / update / remove cycle runs on one more. */
const STANDING_LINES = 3;
const CART_BENCH_STOCK = 10_000_000;

/** The fields of the client's `CartView_cart` and `CartLineRow_cartLine` fragments (client/src/features/cart). */
const cartFields = `cart {
  lineCount selectedSubtotalFen selectedCount
  lines {
    id quantity selected unitPriceMilli lineTotalFen quotedInquiryNumber quoteValidUntil customerReference
    priceBreak { minQty } problem { code message }
    product { id mpn package imageUrl moq orderIncrement status manufacturer { id name } }
  }
}`;
const userErrors = 'userErrors { code message field lineIds }';
const addToCart = `mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) { ${cartFields} ${userErrors} } }`;
const updateCartLine = `mutation UpdateCartLine($input: UpdateCartLineInput!) {
  updateCartLine(input: $input) { ${cartFields} ${userErrors} }
}`;
const removeCartLines = `mutation RemoveCartLines($input: RemoveCartLinesInput!) {
  removeCartLines(input: $input) { removedCount ${cartFields} ${userErrors} }
}`;

/**
 * Gives the cart benchmark's parts ample stock and plain ordering rules; run while no server is on the catalog. The
 * order benchmarks' parts (`orderParts` of prepareOrderParts, when that suite runs) are left alone: the stock race's
 * part must keep its last 10 units.
 */
export async function prepareCartParts(catalog, orderParts) {
  const taken = new Set(orderParts ? [...orderParts.cartParts, orderParts.racePart] : []);
  const parts = (await spreadParts(catalog, CART_BENCH_PARTS)).map((part) => part.id).filter((id) => !taken.has(id));
  if (parts.length < STANDING_LINES + 2) throw new Error('the catalog has too few parts for the cart benchmark');
  await setStock(catalog, parts, CART_BENCH_STOCK);
  return parts;
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** One GraphQL POST on a kept-alive connection; answers the parsed body. */
function post(agent, url, token, query, variables) {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          lang: 'en-US',
          'user-token': token,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode}: ${text}`));
          resolve(JSON.parse(text));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The mutation's payload, or an error naming what went wrong. */
function payloadOf(body, field) {
  if (body.errors) throw new Error(`${field} answered ${JSON.stringify(body.errors)}`);
  return expectNoUserErrors(body.data[field], field);
}

function expectCart(payload, what, lineCount, changed) {
  const { cart } = payload;
  if (cart.lineCount !== lineCount || cart.lines.length !== lineCount) {
    throw new Error(`${what}: the cart has ${cart.lineCount} lines, expected ${lineCount}`);
  }
  if (changed) {
    const line = cart.lines.find((entry) => entry.id === changed.id);
    if (!line || line.quantity !== changed.quantity || line.lineTotalFen <= 0) {
      throw new Error(`${what}: line ${changed.id} is ${JSON.stringify(line)}, expected ${changed.quantity} pieces`);
    }
  }
}

/**
 * `connections` buyers, each with STANDING_LINES lines, cycle add → update → remove on one more part for `duration`
 * seconds. Answers calls/s of all three together and of each, p50 / p99 of each, and the server's CPU per call
 * (`serverCpu()` reads the server process's CPU seconds so far).
 */
export async function cartThroughput(url, parts, serverCpu, { connections, duration }) {
  const buyers = await pool(Array.from({ length: connections }), connections, async (_, index) => {
    const token = await signInBuyer(url);
    const standing = Array.from({ length: STANDING_LINES }, (__, line) => parts[(index + line) % parts.length]);
    for (const productId of standing) {
      const data = await graphqlCall(url, addToCart, { input: { productId: String(productId), quantity: 1 } }, token);
      expectNoUserErrors(data.addToCart, 'addToCart');
    }
    // The cycled part is one the cart does not hold, so each add makes a new line.
    const cycled = parts.filter((part) => !standing.includes(part));
    return { token, cycled };
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = { add: [], update: [], remove: [] };
  const timed = async (kind, task) => {
    const started = performance.now();
    const result = await task();
    latencies[kind].push(performance.now() - started);
    return result;
  };
  const cpuBefore = serverCpu();
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    buyers.map(async (buyer, index) => {
      for (let round = 0; performance.now() < deadline; round += 1) {
        const productId = String(buyer.cycled[(index + round) % buyer.cycled.length]);
        const added = payloadOf(
          await timed('add', () => post(agent, url, buyer.token, addToCart, { input: { productId, quantity: 10 } })),
          'addToCart',
        );
        expectCart(added, 'addToCart', STANDING_LINES + 1);
        const line = added.cart.lines.find((entry) => entry.product.id === productId);
        if (!line || line.quantity !== 10) throw new Error(`addToCart: no line of 10 pieces of part ${productId}`);
        const updated = payloadOf(
          await timed('update', () =>
            post(agent, url, buyer.token, updateCartLine, { input: { lineId: line.id, quantity: 100 } }),
          ),
          'updateCartLine',
        );
        expectCart(updated, 'updateCartLine', STANDING_LINES + 1, { id: line.id, quantity: 100 });
        const removed = payloadOf(
          await timed('remove', () =>
            post(agent, url, buyer.token, removeCartLines, { input: { lineIds: [line.id] } }),
          ),
          'removeCartLines',
        );
        if (removed.removedCount !== 1) throw new Error(`removeCartLines removed ${removed.removedCount} lines`);
        expectCart(removed, 'removeCartLines', STANDING_LINES);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpu();
  agent.destroy();
  const calls = latencies.add.length + latencies.update.length + latencies.remove.length;
  const figures = Object.fromEntries(
    Object.entries(latencies).map(([kind, list]) => {
      const sorted = list.toSorted((a, b) => a - b);
      return [kind, { calls: list.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }];
    }),
  );
  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  return {
    calls,
    seconds,
    callsPerSecond: calls / seconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    ...figures,
    /** Server CPU seconds per cart call (null where /proc is missing). */
    cpuPerCall: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / calls,
  };
}

/** The `[title, header, rows]` of the cart table `printTable` prints. */
export function cartTable(rows, connections) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  return [
    `Cart: add, update, remove a line (the client's mutations, whole cart answered), ${connections} buyers at once`,
    [
      'database',
      'parts',
      'calls/s',
      'vs hello',
      'p50',
      'p99',
      'add p50 / p99',
      'update p50 / p99',
      'remove p50 / p99',
      'server CPU/call',
    ],
    rows.map((row) => [
      row.database,
      row.parts.toLocaleString('en-US'),
      row.callsPerSecond.toFixed(0),
      `${((100 * row.callsPerSecond) / row.baseline.requestsPerSecond).toFixed(1)} %`,
      ms(row.p50),
      ms(row.p99),
      `${ms(row.add.p50)} / ${ms(row.add.p99)}`,
      `${ms(row.update.p50)} / ${ms(row.update.p99)}`,
      `${ms(row.remove.p50)} / ${ms(row.remove.p99)}`,
      row.cpuPerCall === null ? '-' : ms(row.cpuPerCall * 1000),
    ]),
  ];
}
