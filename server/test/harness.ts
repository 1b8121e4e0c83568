import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { startApp, type AppDependencies, type RunningApp } from '../src/app.js';
import { startWorker, type RunningWorker } from '../src/worker-app.js';
import type { JobRunListener } from '../src/startup/runtime.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { createScratchMysqlDatabase } from '../src/platform/db/scratch-database.js';
import { createLogger } from '../src/platform/http/logger.js';
import { systemClock } from '../src/platform/jobs/clock.js';
import { openShopDatabase } from '../src/startup/database.js';
import { copyOfTemplate, templateKey } from './database-templates.js';

export type DatabaseKind = 'sqlite' | 'mysql';

/** SQLite always; MariaDB/MySQL too when TEST_MYSQL_URL points at a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

/** A fresh, empty database of the given kind, and how to throw it away. */
export async function freshDatabase(kind: DatabaseKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'mysql') return createScratchMysqlDatabase(process.env.TEST_MYSQL_URL!);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-test-'));
  return {
    url: `sqlite:${path.join(dir, 'shop.sqlite')}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestServerOptions extends AppDependencies {
  database: DatabaseKind;
  /** Parts of demo catalog to seed (small by default to keep tests quick). */
  parts?: number;
  /** Use Redis for pub/sub and jobs when TEST_REDIS_URL is set. */
  redis?: boolean;
  /** Reuse an existing database instead of a fresh one (restart tests). */
  databaseUrl?: string;
  /** A folder with a built client's index.html; by default there is none and pages answer 503. */
  clientDist?: string;
  /** Settings on top of the test defaults, e.g. rate limits, which are off unless a test turns them on. */
  settings?: Record<string, string>;
}

export interface GraphQLResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface TestServer {
  url: string;
  app: RunningApp;
  databaseUrl: string;
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  request(method: string, path: string, init?: { body?: string; headers?: Record<string, string> }): Promise<Response>;
  /** Stops the server; drops the database unless it was handed in. */
  close(): Promise<void>;
}

/**
 * The BullMQ namespace of a test server: one per database, so test servers sharing a Redis never run each
 * other's jobs, while a server restarted on the same database (restart tests) finds its jobs again.
 */
export const jobsPrefixOf = (databaseUrl: string) =>
  `cm-test-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16)}`;

/** Deletes every Redis key of a jobs namespace. */
export async function dropJobsNamespace(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The settings of a test server: the test defaults, then the test's own. */
function testConfig(options: TestServerOptions, databaseUrl: string, uploadsDir: string): AppConfig {
  const redisUrl = options.redis ? process.env.TEST_REDIS_URL : undefined;
  return loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_PARTS: String(options.parts ?? 300),
    CLIENT_DIST: options.clientDist ?? path.join(os.tmpdir(), 'circuitmart-no-client'),
    UPLOADS_DIR: uploadsDir,
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_IP_PER_MINUTE: '0',
    API_QUOTA_COST_PER_HOUR: '0',
    // The payment reconciliation runs once a simulated day and asks only about day-old payments, so it does not
    // settle the sandbox refunds and payments a test is walking (payment-reconciliation.test.ts sets its own).
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '86400',
    PAYMENT_RECONCILE_AFTER_SECONDS: '86400',
    ...(redisUrl && { REDIS_URL: redisUrl, JOBS_PREFIX: jobsPrefixOf(databaseUrl) }),
    ...options.settings,
  });
}

/**
 * A new database holding what the server's first start would write into a fresh one (migrations, demo data,
 * staff), copied from this run's template for the same start. Only the settings, demo parts and clock decide
 * what a start writes (staff accounts are created "now" on the test's clock), so they make the template's key.
 */
async function seededDatabase(options: TestServerOptions): Promise<{ url: string; drop: () => Promise<void> }> {
  const key = templateKey({
    parts: options.parts ?? 300,
    settings: options.settings ?? {},
    clock: options.clock ? options.clock.now().toISOString() : 'system',
  });
  return copyOfTemplate(inject('databaseTemplates'), options.database, key, async (url) => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-uploads-'));
    try {
      const config = testConfig({ ...options, redis: false }, url, uploadsDir);
      const orm = await openShopDatabase(config, {
        logger: createLogger(config),
        clock: options.clock ?? systemClock,
      });
      await orm.close();
    } finally {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
}

/** The real server on a random port against its own database, as a client would see it. */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await seededDatabase(options);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-uploads-'));
  const redisUrl = options.redis ? process.env.TEST_REDIS_URL : undefined;
  const config = testConfig(options, database.url, uploadsDir);
  const app = await startApp(config, options);
  const request: TestServer['request'] = (method, urlPath, init = {}) =>
    fetch(app.url + urlPath, { method, body: init.body ?? null, headers: init.headers ?? {} });
  return {
    url: app.url,
    app,
    databaseUrl: database.url,
    request,
    async graphql(query, variables = {}, headers = {}) {
      const response = await request('POST', '/graphql', {
        body: JSON.stringify({ query, variables }),
        headers: { 'content-type': 'application/json', ...headers },
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    async close() {
      await app.close();
      if (redisUrl && !options.databaseUrl) await dropJobsNamespace(redisUrl, jobsPrefixOf(database.url));
      await database.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The worker process's start (`PROCESS_ROLE=worker`) on a test server's database and jobs namespace, for tests of a
 * shop split into web copies and a worker; closing it leaves the database to its server.
 */
export async function startTestWorker(
  options: Pick<TestServerOptions, 'database' | 'parts' | 'redis' | 'settings' | 'clock'> & {
    databaseUrl: string;
    onJobRun?: JobRunListener;
  },
): Promise<RunningWorker> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-uploads-'));
  const config = testConfig(
    { ...options, settings: { ...options.settings, PROCESS_ROLE: 'worker' } },
    options.databaseUrl,
    uploadsDir,
  );
  const worker = await startWorker(config, options);
  return {
    ...worker,
    close: async () => {
      await worker.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
