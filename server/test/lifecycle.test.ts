import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { entities } from '../src/entities.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { planHeap } from '../src/startup/heap-size.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase, startTestServer } from './harness.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Whether a fresh TCP connection to the port is refused (rather than accepted). */
const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('configuration', () => {
  it('stops on a wrong setting with one line that names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid setting PORT="eighty": .+$/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });

  it('defaults to SQLite at data/shop.sqlite and port 4000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/[/\\]data[/\\]shop\.sqlite$/) });
    expect(loadConfig({ DATABASE_URL: 'mysql://root@db:3306/shop' }).database.kind).toBe('mysql');
  });
});

describe('heap plan', () => {
  const GiB = 2 ** 30;
  it('gives each copy a quarter of its share of memory, between 192 and 256 MiB of old space, unless told', () => {
    const plan = (limitMiB: number | undefined, copies: number, memory: number) =>
      planHeap({ limitMiB, copies }, memory);
    expect(plan(undefined, 1, 24 * GiB)).toMatchObject({ oldSpaceMiB: 256, semiSpaceMiB: 16 });
    expect(plan(undefined, 1, 0.5 * GiB)).toMatchObject({ oldSpaceMiB: 192, semiSpaceMiB: 16 });
    expect(plan(undefined, 8, 2 * GiB)).toMatchObject({ oldSpaceMiB: 192, semiSpaceMiB: 16 });
    expect(plan(1024, 8, 2 * GiB)).toMatchObject({ oldSpaceMiB: 1024, semiSpaceMiB: 16 });
    expect(plan(128, 1, 24 * GiB)).toMatchObject({ oldSpaceMiB: 128, semiSpaceMiB: 8 });
    expect(loadConfig({ HEAP_LIMIT_MIB: '512', SERVER_COPIES: '4' }).heap).toEqual({ limitMiB: 512, copies: 4 });
    expect(() => loadConfig({ HEAP_LIMIT_MIB: '32' })).toThrow(/HEAP_LIMIT_MIB/);
  });
});

describe.each(databaseKinds)('database lifecycle on %s', (database) => {
  it('has migrations that build exactly the schema the entities describe', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    try {
      expect((await migrate(orm)).length).toBeGreaterThan(0);
      expect(await hasUnmigratedChanges(orm)).toBe(false);
    } finally {
      await orm.close();
      await drop();
    }
  });

  it('starts twice on the same database without migrating or seeding again', async () => {
    const first = await startTestServer({ database });
    const databaseUrl = first.databaseUrl;
    const countParts = async (server: typeof first) =>
      (await server.graphql('{ products(first: 1) { totalCount } }')).data.products.totalCount;
    const before = await countParts(first);
    await first.app.close();
    const second = await startTestServer({ database, databaseUrl });
    try {
      expect(await countParts(second)).toBe(before);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});

describe('process', () => {
  const startProcess = (env: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('exits with one clear line when a setting is wrong', async () => {
    const child = startProcess({ PORT: 'eighty' });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid setting PORT="eighty"/)]);
  });

  const heapLineOf = (stdout: string) =>
    JSON.parse(stdout.split('\n').find((line) => line.includes('"msg":"heap"'))!) as {
      heapLimitMiB: number;
      plan: { oldSpaceMiB: number; semiSpaceMiB: number; copies: number } | string;
    };

  /** The server process on a fresh SQLite database with 100 demo parts, its log so far, and its end. */
  const serveOnFreshDatabase = async (env: Record<string, string>) => {
    const { url: databaseUrl, drop } = await freshDatabase('sqlite');
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = startProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_PARTS: '100',
      LOG_LEVEL: 'info',
      ...env,
    });
    const log = { stdout: '' };
    child.stdout.on('data', (chunk) => (log.stdout += chunk));
    const exited = once(child, 'exit');
    const cleanUp = async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await drop();
    };
    return { port, child, log, exited, cleanUp };
  };

  it('keeps a heap size chosen by hand in NODE_OPTIONS', async () => {
    const { child, log, exited, cleanUp } = await serveOnFreshDatabase({ NODE_OPTIONS: '--max-old-space-size=300' });
    try {
      await expect.poll(() => log.stdout, { timeout: 80_000, interval: 250 }).toContain('"msg":"heap"');
      expect(heapLineOf(log.stdout).plan).toBe('chosen by hand');
      expect(heapLineOf(log.stdout).heapLimitMiB).toBeGreaterThanOrEqual(300);
      child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    } finally {
      await cleanUp();
    }
  }, 90_000);

  it('on SIGTERM stops accepting, finishes the request under way, closes sockets as going away, and exits 0', async () => {
    const { port, child, log, exited, cleanUp } = await serveOnFreshDatabase({ SERVER_COPIES: '200' });
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(200);
      // Restarted in place with a heap for one of 200 copies on this host (the floor, on any machine here): the
      // pid the test holds is still the server's, as a supervisor's would be.
      expect(heapLineOf(log.stdout)).toMatchObject({ plan: { oldSpaceMiB: 192, semiSpaceMiB: 16, copies: 200 } });
      expect(heapLineOf(log.stdout).heapLimitMiB).toBeLessThanOrEqual(192 + 3 * 16);
      const closeCodes: number[] = [];
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
      });
      const subscription = client.iterate({ query: 'subscription { serverTime }' });
      await subscription.next();

      // A request under way: its headers are in (the server said "100 Continue"), its body still to come.
      const body = JSON.stringify({ query: '{ products(first: 2) { edges { node { id } } } }' });
      const inFlight = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        inFlight.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        inFlight.on('error', reject);
      });
      await once(inFlight, 'continue');

      child.kill('SIGTERM');
      await expect.poll(() => log.stdout, { timeout: 10_000 }).toContain('shutting down');
      // No new connection is taken while the one under way is finished...
      await expect.poll(() => connectionRefused(port), { timeout: 10_000 }).toBe(true);
      inFlight.end(body);
      const answer = await answered;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text).data.products.edges).toHaveLength(2);
      // ...the socket is closed as "going away", which graphql-ws clients retry (elsewhere, or once restarted)...
      await expect.poll(() => closeCodes, { timeout: 10_000 }).toEqual([1001]);
      await client.dispose();
      // ...and the process ends cleanly, "stopped" logged only after HTTP, WebSocket, jobs, pub/sub and the database.
      const [code] = await exited;
      expect(code).toBe(0);
      expect(log.stdout).toContain('"msg":"stopped"');
    } finally {
      await cleanUp();
    }
  }, 90_000);
});
