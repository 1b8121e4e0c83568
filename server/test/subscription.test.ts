import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** graphql-ws's Unauthorized close code. */
const UNAUTHORIZED = 4401;

describe.each(databaseKinds)('GraphQL over WebSocket on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, redis: true });
  });
  const socketClient = (connectionParams: Record<string, string>, on = server) =>
    createClient({
      url: on.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
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
    const client = socketClient({ lang: 'zh-CN' });
    try {
      const result = await client.iterate({ query: '{ me { id } }' }).next();
      expect(result.value.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(result.value.errors[0].message).toBe('登录已过期，请重新登录');
    } finally {
      await client.dispose();
    }
  });

  it('closes the socket with Unauthorized for a token that is unknown, or revoked while the socket is open', async () => {
    const forged = socketClient({ 'user-token': 'forged' });
    try {
      await expect(forged.iterate({ query: '{ me { id } }' }).next()).rejects.toMatchObject({ code: UNAUTHORIZED });
    } finally {
      await forged.dispose();
    }

    // Signing up needs a clock the test can move past the code-resend wait.
    const clock = new ManualClock();
    const accounts = await startTestServer({ database, clock, parts: 10 });
    const token = await signUp(accounts, clock, 'socket-owner@example.com');
    const client = socketClient({ 'user-token': token }, accounts);
    try {
      const first = await client.iterate<{ me: { id: string } }>({ query: '{ me { id } }' }).next();
      expect(first.value.data.me.id).toBeTruthy();
      expect((await restCall(accounts, '/user/logout', {}, asUser(token))).code).toBe(1);
      await expect(client.iterate({ query: '{ me { id } }' }).next()).rejects.toMatchObject({ code: UNAUTHORIZED });
    } finally {
      await client.dispose();
      await accounts.close();
    }
  });
});
