import { expect, test } from '@playwright/test';
import { message } from './locale-messages';

test('from the list to a part: the detail page shows its MPN, price breaks and stock', async ({ page }) => {
  await page.goto('/goods/list');
  const firstCard = page.getByTestId('product-card').first();
  await expect(firstCard).toBeVisible();
  await expect(page.getByTestId('goods-total')).toBeVisible();
  const partLink = firstCard.getByRole('link').first();
  const mpn = (await partLink.textContent())!.trim();
  await partLink.click();

  await expect(page).toHaveURL(/\/goods\/(?!list$)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: mpn })).toBeVisible();
  await expect(page.getByTestId('product-mpn')).toHaveText(mpn);
  const priceBreaks = page.getByTestId('price-break-table');
  await expect(priceBreaks).toBeVisible();
  await expect(priceBreaks.getByRole('row').nth(1)).toContainText('¥');
  await expect(page.getByTestId('product-stock')).toHaveText(/\d/);
  await expect(page).toHaveTitle(`${mpn} – CircuitMart`);
});

test('Next and Previous page through the list by cursor', async ({ page }) => {
  await page.goto('/goods/list');
  const firstMpn = page.getByTestId('product-card').first().getByRole('link').first();
  await expect(firstMpn).toBeVisible();
  const firstPageMpn = (await firstMpn.textContent())!.trim();
  await expect(page.getByTestId('product-card')).toHaveCount(20);

  await page.getByRole('button', { name: message('en-US', 'goodsList.next') }).click();
  await expect(page).toHaveURL(/[?&]after=/);
  await expect(firstMpn).not.toHaveText(firstPageMpn);

  await page.getByRole('button', { name: message('en-US', 'goodsList.previous') }).click();
  await expect(page).not.toHaveURL(/[?&]after=/);
  await expect(firstMpn).toHaveText(firstPageMpn);
});

test('a category from the home page narrows the list', async ({ page }) => {
  await page.goto('/');
  const categoryNav = page.getByRole('navigation', { name: message('en-US', 'home.categoriesTitle') });
  const categoryLink = categoryNav.getByRole('link').first();
  await expect(categoryLink).toBeVisible();
  const categoryName = (await categoryLink.textContent())!.trim();
  await categoryLink.click();
  await expect(page).toHaveURL(/\/goods\/list\?category=/);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an unknown part id shows a not-found state', async ({ page }) => {
  await page.goto('/goods/999999999');
  await expect(page.getByText(message('en-US', 'goodsDetail.notFoundTitle'))).toBeVisible();
});
