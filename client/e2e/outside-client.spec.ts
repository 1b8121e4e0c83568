import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from 'graphql-ws';
import { signUp } from './after-sale-steps';
import { addDefaultAddress, graphql } from './api-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';
import { multiMatchQuery, paginationSample } from '../src/features/developers/code-samples';
import { startWebhookReceiver } from './webhook-steps';

const t = (key: string) => message('en-US', key);

/** The verification the developer page shows, as an integrator copies it. */
function verifyCircuitMartWebhook(rawBody: string, header: string, secret: string): boolean {
  const fields = new Map(header.split(',').map((field) => field.split('=', 2) as [string, string]));
  const timestamp = Number(fields.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const given = fields.get('v1') ?? '';
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * An integrator's program written only from /developers (its pagination and multi-match examples are used as shown):
 * plain fetch and graphql-ws with an API key the user made in the settings, no session and no browser.
 */
test('an outside client with an API key pages a category, matches 100 MPNs by reference and follows an order by webhook and subscription', async ({
  page,
  request,
  baseURL,
}) => {
  const receiver = await startWebhookReceiver();
  // The user: reads the developer page, then makes a key and a webhook endpoint in the settings as it says.
  const token = await signUp(page, uniqueEmail('outside-client'));
  await page.goto('/developers');
  await expect(page.getByRole('heading', { name: t('developers.changesTitle') })).toBeVisible();
  await page.goto('/user/api-keys');
  await page.getByTestId('api-key-name').fill('Procurement sync');
  await page.getByRole('checkbox', { name: t('apiKeys.scope.CATALOG_READ') }).check();
  await page.getByRole('checkbox', { name: t('apiKeys.scope.ORDERS_READ') }).check();
  await page.getByTestId('api-key-create').click();
  const apiKey = (await page.getByTestId('api-key-secret').locator('pre').innerText()).trim();
  await page.goto('/user/webhooks');
  await page.getByLabel(t('webhooks.url')).fill(receiver.url);
  await page.getByLabel(t('webhooks.event.ORDER_STATUS_CHANGED')).check();
  await page.getByRole('button', { name: t('webhooks.add') }).click();
  const webhookSecret = (await page.getByTestId('webhook-secret').locator('pre, code').first().textContent())!.trim();

  const socket = createClient({
    url: `${baseURL!.replace(/^http/, 'ws')}/graphql`,
    connectionParams: { Authorization: `Bearer ${apiKey}` },
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  try {
    // The outside client.
    const remaining: number[] = [];
    const api = async (query: string, variables: object = {}) => {
      const response = await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ query, variables }),
      });
      expect(response.status).toBe(200);
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
      const { data, errors } = (await response.json()) as { data: any; errors?: unknown };
      expect(errors).toBeUndefined();
      return data;
    };

    const { categories } = await api('{ categories { id productCount } }');
    // A category of a few pages; totalCount stops counting at 1,000 (totalCountCapped), paging does not.
    const category = [...categories]
      .filter((candidate) => candidate.productCount <= 1000)
      .sort((a, b) => b.productCount - a.productCount)[0];
    const parts: { id: string; mpn: string; stock: number }[] = [];
    let after: string | null = null;
    let pages = 0;
    let totalCount = 0;
    do {
      const { products } = await api(paginationSample(), { category: category.id, after });
      totalCount = products.totalCount;
      parts.push(...products.edges.map((edge: { node: (typeof parts)[number] }) => edge.node));
      after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(parts).toHaveLength(totalCount);
    expect(new Set(parts.map((part) => part.id)).size).toBe(totalCount);
    // The headers count the quota down call by call.
    expect(remaining.every((left, call) => call === 0 || left < remaining[call - 1]!)).toBe(true);

    // A BOM of 100 lines: 90 of the category's parts, then part numbers the shop does not carry.
    const known = [...new Set(parts.map((part) => part.mpn))].slice(0, 90);
    const items = Array.from({ length: 100 }, (_, index) => ({
      mpn: known[index] ?? `NOSUCHPART-${randomUUID().slice(0, 8)}`,
      reference: `BOM-${index + 1}`,
    }));
    const { partsMultiMatch } = await api(multiMatchQuery, { items });
    expect(partsMultiMatch.map((answer: { reference: string }) => answer.reference)).toEqual(
      items.map((item) => item.reference),
    );
    partsMultiMatch.forEach((answer: any, index: number) => {
      if (index >= known.length) {
        expect(answer.hits, answer.reference).toBe(0);
        return;
      }
      expect(answer.parts[0].part.mpn, answer.reference).toBe(known[index]);
      expect(answer.parts[0].offers[0], answer.reference).toMatchObject({
        currency: 'CNY',
        packaging: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    // Follow the user's orders: a subscription on the socket, and the webhook.
    const changes = socket.iterate<{ orderStatusChanged: { orderId: string; status: string } }>({
      query: 'subscription { orderStatusChanged { orderId status } }',
    });
    // The subscription is live once the socket answered an operation sent after it.
    await socket.iterate({ query: '{ __typename }' }).next();

    // The user orders the best-stocked part and cancels it (set-up through the user's own session).
    const part = [...parts].sort((left, right) => right.stock - left.stock)[0]!;
    const { product } = await graphql(request, `{ product(id: "${part.id}") { moq } }`);
    await addDefaultAddress(request, token);
    const { myAddresses } = await graphql(request, '{ myAddresses { id } }', {}, token);
    const { placeOrder } = await graphql(
      request,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code } } }',
      {
        input: {
          idempotencyKey: randomUUID(),
          source: { productId: part.id, quantity: product.moq },
          deliveryMethod: 'EXPRESS',
          addressId: myAddresses[0].id,
        },
      },
      token,
    );
    expect(placeOrder.userErrors).toEqual([]);
    const orderId = placeOrder.order.id as string;
    const { cancelOrder } = await graphql(
      request,
      `mutation { cancelOrder(input: { id: "${orderId}", reason: "Ordered by mistake" }) { userErrors { code } } }`,
      {},
      token,
    );
    expect(cancelOrder.userErrors).toEqual([]);

    for (;;) {
      const change = await changes.next();
      expect(change.value.errors).toBeUndefined();
      if (change.value.data.orderStatusChanged.status === 'CANCELLED') {
        expect(change.value.data.orderStatusChanged.orderId).toBe(orderId);
        break;
      }
    }
    await changes.return?.();

    const cancelledHook = () =>
      receiver.received.find(
        (delivery) =>
          delivery.headers['x-circuitmart-event'] === 'order.status_changed' &&
          JSON.parse(delivery.body).data.status === 'CANCELLED',
      );
    await expect.poll(() => Boolean(cancelledHook())).toBe(true);
    const delivery = cancelledHook()!;
    expect(
      verifyCircuitMartWebhook(delivery.body, String(delivery.headers['x-circuitmart-signature']), webhookSecret),
    ).toBe(true);
    expect(JSON.parse(delivery.body).data.orderId).toBe(orderId);
    const { order } = await api('query($id: ID!) { order(id: $id) { status } }', { id: orderId });
    expect(order.status).toBe('CANCELLED');
  } finally {
    await socket.dispose();
    await receiver.close();
  }
});
