import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { createApiKey, type TestApiKey } from './api-key-steps.js';
import { somePart } from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart } from './order-steps.js';
import { placeExpressOrder } from './payment-steps.js';
import { watch } from './subscription-steps.js';

/** graphql-ws's Unauthorized close code. */
const UNAUTHORIZED = 4401;
const QUOTA = 400;
const orderChanges = 'subscription { orderStatusChanged { orderId status } }';
const partChanges = 'subscription { watchedPartChanged { productId listPriceMilli changed } }';
const cancelMutation = `mutation Cancel($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { status } userErrors { code } }
}`;
const revokeMutation = 'mutation Revoke($id: ID!) { revokeApiKey(input: { id: $id }) { apiKey { revokedAt } } }';
const rateLimitQuery = '{ rateLimit { cost remaining } }';

describe.each(databaseKinds)('API keys on GraphQL WebSockets on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let part: number;
  const sockets: Client[] = [];
  /** A graphql-ws client sending the key as an integrator would: `Authorization: Bearer <key>` in connection_init. */
  const keySocket = (key: Pick<TestApiKey, 'secret'>) => {
    const socket = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${key.secret}`, lang: 'en-US' },
      retryAttempts: 0,
    });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock,
      parts: 20,
      redis: true,
      rateLimitKeyPrefix: `test-socket-quota-${randomUUID()}`,
      settings: { API_QUOTA_COST_PER_HOUR: String(QUOTA) },
    });
    part = (await somePart(server)).id;
    await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await server.close();
  });

  it("streams its owner's order changes to a key with orders:read, and refuses a key without it", async () => {
    const owner = await createUser(server);
    const reader = await createApiKey(server, owner.headers, ['orders:read']);
    const catalogOnly = await createApiKey(server, owner.headers, ['catalog:read']);
    const socket = keySocket(reader);
    // A key on the socket may not do what it may not do over HTTP either: its account's other streams stay closed.
    const messages = watch(keySocket(reader), 'subscription { unreadMessageCountsChanged { all } }');
    const changes = watch<{ orderStatusChanged: { orderId: string; status: string } }>(socket, orderChanges);
    const refused = watch(keySocket(catalogOnly), orderChanges);
    // The subscription is live once the socket answered a later operation.
    expect((await socket.iterate({ query: '{ __typename }' }).next()).value.errors).toBeUndefined();
    await refused.within(2_000);
    await messages.within(2_000);
    expect(messages.errors[0]).toMatchObject({ extensions: { reason: 'API_KEY_SCOPE_MISSING' } });
    expect(refused.errors[0]).toMatchObject({
      message: 'This API key lacks the scope this needs: orders:read',
      extensions: { code: 'FORBIDDEN', reason: 'API_KEY_SCOPE_MISSING' },
    });

    const order = await placeExpressOrder(server, clock, owner.headers, { productId: part, quantity: 1 });
    const cancelled = await server.graphql(cancelMutation, { input: { id: order.id, reason: 'test' } }, owner.headers);
    expect(cancelled.data.cancelOrder.userErrors).toEqual([]);
    expect(await changes.next()).toEqual({ orderStatusChanged: { orderId: order.id, status: 'CANCELLED' } });
    await changes.stop();
  });

  it("streams changes of the owner's watched parts to a key with catalog:read, and refuses a key without it", async () => {
    const owner = await createUser(server);
    const key = await createApiKey(server, owner.headers, ['catalog:read']);
    const ordersOnly = await createApiKey(server, owner.headers, ['orders:read']);
    const refused = watch(keySocket(ordersOnly), partChanges);
    await refused.within(2_000);
    expect(refused.errors[0]).toMatchObject({ extensions: { reason: 'API_KEY_SCOPE_MISSING' } });
    const watched = await server.graphql(
      `mutation { watchPart(productId: "${part}") { watching } }`,
      {},
      owner.headers,
    );
    expect(watched.data.watchPart.watching).toBe(true);
    const socket = keySocket(key);
    const changes = watch<{ watchedPartChanged: { productId: string; listPriceMilli: number; changed: string } }>(
      socket,
      partChanges,
    );
    expect((await socket.iterate({ query: '{ categories { id } }' }).next()).value.errors).toBeUndefined();
    await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 11_000 }] });
    expect(await changes.next()).toEqual({
      watchedPartChanged: { productId: String(part), listPriceMilli: 11_000, changed: 'price' },
    });
    await changes.stop();
  });

  it('closes the socket with Unauthorized for an unknown key, and for a revoked one at its next check', async () => {
    const unknown = keySocket({ secret: `cm_AAAAAAAA_${'A'.repeat(43)}` });
    await expect(unknown.iterate({ query: '{ categories { id } }' }).next()).rejects.toMatchObject({
      code: UNAUTHORIZED,
    });

    const owner = await createUser(server);
    const key = await createApiKey(server, owner.headers, ['catalog:read']);
    const socket = keySocket(key);
    expect((await socket.iterate({ query: '{ categories { id } }' }).next()).value.errors).toBeUndefined();
    const revoked = await server.graphql(revokeMutation, { id: key.id }, owner.headers);
    expect(revoked.data.revokeApiKey.apiKey.revokedAt).toBeTruthy();
    // A socket re-checks its credential a minute after the last check.
    clock.advance(61_000);
    await expect(socket.iterate({ query: '{ categories { id } }' }).next()).rejects.toMatchObject({
      code: UNAUTHORIZED,
    });
  });

  it("charges each operation's cost to the key's quota, and refuses what HTTP refuses", async () => {
    const owner = await createUser(server);
    const key = await createApiKey(server, owner.headers, ['catalog:read']);
    const rateLimit = async () => (await server.graphql(rateLimitQuery, {}, key.headers)).data.rateLimit;
    const before = await rateLimit();
    const socket = keySocket(key);
    const page = '{ products(first: 50) { edges { node { id mpn stock } } } }';
    expect((await socket.iterate({ query: page }).next()).value.errors).toBeUndefined();
    // The page cost 1 + 50 × (edge + node + 3 fields) = 251.
    expect((await rateLimit()).remaining).toBe(before.remaining - 251 - before.cost);

    let deep = 'id';
    for (let level = 0; level < 12; level++) deep = `id alternatives(first: 1) { ${deep} }`;
    // graphql-ws rejects an operation its server refused before running it with the refusal's errors.
    const refusal = (reason: string) => [expect.objectContaining({ extensions: expect.objectContaining({ reason }) })];
    const deepQuery = `{ products(first: 1) { edges { node { ${deep} } } } }`;
    await expect(socket.iterate({ query: deepQuery }).next()).rejects.toEqual(refusal('QUERY_TOO_DEEP'));
    await expect(socket.iterate({ query: page }).next()).rejects.toEqual(refusal('QUOTA_EXCEEDED'));
    await expect(socket.iterate({ query: partChanges }).next()).rejects.toEqual(refusal('QUOTA_EXCEEDED'));
  });
});
