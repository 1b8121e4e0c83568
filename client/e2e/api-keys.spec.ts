import { expect, test } from '@playwright/test';
import { signUp } from './after-sale-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';

const text = (key: string) => message('en-US', `apiKeys.${key}`);

test('a user makes an API key, calls the API with it, and revokes it', async ({ page, request }) => {
  await signUp(page, uniqueEmail('api-keys'));
  await page.goto('/user');
  await page.getByRole('link', { name: text('title') }).click();
  await expect(page).toHaveURL(/\/user\/api-keys$/);
  await expect(page.getByText(text('none'))).toBeVisible();

  await page.getByTestId('api-key-name').fill('ERP sync');
  await page.getByRole('checkbox', { name: text('scope.ORDERS_READ') }).check();
  await page.getByTestId('api-key-create').click();
  const secret = (await page.getByTestId('api-key-secret').locator('pre').innerText()).trim();
  expect(secret).toMatch(/^cm_/);
  const key = page.getByTestId('api-key');
  await expect(key).toContainText('ERP sync');
  await expect(key).toContainText(`${text('scope.CATALOG_READ')} · ${text('scope.ORDERS_READ')}`);
  await expect(key).toContainText(text('neverUsed'));

  const call = () =>
    request.post('/graphql', {
      data: { query: '{ myOrders(first: 1) { totalCount } }' },
      headers: { authorization: `Bearer ${secret}` },
    });
  const answer = await call();
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { data: unknown }).data).toEqual({ myOrders: { totalCount: 0 } });
  expect(Number(answer.headers()['x-ratelimit-remaining'])).toBeLessThan(Number(answer.headers()['x-ratelimit-limit']));

  // Once saved, the secret is gone from the page for good; the key's last use shows after a reload.
  await page.getByRole('button', { name: text('secretSaved') }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await page.reload();
  await expect(key).not.toContainText(text('neverUsed'));

  await key.getByRole('button', { name: text('revoke') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('ERP sync');
  await confirm.getByRole('button', { name: text('revoke') }).click();
  await expect(key.getByTestId('api-key-revoked')).toBeVisible();
  expect((await call()).status()).toBe(401);
});
