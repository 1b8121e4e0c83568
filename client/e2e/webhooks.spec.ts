import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mutate, signUp, staffToken } from './after-sale-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';
import { startWebhookReceiver } from './webhook-steps';

const text = (key: string) => message('en-US', `webhooks.${key}`);

test('a user adds a webhook endpoint, watches a part, and sees the signed delivery in the log and redelivers it', async ({
  page,
  request,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    await signUp(page, uniqueEmail('webhooks'));
    await page.goto('/user');
    await page.getByRole('link', { name: text('title') }).click();
    await expect(page).toHaveURL(/\/user\/webhooks$/);
    await expect(page.getByText(text('noEndpoints'))).toBeVisible();

    await page.getByLabel(text('url')).fill('ftp://example.com/hook');
    await page.getByRole('button', { name: text('add') }).click();
    await expect(page.getByLabel(text('url'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    await page.getByLabel(text('url')).fill(receiver.url);
    await page.getByLabel(text('event.WATCHED_PART_CHANGED')).check();
    await page.getByRole('button', { name: text('add') }).click();
    const secret = (await page.getByTestId('webhook-secret').locator('pre, code').first().textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByTestId('webhook-endpoint')).toContainText(receiver.url);

    const { products } = await graphql(request, '{ products(first: 1) { edges { node { id } } } }');
    const productId = products.edges[0].node.id as string;
    await page.goto(`/goods/${productId}`);
    await page.getByRole('button', { name: text('watch') }).click();
    await expect(page.getByRole('button', { name: text('watching') })).toHaveAttribute('aria-pressed', 'true');

    // Staff receive goods: the watched part's stock changes.
    const staff = await staffToken(request);
    await mutate(request, staff, 'adjustStock', { productId, reason: 'RECEIVED', quantity: 5 });
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    const [timestamp, signature] = String(delivery!.headers['x-circuitmart-signature'])
      .split(',')
      .map((part) => part.split('=')[1]);
    expect(signature).toBe(createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex'));
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'watched_part.changed',
      data: { productId, changed: 'stock' },
    });

    await page.goto('/user/webhooks');
    const log = page.getByTestId('webhook-deliveries');
    await expect(log.getByText(text('status.DELIVERED'))).toBeVisible();
    await expect(log.getByRole('cell', { name: '204' })).toBeVisible();
    await log.getByRole('button', { name: text('redeliver') }).click();
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1]!.body).toBe(delivery!.body);
    await page.getByRole('button', { name: text('refresh') }).click();
    await expect(log.getByText(text('status.DELIVERED'))).toHaveCount(2);
  } finally {
    await receiver.close();
  }
});
