import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { entities } from '../src/entities.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase, startTestServer } from './harness.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

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

  it('drains HTTP and WebSocket connections on SIGTERM and exits cleanly', async () => {
    const { url: databaseUrl, drop } = await freshDatabase('sqlite');
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = startProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_PARTS: '100',
      LOG_LEVEL: 'info',
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(200);
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
      });
      const subscription = client.iterate({ query: 'subscription { serverTime }' });
      await subscription.next();
      const closed = new Promise<void>((resolve) => client.on('closed', () => resolve()));
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      // "stopped" is logged only after HTTP, WebSocket, jobs, pub/sub and the database have closed.
      expect(stdout).toContain('"msg":"stopped"');
      await closed;
      await client.dispose();
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await drop();
    }
  });
});
