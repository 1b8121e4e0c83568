import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { User } from '../src/modules/identity/identity.entities.js';
import { MessageKind } from '../src/modules/messages/messages.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const registerMutation = `mutation Register($input: RegisterInput!) {
  register(input: $input) { token viewer { id } userErrors { code message } }
}`;
const passwordLoginMutation = `mutation Login($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token userErrors { code } }
}`;
const countsQuery = '{ unreadMessageCounts { all system platform other } }';
const listQuery = `query List($filter: MessageFilter, $first: Int, $after: String) {
  myMessages(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id kind title body link readAt } }
  }
}`;
const markReadMutation = `mutation Read($input: MarkMessageReadInput!) {
  markMessageRead(input: $input) { message { id readAt } userErrors { code } }
}`;
const markAllReadMutation = `mutation ReadAll($input: MarkAllMessagesReadInput) {
  markAllMessagesRead(input: $input) { markedCount userErrors { code } }
}`;
const deleteMutation = `mutation Delete($input: DeleteMessageInput!) {
  deleteMessage(input: $input) { deletedMessageId userErrors { code } }
}`;
const sendPlatformMutation = `mutation Send($input: SendPlatformMessageInput!) {
  sendPlatformMessage(input: $input) { recipientCount userErrors { code message field } }
}`;
const countsSubscription = 'subscription { unreadMessageCountsChanged { all system platform other } }';

interface Counts {
  all: number;
  system: number;
  platform: number;
  other: number;
}

const minute = 60_000;
const asUser = (token: string, extra: Record<string, string> = {}) => ({ 'user-token': token, ...extra });

/** Sign-ups and logins against one server; the clock moves past each resend wait. */
function accounts(server: () => TestServer, clock: ManualClock) {
  let counter = 0;
  async function codeFor(recipient: string): Promise<string> {
    const outbox = (await (await server().request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const code = outbox
      .find((message) => message.recipient === recipient && /\b\d{6}\b/.test(message.body))
      ?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }
  return {
    async signUp(): Promise<{ token: string; id: string }> {
      clock.advance(2 * minute);
      const email = `reader${++counter}-${Date.now()}@example.com`;
      await server().graphql(
        'mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { userErrors { code } } }',
        { input: { address: email } },
      );
      const input = { address: email, code: await codeFor(email), password: 'Secret123', agreementAccepted: true };
      const payload = (await server().graphql(registerMutation, { input })).data.register;
      expect(payload.userErrors).toEqual([]);
      return { token: payload.token, id: payload.viewer.id };
    },
    async logIn(account: string, password: string): Promise<string> {
      const input = { account, password, agreementAccepted: true };
      const payload = (await server().graphql(passwordLoginMutation, { input })).data.loginWithPassword;
      expect(payload.userErrors).toEqual([]);
      return payload.token;
    },
  };
}

function socketClient(server: TestServer, connectionParams: Record<string, string>): Client {
  return createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
}

/** The counts a subscription delivers, queued as they arrive; `next()` takes the oldest or waits for one. */
function watchCounts(client: Client) {
  const arrived: Counts[] = [];
  let wake: (() => void) | undefined;
  const iterator = client.iterate<{ unreadMessageCountsChanged: Counts }>({ query: countsSubscription });
  const pump = (async () => {
    for await (const result of iterator) {
      expect(result.errors).toBeUndefined();
      arrived.push(result.data!.unreadMessageCountsChanged);
      wake?.();
    }
  })();
  async function within(ms: number): Promise<Counts | undefined> {
    const deadline = Date.now() + ms;
    while (arrived.length === 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
    }
    return arrived.shift();
  }
  return {
    within,
    async next(): Promise<Counts> {
      const counts = await within(10_000);
      if (!counts) throw new Error('no unread counts arrived within 10 s');
      return counts;
    },
    stop: async () => {
      await iterator.return?.();
      await pump;
    },
  };
}

describe.each(databaseKinds)('the message center on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  const users = accounts(() => server, clock);
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
    adminToken = await users.logIn('admin@circuitmart.test', 'Admin123');
  });
  afterAll(() => server.close());

  const sendPlatform = (input: object, token = adminToken) =>
    server.graphql(sendPlatformMutation, { input }, asUser(token)).then((result) => result.data.sendPlatformMessage);

  it('welcomes a new account with a system message in the reader language', async () => {
    const reader = await users.signUp();
    expect((await server.graphql(countsQuery, {}, asUser(reader.token))).data.unreadMessageCounts).toEqual({
      all: 1,
      system: 1,
      platform: 0,
      other: 0,
    });
    const inEnglish = (await server.graphql(listQuery, {}, asUser(reader.token))).data.myMessages;
    expect(inEnglish.totalCount).toBe(1);
    expect(inEnglish.edges[0].node).toMatchObject({ kind: 'SYSTEM', title: 'Welcome to CircuitMart', readAt: null });
    const inChinese = (await server.graphql(listQuery, {}, asUser(reader.token, { lang: 'zh-CN' }))).data.myMessages;
    expect(inChinese.edges[0].node.title).toBe('欢迎来到 CircuitMart');
  });

  it('lists, filters, pages, reads, reads all and deletes, keeping the counts right', async () => {
    const reader = await users.signUp();
    for (const title of ['First', 'Second', 'Third']) {
      expect(
        await sendPlatform({ userId: reader.id, title, body: `<b>${title}</b> body`, link: '/user/order' }),
      ).toEqual({ recipientCount: 1, userErrors: [] });
    }
    const list = (filter: object, first?: number, after?: string) =>
      server
        .graphql(listQuery, { filter, first, after }, asUser(reader.token))
        .then((result) => result.data.myMessages);

    const platform = await list({ kind: 'PLATFORM' }, 2);
    expect(platform.totalCount).toBe(3);
    expect(platform.edges.map((edge: any) => edge.node.title)).toEqual(['Third', 'Second']);
    // Staff text is stored as written; escaping is the client's job.
    expect(platform.edges[0].node).toMatchObject({ body: '<b>Third</b> body', link: '/user/order' });
    const rest = await list({ kind: 'PLATFORM' }, 2, platform.pageInfo.endCursor);
    expect(rest.edges.map((edge: any) => edge.node.title)).toEqual(['First']);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const third = platform.edges[0].node.id;
    const read = (await server.graphql(markReadMutation, { input: { id: third } }, asUser(reader.token))).data;
    expect(read.markMessageRead.message.readAt).not.toBeNull();
    expect((await list({ read: true })).edges.map((edge: any) => edge.node.id)).toEqual([third]);
    expect((await list({ read: false })).totalCount).toBe(3);

    const readPlatform = await server.graphql(
      markAllReadMutation,
      { input: { kind: 'PLATFORM' } },
      asUser(reader.token),
    );
    expect(readPlatform.data.markAllMessagesRead).toEqual({ markedCount: 2, userErrors: [] });
    const counts = await server.graphql(countsQuery, {}, asUser(reader.token));
    expect(counts.data.unreadMessageCounts).toEqual({ all: 1, system: 1, platform: 0, other: 0 });

    const deleted = await server.graphql(deleteMutation, { input: { id: third } }, asUser(reader.token));
    expect(deleted.data.deleteMessage).toEqual({ deletedMessageId: third, userErrors: [] });
    expect((await list({})).totalCount).toBe(3);
    const again = await server.graphql(deleteMutation, { input: { id: third } }, asUser(reader.token));
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const all = await server.graphql(markAllReadMutation, {}, asUser(reader.token));
    expect(all.data.markAllMessagesRead.markedCount).toBe(1);
    expect((await server.graphql(countsQuery, {}, asUser(reader.token))).data.unreadMessageCounts.all).toBe(0);
  });

  it("answers NOT_FOUND for another user's message and shows nobody else's", async () => {
    const owner = await users.signUp();
    const stranger = await users.signUp();
    const ownerMessage = (await server.graphql(listQuery, {}, asUser(owner.token))).data.myMessages.edges[0].node.id;
    for (const mutation of [markReadMutation, deleteMutation]) {
      const result = await server.graphql(mutation, { input: { id: ownerMessage } }, asUser(stranger.token));
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const strangerList = (await server.graphql(listQuery, {}, asUser(stranger.token))).data.myMessages;
    expect(strangerList.edges.map((edge: any) => edge.node.id)).not.toContain(ownerMessage);
    const ownerCounts = await server.graphql(countsQuery, {}, asUser(owner.token));
    expect(ownerCounts.data.unreadMessageCounts.all).toBe(1);
    const anonymous = await server.graphql(countsQuery);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only support and admin staff send platform messages, checking the text', async () => {
    const buyer = await users.signUp();
    const supportToken = await users.logIn('support', 'Support123');
    const salesToken = await users.logIn('sales', 'Sales123');
    const byBuyer = await server.graphql(
      sendPlatformMutation,
      { input: { userId: buyer.id, title: 'Hi', body: 'x' } },
      asUser(buyer.token),
    );
    expect(byBuyer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bySales = await server.graphql(
      sendPlatformMutation,
      { input: { userId: buyer.id, title: 'Hi', body: 'x' } },
      asUser(salesToken),
    );
    expect(bySales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await sendPlatform({ userId: buyer.id, title: 'Hi', body: 'x' }, supportToken)).toEqual({
      recipientCount: 1,
      userErrors: [],
    });
    const empty = await sendPlatform({ userId: buyer.id, title: '  ', body: 'x' });
    expect(empty.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'The value of title is not valid', field: ['input', 'title'] },
    ]);
    const offsite = await sendPlatform({ userId: buyer.id, title: 'Hi', body: 'x', link: 'https://evil.example' });
    expect(offsite.userErrors[0].field).toEqual(['input', 'link']);
  });

  it('broadcasts a platform message to every user, each with its own unread message', async () => {
    const first = await users.signUp();
    const second = await users.signUp();
    const platformCount = async (token: string) =>
      (await server.graphql('{ unreadMessageCounts { platform } }', {}, asUser(token))).data.unreadMessageCounts
        .platform as number;
    const before = await Promise.all([first, second].map((user) => platformCount(user.token)));
    const sent = await sendPlatform({ title: 'Maintenance tonight', body: 'The shop pauses at 02:00.' });
    expect(sent.userErrors).toEqual([]);
    const userCount = await server.app.orm.em.fork().count(User, {});
    expect(sent.recipientCount).toBe(userCount);
    expect(await Promise.all([first, second].map((user) => platformCount(user.token)))).toEqual(
      before.map((count) => count + 1),
    );
    const listed = await server.graphql(listQuery, { first: 5 }, asUser(second.token));
    expect(listed.data.myMessages.edges[0].node).toMatchObject({
      title: 'Maintenance tonight',
      body: 'The shop pauses at 02:00.',
    });
  });

  it('sends a platform message to chosen users only, live to their subscriptions, checking the list', async () => {
    const [chosen, alsoChosen, left] = [await users.signUp(), await users.signUp(), await users.signUp()];
    const clients = [chosen, alsoChosen, left].map((user) => socketClient(server, { 'user-token': user.token }));
    const watched = clients.map((client) => watchCounts(client));
    try {
      for (const counts of watched) expect(await counts.next()).toMatchObject({ platform: 0 });
      // A repeated id still means one message.
      const sent = await sendPlatform({
        userIds: [chosen.id, alsoChosen.id, chosen.id],
        title: 'Your quote is ready',
        body: 'See the message center.',
      });
      expect(sent).toEqual({ recipientCount: 2, userErrors: [] });
      expect(await watched[0]!.next()).toMatchObject({ platform: 1 });
      expect(await watched[1]!.next()).toMatchObject({ platform: 1 });
      expect(await watched[2]!.within(300)).toBeUndefined();
      const platformCount = async (token: string) =>
        (await server.graphql('{ unreadMessageCounts { platform } }', {}, asUser(token))).data.unreadMessageCounts
          .platform as number;
      expect(await platformCount(left.token)).toBe(0);
    } finally {
      await Promise.all(watched.map((counts) => counts.stop()));
      await Promise.all(clients.map((client) => client.dispose()));
    }

    const message = { title: 'Hi', body: 'x' };
    expect((await sendPlatform({ ...message, userIds: [] })).userErrors).toEqual([
      {
        code: 'MESSAGE_RECIPIENTS_INVALID',
        message: 'Choose one user, or a list of 1 to 5000 users',
        field: ['input', 'userIds'],
      },
    ]);
    const tooMany = Array.from({ length: 5001 }, (_, index) => String(index + 1));
    expect((await sendPlatform({ ...message, userIds: tooMany })).userErrors[0].code).toBe(
      'MESSAGE_RECIPIENTS_INVALID',
    );
    const both = await sendPlatform({ ...message, userId: chosen.id, userIds: [alsoChosen.id] });
    expect(both.userErrors[0].code).toBe('MESSAGE_RECIPIENTS_INVALID');
    const unknown = await server.graphql(
      sendPlatformMutation,
      { input: { ...message, userIds: [chosen.id, '99999999'] } },
      asUser(adminToken, { lang: 'es-ES' }),
    );
    expect(unknown.data.sendPlatformMessage.userErrors).toEqual([
      {
        code: 'MESSAGE_RECIPIENT_UNKNOWN',
        message: 'No existe ningún usuario con el id 99999999',
        field: ['input', 'userIds', '1'],
      },
    ]);
  });

  it('serves the unread count in data.all and the list, read, read-all and delete through the façade', async () => {
    const reader = await users.signUp();
    const rest = async (path: string, body: object = {}, token: string | null = reader.token) => {
      const response = await server.request('POST', `/api${path}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(token && { 'user-token': token }) },
      });
      return (await response.json()) as { code: number; msg: string; data: any };
    };
    expect((await rest('/message/unreadCount', {}, null)).code).toBe(-202);
    expect(await rest('/message/unreadCount')).toMatchObject({
      code: 1,
      data: { all: 1, system: 1, platform: 0, other: 0 },
    });
    const list = await rest('/message/list', { kind: MessageKind.SYSTEM });
    expect(list.data).toMatchObject({ totalCount: 1, hasNextPage: false });
    const id = list.data.items[0].id;
    expect((await rest('/message/read', { id })).data.readAt).toMatch(/^\d{4}-/);
    expect((await rest('/message/unreadCount')).data.all).toBe(0);
    expect((await rest('/message/readAll')).data).toEqual({ count: 0 });
    expect((await rest('/message/delete', { id })).code).toBe(1);
    expect((await rest('/message/delete', { id })).code).toBe(-404);
    expect((await rest('/message/list')).data.totalCount).toBe(0);
  });

  it('pushes only the subscriber’s own counts, after the notifying transaction commits', async () => {
    const reader = await users.signUp();
    const other = await users.signUp();
    const client = socketClient(server, { 'user-token': reader.token });
    const counts = watchCounts(client);
    try {
      expect(await counts.next()).toEqual({ all: 1, system: 1, platform: 0, other: 0 });

      // Someone else's message never reaches this subscriber.
      await sendPlatform({ userId: other.id, title: 'Not yours', body: 'x' });
      expect(await counts.within(300)).toBeUndefined();

      // Another module notifies inside its transaction: nothing before commit, nothing after a rollback.
      const { notifications } = server.app.services;
      await expect(
        server.app.orm.em.fork().transactional(async (em) => {
          await notifications.notify(em, Number(reader.id), { kind: 'other', title: 'Rolled back', body: 'x' });
          throw new Error('the order failed');
        }),
      ).rejects.toThrow('the order failed');
      expect(await counts.within(300)).toBeUndefined();

      await server.app.orm.em.fork().transactional(async (em) => {
        await notifications.notify(em, Number(reader.id), { kind: 'other', title: 'Shipped', body: 'On its way' });
        expect(await counts.within(300)).toBeUndefined();
      });
      expect(await counts.next()).toEqual({ all: 2, system: 1, platform: 0, other: 1 });

      await server.graphql(markAllReadMutation, {}, asUser(reader.token));
      expect(await counts.next()).toEqual({ all: 0, system: 0, platform: 0, other: 0 });
    } finally {
      await counts.stop();
      await client.dispose();
    }
  });

  it('refuses an anonymous subscription', async () => {
    const client = socketClient(server, { lang: 'es-ES' });
    try {
      const result = await client.iterate({ query: countsSubscription }).next();
      expect(result.value.data).toBeUndefined();
      expect(result.value.errors[0]).toMatchObject({
        message: 'Su sesión ha caducado, inicie sesión de nuevo',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    } finally {
      await client.dispose();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL).each(databaseKinds)(
  'unread counts across server copies on %s',
  (database) => {
    let copyA: TestServer;
    let copyB: TestServer;
    const clock = new ManualClock();
    const users = accounts(() => copyA, clock);
    beforeAll(async () => {
      copyA = await startTestServer({ database, clock, parts: 20, redis: true });
      copyB = await startTestServer({ database, clock, redis: true, databaseUrl: copyA.databaseUrl });
    });
    afterAll(async () => {
      await copyB.close();
      await copyA.close();
    });

    it('reaches a subscriber on copy B when copy A notifies', async () => {
      const reader = await users.signUp();
      const adminToken = await users.logIn('admin@circuitmart.test', 'Admin123');
      const client = socketClient(copyB, { 'user-token': reader.token });
      const counts = watchCounts(client);
      try {
        expect((await counts.next()).all).toBe(1);
        // Redis confirms SUBSCRIBE on its own time; a broadcast sent before that would be missed.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const broadcast = await copyA.graphql(
          sendPlatformMutation,
          { input: { title: 'Maintenance tonight', body: 'The shop pauses at 02:00.' } },
          asUser(adminToken),
        );
        expect(broadcast.data.sendPlatformMessage.userErrors).toEqual([]);
        expect(await counts.next()).toEqual({ all: 2, system: 1, platform: 1, other: 0 });
      } finally {
        await counts.stop();
        await client.dispose();
      }
    });
  },
);
