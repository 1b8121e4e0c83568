/**
 * Two web copies and a worker behind nginx on this machine, without Docker (docs/operations.md#several-copies):
 *
 *   node bench/src/two-copies.mjs            starts the shape and keeps it up until Ctrl-C, then stops everything
 *   pnpm bench --suites two-copies           measures it (bench.mjs): catalog reads through nginx against one copy,
 *                                            chat and unread counts across copies, a rolling restart under load
 *
 * It builds nothing (it runs server/dist: `pnpm --filter @circuitmart/server build` first) and needs Debian's nginx
 * (`apt-get install -y nginx`), MariaDB/MySQL at BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306) and Redis at
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379). Its database `circuitmart_two_copies` is made afresh on each start
 * and dropped at the end, and its jobs have their own Redis namespace. nginx listens on 4320, the copies on 4321 and
 * 4322, the worker's probes on 4323, everything on 127.0.0.1; BENCH_TWO_COPIES_PORT=<n> moves the four to n..n+3.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import mysql from 'mysql2/promise';
import WebSocket from 'ws';
import { cpuSeconds } from './process-stats.mjs';
import { addDefaultAddress } from './shoppers.mjs';
import { summary } from './websockets.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverDist = path.join(repoRoot, 'server', 'dist');
const locationsConf = path.join(repoRoot, 'deploy', 'nginx', 'shop-locations.conf');
const DATABASE = 'circuitmart_two_copies';
const JOBS_PREFIX = 'circuitmart-two-copies';
const FIRST_PORT = Number(process.env.BENCH_TWO_COPIES_PORT ?? 4320);
export const PORTS = { nginx: FIRST_PORT, copyA: FIRST_PORT + 1, copyB: FIRST_PORT + 2, workerProbes: FIRST_PORT + 3 };
/** nginx's idle keep-alive time for connections to the copies (the upstream's keepalive_timeout). */
const UPSTREAM_KEEPALIVE_S = 4;
/** A stopping copy's time still accepting and serving, unready, before it closes its listener. */
const DRAIN_DELAY_MS = 5000;
/** Then how long the requests it had accepted have to be answered (SHUTDOWN_TIMEOUT_MS). */
const SHUTDOWN_TIMEOUT_MS = 30_000;
/** The load generator's patience with one request, seconds: a request not answered in it counts as failed. */
const CLIENT_TIMEOUT_S = 30;
const START_TIMEOUT_MS = 300_000;
const DEMO_PARTS = 2000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's nginx binary, or an explanation of how to get it. */
function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  throw new Error(
    'nginx is not installed: `apt-get install -y nginx` (Debian package; it is run here, not as a service)',
  );
}

/** nginx.conf for a non-daemon nginx in `dir`, balancing over the two copies with deploy/nginx's locations. */
function nginxConfig(dir) {
  return `# Written by bench/src/two-copies.mjs.
worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 16384; }
http {
    access_log off;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    map $http_upgrade $connection_upgrade {
        default upgrade;
        '' '';
    }
    upstream circuitmart {
        server 127.0.0.1:${PORTS.copyA} max_fails=1 fail_timeout=3s;
        server 127.0.0.1:${PORTS.copyB} max_fails=1 fail_timeout=3s;
        keepalive 64;
        keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
    }
    server {
        listen 127.0.0.1:${PORTS.nginx};
        include ${locationsConf};
    }
}
`;
}

/** The settings every process of the shape shares. */
function shopSettings(databaseUrl, redisUrl) {
  return {
    // Production, with the demo catalog but without the living demo (orders, chats) a development shop makes.
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    // Production refuses to start without its own key; the shape's throwaway database holds no real personal data.
    DATA_ENCRYPTION_KEY: createHash('sha256').update('circuitmart two copies data key: public').digest('hex'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JOBS_PREFIX,
    HOST: '127.0.0.1',
    DEMO_PARTS: String(DEMO_PARTS),
    SERVER_COPIES: '3',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    // One address asks everything here; the limits are not what is measured.
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_IP_PER_MINUTE: '0',
    API_QUOTA_COST_PER_HOUR: '0',
  };
}

/** A child process of the shape that can be stopped (SIGTERM, waited for) and started again on the same port. */
function managedProcess(name, command, args, env, readyUrl, log) {
  let child;
  let exits = 0;
  const process_ = {
    name,
    get pid() {
      return child?.pid;
    },
    get unexpectedExits() {
      return exits;
    },
    async start() {
      child = spawn(command, args, {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const current = child;
      current.stderr.on('data', (chunk) => log(`[${name}] ${String(chunk).trimEnd()}`));
      current.once('exit', (code, signal) => {
        if (current.expectedExit) return;
        exits += 1;
        log(`[${name}] exited unexpectedly (${signal ?? code})`);
      });
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (current.exitCode !== null) throw new Error(`${name} exited with code ${current.exitCode} while starting`);
        const ready = await fetch(readyUrl).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) return;
        await sleep(250);
      }
      throw new Error(`${name} was not ready within ${START_TIMEOUT_MS / 1000} s`);
    },
    /** SIGTERM, then the exit; resolves with its exit code. */
    stop() {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null)
        return Promise.resolve(current?.exitCode);
      current.expectedExit = true;
      return new Promise((resolve) => {
        current.once('exit', (code) => resolve(code));
        current.kill('SIGTERM');
      });
    },
  };
  return process_;
}

/**
 * Starts the shape on a fresh database: the two copies and the worker at once (they take turns migrating and
 * seeding the demo catalog), then nginx. Answers the URLs, the processes and `stop()`, which stops everything and
 * drops the database and the jobs' Redis keys.
 */
export async function startTwoCopies({ log = console.log } = {}) {
  const serverUrl = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const nginx = nginxBinary();
  if (!fs.existsSync(path.join(serverDist, 'worker.js'))) {
    throw new Error('server/dist/worker.js is missing: run `pnpm --filter @circuitmart/server build` first');
  }
  const admin = await mysql.createConnection(serverUrl);
  await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${DATABASE}`;
  const settings = shopSettings(databaseUrl.toString(), redisUrl);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-two-copies-'));
  // nginx's workers run as `nobody` when started by root: they must be able to write their temporary files.
  fs.chmodSync(dir, 0o777);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir));
  const check = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);

  const copy = (name, port) =>
    managedProcess(
      name,
      process.execPath,
      [path.join(serverDist, 'main.js')],
      { ...settings, PROCESS_ROLE: 'web', PORT: String(port) },
      `http://127.0.0.1:${port}/readyz`,
      log,
    );
  const copyA = copy('copy A', PORTS.copyA);
  const copyB = copy('copy B', PORTS.copyB);
  const worker = managedProcess(
    'worker',
    process.execPath,
    [path.join(serverDist, 'worker.js')],
    { ...settings, WORKER_HEALTH_PORT: String(PORTS.workerProbes) },
    `http://127.0.0.1:${PORTS.workerProbes}/readyz`,
    log,
  );
  const balancer = managedProcess(
    'nginx',
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf')],
    {},
    `http://127.0.0.1:${PORTS.nginx}/healthz`,
    log,
  );
  const all = [balancer, copyA, copyB, worker];
  const stop = async () => {
    for (const running of all) await running.stop();
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``).catch(() => undefined);
    await admin.end();
    await dropRedisNamespace(redisUrl, JOBS_PREFIX).catch((error) => log(`jobs' Redis keys left: ${error.message}`));
    // BENCH_NGINX_LOG=<file>: nginx's error log (why a request failed) is kept there.
    if (process.env.BENCH_NGINX_LOG) fs.copyFileSync(path.join(dir, 'error.log'), process.env.BENCH_NGINX_LOG);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([copyA.start(), copyB.start(), worker.start()]);
    await balancer.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${PORTS.nginx}`,
    nginxErrorLog: path.join(dir, 'error.log'),
    copyUrls: [`http://127.0.0.1:${PORTS.copyA}`, `http://127.0.0.1:${PORTS.copyB}`],
    databaseUrl: databaseUrl.toString(),
    copies: [copyA, copyB],
    worker,
    balancer,
    stop,
  };
}

/** Deletes the Redis keys of a BullMQ prefix, with redis-cli (the bench has no Redis client of its own). */
async function dropRedisNamespace(redisUrl, prefix) {
  const keys = spawnSync('redis-cli', ['-u', redisUrl, '--scan', '--pattern', `${prefix}:*`], { encoding: 'utf8' });
  if (keys.status !== 0) throw new Error(keys.stderr || 'redis-cli failed');
  const names = keys.stdout.split('\n').filter(Boolean);
  for (let start = 0; start < names.length; start += 500) {
    spawnSync('redis-cli', ['-u', redisUrl, 'DEL', ...names.slice(start, start + 500)]);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Measurements (`pnpm bench --suites two-copies`).

const listBody = JSON.stringify({ query: '{ products(first: 20) { edges { node { id mpn } } } }' });

async function graphql(url, query, variables = {}, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { 'user-token': token }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

function socket(url, token, { retry = false, onConnected } = {}) {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { 'user-token': token, lang: 'en-US' },
    lazy: true,
    retryAttempts: retry ? Infinity : 0,
    shouldRetry: () => retry,
    // Reconnects come quickly, as the web client's do; the balancer sends them to the copy that is up.
    retryWait: async () => sleep(200 + Math.random() * 300),
    on: onConnected ? { connected: onConnected } : {},
  });
}

/** Catalog list reads for `duration` s against `url`; with `pids`, the server CPU those processes spent per call. */
async function catalogLoad(url, pids, { duration, connections }) {
  const before = pids.map((pid) => cpuSeconds(pid));
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: listBody,
    duration,
    connections,
  });
  const cpu = pids.reduce((sum, pid, index) => sum + ((cpuSeconds(pid) ?? NaN) - (before[index] ?? NaN)), 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.non2xx,
    serverCpuMsPerCall: (cpu * 1000) / Math.max(1, result.requests.total),
  };
}

/** Shoppers on copy A and agents on copy B chat `rounds` times each way; every message must cross. */
async function chatAcrossCopies(shape, users, conversations, rounds) {
  const [copyA, copyB] = shape.copyUrls;
  const events = `subscription($id: ID!) { chatEvents(conversationId: $id) { message { text role } } }`;
  const send = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { code } } }`;
  const latencies = [];
  let sent = 0;
  let received = 0;
  const sockets = [];
  try {
    await Promise.all(
      Array.from({ length: conversations }, async (_, index) => {
        const shopper = users.customers[index];
        const agent = users.agents[index % users.agents.length];
        const opened = await graphql(
          copyA,
          'mutation { openChatConversation { conversation { id } userErrors { code } } }',
          {},
          shopper.token,
        );
        const id = opened.openChatConversation.conversation.id;
        await graphql(
          copyB,
          'mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { code } } }',
          { input: { conversationId: id } },
          agent.token,
        );
        const waiting = new Map();
        const listen = (client, role) => {
          sockets.push(client);
          return new Promise((subscribed) => {
            client.subscribe(
              { query: events, variables: { id } },
              {
                next: ({ data }) => {
                  const message = data?.chatEvents.message;
                  if (message && message.role !== role) waiting.get(message.text)?.();
                },
                error: () => {},
                complete: () => {},
              },
            );
            client.on('connected', () => setTimeout(subscribed, 100));
          });
        };
        await Promise.all([
          listen(socket(copyA, shopper.token), 'CUSTOMER'),
          listen(socket(copyB, agent.token), 'AGENT'),
        ]);
        for (let round = 0; round < rounds; round += 1) {
          for (const [url, token] of [
            [copyB, agent.token],
            [copyA, shopper.token],
          ]) {
            const text = `${id}-${round}-${url === copyA ? 'A' : 'B'}`;
            const started = performance.now();
            const arrived = new Promise((resolve) => waiting.set(text, resolve));
            await graphql(url, send, { input: { conversationId: id, text } }, token);
            sent += 1;
            const crossed = await Promise.race([arrived.then(() => true), sleep(10_000).then(() => false)]);
            if (crossed) {
              received += 1;
              latencies.push(performance.now() - started);
            }
          }
        }
      }),
    );
  } finally {
    await Promise.all(sockets.map((client) => client.dispose()));
  }
  return { sent, received, delivery: summary(latencies) };
}

const placeOrderMutation = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { id status } userErrors { code } }
}`;
const cancelOrderMutation = `mutation($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { status } userErrors { code } }
}`;

/** Fails on a mutation's user errors, answering its payload otherwise. */
function accepted(payload, what) {
  if (payload.userErrors.length > 0) throw new Error(`${what}: ${JSON.stringify(payload.userErrors)}`);
  return payload;
}

/**
 * Shoppers each place an order on copy A and watch `orderStatusChanged` there; then each cancels it on copy B (a
 * status change made on the other copy, as a payment notification or a staff shipment would be). Counts the changes
 * that reached copy A's subscriber, and how long after the cancel was sent.
 */
async function orderStatusAcrossCopies(shape, shoppers) {
  const [copyA, copyB] = shape.copyUrls;
  const listed = await graphql(copyA, '{ products(first: 50) { edges { node { id stock moq } } } }');
  const inStock = listed.products.edges
    .map(({ node }) => node)
    .filter((part) => part.stock >= part.moq * shoppers.length);
  if (inStock.length === 0) throw new Error('no demo part has stock for the order status figure');
  const latencies = [];
  const answers = [];
  let changed = 0;
  let delivered = 0;
  const sockets = [];
  try {
    await Promise.all(
      shoppers.map(async (shopper, index) => {
        const addressId = await addDefaultAddress(copyA, shopper.token);
        const order = accepted(
          (
            await graphql(
              copyA,
              placeOrderMutation,
              {
                input: {
                  idempotencyKey: `two-copies-${shopper.id}-${Date.now()}`,
                  source: {
                    productId: inStock[index % inStock.length].id,
                    quantity: inStock[index % inStock.length].moq,
                  },
                  deliveryMethod: 'EXPRESS',
                  addressId,
                },
              },
              shopper.token,
            )
          ).placeOrder,
          'placeOrder',
        ).order;
        const client = socket(copyA, shopper.token);
        sockets.push(client);
        let cancelled;
        const arrived = new Promise((resolve) => (cancelled = resolve));
        await new Promise((subscribed) => {
          client.subscribe(
            { query: 'subscription { orderStatusChanged { orderId status } }' },
            {
              next: ({ data }) => {
                const change = data?.orderStatusChanged;
                if (change?.orderId === order.id && change.status === 'CANCELLED') cancelled(performance.now());
              },
              error: () => {},
              complete: () => {},
            },
          );
          client.on('connected', () => setTimeout(subscribed, 100));
        });
        const started = performance.now();
        accepted(
          (await graphql(copyB, cancelOrderMutation, { input: { id: order.id, reason: 'bench' } }, shopper.token))
            .cancelOrder,
          'cancelOrder',
        );
        answers.push(performance.now() - started);
        changed += 1;
        // When the event came, which may be before the cancel's answer (it is published on the commit).
        const arrivedAt = await Promise.race([arrived, sleep(10_000).then(() => undefined)]);
        if (arrivedAt !== undefined) {
          delivered += 1;
          latencies.push(arrivedAt - started);
        }
      }),
    );
  } finally {
    await Promise.all(sockets.map((client) => client.dispose()));
  }
  return { changed, delivered, delivery: summary(latencies), cancelAnswered: summary(answers) };
}

/**
 * Subscribers to their unread counts, half on each copy (or all through the balancer with `retry`), each keeping
 * the newest `platform` count it was told: at subscribe time the server answers the current counts, so a client that
 * reconnects catches up on what it missed without anything else.
 */
async function unreadSubscribers(urls, customers, { retry = false } = {}) {
  const latest = new Array(customers.length).fill(undefined);
  let connects = 0;
  const clients = customers.map((customer, index) => {
    const client = socket(urls[index % urls.length], customer.token, { retry, onConnected: () => (connects += 1) });
    client.subscribe(
      { query: 'subscription { unreadMessageCountsChanged { platform } }' },
      {
        next: ({ data }) => {
          if (data) latest[index] = data.unreadMessageCountsChanged.platform;
        },
        error: () => {},
        complete: () => {},
      },
    );
    return client;
  });
  const deadline = Date.now() + 180_000;
  while (latest.some((count) => count === undefined) && Date.now() < deadline) await sleep(100);
  return {
    latest,
    get connects() {
      return connects;
    },
    /** Waits until every subscriber holds `expected` (or the deadline); answers how many do. */
    async settle(expected, timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      while (latest.some((count) => count !== expected) && Date.now() < until) await sleep(100);
      return latest.filter((count) => count === expected).length;
    },
    close: () => Promise.all(clients.map((client) => client.dispose())),
  };
}

const broadcast = (url, token, title) =>
  graphql(
    url,
    `
      mutation ($input: SendPlatformMessageInput!) {
        sendPlatformMessage(input: $input) {
          recipientCount
          userErrors {
            code
          }
        }
      }
    `,
    { input: { title, body: 'Two copies bench.' } },
    token,
  );

/**
 * What nginx's error log says went wrong with requests to the copies, from byte `from` on, by kind: refused connects
 * (resent to the other copy), resets and early closes of connections it had sent a request on, its time-outs.
 */
function nginxUpstreamErrors(errorLog, from) {
  const text = fs.existsSync(errorLog) ? fs.readFileSync(errorLog).subarray(from).toString('utf8') : '';
  const kinds = {
    connectRefused: /connect\(\) failed \(111/,
    resetAfterSending: /Connection reset by peer/,
    closedBeforeAnswer: /upstream prematurely closed/,
    timedOut: /upstream timed out/,
  };
  const counts = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0]));
  for (const line of text.split('\n')) {
    const kind = Object.keys(kinds).find((name) => kinds[name].test(line));
    if (kind) counts[kind] += 1;
  }
  return counts;
}

/** Restarts each copy in turn (SIGTERM, its exit, start, ready) while catalog reads and broadcasts go through nginx. */
async function rollingRestart(shape, users, subscribersCount, { connections }) {
  const errorLogFrom = fs.existsSync(shape.nginxErrorLog) ? fs.statSync(shape.nginxErrorLog).size : 0;
  const staffToken = users.agents[0].token;
  const subscribers = await unreadSubscribers([shape.url], users.customers.slice(0, subscribersCount), { retry: true });
  const connectsBefore = subscribers.connects;
  const baseline = subscribers.latest[0];
  let broadcasts = 0;
  let broadcastFailures = 0;
  let running = true;
  const broadcasting = (async () => {
    while (running) {
      await broadcast(shape.url, staffToken, `Restart ${broadcasts + 1}`).then(
        () => (broadcasts += 1),
        (error) => {
          broadcastFailures += 1;
          console.log(`  broadcast failed: ${error.message.slice(0, 200)}`);
        },
      );
      await sleep(500);
    }
  })();
  const reads = autocannon({
    url: `${shape.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: listBody,
    duration: 600,
    connections,
    timeout: CLIENT_TIMEOUT_S,
  });
  const exits = [];
  await sleep(2000);
  for (const copy of shape.copies) {
    exits.push(await copy.stop());
    await copy.start();
    // The balancer tries the restarted copy again after fail_timeout.
    await sleep(4000);
  }
  running = false;
  await broadcasting;
  reads.stop();
  const load = await reads;
  const resynced = await subscribers.settle(baseline + broadcasts);
  const reconnects = subscribers.connects - connectsBefore;
  await subscribers.close();
  return {
    // autocannon's total counts answered requests only; its errors (time-outs among them) are the unanswered.
    httpRequests: load.requests.total + load.errors + broadcasts + broadcastFailures,
    httpFailures: load.errors + load.non2xx + broadcastFailures,
    // What the failures were. A time-out is the load generator giving up (after CLIENT_TIMEOUT_S) on a request
    // nobody answered: still a failure, but of waiting, not an answer the shop or nginx gave. Connection errors and
    // answers other than 2xx (by status) are failures the client was told of; broadcasts are the staff's mutations.
    failureKinds: {
      clientTimeouts: load.timeouts,
      connectionErrors: load.errors - load.timeouts,
      non2xx: load.non2xx,
      statuses: Object.fromEntries(
        Object.entries(load.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')),
      ),
      broadcastFailures,
    },
    nginx: nginxUpstreamErrors(shape.nginxErrorLog, errorLogFrom),
    readsPerSecond: load.requests.average,
    p99: load.latency.p99,
    exitCodes: exits,
    subscribers: subscribersCount,
    reconnects,
    broadcasts,
    resynced,
  };
}

/** Seeds signed-in bench shoppers and agents into the shape's database (server/src/scripts/seed-bench-users.ts). */
function seedUsers(databaseUrl, customers, agents) {
  const out = path.join(os.tmpdir(), `circuitmart-two-copies-users-${process.pid}.json`);
  const result = spawnSync(
    'pnpm',
    [
      '--filter',
      '@circuitmart/server',
      'exec',
      'tsx',
      'src/scripts/seed-bench-users.ts',
      '--database-url',
      databaseUrl,
      '--customers',
      String(customers),
      '--agents',
      String(agents),
      '--out',
      out,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seeding bench users failed:\n${result.stderr}`);
  const users = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return users;
}

/** Subscribers held during the unread-count and rolling-restart figures, and the chatting pairs. */
const SUBSCRIBERS = 300;
const CONVERSATIONS = 20;

/** `pnpm bench --suites two-copies`: measures the shape and prints its figures with the machine's load. */
export async function benchTwoCopies({ duration, connections }) {
  console.log(`\nTwo copies behind nginx (MariaDB + Redis, ${DEMO_PARTS} demo parts) ...`);
  const loadBefore = os.loadavg();
  const result = await measureTwoCopies({
    duration,
    connections,
    subscribers: SUBSCRIBERS,
    conversations: CONVERSATIONS,
  });
  const loadAfter = os.loadavg();
  const row = (name, figures) =>
    `  ${name.padEnd(26)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${
      figures.p99
    } ms  failures ${figures.failures}  server CPU ${figures.serverCpuMsPerCall.toFixed(2)} ms/call`;
  console.log(`Catalog list (POST /graphql, ${connections} connections, ${duration} s):`);
  console.log(row('one copy, direct', result.oneCopy));
  console.log(row('two copies through nginx', result.twoCopies));
  const { chat, orderStatus, unread, restart } = result;
  console.log(
    `Chat across copies: ${chat.received}/${chat.sent} messages crossed (shoppers on copy A, agents on copy B), ` +
      `p50 ${chat.delivery.p50?.toFixed(0)} ms, max ${chat.delivery.max?.toFixed(0)} ms`,
  );
  console.log(
    `Order status across copies: ${orderStatus.delivered}/${orderStatus.changed} cancels made on copy B reached ` +
      `the shopper's subscription on copy A, p50 ${orderStatus.delivery.p50?.toFixed(0)} ms, max ` +
      `${orderStatus.delivery.max?.toFixed(0)} ms from sending the cancel (the cancel itself answered in p50 ` +
      `${orderStatus.cancelAnswered.p50?.toFixed(0)} ms; the event is published on its commit, before the answer)`,
  );
  console.log(
    `Unread counts across copies: a broadcast reached ${unread.reached}/${unread.subscribers} subscribers ` +
      `(half on each copy) within ${unread.allWithinMs.toFixed(0)} ms`,
  );
  console.log(
    `Rolling restart (SIGTERM copy A, restart, then copy B) under load: ${restart.httpFailures} failed of ` +
      `${restart.httpRequests} HTTP requests (${restart.readsPerSecond.toFixed(0)} reads/s, p99 ${restart.p99} ms), ` +
      `exit codes ${restart.exitCodes.join(', ')}; ${restart.subscribers} sockets reconnected ${restart.reconnects} ` +
      `times; ${restart.resynced}/${restart.subscribers} hold the count of all ${restart.broadcasts} broadcasts sent ` +
      `meanwhile; unexpected process exits: ${result.unexpectedExits}`,
  );
  console.log(
    `  failed requests by kind: ${JSON.stringify(restart.failureKinds)}; nginx's error log: ` +
      JSON.stringify(restart.nginx),
  );
  console.log(
    `Load average (1, 5, 15 min) before ${loadBefore.map((v) => v.toFixed(1)).join(', ')}, after ${loadAfter
      .map((v) => v.toFixed(1))
      .join(', ')}; ${os.cpus().length} cores`,
  );
  return result;
}

/** Every figure of the shape, in one object. */
export async function measureTwoCopies({ duration, connections, subscribers, conversations, log = console.log }) {
  const shape = await startTwoCopies({ log });
  try {
    const users = seedUsers(shape.databaseUrl, Math.max(subscribers, conversations), 10);
    // Warm both copies before timing either.
    await catalogLoad(shape.url, [], { duration: 2, connections });
    const oneCopy = await catalogLoad(shape.copyUrls[0], [shape.copies[0].pid], { duration, connections });
    const twoCopies = await catalogLoad(
      shape.url,
      shape.copies.map((copy) => copy.pid),
      { duration, connections },
    );
    const chat = await chatAcrossCopies(shape, users, conversations, 5);
    const orderStatus = await orderStatusAcrossCopies(shape, users.customers.slice(0, conversations));
    const unread = await unreadSubscribers(shape.copyUrls, users.customers.slice(0, subscribers));
    const before = unread.latest[0];
    const started = performance.now();
    await broadcast(shape.url, users.agents[0].token, 'Across copies');
    const unreadReached = await unread.settle(before + 1);
    const unreadMs = performance.now() - started;
    await unread.close();
    const restart = await rollingRestart(shape, users, subscribers, { connections });
    return {
      oneCopy,
      twoCopies,
      chat,
      orderStatus,
      unread: { subscribers, reached: unreadReached, allWithinMs: unreadMs },
      restart,
      unexpectedExits: [...shape.copies, shape.worker, shape.balancer].reduce((sum, p) => sum + p.unexpectedExits, 0),
    };
  } finally {
    await shape.stop();
  }
}

// `node bench/src/two-copies.mjs`: the shape, up until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shape = await startTwoCopies();
  console.log(
    `nginx ${shape.url} -> copies ${shape.copyUrls.join(', ')}; worker probes http://127.0.0.1:${PORTS.workerProbes}` +
      `; database ${DATABASE}. Ctrl-C stops them all.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await shape.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
