import { expect, test } from '@playwright/test';
import { message } from './locale-messages';

test('an unknown path answers HTTP 404 and shows the 404 page', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
});

test('a page chunk that fails to load shows the error screen, and clear returns home', async ({ page }) => {
  await page.route(/\/assets\/goods-list-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('link', { name: message('en-US', 'home.browseAll') }).click();

  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Server Error' })).toBeVisible();
  await page.getByRole('button', { name: 'clear' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: message('en-US', 'home.newestTitle') })).toBeVisible();
});

test('My coupons, once a placeholder, is a signed-in page: a visitor is asked to log in', async ({ page }) => {
  await page.goto('/user/coupon');
  await expect(page).toHaveURL(/\/login\/login$/);
});
