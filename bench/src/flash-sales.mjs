/**
 * The flash-sale suite of `pnpm bench` (`--suites flash-sales`, MariaDB through BENCH_MYSQL_URL): on a fresh
 * database of its own, 2,000 signed-in buyers released at the same moment on a session of 100 units (exactly 100
 * sold, none oversold, p99 of the buy call, the server's CPU per buy), then 5,000 graphql-ws subscribers watching
 * one session while staff start it (the time from the change to the last subscriber; the target: < 1 s).
 *
 * Users and their sessions come from `server/src/scripts/seed-bench-users.ts`; everything else goes through the
 * shop's public API: addresses, the staff's session (its one staff account is made an admin in the database first),
 * the buys and the subscriptions.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { cpuSeconds, residentBytes } from './process-stats.mjs';
import { expectNoUserErrors, graphqlCall, pool } from './shoppers.mjs';
import { percentile, summary } from './websockets.mjs';

export const FLASH_BUYERS = 2000;
export const FLASH_UNITS = 100;
export const FLASH_WATCHERS = 5000;
const OPEN_BATCH = 250;
const STEP_TIMEOUT_MS = 180_000;

const SESSION = 'id state items { id sold stock state }';
const createMutation = `mutation BenchCreateFlashSale($input: CreateFlashSaleSessionInput!) {
  createFlashSaleSession(input: $input) { session { session { ${SESSION} } } userErrors { code message } }
}`;
const updateMutation = `mutation BenchUpdateFlashSale($input: UpdateFlashSaleSessionInput!) {
  updateFlashSaleSession(input: $input) { userErrors { code message } }
}`;
const buyMutation = `mutation BenchBuy($input: BuyFlashSaleInput!) {
  buyFlashSale(input: $input) { order { id } userErrors { code } }
}`;
const startMutation = 'mutation BenchStart($id: ID!) { startActivity(id: $id) { userErrors { code message } } }';
const staffQuery = `query BenchFlashSale($id: ID!) { staffFlashSaleSession(id: $id) { soldTotal stockTotal session { ${SESSION} } } }`;
const addAddressMutation = `mutation BenchAddAddress($input: AddAddressInput!) {
  addAddress(input: $input) { address { id } userErrors { code message } }
}`;
const watchSubscription = 'subscription BenchWatch($id: ID!) { flashSaleChanged(sessionId: $id) { title state } }';

function withTimeout(promise, what, timeoutMs = STEP_TIMEOUT_MS) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs / 1000} s`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A part on sale, given stock enough for the sale through the staff API; answers `{ id, listPriceMilli }`. */
async function salePart(url, adminToken, database) {
  const [part] = await database.query(
    "SELECT id, list_price_milli AS listPriceMilli FROM product WHERE status = 'ON_SHELF' AND list_price_milli > 10 ORDER BY id LIMIT 1",
  );
  if (!part) throw new Error('the flash-sale database has no part on sale');
  const data = await graphqlCall(
    url,
    'mutation BenchStock($input: AdjustStockInput!) { adjustStock(input: $input) { stock } }',
    { input: { productId: String(part.id), reason: 'RECEIVED', quantity: 100_000, note: 'bench' } },
    adminToken,
  );
  if (!(data.adjustStock.stock >= 100_000)) throw new Error('the part did not get its stock');
  return { id: Number(part.id), listPriceMilli: Number(part.listPriceMilli) };
}

async function createSession(url, adminToken, part, { title, startsAt, units, perUserLimit = 1 }) {
  const data = await graphqlCall(
    url,
    createMutation,
    {
      input: {
        title,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
        items: [
          {
            productId: String(part.id),
            salePriceMilli: Math.max(1, Math.floor(part.listPriceMilli / 2)),
            stock: units,
            perUserLimit,
          },
        ],
      },
    },
    adminToken,
  );
  return expectNoUserErrors(data.createFlashSaleSession, 'createFlashSaleSession').session.session;
}

/**
 * FLASH_BUYERS buyers, each ready with an address, send buyFlashSale for one unit at the same moment (the requests
 * are built first and released together). Answers what they got and how long each call took.
 */
async function burst(url, pid, adminToken, part, buyers, log) {
  log(`giving ${buyers.length} buyers an address ...`);
  const ready = await pool(buyers, 20, async (buyer) => {
    const data = await graphqlCall(
      url,
      addAddressMutation,
      {
        input: {
          consignee: 'Bench Buyer',
          areaCode: '86',
          phone: '13800138000',
          country: 'CN',
          province: '广东省',
          city: '深圳市',
          detail: '深南大道1号',
          isDefault: true,
        },
      },
      buyer.token,
    );
    return { token: buyer.token, addressId: expectNoUserErrors(data.addAddress, 'addAddress').address.id };
  });
  const session = await createSession(url, adminToken, part, {
    title: 'Bench burst',
    startsAt: new Date(),
    units: FLASH_UNITS,
  });
  if (session.state !== 'ON_SALE') throw new Error(`the burst session is ${session.state}, not ON_SALE`);
  const itemId = session.items[0].id;
  log(`releasing ${ready.length} buyers at once on ${FLASH_UNITS} units ...`);
  const bodies = ready.map((buyer, index) => ({
    token: buyer.token,
    body: JSON.stringify({
      query: buyMutation,
      variables: {
        input: {
          itemId,
          quantity: 1,
          idempotencyKey: `bench-flash-${Date.now()}-${index}`,
          deliveryMethod: 'EXPRESS',
          addressId: buyer.addressId,
        },
      },
    }),
  }));
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const answers = await withTimeout(
    Promise.all(
      bodies.map(async ({ token, body }) => {
        const sent = performance.now();
        try {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', lang: 'en-US', 'user-token': token },
            body,
          });
          const answer = await response.json().catch(() => ({}));
          // The gate answers 503 with `reason` SERVER_BUSY; any other 5xx is a failure to report as such.
          const error = answer.errors?.[0]?.extensions;
          const code =
            error?.reason ??
            (response.status >= 500 ? `HTTP ${response.status}` : undefined) ??
            error?.code ??
            answer.data?.buyFlashSale.userErrors[0]?.code ??
            'OK';
          return { code, ms: performance.now() - sent };
        } catch (error) {
          return { code: `failed: ${error.cause?.code ?? error.message}`, ms: performance.now() - sent };
        }
      }),
    ),
    'the burst',
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(pid);
  const staff = (await graphqlCall(url, staffQuery, { id: session.id }, adminToken)).staffFlashSaleSession;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const codes = Object.groupBy(answers, (answer) => answer.code);
  const sold = codes.OK?.length ?? 0;
  return {
    buyers: ready.length,
    units: FLASH_UNITS,
    sold,
    soldRecorded: staff.soldTotal,
    oversold: Math.max(0, sold - FLASH_UNITS, staff.soldTotal - FLASH_UNITS),
    answers: Object.fromEntries(Object.entries(codes).map(([code, list]) => [code, list.length])),
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1),
    serverCpuMsPerBuy:
      cpuBefore === null || cpuAfter === null ? undefined : ((cpuAfter - cpuBefore) * 1000) / answers.length,
    correct: sold === FLASH_UNITS && staff.soldTotal === FLASH_UNITS,
  };
}

/** Opens `count` graphql-ws sockets watching the session; resolves once each has its first answer (the state now). */
async function openWatchers(url, sessionId, count, onChange) {
  const watchers = [];
  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      let closed = false;
      const client = createClient({
        url: url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: false,
        on: { closed: () => (closed = true) },
      });
      watchers.push({ client, closed: () => closed });
      return new Promise((resolve, reject) => {
        let first = true;
        client.subscribe(
          { query: watchSubscription, variables: { id: sessionId } },
          {
            next: (result) => {
              if (result.errors) return reject(new Error(JSON.stringify(result.errors)));
              if (first) {
                first = false;
                resolve();
              } else onChange(index, result.data.flashSaleChanged);
            },
            error: (error) => reject(error instanceof Error ? error : new Error(`socket closed (${error?.code})`)),
            complete: () => {},
          },
        );
      });
    });
    await withTimeout(Promise.all(batch), `opening watchers ${start + 1}-${start + batch.length}`);
  }
  return watchers;
}

/**
 * Times one change reaching every watcher: `change()` is the staff call; a watcher counts once it sees `arrived`
 * true of its answer. Answers the delivery times (from the call's start) and the server's CPU meanwhile.
 */
async function timeChange(pid, watchers, listen, change, arrived) {
  const deliveries = new Map();
  let everyone;
  const all = new Promise((resolve) => (everyone = resolve));
  let started = 0;
  listen((index, session) => {
    if (!arrived(session) || deliveries.has(index)) return;
    deliveries.set(index, performance.now() - started);
    if (deliveries.size === watchers.length) everyone();
  });
  const cpuBefore = cpuSeconds(pid);
  started = performance.now();
  await change();
  const callMs = performance.now() - started;
  const problem = await withTimeout(all, 'delivering the change', 60_000).then(
    () => undefined,
    (error) => error.message,
  );
  const cpuAfter = cpuSeconds(pid);
  return {
    watchers: watchers.length,
    callMs,
    delivery: summary([...deliveries.values()]),
    serverCpuMs: cpuBefore === null || cpuAfter === null ? undefined : (cpuAfter - cpuBefore) * 1000,
    ...(problem && { problem }),
  };
}

async function watch(url, pid, adminToken, part, count, log) {
  const session = await createSession(url, adminToken, part, {
    title: 'Bench watched',
    startsAt: new Date(Date.now() + 3600_000),
    units: 10,
  });
  let listener = () => {};
  const listen = (next) => (listener = next);
  log(`opening ${count} graphql-ws watchers of one session ...`);
  const rssBefore = residentBytes(pid);
  const openStart = performance.now();
  const watchers = await openWatchers(url, session.id, count, (index, change) => listener(index, change));
  const openSeconds = (performance.now() - openStart) / 1000;
  const rssAfter = residentBytes(pid);
  try {
    log('staff rename the session (a change every watcher must see) ...');
    const rename = await timeChange(
      pid,
      watchers,
      listen,
      async () => {
        const data = await graphqlCall(
          url,
          updateMutation,
          { input: { id: session.id, title: 'Bench renamed' } },
          adminToken,
        );
        expectNoUserErrors(data.updateFlashSaleSession, 'updateFlashSaleSession');
      },
      (change) => change.title === 'Bench renamed',
    );
    log('staff start the session: NOT_STARTED to ON_SALE ...');
    const start = await timeChange(
      pid,
      watchers,
      listen,
      async () => {
        const data = await graphqlCall(url, startMutation, { id: session.id }, adminToken);
        expectNoUserErrors(data.startActivity, 'startActivity');
      },
      (change) => change.state === 'ON_SALE',
    );
    return {
      openSeconds,
      kbPerWatcher: rssBefore && rssAfter ? (rssAfter - rssBefore) / 1024 / count : undefined,
      rename,
      start,
      closedEarly: watchers.filter((watcher) => watcher.closed()).length,
    };
  } finally {
    await Promise.all(watchers.map((watcher) => watcher.client.dispose()));
  }
}

/**
 * Runs both measurements against a started shop (`pid`: its process). `users` are the seeded shoppers (the first
 * FLASH_BUYERS buy, all of them watch), `adminToken` a staff account with activity.manage, `database` the shop's
 * database for reading which part to sell.
 */
export async function measureFlashSales({ url, pid, users, adminToken, database, buyers, watchers, log }) {
  const part = await salePart(url, adminToken, database);
  const burstFigures = await burst(url, pid, adminToken, part, users.slice(0, buyers), log);
  const watchFigures = watchers > 0 ? await watch(url, pid, adminToken, part, watchers, log) : undefined;
  return { burst: burstFigures, watch: watchFigures };
}
