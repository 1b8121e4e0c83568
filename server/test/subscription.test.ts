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

  it('closes the open sockets of revoked sessions at once, also on another server copy sharing Redis', async () => {
    // With TEST_REDIS_URL two copies share the database and Redis: sockets live on one, revocations come
    // through the other. Without it, both roles are one copy and the in-process pub/sub carries the revocation.
    const clock = new ManualClock();
    const socketsCopy = await startTestServer({ database, clock, parts: 10, redis: true });
    const requestsCopy = process.env.TEST_REDIS_URL
      ? await startTestServer({ database, clock, redis: true, databaseUrl: socketsCopy.databaseUrl })
      : socketsCopy;
    const login = async () =>
      (
        await requestsCopy.graphql(
          'mutation SocketLogin($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
          { input: { account: 'revoked-socket@example.com', password: 'Secret123', agreementAccepted: true } },
        )
      ).data.loginWithPassword.token as string;
    /** A socket subscribed to its unread counts; answers the close code once the socket closes. */
    const openSocket = async (token: string) => {
      const client = socketClient({ 'user-token': token }, socketsCopy);
      const closed = new Promise<number>((resolve) =>
        client.on('closed', (event) => resolve((event as { code: number }).code)),
      );
      const counts = client.iterate({ query: 'subscription { unreadMessageCountsChanged { all } }' });
      // The first answer (the current counts: the welcome message) shows the subscription is live.
      expect((await counts.next()).value).toMatchObject({ data: { unreadMessageCountsChanged: { all: 1 } } });
      return { client, closed, counts };
    };
    // Checked after another socket closed for the same revocation, so the revocation has been handled.
    const stillOpen = async (socket: { client: ReturnType<typeof socketClient> }) =>
      (await socket.client.iterate<{ me: { email: string } }>({ query: '{ me { email } }' }).next()).value?.data?.me
        ?.email;
    const sockets: { client: ReturnType<typeof socketClient> }[] = [];
    try {
      const phone = await signUp(requestsCopy, clock, 'revoked-socket@example.com');
      const laptop = await login();
      const tablet = await login();
      const [phoneSocket, laptopSocket, tabletSocket] = await Promise.all([phone, laptop, tablet].map(openSocket));
      sockets.push(phoneSocket!, laptopSocket!, tabletSocket!);

      // Logout: only that session's socket closes, without subscribing again.
      expect((await restCall(requestsCopy, '/user/logout', {}, asUser(laptop))).code).toBe(1);
      expect(await laptopSocket!.closed).toBe(UNAUTHORIZED);
      expect(await stillOpen(phoneSocket!)).toBe('revoked-socket@example.com');

      // A password change logs out the other devices: the tablet's socket closes, the phone's stays.
      const changed = await requestsCopy.graphql(
        'mutation SocketPassword($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { code } } }',
        { input: { currentPassword: 'Secret123', newPassword: 'Secret456' } },
        asUser(phone),
      );
      expect(changed.data.changePassword.userErrors).toEqual([]);
      expect(await tabletSocket!.closed).toBe(UNAUTHORIZED);
      expect(await stillOpen(phoneSocket!)).toBe('revoked-socket@example.com');

      // Logging out the other devices from a new session closes the phone's socket too.
      const desktop = (
        await requestsCopy.graphql(
          'mutation SocketLogin2($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
          { input: { account: 'revoked-socket@example.com', password: 'Secret456', agreementAccepted: true } },
        )
      ).data.loginWithPassword.token as string;
      const desktopSocket = await openSocket(desktop);
      sockets.push(desktopSocket);
      const revoked = await requestsCopy.graphql(
        'mutation { revokeOtherSessions { revokedCount } }',
        {},
        asUser(desktop),
      );
      expect(revoked.data.revokeOtherSessions.revokedCount).toBe(1);
      expect(await phoneSocket!.closed).toBe(UNAUTHORIZED);
      expect(await stillOpen(desktopSocket)).toBe('revoked-socket@example.com');
    } finally {
      await Promise.all(sockets.map((socket) => socket.client.dispose()));
      if (requestsCopy !== socketsCopy) await requestsCopy.close();
      await socketsCopy.close();
    }
  });
});
