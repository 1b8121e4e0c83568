import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

/** Staff read a customer's chat history beside their order or after-sales request (`chat.view_history`). */

const openMutation = `mutation { openChatConversation { conversation { id } userErrors { code } } }`;
const sendMutation = `mutation Send($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) { message { id conversationId } userErrors { code } }
}`;
const closeMutation = `mutation Close($input: ChatConversationInput!) {
  closeChatConversation(input: $input) { userErrors { code } }
}`;
const historyQuery = `query History($customerId: ID!, $first: Int, $after: String) {
  customerChatHistory(customerId: $customerId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id conversationId senderId senderName role text imageUrl createdAt } }
  }
}`;

describe.each(databaseKinds)('customer chat history on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let customer: TestUser;
  let stranger: TestUser;
  let sales: TestUser;

  async function say(user: TestUser, text: string): Promise<string> {
    const opened = await server.graphql(openMutation, {}, user.headers);
    const conversationId = opened.data.openChatConversation.conversation.id as string;
    const sent = await server.graphql(sendMutation, { input: { conversationId, text } }, user.headers);
    expect(sent.data.sendChatMessage.userErrors).toEqual([]);
    clock.advance(60_000);
    return conversationId;
  }

  beforeAll(async () => {
    server = await startTestServer({ database, clock });
    customer = await createUser(server);
    stranger = await createUser(server);
    sales = await createUser(server, { roles: ['sales'] });
    // Two conversations of the customer (the first closed), and a stranger's in between.
    const first = await say(customer, 'The first board arrived cracked');
    await server.graphql(closeMutation, { input: { conversationId: first } }, customer.headers);
    await say(stranger, 'Someone else entirely');
    await say(customer, 'Photos are attached to my request');
    await say(customer, 'Any news?');
  });
  afterAll(() => server.close());

  it("lets staff page through the customer's messages across conversations, newest first", async () => {
    const page = await server.graphql(historyQuery, { customerId: customer.id, first: 2 }, sales.headers);
    expect(page.errors).toBeUndefined();
    const history = page.data.customerChatHistory;
    const texts = (p: typeof history) => p.edges.map((edge: { node: { text: string | null } }) => edge.node.text);
    // The close wrote a system line into the first conversation: 3 texts + 1 system line.
    expect(history.totalCount).toBe(4);
    expect(texts(history)).toEqual(['Any news?', 'Photos are attached to my request']);
    expect(history.edges[0].node).toMatchObject({ senderId: String(customer.id), role: 'CUSTOMER', imageUrl: null });
    expect(history.pageInfo.hasNextPage).toBe(true);

    const earlier = await server.graphql(
      historyQuery,
      { customerId: customer.id, first: 5, after: history.pageInfo.endCursor },
      sales.headers,
    );
    const older = earlier.data.customerChatHistory;
    expect(older.pageInfo.hasNextPage).toBe(false);
    expect(texts(older).filter(Boolean)).toEqual(['The first board arrived cracked']);
    expect(new Set([...history.edges, ...older.edges].map((edge) => edge.node.conversationId)).size).toBe(2);
    const all = [...texts(history), ...texts(older)];
    expect(all).not.toContain('Someone else entirely');
  });

  it('answers the same page through the REST façade', async () => {
    const response = await server.request('POST', '/api/admin/chat/customer-history', {
      body: JSON.stringify({ customerId: String(customer.id), first: 2 }),
      headers: { 'content-type': 'application/json', ...sales.headers },
    });
    const { code, data } = (await response.json()) as { code: number; data: { items: { text: string }[] } & object };
    expect(code).toBe(1);
    expect(data).toMatchObject({ totalCount: 4, hasNextPage: true });
    expect(data.items.map((item) => item.text)).toEqual(['Any news?', 'Photos are attached to my request']);
  });

  it("shows nobody else's messages, and nothing for a customer who never chatted", async () => {
    const silent = await createUser(server);
    const none = await server.graphql(historyQuery, { customerId: silent.id }, sales.headers);
    expect(none.data.customerChatHistory).toMatchObject({ totalCount: 0, edges: [] });
    const theirs = await server.graphql(historyQuery, { customerId: stranger.id }, sales.headers);
    expect(theirs.data.customerChatHistory.edges.map((edge: { node: { text: string } }) => edge.node.text)).toEqual([
      'Someone else entirely',
    ]);
  });

  it('turns a shopper away, even asking about themselves', async () => {
    for (const customerId of [stranger.id, customer.id]) {
      const answer = await server.graphql(historyQuery, { customerId }, customer.headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.data?.customerChatHistory ?? null).toBeNull();
    }
  });
});
