import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Conversation, ConversationState } from '../src/modules/chat/chat.entities.js';
import { ConversationEvent } from '../src/modules/chat/chat.states.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';
import { socketClient, watch } from './subscription-steps.js';

const conversationFields = 'id state customerId customerName agentId agentName contextProductId contextProductMpn';
const messageFields = 'id conversationId role text imageUrl systemEvent senderName deliveredAt readAt';
const openMutation = `mutation Open($input: OpenChatInput) {
  openChatConversation(input: $input) { conversation { ${conversationFields} } userErrors { code message field } }
}`;
const sendMutation = `mutation Send($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) { message { ${messageFields} } userErrors { code message field } }
}`;
const markMutation = `mutation Mark($input: MarkChatMessagesInput!) {
  markChatMessages(input: $input) { receipt { readerRole upToMessageId readAt } userErrors { code } }
}`;
const typingMutation = `mutation Typing($input: ChatConversationInput!) { setChatTyping(input: $input) }`;
const claimMutation = `mutation Claim($input: ChatConversationInput!) {
  claimChatConversation(input: $input) { conversation { ${conversationFields} } userErrors { code message } }
}`;
const transferMutation = `mutation Transfer($input: TransferChatInput!) {
  transferChatConversation(input: $input) { conversation { ${conversationFields} } userErrors { code message } }
}`;
const closeMutation = `mutation Close($input: ChatConversationInput!) {
  closeChatConversation(input: $input) { conversation { ${conversationFields} } userErrors { code message } }
}`;
const historyQuery = `query History($id: ID!, $first: Int, $after: String) {
  chatMessages(conversationId: $id, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${messageFields} } }
  }
}`;
const queueQuery = `{ chatQueue { ${conversationFields} } }`;
const eventsSubscription = `subscription Events($id: ID!) {
  chatEvents(conversationId: $id) {
    kind actorRole message { ${messageFields} } receipt { readerRole upToMessageId readAt } conversation { id state }
  }
}`;
const queueSubscription = `subscription { chatQueueChanged { id state agentId } }`;

const minute = 60_000;
const asUser = (token: string, extra: Record<string, string> = {}) => ({ 'user-token': token, ...extra });

function accounts(server: () => TestServer, clock: ManualClock) {
  let counter = 0;
  return {
    async signUp(): Promise<{ token: string; id: string }> {
      clock.advance(2 * minute);
      const email = `chatter${++counter}-${Date.now()}@example.com`;
      await server().graphql(
        'mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { userErrors { code } } }',
        { input: { address: email } },
      );
      const outbox = (await (await server().request('GET', '/dev/outbox.json')).json()) as {
        recipient: string;
        body: string;
      }[];
      const code = outbox
        .find((message) => message.recipient === email && /\b\d{6}\b/.test(message.body))!
        .body.match(/\b\d{6}\b/)![0];
      const input = { address: email, code, password: 'Secret123', agreementAccepted: true };
      const payload = (
        await server().graphql(
          'mutation($input: RegisterInput!) { register(input: $input) { token viewer { id } userErrors { code } } }',
          { input },
        )
      ).data.register;
      expect(payload.userErrors).toEqual([]);
      return { token: payload.token, id: payload.viewer.id };
    },
    async logIn(account: string, password: string): Promise<string> {
      const input = { account, password, agreementAccepted: true };
      const payload = (
        await server().graphql(
          'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token userErrors { code } } }',
          { input },
        )
      ).data.loginWithPassword;
      expect(payload.userErrors).toEqual([]);
      return payload.token;
    },
  };
}

/** Subscriptions start listening asynchronously; give the bus a moment before publishing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

function redPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .withExif({ IFD0: { Artist: 'Secret Owner' } })
    .png()
    .toBuffer();
}

type ChatEventData = { chatEvents: { kind: string; actorRole: string; message: any; receipt: any; conversation: any } };

describe.each(databaseKinds)('live chat on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  const users = accounts(() => server, clock);
  let supportToken: string;
  let adminToken: string;
  let salesToken: string;
  let productId: string;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20, onQuery: (sql) => statements.push(sql) });
    supportToken = await users.logIn('support', 'Support123');
    adminToken = await users.logIn('admin', 'Admin123');
    salesToken = await users.logIn('sales', 'Sales123');
    const products = await server.graphql('{ products(first: 1) { edges { node { id mpn } } } }');
    productId = products.data.products.edges[0].node.id;
  });
  afterAll(() => server.close());

  const gql = (query: string, variables: Record<string, unknown>, token: string) =>
    server.graphql(query, variables, asUser(token));
  const open = async (token: string, input: object = {}) =>
    (await gql(openMutation, { input }, token)).data.openChatConversation;
  const send = async (token: string, conversationId: string, text: string) =>
    (await gql(sendMutation, { input: { conversationId, text } }, token)).data.sendChatMessage;

  it('opens a conversation from a product, queues it, lets one agent claim it and both sides write', async () => {
    const customer = await users.signUp();
    const opened = await open(customer.token, { productId });
    expect(opened.userErrors).toEqual([]);
    const conversation = opened.conversation;
    expect(conversation).toMatchObject({ state: 'WAITING', customerId: customer.id, contextProductId: productId });
    expect(conversation.contextProductMpn).toBeTruthy();
    // Opening again resumes the same conversation (another device, a reload).
    expect((await open(customer.token)).conversation.id).toBe(conversation.id);

    const first = await send(customer.token, conversation.id, '  Is the STM32 <b>in stock</b>?  ');
    expect(first.message).toMatchObject({ role: 'CUSTOMER', text: 'Is the STM32 <b>in stock</b>?', readAt: null });
    const tooLong = await send(customer.token, conversation.id, 'x'.repeat(2001));
    expect(tooLong.userErrors).toEqual([
      { code: 'CHAT_TEXT_INVALID', message: 'A message must have 1 to 2000 characters', field: ['input', 'text'] },
    ]);
    expect((await send(customer.token, conversation.id, '   ')).userErrors[0].code).toBe('CHAT_TEXT_INVALID');

    const queue = (await gql(queueQuery, {}, supportToken)).data.chatQueue;
    expect(queue.map((entry: any) => entry.id)).toContain(conversation.id);
    for (const token of [customer.token, salesToken]) {
      expect((await gql(queueQuery, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const claimed = await gql(claimMutation, { input: { conversationId: conversation.id } }, token);
      expect(claimed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Staff who have not claimed it cannot read it.
    expect((await gql(historyQuery, { id: conversation.id }, supportToken)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );

    const claim = (await gql(claimMutation, { input: { conversationId: conversation.id } }, supportToken)).data
      .claimChatConversation;
    expect(claim.conversation).toMatchObject({ state: 'ACTIVE', agentName: 'Support' });
    expect((await gql(queueQuery, {}, supportToken)).data.chatQueue.map((entry: any) => entry.id)).not.toContain(
      conversation.id,
    );
    const reply = await send(supportToken, conversation.id, 'Yes, 5,000 pieces.');
    expect(reply.message).toMatchObject({ role: 'AGENT', senderName: 'Support' });

    const history = async (token: string, first?: number, after?: string) =>
      (await gql(historyQuery, { id: conversation.id, first, after }, token)).data.chatMessages;
    const page = await history(customer.token, 2);
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((edge: any) => edge.node.role)).toEqual(['AGENT', 'SYSTEM']);
    expect(page.edges[1].node.systemEvent).toBe('CLAIMED');
    const older = await history(customer.token, 2, page.pageInfo.endCursor);
    expect(older.edges.map((edge: any) => edge.node.id)).toEqual([first.message.id]);
    expect(older.pageInfo.hasNextPage).toBe(false);

    // Read marks: the customer reads up to the reply; only the other side's messages are marked.
    const marked = await gql(
      markMutation,
      { input: { conversationId: conversation.id, upToMessageId: reply.message.id, read: true } },
      customer.token,
    );
    expect(marked.data.markChatMessages.receipt).toMatchObject({ readerRole: 'CUSTOMER' });
    const afterRead = await history(supportToken);
    const byId = new Map(afterRead.edges.map((edge: any) => [edge.node.id, edge.node]));
    expect(byId.get(reply.message.id)).toMatchObject({ readAt: expect.any(String), deliveredAt: expect.any(String) });
    expect(byId.get(first.message.id)).toMatchObject({ readAt: null, deliveredAt: null });
    await gql(
      markMutation,
      { input: { conversationId: conversation.id, upToMessageId: reply.message.id, read: false } },
      supportToken,
    );
    const delivered = (await history(customer.token)).edges.find((edge: any) => edge.node.id === first.message.id);
    expect(delivered.node).toMatchObject({ deliveredAt: expect.any(String), readAt: null });

    // Transfer back to the queue: the agent loses it, another agent claims it.
    const transferred = await gql(transferMutation, { input: { conversationId: conversation.id } }, supportToken);
    expect(transferred.data.transferChatConversation.conversation).toMatchObject({ state: 'WAITING', agentId: null });
    const byFormerAgent = await gql(
      sendMutation,
      { input: { conversationId: conversation.id, text: '?' } },
      supportToken,
    );
    expect(byFormerAgent.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const reclaimed = await gql(claimMutation, { input: { conversationId: conversation.id } }, adminToken);
    expect(reclaimed.data.claimChatConversation.conversation.agentName).toBe('Admin');

    const closed = await gql(closeMutation, { input: { conversationId: conversation.id } }, adminToken);
    expect(closed.data.closeChatConversation.conversation.state).toBe('CLOSED');
    expect((await send(adminToken, conversation.id, 'bye')).userErrors[0].code).toBe('CHAT_CONVERSATION_CLOSED');
    const again = await gql(closeMutation, { input: { conversationId: conversation.id } }, customer.token);
    expect(again.data.closeChatConversation.userErrors[0].code).toBe('CHAT_CONVERSATION_CLOSED');

    // Writing into the closed conversation opens a new waiting one with the same context.
    const reopened = await send(customer.token, conversation.id, 'One more question');
    expect(reopened.userErrors).toEqual([]);
    expect(reopened.message.conversationId).not.toBe(conversation.id);
    const current = (await gql(`{ myChatConversation { ${conversationFields} } }`, {}, customer.token)).data;
    expect(current.myChatConversation).toMatchObject({
      id: reopened.message.conversationId,
      state: 'WAITING',
      contextProductId: productId,
    });
  });

  it("answers NOT_FOUND for someone else's conversation", async () => {
    const owner = await users.signUp();
    const stranger = await users.signUp();
    const { conversation } = await open(owner.token);
    const byStranger = await gql(
      sendMutation,
      { input: { conversationId: conversation.id, text: 'hi' } },
      stranger.token,
    );
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(historyQuery, { id: conversation.id }, stranger.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const close = await gql(closeMutation, { input: { conversationId: conversation.id } }, stranger.token);
    expect(close.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql(openMutation, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hands a conversation straight to another support agent, never to a non-support account', async () => {
    const customer = await users.signUp();
    const { conversation } = await open(customer.token);
    await gql(claimMutation, { input: { conversationId: conversation.id } }, supportToken);
    const idOf = async (token: string) => (await gql('{ me { id } }', {}, token)).data.me.id as string;
    for (const agentId of [await idOf(salesToken), customer.id]) {
      const refused = await gql(
        transferMutation,
        { input: { conversationId: conversation.id, agentId } },
        supportToken,
      );
      expect(refused.data.transferChatConversation.userErrors[0]).toMatchObject({
        code: 'CHAT_AGENT_INVALID',
        message: 'A conversation can only be handed to a support agent',
      });
    }
    const adminId = await idOf(adminToken);
    const handed = await gql(
      transferMutation,
      { input: { conversationId: conversation.id, agentId: adminId } },
      supportToken,
    );
    expect(handed.data.transferChatConversation.conversation).toMatchObject({ state: 'ACTIVE', agentId: adminId });
    expect((await send(adminToken, conversation.id, 'Admin here')).userErrors).toEqual([]);
    const byFormerAgent = await gql(historyQuery, { id: conversation.id }, supportToken);
    expect(byFormerAgent.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets exactly one of several agents claim a conversation when they race', async () => {
    const customer = await users.signUp();
    const { conversation } = await open(customer.token);
    const input = { input: { conversationId: conversation.id } };
    const results = await Promise.all(
      [supportToken, adminToken, supportToken, adminToken].map((token) => gql(claimMutation, input, token)),
    );
    const payloads = results.map((result) => result.data.claimChatConversation);
    const winners = payloads.filter((payload) => payload.userErrors.length === 0);
    expect(winners).toHaveLength(1);
    const losers = payloads.filter((payload) => payload.userErrors.length > 0);
    expect(losers.map((payload) => payload.userErrors[0].code)).toEqual([
      'CHAT_ALREADY_CLAIMED',
      'CHAT_ALREADY_CLAIMED',
      'CHAT_ALREADY_CLAIMED',
    ]);
    expect(losers[0].userErrors[0].message).toBe('Another agent has already taken this conversation');
    const history = (await gql(historyQuery, { id: conversation.id }, customer.token)).data.chatMessages;
    expect(history.edges.filter((edge: any) => edge.node.systemEvent === 'CLAIMED')).toHaveLength(1);
  });

  it('streams a conversation only to its participants: messages, typing, read marks and state', async () => {
    const customer = await users.signUp();
    const stranger = await users.signUp();
    const { conversation } = await open(customer.token);
    const variables = { id: conversation.id };

    // A stranger, and staff who have not claimed it, are refused before any event flows.
    for (const token of [stranger.token, adminToken]) {
      const client = socketClient(server, token);
      try {
        const result = await client.iterate({ query: eventsSubscription, variables }).next();
        expect(result.value.data).toBeUndefined();
        expect(result.value.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      } finally {
        await client.dispose();
      }
    }

    const staffClient = socketClient(server, supportToken);
    const queue = watch<{ chatQueueChanged: { id: string; state: string } }>(staffClient, queueSubscription);
    const customerClient = socketClient(server, customer.token);
    const customerEvents = watch<ChatEventData>(customerClient, eventsSubscription, variables);
    const buyerQueue = watch(customerClient, queueSubscription);
    let agentEvents: ReturnType<typeof watch<ChatEventData>> | undefined;
    try {
      await settle();
      expect((await buyerQueue.within(2000)) ?? buyerQueue.errors[0]).toMatchObject({
        extensions: { code: 'FORBIDDEN' },
      });
      await gql(claimMutation, { input: { conversationId: conversation.id } }, supportToken);
      expect((await queue.next()).chatQueueChanged).toMatchObject({ id: conversation.id, state: 'ACTIVE' });
      const claimedLine = (await customerEvents.next()).chatEvents;
      expect(claimedLine).toMatchObject({ kind: 'MESSAGE', message: { systemEvent: 'CLAIMED' } });
      expect((await customerEvents.next()).chatEvents).toMatchObject({
        kind: 'STATE',
        conversation: { state: 'ACTIVE' },
      });

      agentEvents = watch<ChatEventData>(staffClient, eventsSubscription, variables);
      await settle();
      await gql(typingMutation, { input: { conversationId: conversation.id } }, supportToken);
      expect((await customerEvents.next()).chatEvents).toMatchObject({ kind: 'TYPING', actorRole: 'AGENT' });
      // Nobody hears their own typing.
      expect(await agentEvents.within(300)).toBeUndefined();

      const reply = (await send(supportToken, conversation.id, 'How can I help?')).message;
      expect((await customerEvents.next()).chatEvents).toMatchObject({
        kind: 'MESSAGE',
        message: { id: reply.id, text: 'How can I help?', role: 'AGENT' },
      });
      expect((await agentEvents.next()).chatEvents.message.id).toBe(reply.id);

      await gql(
        markMutation,
        { input: { conversationId: conversation.id, upToMessageId: reply.id, read: true } },
        customer.token,
      );
      expect((await agentEvents.next()).chatEvents).toMatchObject({
        kind: 'RECEIPT',
        receipt: { readerRole: 'CUSTOMER', upToMessageId: reply.id, readAt: expect.any(String) },
      });
      await customerEvents.next();

      // Transferred away, the agent stops hearing the conversation after the transfer itself.
      await gql(transferMutation, { input: { conversationId: conversation.id } }, supportToken);
      expect((await agentEvents.next()).chatEvents.message.systemEvent).toBe('TRANSFERRED');
      expect((await agentEvents.next()).chatEvents.kind).toBe('STATE');
      await send(customer.token, conversation.id, 'Hello?');
      expect((await customerEvents.next()).chatEvents.kind).toBe('MESSAGE');
      expect((await customerEvents.next()).chatEvents.kind).toBe('STATE');
      expect((await customerEvents.next()).chatEvents.message.text).toBe('Hello?');
      expect(await agentEvents.within(300)).toBeUndefined();
    } finally {
      await agentEvents?.stop();
      await queue.stop();
      await customerEvents.stop();
      await staffClient.dispose();
      await customerClient.dispose();
    }
  });

  it('sends a message with one read of its conversation, one insert and one update, and delivers it without SQL', async () => {
    const customer = await users.signUp();
    const { conversation } = await open(customer.token);
    await gql(claimMutation, { input: { conversationId: conversation.id } }, supportToken);
    const clients = [customer.token, supportToken].map((token) => socketClient(server, token));
    const watched = clients.map((client) => watch<ChatEventData>(client, eventsSubscription, { id: conversation.id }));
    try {
      await settle();
      statements.length = 0;
      expect((await send(supportToken, conversation.id, 'In stock.')).userErrors).toEqual([]);
      const sending = [...statements];
      for (const events of watched) expect((await events.next()).chatEvents.message.text).toBe('In stock.');
      // The subscribers' filters and payloads read nothing.
      expect(statements).toEqual(sending);
      const kind = (sql: string) => /^\[query\] (\w+)/.exec(sql)?.[1]?.toLowerCase();
      const isChat = (sql: string) => /\bchat_(conversation|message)\b|^\[query\] (begin|commit)/i.test(sql);
      const chatStatements = sending.filter(isChat).map(kind);
      expect(chatStatements).toEqual(['select', 'begin', 'insert', 'update', 'commit']);
      // The chat e-mail due at the end of the interval is one job; whether the customer takes e-mails is read when it
      // is due, not on every line. Without Redis the job is a row of the in-process scheduler, which reads its next
      // due time again only when the new job is due before the timer it has armed.
      const isJob = (sql: string) => /`scheduled_job`/.test(sql);
      expect([[], ['insert'], ['insert', 'select']]).toContainEqual(sending.filter(isJob).map(kind));
      // Besides them the session lookup (and, at most once a minute, its last-seen time), and the customer's
      // notification of the answer: its message, the new unread count and the settings that allow the push.
      const others = sending.filter((sql) => !isChat(sql) && !isJob(sql));
      expect(others.every((sql) => /`(session|message|account_settings)`/.test(sql))).toBe(true);
      expect(others.filter((sql) => /`message`/.test(sql)).map(kind)).toEqual(['insert', 'select']);
      expect(others.map(kind).filter((statement) => statement === 'select')).toHaveLength(3);
    } finally {
      await Promise.all(watched.map((events) => events.stop()));
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });

  it('sends images checked by their content and serves open, send and history through the façade', async () => {
    const customer = await users.signUp();
    const rest = async (path: string, body: object, token: string | null = customer.token) => {
      const response = await server.request('POST', `/api${path}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', lang: 'en-US', ...(token && { 'user-token': token }) },
      });
      return (await response.json()) as { code: number; msg: string; data: any };
    };
    const upload = async (conversationId: string, bytes: Buffer, filename: string) => {
      const form = new FormData();
      form.append('conversationId', conversationId);
      form.append('file', new Blob([new Uint8Array(bytes)]), filename);
      const response = await fetch(`${server.url}/api/chat/image`, {
        method: 'POST',
        body: form,
        headers: { 'user-token': customer.token, lang: 'en-US' },
      });
      return (await response.json()) as { code: number; msg: string; data: any };
    };

    expect((await rest('/chat/open', {}, null)).code).toBe(-202);
    const opened = await rest('/chat/open', { productId });
    expect(opened).toMatchObject({ code: 1, data: { state: 'waiting', contextProductId: productId } });
    const conversationId = opened.data.id;
    expect((await rest('/chat/send', { conversationId, text: 'Datasheet please' })).data).toMatchObject({
      role: 'customer',
      text: 'Datasheet please',
    });
    expect(await rest('/chat/send', { conversationId, text: '' })).toMatchObject({
      code: -5001,
      msg: 'A message must have 1 to 2000 characters',
    });

    const image = await upload(conversationId, await redPng(), 'photo.jpg');
    expect(image.code).toBe(1);
    expect(image.data.imageUrl).toMatch(/^\/media\/uploads\/chat\/[0-9a-f]{32}\.png$/);
    const served = Buffer.from(await (await server.request('GET', image.data.imageUrl)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    // A script named like an image is refused by its content.
    const fake = await upload(conversationId, Buffer.from('<script>alert(1)</script>'), 'cat.png');
    expect(fake.code).not.toBe(1);
    const stranger = await users.signUp();
    const form = new FormData();
    form.append('conversationId', conversationId);
    form.append('file', new Blob([new Uint8Array(await redPng())]), 'x.png');
    const byStranger = await fetch(`${server.url}/api/chat/image`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': stranger.token },
    });
    expect(((await byStranger.json()) as { code: number }).code).toBe(-404);

    const history = await rest('/chat/history', { conversationId, first: 10 });
    expect(history.data.totalCount).toBe(2);
    expect(history.data.items.map((item: any) => item.imageUrl ?? item.text)).toEqual([
      image.data.imageUrl,
      'Datasheet please',
    ]);
    expect((await rest('/chat/history', { conversationId }, stranger.token)).code).toBe(-404);
  });

  it('walks every (state, event) pair of the conversation flow, and every forbidden party', async () => {
    const flow = server.app.services.chat.flow;
    const agent = await createUser(server, { roles: ['support'] });
    const otherAgent = await createUser(server, { roles: ['support'] });
    const stranger = await createUser(server);
    const customers = new Map<string, TestUser>();
    const refusals = ['CHAT_ALREADY_CLAIMED', 'CHAT_TRANSITION_NOT_ALLOWED', 'CHAT_CONVERSATION_CLOSED'];
    const outcomeOf = (answer: { errors?: { extensions?: { code?: string } }[]; data?: any }): WalkOutcome | string => {
      const code =
        answer.errors?.[0]?.extensions?.code ??
        (Object.values(answer.data ?? {})[0] as { userErrors: { code: string }[] }).userErrors[0]?.code;
      if (code === undefined) return 'done';
      if (refusals.includes(code)) return 'refused';
      // A conversation is hidden from everyone but its customer and its agent.
      return code === 'FORBIDDEN' || code === 'NOT_FOUND' ? 'forbidden' : code;
    };
    const outcomes = await walkFlow(flow, Object.values(ConversationState), {
      arrange: async (status) => {
        const customer = await createUser(server);
        const em = server.app.orm.em.fork();
        const now = clock.now();
        // The agent takes part in every arranged conversation, so only its state can refuse them.
        const conversation = em.create(Conversation, {
          customer: customer.id,
          status,
          agent: agent.id,
          contextProduct: null,
          contextOrderId: null,
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        customers.set(String(conversation.id), customer);
        return String(conversation.id);
      },
      fire: async (event, conversationId, as) => {
        const by = (allowed: TestUser) => (as === 'allowed' ? allowed : stranger).headers;
        const input = { conversationId };
        switch (event) {
          case ConversationEvent.CLAIM:
            return outcomeOf(await server.graphql(claimMutation, { input }, by(agent)));
          case ConversationEvent.TRANSFER:
            return outcomeOf(await server.graphql(transferMutation, { input }, by(agent)));
          case ConversationEvent.HAND_OVER:
            return outcomeOf(
              await server.graphql(
                transferMutation,
                { input: { ...input, agentId: String(otherAgent.id) } },
                by(agent),
              ),
            );
          case ConversationEvent.CLOSE:
            return outcomeOf(await server.graphql(closeMutation, { input }, by(customers.get(conversationId)!)));
        }
      },
      stateOf: async (id) => (await server.app.orm.em.fork().findOneOrFail(Conversation, Number(id))).status,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(ConversationState).length + 1));
  });
});

describe.runIf(process.env.TEST_REDIS_URL).each(databaseKinds)('live chat across server copies on %s', (database) => {
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

  it('carries messages both ways between a customer on copy B and an agent on copy A', async () => {
    const customer = await users.signUp();
    const agentToken = await users.logIn('support', 'Support123');
    const opened = await copyB.graphql(openMutation, { input: {} }, asUser(customer.token));
    const conversationId = opened.data.openChatConversation.conversation.id;
    await copyA.graphql(claimMutation, { input: { conversationId } }, asUser(agentToken));

    const customerClient = socketClient(copyB, customer.token);
    const agentClient = socketClient(copyA, agentToken);
    const customerEvents = watch<ChatEventData>(customerClient, eventsSubscription, { id: conversationId });
    const agentEvents = watch<ChatEventData>(agentClient, eventsSubscription, { id: conversationId });
    try {
      // Redis confirms SUBSCRIBE on its own time.
      await settle();
      const reply = await copyA.graphql(
        sendMutation,
        { input: { conversationId, text: 'From copy A' } },
        asUser(agentToken),
      );
      expect(reply.data.sendChatMessage.userErrors).toEqual([]);
      expect((await customerEvents.next()).chatEvents.message).toMatchObject({ text: 'From copy A', role: 'AGENT' });
      await agentEvents.next();
      await copyB.graphql(sendMutation, { input: { conversationId, text: 'From copy B' } }, asUser(customer.token));
      expect((await agentEvents.next()).chatEvents.message).toMatchObject({ text: 'From copy B', role: 'CUSTOMER' });
    } finally {
      await customerEvents.stop();
      await agentEvents.stop();
      await customerClient.dispose();
      await agentClient.dispose();
    }
  });
});
