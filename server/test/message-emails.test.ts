import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/identity.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';
import { socketClient, watch } from './subscription-steps.js';

const pushedSubscription = 'subscription { messagePushed { title } }';
const updatePreferencesMutation = `mutation Prefs($input: UpdatePreferencesInput!) {
  updatePreferences(input: $input) { userErrors { code } }
}`;

interface OutboxEmail {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
}

const minute = 60_000;
/** CHAT_EMAIL_INTERVAL_SECONDS by default. */
const chatInterval = 15 * minute;

/** Subscriptions start listening asynchronously; give the bus a moment before publishing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** One message of each kind, with the English title it is pushed and e-mailed under. */
const messageOfKind = {
  notifySystemMessages: { content: { kind: 'system', templateKey: 'welcome' }, title: 'Welcome to CircuitMart' },
  notifyPlatformMessages: {
    content: { kind: 'platform', title: 'Price drop', body: 'Your saved parts are cheaper.' },
    title: 'Price drop',
  },
  notifyOrderUpdates: {
    content: { kind: 'system', templateKey: 'orderShipped', params: { number: 'CM-1' } },
    title: 'Order shipped',
  },
  notifyChatMessages: {
    content: { kind: 'other', templateKey: 'chatReplied', params: { agent: 'Ann', text: 'Hello' } },
    title: 'Customer service replied',
  },
  notifyActivityReminders: {
    content: { kind: 'platform', templateKey: 'couponReceived', params: { name: 'New customer' } },
    title: 'You received a coupon',
  },
} as const;
type Toggle = keyof typeof messageOfKind;
const toggles = Object.keys(messageOfKind) as Toggle[];

describe.each(databaseKinds)('messages by e-mail on %s', (database) => {
  let server: TestServer;
  // E-mail links point at PUBLIC_URL, else localhost and the configured port (0 in tests): only the paths are checked.
  // Well after the test users' sessions were last seen (the real now), 30 s into an interval of chat e-mails.
  const start = Math.ceil((Date.now() + 60 * minute) / chatInterval) * chatInterval + 30_000;
  const clock = new ManualClock(new Date(start));
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
  });
  afterAll(() => server.close());

  const gql = (query: string, variables: Record<string, unknown>, user: TestUser) =>
    server.graphql(query, variables, user.headers);
  const emailOf = async (user: TestUser) =>
    (await server.app.orm.em.fork().findOneOrFail(User, { id: user.id }, { fields: ['email'] })).email!;
  const emailsTo = async (address: string) =>
    ((await (await server.request('GET', '/dev/outbox.json')).json()) as OutboxEmail[]).filter(
      (email) => email.channel === 'email' && email.recipient === address,
    );
  const notify = (user: TestUser, content: object) =>
    server.app.services.notifications.notify(server.app.orm.em.fork(), user.id, content as never);

  it.each(toggles)(
    'with %s off, that kind is neither pushed nor e-mailed and every other kind is both',
    async (toggle) => {
      const customer = await createUser(server);
      const off = await gql(updatePreferencesMutation, { input: { [toggle]: false } }, customer);
      expect(off.data.updatePreferences.userErrors).toEqual([]);
      const client = socketClient(server, customer.headers['user-token']!);
      const pushed = watch<{ messagePushed: { title: string } }>(client, pushedSubscription);
      try {
        await settle();
        for (const kind of toggles) await notify(customer, messageOfKind[kind].content);
        const expected = toggles.filter((kind) => kind !== toggle).map((kind) => messageOfKind[kind].title);
        const pushedTitles: string[] = [];
        for (const _ of expected) pushedTitles.push((await pushed.next()).messagePushed.title);
        expect(pushedTitles).toEqual(expected);
        expect(await pushed.within(300)).toBeUndefined();

        await server.app.jobs.runDue();
        const emails = await emailsTo(await emailOf(customer));
        expect(emails.map((email) => email.subject).sort()).toEqual([...expected].sort());
        const list = await gql('{ myMessages(first: 10) { totalCount } }', {}, customer);
        expect(list.data.myMessages.totalCount).toBe(toggles.length);
      } finally {
        await pushed.stop();
        await client.dispose();
      }
    },
  );

  it("e-mails in the reader's language, as text and HTML, with a link to the message, and only to an address", async () => {
    const customer = await createUser(server);
    await gql(updatePreferencesMutation, { input: { locale: 'ZH_CN' } }, customer);
    await notify(customer, {
      kind: 'system',
      templateKey: 'orderShipped',
      params: { number: 'CM-7' },
      link: '/user/order/details?id=7',
    });
    await notify(customer, { kind: 'platform', title: '<b>Sale</b>', body: 'Parts & more' });
    await server.app.jobs.runDue();
    const [platform, shipped] = await emailsTo(await emailOf(customer));
    expect(shipped).toMatchObject({ subject: '订单已发货' });
    expect(shipped!.body).toContain('CM-7');
    expect(shipped!.body).toMatch(/http:\/\/\S+\/user\/order\/details\?id=7\n/);
    expect(shipped!.body).toMatch(/http:\/\/\S+\/user\/security\n/);
    expect(shipped!.html).toMatch(/<a href="http:\/\/\S+\/user\/order\/details\?id=7">在 CircuitMart 中查看<\/a>/);
    // Staff's text is escaped in the HTML, and a message without a link points at the message center.
    expect(platform!.html).toContain('&lt;b&gt;Sale&lt;/b&gt;');
    expect(platform!.html).toContain('Parts &amp; more');
    expect(platform!.body).toMatch(/http:\/\/\S+\/user\/msg\n/);

    const phoneOnly = await createUser(server);
    const address = await emailOf(phoneOnly);
    await server.app.orm.em
      .fork()
      .nativeUpdate(User, { id: phoneOnly.id }, { email: null, phone: `+86 139${phoneOnly.id}` });
    await notify(phoneOnly, { kind: 'system', templateKey: 'orderShipped', params: { number: 'CM-8' } });
    await server.app.jobs.runDue();
    expect(await emailsTo(address)).toEqual([]);
  });

  it('e-mails a chat at most once an interval, with its newest answer, and not while the customer is online', async () => {
    const customer = await createUser(server);
    const address = await emailOf(customer);
    const agent = await createUser(server, { roles: ['support'] });
    const opened = await gql(
      'mutation { openChatConversation { conversation { id } userErrors { code } } }',
      {},
      customer,
    );
    const conversationId: string = opened.data.openChatConversation.conversation.id;
    await gql(
      'mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { code } } }',
      { input: { conversationId } },
      agent,
    );
    const answer = async (text: string) => {
      const sent = await gql(
        'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { code } } }',
        { input: { conversationId, text } },
        agent,
      );
      expect(sent.data.sendChatMessage.userErrors).toEqual([]);
    };
    const chatEmails = async () =>
      (await emailsTo(address)).filter((email) => email.subject === 'Customer service replied');
    /** Moves the clock to `offset` past the start of the interval `index` intervals after the first. */
    const moveTo = (index: number, offset: number) =>
      clock.set(new Date(start - 30_000 + index * chatInterval + offset));

    // Interval 0: three answers while the customer is away make one e-mail, at the interval's end, with the newest.
    moveTo(0, 4 * minute);
    await answer('Let me check.');
    moveTo(0, 5 * minute);
    await answer('It is in stock.');
    await answer('It ships tomorrow.');
    await server.app.jobs.runDue();
    expect(await chatEmails()).toEqual([]);
    moveTo(1, 1_000);
    await server.app.jobs.runDue();
    const [first, ...others] = await chatEmails();
    expect(others).toEqual([]);
    expect(first!.body).toContain('It ships tomorrow.');
    expect(first!.body).toMatch(/http:\/\/\S+\/user\/msg\n/);

    // Interval 1: the customer used the shop two minutes before its end, so they are online: no e-mail.
    moveTo(1, 2 * minute);
    await answer('Anything else?');
    moveTo(1, 13 * minute);
    await gql('{ myMessages(first: 1) { totalCount } }', {}, customer);
    moveTo(2, 1_000);
    await server.app.jobs.runDue();
    expect(await chatEmails()).toHaveLength(1);

    // Interval 2: away again, but the customer read the answer: no e-mail either.
    moveTo(2, 2 * minute);
    await answer('Your tracking number is SF123.');
    await gql('mutation { markAllMessagesRead { markedCount } }', {}, customer);
    moveTo(3, 1_000);
    await server.app.jobs.runDue();
    expect(await chatEmails()).toHaveLength(1);

    // Interval 3: away and unread, one more e-mail; then with chat notifications off, none.
    moveTo(3, 2 * minute);
    await answer('Still there?');
    moveTo(4, 1_000);
    await server.app.jobs.runDue();
    expect(await chatEmails()).toHaveLength(2);
    await gql(updatePreferencesMutation, { input: { notifyChatMessages: false } }, customer);
    moveTo(4, 2 * minute);
    await answer('Closing the chat now.');
    moveTo(5, 1_000);
    await server.app.jobs.runDue();
    expect(await chatEmails()).toHaveLength(2);
  });
});
