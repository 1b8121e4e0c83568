import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEndpoint } from '../src/modules/webhooks/webhooks.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { somePart } from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart } from './order-steps.js';
import { placeExpressOrder } from './payment-steps.js';
import {
  deliveriesOf,
  registerEndpoint,
  registerEndpointMutation,
  startWebhookReceiver,
  type WebhookReceiver,
} from './webhook-steps.js';

const cancelMutation = `mutation Cancel($input: CancelOrderInput!) {
  cancelOrder(input: $input) { userErrors { code } }
}`;
/** A public address literal: registering it needs no DNS, and no test ever delivers to it. */
const PUBLIC_TARGET = 'https://93.184.215.14/hooks/circuitmart';

describe.each(databaseKinds)('webhook targets as in production (SSRF guard) on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock,
      parts: 20,
      settings: { WEBHOOK_ALLOW_HTTP: 'false', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' },
    });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  const register = async (headers: Record<string, string>, url: string) =>
    (
      await server.graphql(
        registerEndpointMutation,
        { input: { url, events: ['ORDER_STATUS_CHANGED'] } },
        { ...headers, lang: 'en-US' },
      )
    ).data.registerWebhookEndpoint;

  it('refuses plain http, and hosts that are or resolve to loopback, private or link-local addresses', async () => {
    const user = await createUser(server);
    expect((await register(user.headers, 'http://93.184.215.14/hook')).userErrors[0].code).toBe('WEBHOOK_URL_INVALID');
    for (const [url, host] of [
      ['https://127.0.0.1/hook', '127.0.0.1'],
      ['https://localhost:8443/hook', 'localhost'],
      ['https://[::1]/hook', '::1'],
      ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
      ['https://10.1.2.3/hook', '10.1.2.3'],
      ['https://172.16.0.9/hook', '172.16.0.9'],
      ['https://192.168.1.20/hook', '192.168.1.20'],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['https://[fd00:ec2::254]/hook', 'fd00:ec2::254'],
      ['https://0.0.0.0/hook', '0.0.0.0'],
      ['https://100.64.0.1/hook', '100.64.0.1'],
      ['https://no-such-host.invalid/hook', 'no-such-host.invalid'],
    ]) {
      const answer = await register(user.headers, url!);
      expect(answer.userErrors, url).toEqual([
        {
          code: 'WEBHOOK_URL_NOT_PUBLIC',
          field: ['input', 'url'],
          message: `${host} does not resolve to a public internet address: webhooks are never sent to this machine, private networks, link-local or cloud metadata addresses`,
        },
      ]);
    }
    expect((await register(user.headers, PUBLIC_TARGET)).userErrors).toEqual([]);
  });

  it('checks the address again when delivering, and never connects to one that became private', async () => {
    const buyer = await createUser(server);
    const endpoint = await registerEndpoint(server, buyer.headers, PUBLIC_TARGET, ['ORDER_STATUS_CHANGED']);
    // The host now resolves to this machine (DNS rebinding), where the receiver listens.
    const rebound = receiver.url.replace('127.0.0.1', 'localhost');
    await server.app.orm.em.fork().nativeUpdate(WebhookEndpoint, { id: Number(endpoint.id) }, { url: rebound });
    const part = (await somePart(server)).id;
    await setPart(server, part, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const order = await placeExpressOrder(server, clock, buyer.headers, { productId: part, quantity: 1 });
    const cancelled = await server.graphql(cancelMutation, { input: { id: order.id, reason: 'test' } }, buyer.headers);
    expect(cancelled.data.cancelOrder.userErrors).toEqual([]);
    await server.app.jobs.runDue();

    const [delivery] = await deliveriesOf(server, buyer.headers, endpoint.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: null });
    expect(delivery.lastError).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), not a public address$/);
    // An address literal is refused before any connection too.
    await server.app.orm.em.fork().nativeUpdate(WebhookEndpoint, { id: Number(endpoint.id) }, { url: receiver.url });
    clock.advance(3_600_000);
    await server.app.jobs.runDue();
    const [retried] = await deliveriesOf(server, buyer.headers, endpoint.id);
    expect(retried).toMatchObject({ attempts: 2, lastError: 'refused: 127.0.0.1 is not a public address' });
    expect(receiver.received).toEqual([]);
  });
});
