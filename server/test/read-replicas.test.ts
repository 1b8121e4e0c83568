import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { canStartMariaDb, startReplicaPair, type ReplicaPair } from './mariadb-replica-pair.js';

/** A read replica needs MySQL/MariaDB; the suite runs it where it runs the MariaDB tests and can start servers. */
describe.runIf(process.env.TEST_MYSQL_URL && canStartMariaDb)('catalog reads from a read replica', () => {
  let pair: ReplicaPair;
  let server: TestServer;
  beforeAll(async () => {
    pair = await startReplicaPair();
    server = await startTestServer({
      database: 'mysql',
      databaseUrl: pair.primaryUrl,
      parts: 20,
      settings: { DATABASE_REPLICA_URLS: pair.replicaUrl, REPLICA_READ_YOUR_WRITES_SECONDS: '30' },
    });
    await pair.caughtUp();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await pair?.stop();
  });

  const detail = async (id: string, headers: Record<string, string> = {}) => {
    const response = await server.request('GET', `/api/goods/detail?id=${id}`, { headers });
    return ((await response.json()) as { data: { stock: number } }).data;
  };

  it("answers catalog reads from the replica, and a sender's reads after a write from the primary", async () => {
    const listed = await server.request('GET', '/api/goods/list?first=1');
    const id = String(((await listed.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id);
    const before = (await detail(id)).stock;

    await pair.pauseReplication();
    const primary = await mysql.createConnection(pair.primaryUrl);
    try {
      await primary.query('UPDATE product SET stock = stock + 1234 WHERE id = ?', [Number(id)]);
    } finally {
      await primary.end();
    }
    // The replica has not applied the change: an anonymous read comes from it.
    expect((await detail(id)).stock).toBe(before);

    // A request that may write (any POST) reads the primary and marks its sender to read the primary for a while.
    const posted = await server.request('POST', '/graphql', {
      body: JSON.stringify({ query: `query Stock($id: ID!) { product(id: $id) { stock } }`, variables: { id } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(((await posted.json()) as { data: { product: { stock: number } } }).data.product.stock).toBe(before + 1234);
    const cookie = /cm_read_primary_until=\d+/.exec(posted.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    expect((await detail(id, { cookie: cookie! })).stock).toBe(before + 1234);
    expect((await detail(id)).stock).toBe(before);

    await pair.resumeReplication();
    await pair.caughtUp();
    expect((await detail(id)).stock).toBe(before + 1234);
  });
});
