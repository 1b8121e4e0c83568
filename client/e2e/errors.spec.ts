import { expect, test } from '@playwright/test';
import { message } from './locale-messages';

test('an unknown path answers HTTP 404 and shows the 404 page', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
});

test('a page chunk that fails to load reloads once, then offers a retry inside the site frame that recovers', async ({
  page,
}) => {
  let chunkReachable = false;
  await page.route(/\/assets\/goods-list-page-[^/]+\.js$/, (route) =>
    chunkReachable ? route.continue() : route.abort(),
  );
  let listDocuments = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/goods/list') listDocuments++;
  });
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('link', { name: message('en-US', 'home.browseAll') }).click();

  // The first failure reloads the page (a deploy may have replaced the chunk); failing again, it offers a retry
  // with the header still there, and no raw import error.
  const failed = page.getByRole('heading', { name: message('en-US', 'errorScreen.pageLoadTitle') });
  await expect(failed).toBeVisible();
  expect(listDocuments).toBe(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);

  chunkReachable = true;
  await page.getByRole('button', { name: message('en-US', 'errorScreen.retry') }).click();
  await expect(page).toHaveURL(/\/goods\/list$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('My coupons, once a placeholder, is a signed-in page: a visitor is asked to log in', async ({ page }) => {
  await page.goto('/user/coupon');
  await expect(page).toHaveURL(/\/login\/login$/);
});
