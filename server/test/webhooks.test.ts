import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { defaultWebhookSettings } from '../src/modules/webhooks/webhooks.service.js';
import { apply, receivedOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';
import { placeExpressOrder } from './payment-steps.js';
import { somePart } from './coupons-steps.js';
import {
  deliveriesOf,
  DELIVERY_FIELDS,
  registerEndpoint,
  registerEndpointMutation,
  startWebhookReceiver,
  verifyWebhook,
  type WebhookReceiver,
} from './webhook-steps.js';

const cancelMutation = `mutation Cancel($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { status } userErrors { code message } }
}`;
const redeliverMutation = `mutation Redeliver($id: ID!) {
  redeliverWebhook(deliveryId: $id) { delivery { ${DELIVERY_FIELDS} } userErrors { code message } }
}`;
const watchMutation = `mutation Watch($id: ID!) { watchPart(productId: $id) { watching userErrors { code message } } }`;

const backoffMs = defaultWebhookSettings.backoffMs;

describe.each(databaseKinds)('webhooks on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let receiver: WebhookReceiver;
  let part: number;
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20, redis: true });
    receiver = await startWebhookReceiver();
    part = (await somePart(server)).id;
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    await server.app.jobs.runDue();
    receiver.received.length = 0;
  });

  async function cancelledOrderOf(buyer: TestUser) {
    const order = await placeExpressOrder(server, clock, buyer.headers, { productId: part, quantity: 1 });
    const cancelled = await server.graphql(
      cancelMutation,
      { input: { id: order.id, reason: 'changed my mind' } },
      buyer.headers,
    );
    expect(cancelled.data.cancelOrder.userErrors).toEqual([]);
    return order;
  }

  // Outside production plain http and this machine are allowed by default; webhook-targets.test.ts turns them off.
  it('accepts http(s) endpoints without credentials, with a translated error otherwise', async () => {
    const user = await createUser(server);
    for (const url of ['ftp://127.0.0.1/hook', 'not a url', 'https://user:pw@example.com/']) {
      const refused = await server.graphql(
        registerEndpointMutation,
        { input: { url, events: ['ORDER_STATUS_CHANGED'] } },
        { ...user.headers, lang: 'en-US' },
      );
      expect(refused.data.registerWebhookEndpoint.userErrors[0], url).toMatchObject({
        code: 'WEBHOOK_URL_INVALID',
        field: ['input', 'url'],
      });
    }
    const noEvents = await server.graphql(
      registerEndpointMutation,
      { input: { url: receiver.url, events: [] } },
      user.headers,
    );
    expect(noEvents.data.registerWebhookEndpoint.userErrors[0].code).toBe('WEBHOOK_EVENTS_REQUIRED');
    const endpoint = await registerEndpoint(server, user.headers, 'https://hooks.example.com/cm', [
      'ORDER_STATUS_CHANGED',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await server.graphql('{ myWebhookEndpoints { id url events } }', {}, user.headers);
    expect(listed.data.myWebhookEndpoints).toEqual([
      { id: endpoint.id, url: 'https://hooks.example.com/cm', events: ['ORDER_STATUS_CHANGED'] },
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(endpoint.secret);
  });

  it("signs a delivery of the user's own order change, and sends nothing for another user's order", async () => {
    const buyer = await createUser(server);
    const stranger = await createUser(server);
    const endpoint = await registerEndpoint(server, buyer.headers, receiver.url, ['ORDER_STATUS_CHANGED']);
    await cancelledOrderOf(stranger);
    await server.app.jobs.runDue();
    expect(receiver.received).toEqual([]);

    const order = await cancelledOrderOf(buyer);
    await server.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const signature = String(delivery!.headers['x-circuitmart-signature']);
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(verifyWebhook(endpoint.secret, delivery!.body, signature, now)).toBe(true);
    expect(verifyWebhook(endpoint.secret, delivery!.body.replace('CANCELLED', 'COMPLETED'), signature, now)).toBe(
      false,
    );
    expect(verifyWebhook(`${endpoint.secret}x`, delivery!.body, signature, now)).toBe(false);
    expect(verifyWebhook(endpoint.secret, delivery!.body, signature, now + 3600)).toBe(false);
    expect(delivery!.headers['x-circuitmart-event']).toBe('order.status_changed');
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'order.status_changed',
      data: { orderId: order.id, number: order.number, status: 'CANCELLED' },
    });
    const [logged] = await deliveriesOf(server, buyer.headers, endpoint.id);
    expect(logged).toMatchObject({ status: 'DELIVERED', attempts: 1, responseStatus: 200, lastError: null });
    expect(logged.durationMs).toBeGreaterThanOrEqual(0);
    expect(logged.id).toBe(delivery!.headers['x-circuitmart-delivery']);
  });

  it('retries after a 500 with a longer wait each time, and redelivers by hand', async () => {
    const buyer = await createUser(server);
    const endpoint = await registerEndpoint(server, buyer.headers, receiver.url, ['ORDER_STATUS_CHANGED']);
    receiver.answerNext(500, 503);
    await cancelledOrderOf(buyer);
    await server.app.jobs.runDue();
    expect((await deliveriesOf(server, buyer.headers, endpoint.id))[0]).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      responseStatus: 500,
      lastError: 'HTTP 500',
    });
    clock.advance(backoffMs);
    await server.app.jobs.runDue();
    expect((await deliveriesOf(server, buyer.headers, endpoint.id))[0]).toMatchObject({
      attempts: 2,
      responseStatus: 503,
    });
    // The second retry waits twice as long.
    clock.advance(backoffMs);
    await server.app.jobs.runDue();
    expect((await deliveriesOf(server, buyer.headers, endpoint.id))[0]).toMatchObject({
      status: 'PENDING',
      attempts: 2,
    });
    clock.advance(backoffMs);
    await server.app.jobs.runDue();
    const [delivered] = await deliveriesOf(server, buyer.headers, endpoint.id);
    expect(delivered).toMatchObject({ status: 'DELIVERED', attempts: 3, responseStatus: 200 });
    expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);

    const stranger = await createUser(server);
    const foreign = await server.graphql(redeliverMutation, { id: delivered.id }, stranger.headers);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const again = await server.graphql(redeliverMutation, { id: delivered.id }, buyer.headers);
    expect(again.data.redeliverWebhook.delivery).toMatchObject({ status: 'PENDING', redeliveryOf: delivered.id });
    await server.app.jobs.runDue();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.body).toBe(delivered.body);
    expect(receiver.received[3]!.headers['x-circuitmart-delivery']).toBe(again.data.redeliverWebhook.delivery.id);
    const log = await deliveriesOf(server, buyer.headers, endpoint.id);
    expect(log.map((entry: { status: string }) => entry.status)).toEqual(['DELIVERED', 'DELIVERED']);
  });

  it('tells an after-sales request of the user', async () => {
    const buyer = await createUser(server, { balanceFen: 1_000_000 });
    const endpoint = await registerEndpoint(server, buyer.headers, receiver.url, ['AFTER_SALE_STATUS_CHANGED']);
    const sales = await createUser(server, { roles: ['sales'] });
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 1 }]);
    const request = await apply(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'OTHER',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    await server.app.jobs.runDue();
    expect(receiver.received.map((delivery) => JSON.parse(delivery.body))).toEqual([
      expect.objectContaining({
        type: 'after_sale.status_changed',
        data: {
          afterSaleId: request.id,
          serviceNumber: request.service_number,
          status: request.status,
          orderId: order.id,
        },
      }),
    ]);
    expect((await deliveriesOf(server, buyer.headers, endpoint.id))[0].status).toBe('DELIVERED');
  });

  it("tells a part's watchers of its price and stock changes, by webhook and subscription", async () => {
    const watcher = await createUser(server);
    const other = await createUser(server);
    await registerEndpoint(server, watcher.headers, receiver.url, ['WATCHED_PART_CHANGED']);
    await registerEndpoint(server, other.headers, receiver.url, ['WATCHED_PART_CHANGED']);
    expect((await server.graphql(watchMutation, { id: String(part) }, watcher.headers)).data.watchPart.watching).toBe(
      true,
    );
    expect(
      (await server.graphql(`{ isPartWatched(productId: "${part}") }`, {}, watcher.headers)).data.isPartWatched,
    ).toBe(true);

    const socket = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: watcher.headers,
      retryAttempts: 0,
    });
    try {
      const changes = socket.iterate<{ watchedPartChanged: { productId: string; stock: number; changed: string } }>({
        query: 'subscription { watchedPartChanged { productId mpn stock listPriceMilli changed } }',
      });
      const first = changes.next();
      // The subscription is live once the server answers a query on the same socket.
      await socket.iterate({ query: '{ isPartWatched(productId: "1") }' }).next();
      await setPart(server, part, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_000 }] });
      expect((await first).value.data.watchedPartChanged).toMatchObject({
        productId: String(part),
        listPriceMilli: 12_000,
        changed: 'price',
      });
      const buyer = await createUser(server);
      await placeExpressOrder(server, clock, buyer.headers, { productId: part, quantity: 3 });
      expect((await changes.next()).value.data.watchedPartChanged).toMatchObject({ stock: 997, changed: 'stock' });
      await changes.return?.();
    } finally {
      await socket.dispose();
    }
    await server.app.jobs.runDue();
    const bodies = receiver.received.map((delivery) => JSON.parse(delivery.body));
    expect(bodies.map((body) => [body.type, body.data.changed, body.data.productId])).toEqual([
      ['watched_part.changed', 'price', String(part)],
      ['watched_part.changed', 'stock', String(part)],
    ]);
  });
});
