import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';
import { socketClient, watch } from './subscription-steps.js';

const pushedSubscription = 'subscription { messagePushed { kind title body link } }';
const countsSubscription = 'subscription { unreadMessageCountsChanged { all other } }';
const updatePreferencesMutation = `mutation Prefs($input: UpdatePreferencesInput!) {
  updatePreferences(input: $input) { preferences { notifyChatMessages notifyOrderUpdates } userErrors { code } }
}`;

interface Pushed {
  messagePushed: { kind: string; title: string; body: string; link: string | null };
}
interface Counts {
  unreadMessageCountsChanged: { all: number; other: number };
}

/** Subscriptions start listening asynchronously; give the bus a moment before publishing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe.each(databaseKinds)('notification settings on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, clock: new ManualClock(), parts: 5 });
  });
  afterAll(() => server.close());

  const gql = (query: string, variables: Record<string, unknown>, user: TestUser) =>
    server.graphql(query, variables, user.headers);

  it('pushes a support answer to the browser until chat notifications are off; the unread count moves either way', async () => {
    const customer = await createUser(server);
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
    const answer = (text: string) =>
      gql(
        'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { code } } }',
        { input: { conversationId, text } },
        agent,
      );

    const client = socketClient(server, customer.headers['user-token']!);
    const pushed = watch<Pushed>(client, pushedSubscription);
    const counts = watch<Counts>(client, countsSubscription);
    try {
      expect((await counts.next()).unreadMessageCountsChanged).toEqual({ all: 0, other: 0 });
      await settle();

      await answer('Hello, how can I help?');
      expect((await pushed.next()).messagePushed).toEqual({
        kind: 'OTHER',
        title: 'Customer service replied',
        body: expect.stringMatching(/: Hello, how can I help\?$/),
        link: null,
      });
      expect((await counts.next()).unreadMessageCountsChanged).toEqual({ all: 1, other: 1 });

      const off = await gql(updatePreferencesMutation, { input: { notifyChatMessages: false } }, customer);
      expect(off.data.updatePreferences.preferences).toEqual({ notifyChatMessages: false, notifyOrderUpdates: true });
      await answer('Your parts ship tomorrow.');
      expect((await counts.next()).unreadMessageCountsChanged).toEqual({ all: 2, other: 2 });
      expect(await pushed.within(300)).toBeUndefined();

      // Only chat is off: an order update still reaches the browser.
      const em = server.app.orm.em.fork();
      await server.app.services.notifications.notify(em, customer.id, {
        kind: 'system',
        templateKey: 'orderShipped',
        params: { number: 'CM-1' },
      });
      expect((await pushed.next()).messagePushed.title).toBe('Order shipped');
      expect((await counts.next()).unreadMessageCountsChanged).toEqual({ all: 3, other: 2 });

      const list = await gql('{ myMessages(first: 5) { totalCount } }', {}, customer);
      expect(list.data.myMessages.totalCount).toBe(3);
    } finally {
      await pushed.stop();
      await counts.stop();
      await client.dispose();
    }
  });

  it('refuses an anonymous subscription to pushed messages', async () => {
    const client = socketClient(server, '');
    const pushed = watch<Pushed>(client, pushedSubscription);
    try {
      expect(await pushed.within(2_000)).toBeUndefined();
      expect(pushed.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    } finally {
      await pushed.stop();
      await client.dispose();
    }
  });
});
