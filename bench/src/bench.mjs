/**
 * `pnpm bench`: load-tests the built server on loopback against generated catalogs and prints requests/s,
 * p50 and p99 of each operation, and its throughput as a share of a bare node:http hello-world timed in
 * the same run (so figures compare across runs on a noisy machine).
 *
 *   pnpm bench [--parts 10000,100000] [--duration 5] [--connections 10] [--operations detail-graphql,search-words]
 *
 * Each catalog is seeded once and kept in bench/.cache (SQLite) or in the database `circuitmart_bench_<parts>`
 * of BENCH_MYSQL_URL (MariaDB/MySQL, only when that is set; BENCH_DB_PREFIX replaces `circuitmart_bench` so
 * two checkouts with different migrations do not share one database). Everything listens on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { operations, sampleCatalog } from './operations.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = path.join(repoRoot, 'bench', '.cache');
const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');
/**
 * More is refused rather than left running. The demo generator makes up to about 1.1 million distinct parts; a
 * million-part SQLite catalog seeds in minutes (see the README's Speed section), MariaDB's takes far longer.
 */
const MAX_PARTS = 1_000_000;
const SEED_TIMEOUT_MS = 60 * 60_000;
/**
 * Part of every cached catalog's name. Bump it when the demo generator or the search tables change, so old
 * catalogs are seeded afresh instead of being migrated at server start (minutes for 100,000 parts, past the
 * start timeout) or compared with catalogs of other parts. 2: precision resistors, maker names in the search text.
 */
const CATALOG_VERSION = 2;
const START_TIMEOUT_MS = 120_000;
const MAX_DURATION_S = 60;

const usage =
  'Usage: pnpm bench [--parts 10000,100000] [--duration <s>] [--connections <n>] [--operations <name,...>]\n' +
  `Operations: ${operations.map((operation) => operation.name).join(', ')}`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      operations: { type: 'string' },
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
  const problems = [
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
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
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

/** A child process serving on loopback, and how to stop it. */
async function startProcess(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
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

function startShop(databaseUrl) {
  return startProcess([serverMain], {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'false',
    // Per-request access logs are info; they would measure the terminal, not the shop.
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    // Production refuses to start without its own key; bench catalogs hold no personal data, so any key will do.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
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
  console.log(
    `${options.connections} connections, ${options.duration} s per operation, parts: ${options.parts.join(', ')}, ` +
      `databases: ${databases.map((database) => database.kind).join(', ')}`,
  );

  const hello = await startProcess(['-e', helloWorldSource], {});
  const rows = [];
  try {
    for (const database of databases) {
      for (const parts of options.parts) {
        const databaseUrl = await database.catalog(parts);
        const shop = await startShop(databaseUrl);
        try {
          const sample = await sampleCatalog(shop.url);
          await checkAnswers(shop.url, sample, options.operations);
          // Timed beside each catalog so every ratio compares with the machine as it was at that moment.
          const baseline = await measure(hello.url, () => ({ method: 'GET', path: '/' }), options);
          rows.push({ database: database.kind, parts, name: 'hello-world (node:http)', ...baseline, baseline });
          for (const operation of options.operations) {
            console.log(`${database.kind} ${parts} parts: ${operation.name} ...`);
            const figures = await measure(shop.url, (index) => operation.request(sample, index), options);
            rows.push({ database: database.kind, parts, name: operation.name, ...figures, baseline });
          }
        } finally {
          await shop.stop();
        }
      }
    }
  } finally {
    await hello.stop();
  }

  printTable(
    `Results (${new Date().toISOString().slice(0, 10)}, ${options.connections} connections, ${options.duration} s each)`,
    ['operation', 'database', 'parts', 'req/s', 'p50', 'p99', 'vs hello', 'failed'],
    rows.map((row) => [
      row.name,
      row.database,
      row.parts.toLocaleString('en-US'),
      row.requestsPerSecond.toFixed(0),
      ms(row.p50),
      ms(row.p99),
      `${((100 * row.requestsPerSecond) / row.baseline.requestsPerSecond).toFixed(1)} %`,
      String(row.failures),
    ]),
  );

  if (options.parts.length > 1) {
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
