import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds)('health probes on %s', (database) => {
  let server: TestServer;
  const withRedis = Boolean(process.env.TEST_REDIS_URL);
  beforeAll(async () => {
    server = await startTestServer({ database, redis: true, parts: 60 });
  });
  afterAll(() => server.close());

  it('says it is alive on /healthz', async () => {
    const response = await server.request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready on /readyz when the database (and Redis) answer', async () => {
    const response = await server.request('GET', '/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: true, ...(withRedis && { redis: true }) },
    });
  });

  it('tags every answer with a request id, keeping one the caller sent', async () => {
    const sent = await server.request('GET', '/healthz', { headers: { 'x-request-id': 'trace-42' } });
    expect(sent.headers.get('x-request-id')).toBe('trace-42');
    const fresh = await server.request('GET', '/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
