import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { RESYNC_CLOSE_CODE } from '../src/platform/pubsub/socket-resync.js';
import { databaseKinds, dropJobsNamespace, jobsPrefixOf, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, type TestUser, insertAddresses } from './order-steps.js';
import { startRedisProxy, type RedisProxy } from './redis-proxy.js';

/**
 * Redis taken away from one test server (through a proxy in front of the shared Redis) and given back, possibly
 * empty: subscribers are told to resync and lose nothing, requests do not wait for Redis, and deadline jobs are
 * re-created from the database.
 */
const redisUrl = process.env.TEST_REDIS_URL;

const sendMutation = `mutation Send($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) { message { id text } userErrors { code } }
}`;
const historyQuery = `query History($id: ID!) {
  chatMessages(conversationId: $id, first: 50) { edges { node { id text } } }
}`;
const eventsSubscription = `subscription Events($id: ID!) { chatEvents(conversationId: $id) { kind message { text } } }`;
const orderStatusQuery = 'query One($id: ID!) { order(id: $id) { status } }';

/** A subscriber that reconnects at once (as the web client does, only faster) and records how its socket closed. */
function subscriber(server: TestServer, user: TestUser) {
  const closeCodes: number[] = [];
  let reconnects = 0;
  const client: Client = createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { ...user.headers, lang: 'en-US' },
    retryAttempts: 20,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
    on: {
      closed: (event) => closeCodes.push((event as { code: number }).code),
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) reconnects++;
      },
    },
  });
  const texts: string[] = [];
  return {
    client,
    closeCodes,
    texts,
    reconnects: () => reconnects,
    follow(conversationId: string) {
      return client.subscribe<{ chatEvents: { kind: string; message: { text: string } | null } }>(
        { query: eventsSubscription, variables: { id: conversationId } },
        {
          next: ({ data }) => {
            if (data?.chatEvents.message) texts.push(data.chatEvents.message.text);
          },
          error: () => {},
          complete: () => {},
        },
      );
    },
  };
}

async function addressOf(server: TestServer, buyer: TestUser): Promise<number> {
  const [id] = await insertAddresses(server, [buyer.id], 'Outage', new Date());
  return id!;
}

describe.runIf(redisUrl).each(databaseKinds)('a Redis outage on %s', (database) => {
  const clock = new ManualClock();
  let proxy: RedisProxy;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await startRedisProxy(redisUrl!);
    server = await startTestServer({
      database,
      clock,
      parts: 20,
      redis: true,
      rateLimitKeyPrefix: `cm-test-rate-${randomUUID()}`,
      settings: { REDIS_URL: proxy.url, RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_IP_PER_MINUTE: '1000' },
    });
  });
  afterEach(async () => {
    // A failed test must not leave the next one without Redis.
    await proxy.restore().catch(() => {});
  });
  afterAll(async () => {
    await server.close();
    await proxy.close();
  });

  /** An unpaid order of one part, by a new buyer. */
  const place = async () => {
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const buyer = await createUser(server);
    const placed = await server.graphql(
      placeOrderMutation,
      {
        input: {
          idempotencyKey: newKey(),
          source: { productId: String(product.id), quantity: 1 },
          deliveryMethod: 'EXPRESS',
          addressId: String(await addressOf(server, buyer)),
        },
      },
      buyer.headers,
    );
    expect(placed.status).toBe(200);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    return { buyer, orderId: placed.data.placeOrder.order.id as string };
  };

  it('tells subscribers to resync, so a chat message sent while Redis was away reaches the other side', async () => {
    const customer = await createUser(server);
    const agent = await createUser(server, { roles: ['support'] });
    const opened = await server.graphql(
      'mutation { openChatConversation(input: {}) { conversation { id } } }',
      {},
      customer.headers,
    );
    const conversationId = opened.data.openChatConversation.conversation.id as string;
    await server.graphql(
      'mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { code } } }',
      { input: { conversationId } },
      agent.headers,
    );
    const watcher = subscriber(server, customer);
    const unsubscribe = watcher.follow(conversationId);
    try {
      // Live before the outage: a message sent until one arrives (SUBSCRIBE is confirmed by Redis in its own time).
      await expect
        .poll(
          async () => {
            await server.graphql(sendMutation, { input: { conversationId, text: 'before' } }, agent.headers);
            return watcher.texts.includes('before');
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);

      await proxy.cut();
      await expect.poll(() => watcher.closeCodes, { timeout: 10_000 }).toContain(RESYNC_CLOSE_CODE);
      const during = await server.graphql(sendMutation, { input: { conversationId, text: 'during' } }, agent.headers);
      expect(during.status).toBe(200);
      expect(during.data.sendChatMessage.userErrors).toEqual([]);

      const closedBeforeReturn = watcher.closeCodes.length;
      await proxy.restore();
      // Told again once Redis is back: the client reconnects and refetches, and the history has the message.
      await expect
        .poll(() => watcher.closeCodes.slice(closedBeforeReturn), { timeout: 15_000 })
        .toContain(RESYNC_CLOSE_CODE);
      await expect.poll(() => watcher.reconnects(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const history = await server.graphql(historyQuery, { id: conversationId }, customer.headers);
      expect(history.data.chatMessages.edges.map((edge: { node: { text: string } }) => edge.node.text)).toContain(
        'during',
      );
      // And the subscription is live again.
      await expect
        .poll(
          async () => {
            await server.graphql(sendMutation, { input: { conversationId, text: 'after' } }, agent.headers);
            return watcher.texts.includes('after');
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      unsubscribe();
      await watcher.client.dispose();
    }
  }, 60_000);

  it('answers requests while Redis is away, orders included, and says it is not ready', async () => {
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    await setPart(server, product.id, { stock: 50, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    await proxy.cut();
    // Rate limits (counted in memory meanwhile) and the payment window's job (left to be re-created) wait for no Redis.
    let startedAt = performance.now();
    const answer = await server.graphql('{ products(first: 1) { edges { node { id } } } }');
    const queryMs = performance.now() - startedAt;
    expect(answer.status).toBe(200);
    expect(answer.data.products.edges).toHaveLength(1);
    startedAt = performance.now();
    await place();
    const orderMs = performance.now() - startedAt;
    startedAt = performance.now();
    const ready = await server.request('GET', '/readyz');
    const readyMs = performance.now() - startedAt;
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { redis: false } });
    console.info(
      `with Redis away: query ${queryMs.toFixed(0)} ms, place order ${orderMs.toFixed(0)} ms, /readyz ${readyMs.toFixed(0)} ms`,
    );
  }, 30_000);

  it('re-creates deadline jobs from the database when Redis returns empty, and the orders still expire', async () => {
    const product = await server.app.orm.em
      .fork()
      .findOneOrFail(Product, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    await setPart(server, product.id, { stock: 50, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const beforeOutage = await place();

    // Redis goes away and comes back without persistence: every job of this shop is gone.
    await proxy.cut();
    const duringOutage = await place();
    await dropJobsNamespace(redisUrl!, jobsPrefixOf(server.databaseUrl));
    await proxy.restore();

    clock.advance(30 * 60_000 + 1000);
    const statusOf = async ({ buyer, orderId }: { buyer: TestUser; orderId: string }) =>
      (await server.graphql(orderStatusQuery, { id: orderId }, buyer.headers)).data.order.status as string;
    await expect
      .poll(
        async () => {
          await server.app.jobs.runDue();
          return [await statusOf(beforeOutage), await statusOf(duringOutage)];
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(['CANCELLED', 'CANCELLED']);
  }, 60_000);

  it('shuts down while Redis is away', async () => {
    const ownProxy = await startRedisProxy(redisUrl!);
    const copy = await startTestServer({ database, clock, redis: true, settings: { REDIS_URL: ownProxy.url } });
    try {
      await ownProxy.cut();
      await expect.poll(async () => (await copy.request('GET', '/readyz')).status).toBe(503);
      // Closing waits for no Redis command that can never be answered.
      await copy.close();
    } finally {
      await ownProxy.close();
    }
  }, 30_000);
});
