/**
 * `pnpm bench`: load-tests the built server on loopback against generated catalogs and prints requests/s,
 * p50 and p99 of each operation, and its throughput as a share of a bare node:http hello-world timed in
 * the same run (so figures compare across runs on a noisy machine). Before the load, each distinct request of an
 * operation is asked once, one at a time, and the median and slowest of those first asks are printed too.
 *
 *   pnpm bench [--parts 10000,100000] [--duration 5] [--connections 10] [--operations detail-graphql,search-words]
 *              [--websockets 5000] [--conversations 100] [--skip-http] [--websockets-database sqlite|mariadb]
 *              [--suites catalog,cart,fresh-searches,orders,bom,dashboard,flash-sales,client,soak,two-copies]
 *              [--buyers 200] [--bom-lines 1000,5000]
 *              [--flash-buyers 2000] [--flash-watchers 5000]
 *
 * Suites: `catalog` times the read operations of operations.mjs; `cart` times adding, changing and removing cart
 * lines (cart.mjs); `orders` times placing orders (throughput of many buyers with carts, and the stock race,
 * orders.mjs); `bom` times BOM upload, matching and pricing and
 * reports matching accuracy on labelled BOMs built from the catalog (bom.mjs); `dashboard` writes 100,000 orders
 * (and inquiries and chats) of the last 30 days into the catalog and times the staff dashboard query (dashboard.mjs);
 * `flash-sales` (MariaDB only, BENCH_MYSQL_URL) releases 2,000 buyers at once on a 100-unit flash sale and times a
 * session's state change reaching 5,000 graphql-ws watchers, on a fresh database `<prefix>_flash_sales`
 * (flash-sales.mjs). `client` measures the built client's JavaScript on the wire and Lighthouse mobile in Chromium
 * (after `pnpm build`; client-delivery.mjs).
 * `two-copies`, only when named, starts two web copies and a worker behind Debian's nginx on
 * MariaDB and Redis and measures them (two-copies.mjs).
 *
 * Each catalog is seeded once and kept in bench/.cache (SQLite) or in the database `circuitmart_bench_<parts>`
 * of BENCH_MYSQL_URL (MariaDB/MySQL, only when that is set; BENCH_DB_PREFIX replaces `circuitmart_bench` so
 * two checkouts with different migrations do not share one database). Everything listens on 127.0.0.1 only.
 *
 * Then, on a fresh SQLite database of its own (or, with `--websockets-database mariadb`, a fresh database
 * `<prefix>_websockets` of BENCH_MYSQL_URL), `--websockets` signed-in graphql-ws subscribers (0: none), a staff
 * platform message to 1,000 chosen of them and one to all of them, and `--conversations` agent-customer chats (see
 * `websockets.mjs`).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { accuracy, bomCsv, labelledBom, quoteBom } from './bom.mjs';
import { openCatalog } from './catalog-db.mjs';
import { DASHBOARD_ORDERS, dashboardLatency, seedDashboardActivity } from './dashboard.mjs';
import { operations, SAMPLE_SIZE, sampleCatalog } from './operations.mjs';
import { freshSearchTerms, measureFreshSearches, printFreshSearches, searchTextsOf } from './fresh-searches.mjs';
import { cpuSeconds, residentBytes } from './process-stats.mjs';
import { measureWebSockets } from './websockets.mjs';
import { placeOrderThroughput, prepareOrderParts, stockRace } from './orders.mjs';
import { FLASH_BUYERS, FLASH_WATCHERS, measureFlashSales } from './flash-sales.mjs';
import { signInBuyer } from './shoppers.mjs';
import { cartTable, cartThroughput, prepareCartParts } from './cart.mjs';
import { printSoak, soak } from './soak.mjs';
import { benchClientDelivery } from './client-delivery.mjs';
import { benchTwoCopies } from './two-copies.mjs';
import { freePort } from './local-ports.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = path.join(repoRoot, 'bench', '.cache');
const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');
/**
 * More is refused rather than left running. The demo generator makes up to about 1.1 million distinct parts; a
 * million-part SQLite catalog seeds in minutes (see docs/benchmarks.md), MariaDB's takes far longer.
 */
const MAX_PARTS = 1_000_000;
const SEED_TIMEOUT_MS = 60 * 60_000;
/**
 * Part of every cached catalog's name. Bump it when the demo generator or the search tables change, so old
 * catalogs are seeded afresh instead of being migrated at server start (minutes for 100,000 parts, past the
 * start timeout) or compared with catalogs of other parts. 2: precision resistors, maker names in the search text.
 * 3: typed parameter values (si_number), packaging, RoHS, lifecycle and pieces on order.
 */
const CATALOG_VERSION = 3;
const START_TIMEOUT_MS = 120_000;
/** Starts timed per catalog for the cold-start figure. */
const COLD_STARTS = 3;
const MAX_DURATION_S = 60;
const MAX_WEBSOCKETS = 20_000;
const CHAT_ROUNDS = 10;
const CHAT_AGENTS = 10;

/** The suites that run against the seeded catalogs; `flash-sales` has a database of its own. */
const HTTP_SUITES = ['catalog', 'cart', 'fresh-searches', 'orders', 'bom', 'dashboard'];
const SUITES = [...HTTP_SUITES, 'flash-sales', 'client'];
/** Suites run only when named: `--suites soak --soak-minutes 10` (soak.mjs) holds the machine for minutes. */
const NAMED_SUITES = ['soak'];
/** Only when named: `two-copies` needs nginx, MariaDB and Redis (two-copies.mjs). */
const OPTIONAL_SUITES = ['two-copies'];
const MAX_BUYERS = 2000;
/** The BOM API's own limit. */
const MAX_BOM_LINES = 5000;
/** Each BOM size is quoted this many times; the table shows the fastest and the slowest. */
const BOM_RUNS = 3;

const usage =
  'Usage: pnpm bench [--parts 10000,100000] [--duration <s>] [--connections <n>] [--operations <name,...>]\n' +
  '                  [--suites catalog,cart,fresh-searches,orders,bom,dashboard,flash-sales,client,soak,two-copies]\n' +
  '                  [--buyers <n>] [--bom-lines 1000,5000]\n' +
  '                  [--flash-buyers <n>] [--flash-watchers <n>]\n' +
  '                  [--websockets <subscribers, 0: none>] [--conversations <n>] [--skip-http]\n' +
  '                  [--websockets-database sqlite|mariadb (BENCH_MYSQL_URL)]\n' +
  `Operations: ${operations.map((operation) => operation.name).join(', ')}`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      operations: { type: 'string' },
      websockets: { type: 'string', default: '5000' },
      conversations: { type: 'string', default: '100' },
      'skip-http': { type: 'boolean', default: false },
      'websockets-database': { type: 'string', default: 'sqlite' },
      suites: { type: 'string', default: SUITES.join(',') },
      'soak-minutes': { type: 'string', default: '10' },
      'soak-warmup-minutes': { type: 'string', default: '2' },
      'soak-heap-snapshots': { type: 'boolean', default: false },
      buyers: { type: 'string', default: '200' },
      'bom-lines': { type: 'string', default: '1000,5000' },
      'flash-buyers': { type: 'string', default: String(FLASH_BUYERS) },
      'flash-watchers': { type: 'string', default: String(FLASH_WATCHERS) },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const parts = values.parts.split(',').map((value) => Number(value.trim().replaceAll('_', '')));
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const chosen = values.operations?.split(',').map((name) => name.trim());
  const websockets = Number(values.websockets);
  const conversations = Number(values.conversations);
  const suites = values.suites.split(',').map((name) => name.trim());
  const buyers = Number(values.buyers);
  const flashBuyers = Number(values['flash-buyers']);
  const flashWatchers = Number(values['flash-watchers']);
  const bomLines = values['bom-lines'].split(',').map((value) => Number(value.trim().replaceAll('_', '')));
  const problems = [
    ...(Number.isInteger(websockets) && websockets >= 0 && websockets <= MAX_WEBSOCKETS
      ? []
      : [`--websockets must be 0 to ${MAX_WEBSOCKETS}`]),
    // Without sockets (--websockets 0) there are no conversations to check.
    ...(websockets === 0 || (Number.isInteger(conversations) && conversations >= 1 && conversations <= websockets)
      ? []
      : ['--conversations must be 1 to the number of --websockets']),
    ...(values['websockets-database'] === 'sqlite' ||
    (values['websockets-database'] === 'mariadb' && process.env.BENCH_MYSQL_URL)
      ? []
      : ['--websockets-database must be sqlite, or mariadb with BENCH_MYSQL_URL set']),
    ...suites
      .filter((name) => !SUITES.includes(name) && !NAMED_SUITES.includes(name) && !OPTIONAL_SUITES.includes(name))
      .map((name) => `--suites: unknown suite ${name}`),
    ...(Number.isInteger(buyers) && buyers >= 1 && buyers <= MAX_BUYERS ? [] : [`--buyers must be 1 to ${MAX_BUYERS}`]),
    ...(Number.isInteger(flashBuyers) && flashBuyers >= 1 && flashBuyers <= 10_000
      ? []
      : ['--flash-buyers must be 1 to 10000']),
    ...(Number.isInteger(flashWatchers) && flashWatchers >= 0 && flashWatchers <= MAX_WEBSOCKETS
      ? []
      : [`--flash-watchers must be 0 to ${MAX_WEBSOCKETS}`]),
    ...bomLines
      .filter((count) => !Number.isInteger(count) || count < 1 || count > MAX_BOM_LINES)
      .map((count) => `--bom-lines: ${count} is not a whole number from 1 to ${MAX_BOM_LINES}`),
    ...parts
      .filter((count) => !Number.isInteger(count) || count < 1 || count > MAX_PARTS)
      .map((count) => `--parts: ${count} is not a whole number from 1 to ${MAX_PARTS}`),
    ...(Number.isInteger(duration) && duration >= 1 && duration <= MAX_DURATION_S
      ? []
      : [`--duration must be 1 to ${MAX_DURATION_S} seconds`]),
    ...(Number.isInteger(connections) && connections >= 1 && connections <= 100
      ? []
      : ['--connections must be 1 to 100']),
    ...(chosen ?? [])
      .filter((name) => !operations.some((operation) => operation.name === name))
      .map((name) => `--operations: unknown operation ${name}`),
  ];
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n${usage}`);
    process.exit(2);
  }
  return {
    parts: [...new Set(parts)].sort((a, b) => a - b),
    duration,
    connections,
    operations: chosen ? operations.filter((operation) => chosen.includes(operation.name)) : operations,
    websockets,
    conversations,
    skipHttp: values['skip-http'],
    websocketsDatabase: values['websockets-database'],
    suites,
    buyers,
    flashBuyers,
    flashWatchers,
    bomLines: [...new Set(bomLines)].sort((a, b) => a - b),
    soakMinutes: Number(values['soak-minutes']),
    soakWarmupMinutes: Number(values['soak-warmup-minutes']),
    soakHeapSnapshots: values['soak-heap-snapshots'],
  };
}

/** Runs a command to its end, its output passed through; rejects on a non-zero exit or after `timeoutMs`. */
function run(command, args, { env = {}, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

function seed(parts, databaseUrl) {
  console.log(`Seeding ${parts.toLocaleString('en-US')} parts (once; kept for later runs) ...`);
  return run(
    'pnpm',
    ['--filter', '@circuitmart/server', 'seed', '--parts', String(parts), '--database-url', databaseUrl],
    { timeoutMs: SEED_TIMEOUT_MS },
  );
}

/** The SQLite file of a seeded catalog; seeded under another name first so an interrupted seed is not reused. */
async function sqliteCatalog(parts) {
  const file = path.join(cacheDir, `sqlite-v${CATALOG_VERSION}-${parts}-parts.sqlite`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const seeding = path.join(cacheDir, `seeding-sqlite-v${CATALOG_VERSION}-${parts}-parts.sqlite`);
    const removeSeeding = () => ['', '-wal', '-shm'].forEach((suffix) => fs.rmSync(seeding + suffix, { force: true }));
    removeSeeding();
    try {
      await seed(parts, `sqlite:${seeding}`);
    } catch (error) {
      removeSeeding();
      throw error;
    }
    fs.renameSync(seeding, file);
  }
  return `sqlite:${file}`;
}

/** A database of BENCH_MYSQL_URL's server per catalog size; a `bench_seeded` table marks a finished seed. */
async function mysqlCatalog(serverUrl, parts) {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'circuitmart_bench'}_v${CATALOG_VERSION}_${parts}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await mysql.createConnection(serverUrl);
  try {
    const [marks] = await connection.query(
      'SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
      [name, 'bench_seeded'],
    );
    if (marks.length === 0) {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
      await seed(parts, url.toString());
      await connection.query(`CREATE TABLE \`${name}\`.bench_seeded (parts INT NOT NULL)`);
    }
  } finally {
    await connection.end();
  }
  return url.toString();
}

async function waitUntilReady(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /readyz within ${START_TIMEOUT_MS / 1000} s`);
}

/** Until the server answers a product list; polled every 10 ms, for the cold-start figure. */
async function waitUntilListAnswered(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const body = JSON.stringify({ query: '{ products(first: 20) { edges { node { id } } } }' });
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answered = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then(
      async (response) => response.ok && (await response.json()).data?.products.edges.length > 0,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server did not answer a list within ${START_TIMEOUT_MS / 1000} s`);
}

/** The server's V8 heap (all spaces, as reserved) and external memory (Buffers, ArrayBuffers), from its /metrics. */
async function memorySplit(url) {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const value = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]);
    return { heap: value('nodejs_heap_size_total_bytes'), external: value('nodejs_external_memory_bytes') };
  } catch {
    return undefined;
  }
}

/** A child process serving on loopback, and how to stop it; `waitUntil` says when it counts as started. */
async function startProcess(args, env, waitUntil = waitUntilReady) {
  // BENCH_PORT: a fixed port for machines where each user of the bench has its own.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // The load would trip the per-IP rate limits and the hourly cost quota (one address asks everything), which are
    // not what is measured.
    env: {
      ...process.env,
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_IP_PER_MINUTE: '0',
      API_QUOTA_COST_PER_HOUR: '0',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    // BENCH_SERVER_LOG=<file>: the server's own log lines go there (to see why a request failed).
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  const url = `http://127.0.0.1:${port}`;
  // The process's resident memory, sampled for its whole life: the peak is what a host must have for it.
  // Also per suite (`enterSuite`), with the V8 heap's and native memory's shares read from /metrics at (about) each
  // suite's peak, to tell which load holds the most and where.
  let peakRss = 0;
  let suite = 'start';
  const suitePeaks = new Map();
  let lastSplitAt = 0;
  const sampler = setInterval(() => {
    const rss = residentBytes(child.pid) ?? 0;
    peakRss = Math.max(peakRss, rss);
    const peak = suitePeaks.get(suite) ?? { rss: 0 };
    if (rss <= peak.rss) return;
    peak.rss = rss;
    suitePeaks.set(suite, peak);
    if (Date.now() - lastSplitAt < 1000) return;
    lastSplitAt = Date.now();
    void memorySplit(url).then((split) => split && Object.assign(peak, split, { splitRss: rss }));
  }, 200);
  const stop = () =>
    new Promise((resolve) => {
      clearInterval(sampler);
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await waitUntil(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    pid: child.pid,
    peakRssMiB: () => peakRss / 2 ** 20,
    enterSuite: (name) => (suite = name),
    suitePeaksMiB: () =>
      [...suitePeaks]
        .map(([name, peak]) => {
          const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);
          const split =
            peak.heap === undefined
              ? ''
              : ` (at ${mib(peak.splitRss)}: heap ${mib(peak.heap)}, external ${mib(peak.external)})`;
          return `${name} ${mib(peak.rss)}${split}`;
        })
        .join('; '),
  };
}

/** The baseline: the least an HTTP answer can cost on this machine right now. */
const helloWorldSource = `
  const http = require('node:http');
  const body = JSON.stringify({ hello: 'world' });
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(Number(process.env.PORT), process.env.HOST);
`;

function startShop(databaseUrl, env = {}, waitUntil = waitUntilReady) {
  return startProcess(
    [serverMain],
    {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      // Per-request access logs are info; they would measure the terminal, not the shop.
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // The order and BOM benchmarks' buyers sign in through the sandbox WeChat login (no sign-up limits), which
      // production refuses unless allowed, as on a staging shop.
      WECHAT_LOGIN_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PROVIDERS: 'true',
      // Production refuses to start without its own key, and with another key than the one a kept bench database
      // was first started with; bench catalogs hold no personal data, so one fixed public key will do.
      DATA_ENCRYPTION_KEY: createHash('sha256').update('circuitmart bench data key: public').digest('hex'),
      ...env,
    },
    waitUntil,
  );
}

/** Starts the shop COLD_STARTS times on a catalog: seconds from spawning the process to its first answered list. */
async function coldStarts(databaseUrl) {
  const seconds = [];
  for (let run = 0; run < COLD_STARTS; run += 1) {
    const spawned = performance.now();
    const shop = await startShop(databaseUrl, {}, waitUntilListAnswered);
    seconds.push((performance.now() - spawned) / 1000);
    await shop.stop();
  }
  return seconds.sort((a, b) => a - b);
}

/** Times one operation: `request(i)` gives the i-th request, so consecutive requests ask for different parts. */
async function measure(url, request, { duration, connections }) {
  let index = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [{ setupRequest: (defaults) => ({ ...defaults, ...request(index++) }) }],
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
  };
}

/**
 * Asks each distinct request of an operation's sample once, one at a time, before it is timed under load: the
 * first ask of a search or a category's facets since the catalog last changed computes what later asks read
 * from the kept results (see CatalogReadCache), so its median and slowest are reported beside the steady figures.
 */
async function firstAsks(url, operation, sample) {
  const distinct = new Map();
  for (let index = 0; index < SAMPLE_SIZE; index += 1) {
    const request = operation.request(sample, index);
    distinct.set(JSON.stringify(request), request);
  }
  const latencies = [];
  for (const request of distinct.values()) {
    const start = performance.now();
    const response = await fetch(url + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { firstMedian: latencies[Math.floor((latencies.length - 1) / 2)], firstMax: latencies.at(-1) };
}

/** Asks each operation once before timing it, so a broken query fails loudly instead of being timed. */
async function checkAnswers(url, sample, chosen) {
  for (const operation of chosen) {
    const request = operation.request(sample, 0);
    const response = await fetch(url + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const body = await response.json();
    const problem = operation.check(body);
    if (!response.ok || problem) {
      throw new Error(`${operation.name} answered ${response.status}: ${problem ?? JSON.stringify(body)}`);
    }
  }
}

function formatRow(cells, widths) {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
    .join('  ');
}

function printTable(title, header, rows) {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index].length)));
  console.log(`\n${title}`);
  console.log(formatRow(header, widths));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(formatRow(row, widths));
}

const ms = (value) => `${value} ms`;

async function main() {
  const options = parseOptions();
  if (!fs.existsSync(serverMain)) {
    console.error(`${serverMain} is missing: run \`pnpm --filter @circuitmart/server build\` (pnpm bench does).`);
    process.exit(2);
  }
  const databases = [
    { kind: 'sqlite', catalog: sqliteCatalog },
    ...(process.env.BENCH_MYSQL_URL
      ? [{ kind: 'mariadb', catalog: (parts) => mysqlCatalog(process.env.BENCH_MYSQL_URL, parts) }]
      : []),
  ];
  if (!options.skipHttp && options.suites.some((suite) => HTTP_SUITES.includes(suite))) {
    await benchHttp(options, databases);
  }
  if (options.websockets > 0) await benchWebSockets(options);
  if (options.suites.includes('flash-sales')) await benchFlashSales(options);
  if (options.suites.includes('soak')) {
    const loadBefore = machineLoad();
    const figures = await soak({
      databaseUrl: await sqliteCatalog(Math.max(...options.parts)),
      startShop,
      minutes: options.soakMinutes,
      warmupMinutes: options.soakWarmupMinutes,
      heapSnapshots: options.soakHeapSnapshots,
      snapshotDir: path.join(cacheDir, 'heap-snapshots'),
      log: (line) => console.log(`  ${line}`),
    });
    printSoak(figures, loadBefore, machineLoad());
  }
  if (options.suites.includes('client')) await benchClientDelivery();
  if (options.suites.includes('two-copies')) await benchTwoCopies(options);
}

/** Load average and cores now, so figures can be read against how busy the machine was. */
function machineLoad() {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min) on ${os.availableParallelism()} cores`;
}

/** A fresh, empty database for the WebSocket part, and how to throw it away afterwards. */
async function freshWebSocketsDatabase(kind) {
  if (kind === 'mariadb') {
    const name = `${process.env.BENCH_DB_PREFIX ?? 'circuitmart_bench'}_websockets`;
    const url = new URL(process.env.BENCH_MYSQL_URL);
    const connection = await mysql.createConnection(url.toString());
    const recreate = async (create) => {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      if (create) await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    };
    await recreate(true);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      label: 'MariaDB',
      drop: async () => {
        await recreate(false);
        await connection.end();
      },
    };
  }
  const file = path.join(cacheDir, 'websockets.sqlite');
  const files = [file, `${file}-wal`, `${file}-shm`];
  const drop = async () => files.forEach((leftover) => fs.rmSync(leftover, { force: true }));
  await drop();
  return { url: `sqlite:${file}`, label: 'SQLite', drop };
}

async function benchWebSockets(options) {
  const usersFile = path.join(cacheDir, 'websockets-users.json');
  fs.mkdirSync(cacheDir, { recursive: true });
  const database = await freshWebSocketsDatabase(options.websocketsDatabase);
  console.log(
    `\nWebSockets: ${options.websockets} signed-in shoppers and ${CHAT_AGENTS} agents (fresh ${database.label}) ...`,
  );
  const seedStart = performance.now();
  await run(
    'pnpm',
    [
      '--filter',
      '@circuitmart/server',
      'exec',
      'tsx',
      'src/scripts/seed-bench-users.ts',
      '--database-url',
      database.url,
      '--customers',
      String(options.websockets),
      '--agents',
      String(CHAT_AGENTS),
      '--out',
      usersFile,
    ],
    { timeoutMs: SEED_TIMEOUT_MS },
  );
  console.log(`  users and sessions made in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const users = JSON.parse(fs.readFileSync(usersFile, 'utf8'));
  const shop = await startShop(database.url);
  const loadBefore = machineLoad();
  let figures;
  try {
    figures = await measureWebSockets({
      url: shop.url,
      pid: shop.pid,
      users,
      conversations: options.conversations,
      rounds: CHAT_ROUNDS,
      log: (line) => console.log(`  ${line}`),
    });
  } finally {
    await shop.stop();
    // Live session tokens have no reason to outlast the run.
    fs.rmSync(usersFile, { force: true });
    await database.drop();
  }
  const loadAfter = machineLoad();
  const mb = (value) => `${value.toFixed(0)} MB`;
  const percent = (share) => `${(share * 100).toFixed(0)}%`;
  const chatCpu = (cpu) =>
    (cpu.serverMsPerSend === undefined
      ? ''
      : `server ${ms(cpu.serverMsPerSend.toFixed(2))} per message sent (${percent(cpu.serverBusy)} of a core), `) +
    `bench client ${ms(cpu.benchMsPerSend.toFixed(2))} (${percent(cpu.benchBusy)})`;
  const latency = (s) =>
    `${s.count} received, p50 ${ms(s.p50.toFixed(0))}, p99 ${ms(s.p99.toFixed(0))}, max ${ms(s.max.toFixed(0))}`;
  console.log(
    `\nWebSockets (${new Date().toISOString().slice(0, 10)}, ${database.label}; ${loadBefore} before, ${loadAfter} after)`,
  );
  console.log(
    `  subscribers open at once:       ${figures.subscribers} (opened in ${figures.openSeconds.toFixed(1)} s)`,
  );
  if (figures.bytesPerConnection !== undefined) {
    console.log(
      `  server memory (RSS):            ${mb(figures.rssBeforeMb)} before, ${mb(figures.rssAfterMb)} with them open: ` +
        `${(figures.bytesPerConnection / 1024).toFixed(1)} KB per connection`,
    );
  }
  console.log('  platform messages:');
  const platformMessage = (label, sent) => {
    const cpu = sent.serverCpuMs === undefined ? '' : `, server CPU ${ms(sent.serverCpuMs.toFixed(0))}`;
    console.log(`  ${label.padEnd(32)}${latency(sent.delivery)}`);
    console.log(
      `    mutation answered in ${ms(sent.mutationMs.toFixed(0))}${cpu}; other subscribers reached: ${sent.strays}`,
    );
    if (sent.problem) console.log(`    problem: ${sent.problem}`);
  };
  platformMessage(`to ${figures.chosenBroadcast.recipients} chosen users, delivery:`, figures.chosenBroadcast);
  platformMessage(`to all ${figures.broadcast.recipients}, delivery:`, figures.broadcast);
  console.log(
    `  chat, ${figures.conversations} conversations x ${figures.rounds} rounds (${figures.chat.agents} agents):`,
  );
  console.log(`    agent to customer:            ${latency(figures.chat.agentToCustomer)}`);
  console.log(`    round trip (agent-customer-agent): ${latency(figures.chat.roundTrip)}`);
  console.log(`    CPU:                          ${chatCpu(figures.chat.cpu)}`);
  const { steady } = figures.chat;
  console.log(`  chat, ${figures.conversations} conversations open, each agent writing every ${steady.intervalMs} ms:`);
  console.log(`    agent to customer:            ${latency(steady.agentToCustomer)}`);
  console.log(`    round trip (agent-customer-agent): ${latency(steady.roundTrip)}`);
  console.log(`    CPU:                          ${chatCpu(steady.cpu)}`);
  console.log(
    `  server RSS at the end:          ${mb(figures.rssEndMb)}; sockets closed early: ${figures.closedEarly}`,
  );
  const missed =
    [figures.chosenBroadcast, figures.broadcast].some(
      (sent) => sent.delivery.count < sent.recipients || sent.strays > 0 || sent.problem !== undefined,
    ) || figures.closedEarly > 0;
  if (missed) {
    console.error('\nSome subscribers missed a platform message, got one not meant for them, or lost their socket.');
    process.exitCode = 1;
  }
}

/**
 * The flash-sale suite on a fresh MariaDB database: buyers seeded with sessions (seed-bench-users.ts, whose one
 * staff account is made an admin here), a small demo catalog seeded by the server's first start, then the burst and
 * the watchers of flash-sales.mjs.
 */
async function benchFlashSales(options) {
  if (!process.env.BENCH_MYSQL_URL) {
    console.log('\nFlash sales: skipped (the suite runs on MariaDB: set BENCH_MYSQL_URL)');
    return;
  }
  const name = `${process.env.BENCH_DB_PREFIX ?? 'circuitmart_bench'}_flash_sales`;
  const url = new URL(process.env.BENCH_MYSQL_URL);
  const connection = await mysql.createConnection(url.toString());
  const recreate = async (create) => {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    if (create) await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  };
  await recreate(true);
  url.pathname = `/${name}`;
  const usersFile = path.join(cacheDir, 'flash-sale-users.json');
  fs.mkdirSync(cacheDir, { recursive: true });
  let shop;
  let database;
  try {
    console.log(
      `\nFlash sales: ${options.flashBuyers} buyers and ${options.flashWatchers} watchers (fresh MariaDB) ...`,
    );
    await run(
      'pnpm',
      [
        '--filter',
        '@circuitmart/server',
        'exec',
        'tsx',
        'src/scripts/seed-bench-users.ts',
        '--database-url',
        url.toString(),
        '--customers',
        String(options.flashBuyers),
        '--agents',
        '1',
        '--out',
        usersFile,
      ],
      { timeoutMs: SEED_TIMEOUT_MS },
    );
    const users = JSON.parse(fs.readFileSync(usersFile, 'utf8'));
    const admin = users.agents[0];
    await connection.query(`UPDATE \`${name}\`.\`user\` SET roles = ? WHERE id = ?`, ['["admin"]', admin.id]);
    shop = await startShop(url.toString(), { SEED_DEMO_DATA: 'true', DEMO_PARTS: '200', STAFF_TOTP_REQUIRED: 'false' });
    database = await openCatalog(url.toString());
    const loadBefore = machineLoad();
    const figures = await measureFlashSales({
      url: shop.url,
      pid: shop.pid,
      users: users.customers,
      adminToken: admin.token,
      database,
      buyers: options.flashBuyers,
      watchers: options.flashWatchers,
      log: (line) => console.log(`  ${line}`),
    });
    printFlashSales(figures, loadBefore, machineLoad());
  } finally {
    await database?.close();
    await shop?.stop();
    fs.rmSync(usersFile, { force: true });
    await recreate(false);
    await connection.end();
  }
}

function printFlashSales({ burst, watch }, loadBefore, loadAfter) {
  console.log(
    `\nFlash sales (${new Date().toISOString().slice(0, 10)}, MariaDB; ${loadBefore} before, ${loadAfter} after)`,
  );
  const answers = Object.entries(burst.answers)
    .map(([code, count]) => `${code} ×${count}`)
    .join(', ');
  console.log(`  burst: ${burst.buyers} buyers at once on ${burst.units} units`);
  console.log(
    `    sold ${burst.sold} (recorded ${burst.soldRecorded}), oversold ${burst.oversold}: ${burst.correct ? 'ok' : 'WRONG'}`,
  );
  console.log(`    answers: ${answers}`);
  console.log(
    `    buy call p50 ${ms(burst.p50.toFixed(0))}, p99 ${ms(burst.p99.toFixed(0))}, max ${ms(burst.max.toFixed(0))}; ` +
      `all answered in ${burst.seconds.toFixed(2)} s`,
  );
  if (burst.serverCpuMsPerBuy !== undefined) {
    console.log(`    server CPU per buy call: ${ms(burst.serverCpuMsPerBuy.toFixed(2))}`);
  }
  if (!burst.correct) process.exitCode = 1;
  if (!watch) return;
  const line = (label, change) =>
    console.log(
      `  ${label}: last of ${change.delivery.count}/${change.watchers} watchers after ${ms(change.delivery.max.toFixed(0))} ` +
        `(p50 ${ms(change.delivery.p50.toFixed(0))}, p99 ${ms(change.delivery.p99.toFixed(0))}); staff call ${ms(change.callMs.toFixed(0))}` +
        (change.serverCpuMs === undefined ? '' : `, server CPU ${ms(change.serverCpuMs.toFixed(0))}`) +
        (change.problem ? `; problem: ${change.problem}` : ''),
    );
  console.log(
    `  watchers: ${watch.start.watchers} opened in ${watch.openSeconds.toFixed(1)} s` +
      (watch.kbPerWatcher === undefined ? '' : `, ${watch.kbPerWatcher.toFixed(1)} KB server memory each`),
  );
  line('session renamed', watch.rename);
  line('session started (NOT_STARTED to ON_SALE)', watch.start);
  if (watch.start.problem || watch.rename.problem || watch.closedEarly > 0) process.exitCode = 1;
}

async function benchHttp(options, databases) {
  console.log(
    `${options.connections} connections, ${options.duration} s per operation, parts: ${options.parts.join(', ')}, ` +
      `databases: ${databases.map((database) => database.kind).join(', ')}`,
  );

  const hello = await startProcess(['-e', helloWorldSource], {});
  const rows = [];
  const orderRows = [];
  const cartRows = [];
  const memoryRows = [];
  const coldStartRows = [];
  const raceRows = [];
  const bomRows = [];
  const accuracyRows = [];
  const dashboardRows = [];
  const freshRows = [];
  const loads = [];
  const noteLoad = () => loads.push(os.loadavg()[0]);
  try {
    for (const database of databases) {
      for (const parts of options.parts) {
        const databaseUrl = await database.catalog(parts);
        // Fixtures straight in the database while no server runs on it: stock for the order benchmarks and
        // parts sampled for the labelled BOMs.
        const fixtures = await openCatalog(databaseUrl);
        let orderParts;
        let cartParts;
        let dashboardActivity;
        let fresh;
        const boms = [];
        try {
          if (options.suites.includes('orders')) orderParts = await prepareOrderParts(fixtures);
          if (options.suites.includes('cart')) cartParts = await prepareCartParts(fixtures, orderParts);
          if (options.suites.includes('fresh-searches')) fresh = await freshSearchTerms(fixtures);
          if (options.suites.includes('dashboard')) {
            console.log(
              `${database.kind} ${parts} parts: writing ${DASHBOARD_ORDERS.toLocaleString('en-US')} orders ...`,
            );
            dashboardActivity = await seedDashboardActivity(fixtures);
          }
          if (options.suites.includes('bom')) {
            for (const count of options.bomLines) boms.push({ count, labelled: await labelledBom(fixtures, count) });
          }
        } finally {
          await fixtures.close();
        }
        if (options.suites.includes('catalog')) {
          noteLoad();
          console.log(`${database.kind} ${parts} parts: cold starts ...`);
          coldStartRows.push({ database: database.kind, parts, seconds: await coldStarts(databaseUrl) });
        }
        const shop = await startShop(databaseUrl);
        try {
          if (options.suites.includes('catalog')) {
            shop.enterSuite('catalog');
            const sample = await sampleCatalog(shop.url);
            await checkAnswers(shop.url, sample, options.operations);
            noteLoad();
            // Timed beside each catalog so every ratio compares with the machine as it was at that moment.
            const baseline = await measure(hello.url, () => ({ method: 'GET', path: '/' }), options);
            rows.push({ database: database.kind, parts, name: 'hello-world (node:http)', ...baseline, baseline });
            for (const operation of options.operations) {
              console.log(`${database.kind} ${parts} parts: ${operation.name} ...`);
              const first = await firstAsks(shop.url, operation, sample);
              const figures = await measure(shop.url, (index) => operation.request(sample, index), options);
              rows.push({ database: database.kind, parts, name: operation.name, ...figures, ...first, baseline });
            }
          }
          if (cartParts) {
            shop.enterSuite('cart');
            noteLoad();
            console.log(`${database.kind} ${parts} parts: cart add / update / remove ...`);
            const baseline = await measure(hello.url, () => ({ method: 'GET', path: '/' }), options);
            const figures = await cartThroughput(shop.url, cartParts, () => cpuSeconds(shop.pid), options);
            cartRows.push({ database: database.kind, parts, ...figures, baseline });
            noteLoad();
          }
          if (fresh) {
            shop.enterSuite('fresh-searches');
            noteLoad();
            console.log(`${database.kind} ${parts} parts: fresh searches (${fresh.terms.length} terms) ...`);
            const asked = searchTextsOf(await sampleCatalog(shop.url));
            const figures = await measureFreshSearches(shop.url, shop.pid, fresh.terms, fresh.kindOf, asked, options);
            freshRows.push({ database: database.kind, parts, ...fresh.kinds, ...figures });
            noteLoad();
          }
          if (orderParts) {
            shop.enterSuite('orders');
            noteLoad();
            console.log(`${database.kind} ${parts} parts: place orders (${options.buyers} buyers) ...`);
            const figures = await placeOrderThroughput(shop.url, orderParts, () => cpuSeconds(shop.pid), {
              buyers: options.buyers,
              concurrency: options.connections,
            });
            orderRows.push({ database: database.kind, parts, ...figures });
            console.log(`${database.kind} ${parts} parts: stock race ...`);
            raceRows.push({ database: database.kind, parts, ...(await stockRace(shop.url, orderParts)) });
            noteLoad();
          }
          if (dashboardActivity) {
            shop.enterSuite('dashboard');
            noteLoad();
            console.log(`${database.kind} ${parts} parts: dashboard ...`);
            const figures = await dashboardLatency(shop.url, dashboardActivity);
            dashboardRows.push({
              database: database.kind,
              parts,
              seedSeconds: dashboardActivity.seedSeconds,
              ...figures,
            });
          }
          if (boms.length > 0) {
            shop.enterSuite('bom');
            const token = await signInBuyer(shop.url);
            for (const { count, labelled } of boms) {
              console.log(`${database.kind} ${parts} parts: BOM of ${count} lines ...`);
              noteLoad();
              const csv = bomCsv(labelled);
              const runs = [];
              for (let run = 0; run < BOM_RUNS; run += 1) {
                const cpuBefore = cpuSeconds(shop.pid);
                const result = await quoteBom(shop.url, token, csv);
                const cpuAfter = cpuSeconds(shop.pid);
                runs.push({ ...result, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
              }
              const seconds = runs.map((run) => run.seconds).sort((a, b) => a - b);
              const { quote } = runs[0];
              bomRows.push({
                database: database.kind,
                parts,
                count,
                lineCount: runs[0].lineCount,
                parseSeconds: Math.min(...runs.map((run) => run.parseSeconds)),
                fastest: seconds[0],
                slowest: seconds.at(-1),
                cpu: runs.some((run) => run.cpu === null) ? null : Math.min(...runs.map((run) => run.cpu)),
                counts: `${quote.matchedCount} / ${quote.suggestedCount} / ${quote.unmatchedCount}`,
              });
              if (count === options.bomLines.at(-1)) {
                const reader = await openCatalog(databaseUrl);
                try {
                  accuracyRows.push({
                    database: database.kind,
                    parts,
                    count,
                    ...(await accuracy(reader, labelled, quote)),
                  });
                } finally {
                  await reader.close();
                }
              }
            }
          }
        } finally {
          await shop.stop();
          memoryRows.push({
            database: database.kind,
            parts,
            peakRssMiB: shop.peakRssMiB(),
            suitePeaks: shop.suitePeaksMiB(),
          });
        }
      }
    }
  } finally {
    await hello.stop();
  }

  const date = new Date().toISOString().slice(0, 10);
  if (rows.length > 0) {
    printTable(
      `Results (${date}, ${options.connections} connections, ${options.duration} s each)`,
      ['operation', 'database', 'parts', 'req/s', 'p50', 'p99', 'vs hello', 'failed', 'first ask p50 / max'],
      rows.map((row) => [
        row.name,
        row.database,
        row.parts.toLocaleString('en-US'),
        row.requestsPerSecond.toFixed(0),
        ms(row.p50),
        ms(row.p99),
        `${((100 * row.requestsPerSecond) / row.baseline.requestsPerSecond).toFixed(1)} %`,
        String(row.failures),
        row.firstMedian === undefined ? '' : `${row.firstMedian.toFixed(1)} / ${row.firstMax.toFixed(1)} ms`,
      ]),
    );
  }
  if (freshRows.length > 0) printFreshSearches(printTable, freshRows, options);
  if (coldStartRows.length > 0) {
    const seconds = (value) => `${value.toFixed(2)} s`;
    printTable(
      `Cold start: from spawning the server (NODE_ENV=production, migrated catalog) to its first answered list, ${COLD_STARTS} starts`,
      ['database', 'parts', 'fastest', 'median', 'slowest'],
      coldStartRows.map((row) => [
        row.database,
        row.parts.toLocaleString('en-US'),
        seconds(row.seconds[0]),
        seconds(row.seconds[Math.floor(row.seconds.length / 2)]),
        seconds(row.seconds.at(-1)),
      ]),
    );
  }
  if (memoryRows.length > 0) {
    printTable(
      'Server memory: peak resident set over its whole run, every suite above (the heap as main.ts plans it)',
      ['database', 'parts', 'peak RSS', 'peak by suite (MiB)'],
      memoryRows.map((row) => [
        row.database,
        row.parts.toLocaleString('en-US'),
        `${row.peakRssMiB.toFixed(0)} MiB`,
        row.suitePeaks,
      ]),
    );
  }
  if (cartRows.length > 0) printTable(...cartTable(cartRows, options.connections));
  if (orderRows.length > 0) {
    printTable(
      `Place order: each buyer a new account with a 3-line cart (quantities 1, 10, 100), ${options.connections} at a time`,
      [
        'database',
        'parts',
        'orders',
        'orders/s',
        'p50',
        'p99',
        'placing',
        'server CPU/order',
        'setup (sign-in, address, cart)',
      ],
      orderRows.map((row) => [
        row.database,
        row.parts.toLocaleString('en-US'),
        String(row.orders),
        row.ordersPerSecond.toFixed(1),
        ms(row.p50.toFixed(0)),
        ms(row.p99.toFixed(0)),
        `${row.seconds.toFixed(2)} s`,
        row.cpuPerOrder === null ? '-' : `${(row.cpuPerOrder * 1000).toFixed(1)} ms`,
        `${row.setupSeconds.toFixed(2)} s`,
      ]),
    );
    printTable(
      'Stock race: buyers at once for the last units (units sold must equal the units left)',
      ['database', 'parts', 'buyers', 'units left', 'sold', 'stock after', 'restored', 'time', 'refused', 'ok'],
      raceRows.map((row) => [
        row.database,
        row.parts.toLocaleString('en-US'),
        String(row.buyers),
        String(row.units),
        String(row.sold),
        String(row.stockAfter),
        String(row.stockRestored),
        `${(row.seconds * 1000).toFixed(0)} ms`,
        row.refusals.join(', '),
        row.correct ? 'yes' : 'NO',
      ]),
    );
  }
  if (bomRows.length > 0) {
    printTable(
      `BOM: CSV upload parsed (POST /api/bom/parse), then matched and priced (matchBom); ${BOM_RUNS} runs each`,
      [
        'database',
        'parts',
        'lines',
        'parse (fastest)',
        'total fastest',
        'total slowest',
        'server CPU (least)',
        'matched / suggested / unmatched',
      ],
      bomRows.map((row) => [
        row.database,
        row.parts.toLocaleString('en-US'),
        String(row.lineCount),
        `${row.parseSeconds.toFixed(2)} s`,
        `${row.fastest.toFixed(2)} s`,
        `${row.slowest.toFixed(2)} s`,
        row.cpu === null ? '-' : `${row.cpu.toFixed(2)} s`,
        row.counts,
      ]),
    );
    const share = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
    for (const result of accuracyRows) {
      printTable(
        `BOM matching accuracy: ${result.database}, ${result.parts.toLocaleString('en-US')} parts, ${result.count}-line labelled BOM` +
          (result.missing > 0 ? ` (${result.missing} lines missing from the quote!)` : ''),
        [
          'noise',
          'lines',
          'matched ✓',
          'suggested ✓',
          'matched ✗',
          'suggested ✗',
          'unmatched',
          'excluded',
          'precision',
          'recall',
          'recall+sugg.',
        ],
        result.kinds.map((kind) => {
          const present = kind.kind !== 'absent';
          if (kind.kind === 'dnp') {
            const excludedInAll = result.kinds.reduce((sum, each) => sum + each.excluded, 0);
            return [
              kind.kind,
              String(kind.lines),
              String(kind.matchedRight),
              String(kind.suggestedRight),
              String(kind.matchedWrong),
              String(kind.suggestedWrong),
              String(kind.unmatched),
              String(kind.excluded),
              share(kind.excluded, excludedInAll),
              `${share(kind.excluded, kind.lines)} (excluded)`,
              '-',
            ];
          }
          return [
            kind.kind,
            String(kind.lines),
            String(kind.matchedRight),
            String(kind.suggestedRight),
            String(kind.matchedWrong),
            String(kind.suggestedWrong),
            String(kind.unmatched),
            String(kind.excluded),
            share(kind.matchedRight, kind.matchedRight + kind.matchedWrong),
            present ? share(kind.matchedRight, kind.lines) : share(kind.unmatched, kind.lines),
            present ? share(kind.matchedRight + kind.suggestedRight, kind.lines) : '-',
          ];
        }),
      );
    }
    console.log(
      'precision: right parts among Matched lines (dnp: DNP lines among all excluded); recall: Matched and right ' +
        '(absent: left unmatched; dnp: excluded)',
    );
  }
  if (dashboardRows.length > 0) {
    printTable(
      `Dashboard: ${DASHBOARD_ORDERS.toLocaleString('en-US')} orders, 5,000 inquiries, 3,000 chats in its 30 days; asked one at a time`,
      ['database', 'parts', 'written in', 'first ask', 'p50', 'p95', 'max', 'asks', '{ me { id } } p50'],
      dashboardRows.map((row) => [
        row.database,
        row.parts.toLocaleString('en-US'),
        `${row.seedSeconds.toFixed(1)} s`,
        ms(row.first.toFixed(1)),
        ms(row.p50.toFixed(1)),
        ms(row.p95.toFixed(1)),
        ms(row.max.toFixed(1)),
        String(row.asks),
        ms(row.baselineP50.toFixed(1)),
      ]),
    );
  }
  if (loads.length > 0) {
    console.log(
      `\nLoad average (1 min) during the run: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} ` +
        `on ${os.cpus().length} cores`,
    );
  }

  if (rows.length > 0 && options.parts.length > 1) {
    const growth = options.operations.filter((operation) => operation.growth);
    printTable(
      'Search growth: p50 / p99 by catalog size',
      ['operation', 'database', ...options.parts.map((parts) => parts.toLocaleString('en-US'))],
      growth.flatMap((operation) =>
        databases.map((database) => [
          operation.name,
          database.kind,
          ...options.parts.map((parts) => {
            const row = rows.find(
              (r) => r.name === operation.name && r.database === database.kind && r.parts === parts,
            );
            return row ? `${ms(row.p50)} / ${ms(row.p99)}` : '-';
          }),
        ]),
      ),
    );
  }
  if (raceRows.some((row) => !row.correct)) {
    console.error('\nThe stock race sold a different number of units than were left: see the "ok" column.');
    process.exitCode = 1;
  }
  if (rows.some((row) => row.failures > 0)) {
    console.error('\nSome requests failed (errors, timeouts or non-2xx answers): see the "failed" column.');
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`\npnpm bench stopped: ${error.message}`);
  process.exitCode = 1;
}
