import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds)('GraphQL over WebSocket on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, redis: true });
  });
  afterAll(() => server.close());

  it('streams the server time on the same port and path as /graphql', async () => {
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { lang: 'ru' },
    });
    const times: string[] = [];
    try {
      const subscription = client.iterate<{ serverTime: string }>({ query: 'subscription { serverTime }' });
      for await (const result of subscription) {
        expect(result.errors).toBeUndefined();
        times.push(result.data!.serverTime);
        if (times.length === 2) break;
      }
    } finally {
      await client.dispose();
    }
    expect(times).toHaveLength(2);
    expect(Date.parse(times[1]!)).toBeGreaterThan(Date.parse(times[0]!));
  });

  it('answers queries over the socket with the language of connection_init', async () => {
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { lang: 'zh-CN', 'user-token': 'forged' },
    });
    try {
      const result = await client.iterate({ query: '{ me { id } }' }).next();
      expect(result.value.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(result.value.errors[0].message).toBe('登录已过期，请重新登录');
    } finally {
      await client.dispose();
    }
  });
});
