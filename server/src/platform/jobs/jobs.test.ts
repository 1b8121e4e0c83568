import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entities } from '../../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../../migrations/index.js';
import { migrate, openDatabase, type Orm } from '../db/orm.js';
import { createScratchMysqlDatabase } from '../db/scratch-database.js';
import type { DatabaseSettings } from '../../config.js';
import { BullMqJobScheduler } from './bullmq-scheduler.js';
import { ManualClock, systemClock, type Clock } from './clock.js';
import { InProcessJobScheduler } from './in-process-scheduler.js';
import type { JobContext, JobLogger, JobScheduler, RetryPolicy } from './jobs.js';

const minute = 60_000;

interface CopyOptions {
  clock: Clock;
  retry?: Partial<RetryPolicy>;
  logger?: JobLogger;
}

/** One place jobs live (a database, a Redis); each `openCopy` is one server copy using it. */
interface JobStore {
  openCopy(options: CopyOptions): Promise<JobScheduler>;
  /** Stops a copy as its process would: scheduler and connections. */
  closeCopy(scheduler: JobScheduler): Promise<void>;
  dispose(): Promise<void>;
}

function databaseStore(database: DatabaseSettings, cleanUp: () => Promise<void>): JobStore {
  const ormOf = new Map<JobScheduler, Orm>();
  return {
    async openCopy({ clock, retry, logger }) {
      const orm = await openDatabase({
        database,
        entities,
        migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
      });
      await migrate(orm);
      const scheduler = new InProcessJobScheduler({ orm, clock, ...(retry && { retry }), ...(logger && { logger }) });
      ormOf.set(scheduler, orm);
      return scheduler;
    },
    async closeCopy(scheduler) {
      await scheduler.close();
      await ormOf.get(scheduler)?.close();
      ormOf.delete(scheduler);
    },
    async dispose() {
      await Promise.all([...ormOf.keys()].map((scheduler) => this.closeCopy(scheduler)));
      await cleanUp();
    },
  };
}

async function sqliteStore(): Promise<JobStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'circuitmart-jobs-'));
  return databaseStore({ kind: 'sqlite', file: path.join(dir, 'jobs.sqlite') }, () =>
    rm(dir, { recursive: true, force: true }),
  );
}

async function mysqlStore(serverUrl: string): Promise<JobStore> {
  const scratch = await createScratchMysqlDatabase(serverUrl);
  return databaseStore({ kind: 'mysql', url: scratch.url, replicaUrls: [], readYourWritesMs: 0 }, scratch.drop);
}

function redisStore(redisUrl: string): JobStore {
  // Every store gets its own key prefix, so parallel runs and earlier tests never meet.
  const prefix = `cm-test-${randomUUID()}`;
  const open = new Set<JobScheduler>();
  return {
    async openCopy({ clock, retry, logger }) {
      const scheduler = new BullMqJobScheduler({
        redisUrl,
        prefix,
        clock,
        ...(retry && { retry }),
        ...(logger && { logger }),
      });
      open.add(scheduler);
      return scheduler;
    },
    async closeCopy(scheduler) {
      await scheduler.close();
      open.delete(scheduler);
    },
    async dispose() {
      await Promise.all([...open].map((scheduler) => this.closeCopy(scheduler)));
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
    },
  };
}

interface Run {
  payload: unknown;
  context: JobContext;
}

function defineSchedulerSuite(createStore: () => Promise<JobStore>) {
  let store: JobStore;
  let clock: ManualClock;
  let runs: Run[];

  beforeEach(async () => {
    store = await createStore();
    clock = new ManualClock();
    runs = [];
  });
  afterEach(async () => {
    await store.dispose();
  });

  /** A started copy whose `order-expiry` handler records every run. */
  async function startCopy(options: Partial<CopyOptions> = {}): Promise<JobScheduler> {
    const scheduler = await store.openCopy({ clock, ...options });
    scheduler.register('order-expiry', async (payload, context) => {
      runs.push({ payload, context });
    });
    await scheduler.start();
    return scheduler;
  }

  it('runs a job 30 minutes ahead only once the clock reaches it, with its payload', async () => {
    const scheduler = await startCopy();
    const runAt = new Date(clock.now().getTime() + 30 * minute);
    await scheduler.schedule('order-expiry', { orderId: 1001 }, { key: 'order-expiry:1001', runAt });

    expect(await scheduler.runDue()).toBe(0);
    clock.advance(29 * minute);
    expect(await scheduler.runDue()).toBe(0);
    expect(runs).toEqual([]);

    clock.advance(1 * minute);
    expect(await scheduler.runDue()).toBe(1);
    expect(runs).toEqual([
      { payload: { orderId: 1001 }, context: { key: 'order-expiry:1001', name: 'order-expiry', attempt: 1 } },
    ]);
    expect(await scheduler.runDue()).toBe(0);
  });

  it('keeps one job per key, moved by re-scheduling, and cancel prevents the run', async () => {
    const scheduler = await startCopy();
    const start = clock.now().getTime();
    await scheduler.schedule('order-expiry', { orderId: 1 }, { key: 'order:1', runAt: new Date(start + 10 * minute) });
    await scheduler.schedule(
      'order-expiry',
      { orderId: 1, extended: true },
      { key: 'order:1', runAt: new Date(start + 20 * minute) },
    );
    await scheduler.schedule('order-expiry', { orderId: 2 }, { key: 'order:2', runAt: new Date(start + 10 * minute) });
    expect(await scheduler.cancel('order:2')).toBe(true);
    expect(await scheduler.cancel('order:2')).toBe(false);

    clock.advance(10 * minute);
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(10 * minute);
    expect(await scheduler.runDue()).toBe(1);
    expect(runs.map((run) => run.payload)).toEqual([{ orderId: 1, extended: true }]);
  });

  it('runs a job scheduled before a restart exactly once after it', async () => {
    const before = await startCopy();
    await before.schedule(
      'order-expiry',
      { orderId: 7 },
      { key: 'order:7', runAt: new Date(clock.now().getTime() + 30 * minute) },
    );
    await store.closeCopy(before);

    const after = await startCopy();
    clock.advance(30 * minute);
    expect(await after.runDue()).toBe(1);
    expect(await after.runDue()).toBe(0);
    expect(runs.map((run) => run.payload)).toEqual([{ orderId: 7 }]);
  });

  it('runs each due job once in total when two copies race for them', async () => {
    const copyA = await startCopy();
    const copyB = await startCopy();
    const keys = Array.from({ length: 20 }, (_, index) => `order:${index}`);
    for (const [index, key] of keys.entries()) {
      const scheduler = index % 2 === 0 ? copyA : copyB;
      await scheduler.schedule('order-expiry', { key }, { key, runAt: new Date(clock.now().getTime() + minute) });
    }

    clock.advance(minute);
    const [ranOnA, ranOnB] = await Promise.all([copyA.runDue(), copyB.runDue()]);
    expect(ranOnA + ranOnB).toBe(keys.length);
    expect(runs.map((run) => run.context.key).sort()).toEqual([...keys].sort());
  });

  it('retries a failing job after its back-off and gives up after maxAttempts, logging it', async () => {
    const logged = { warn: vi.fn(), error: vi.fn() };
    const scheduler = await store.openCopy({
      clock,
      retry: { maxAttempts: 2, backoffMs: 100 },
      logger: { info: () => {}, ...logged },
    });
    const attempts: number[] = [];
    scheduler.register('flaky', async (_payload, context) => {
      attempts.push(context.attempt);
      throw new Error('payment provider unreachable');
    });
    await scheduler.start();
    await scheduler.schedule('flaky', {}, { key: 'flaky:1', runAt: new Date(clock.now().getTime() + minute) });

    clock.advance(minute);
    expect(await scheduler.runDue()).toBe(1);
    expect(attempts).toEqual([1]);
    // In-process the retry waits for the clock; BullMQ waits out its back-off in real time.
    clock.advance(1000);
    await vi.waitFor(
      async () => {
        await scheduler.runDue();
        expect(logged.error).toHaveBeenCalledWith(
          expect.objectContaining({ key: 'flaky:1', attempt: 2 }),
          expect.stringContaining('giving up'),
        );
      },
      { timeout: 5000, interval: 50 },
    );
    expect(attempts).toEqual([1, 2]);
    expect(logged.warn).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'flaky:1', attempt: 1 }),
      expect.any(String),
    );
    clock.advance(60 * minute);
    expect(await scheduler.runDue()).toBe(0);
  });

  it('fires a job by itself on the real clock', async () => {
    const scheduler = await store.openCopy({ clock: systemClock });
    const fired: Date[] = [];
    scheduler.register('reminder', async () => {
      fired.push(new Date());
    });
    await scheduler.start();
    const runAt = new Date(Date.now() + 200);
    await scheduler.schedule('reminder', {}, { key: 'reminder:1', runAt });

    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 3000, interval: 20 });
    expect(fired[0]!.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
  });
}

describe('in-process scheduler on SQLite', () => {
  defineSchedulerSuite(sqliteStore);
});

const mysqlUrl = process.env.TEST_MYSQL_URL;
describe.runIf(mysqlUrl)('in-process scheduler on MySQL/MariaDB', () => {
  defineSchedulerSuite(() => mysqlStore(mysqlUrl as string));
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('BullMQ scheduler on Redis', () => {
  defineSchedulerSuite(async () => redisStore(redisUrl as string));
});
