import { expect, test } from '@playwright/test';
import { message } from './locale-messages';

test('from the brand list to a brand page and on to one of its parts', async ({ page }) => {
  await page.goto('/home/brand');
  await expect(page).toHaveTitle(`${message('en-US', 'brands.title')} – CircuitMart`);
  const cards = page.getByTestId('brand-card');
  await expect(cards.first()).toBeVisible();
  const brandCount = await cards.count();
  expect(brandCount).toBeGreaterThan(3);

  const brandLink = cards.first().getByRole('link');
  const brandName = (await brandLink.textContent())!.trim();
  await page.getByRole('searchbox', { name: message('en-US', 'brands.filterLabel') }).fill(brandName);
  await expect(cards).toHaveCount(1);
  await page.getByRole('searchbox', { name: message('en-US', 'brands.filterLabel') }).fill('no brand is called this');
  await expect(cards).toHaveCount(0);
  await page.getByRole('searchbox', { name: message('en-US', 'brands.filterLabel') }).fill(brandName);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/home\/brandDetails\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  await expect(page).toHaveTitle(`${brandName} – CircuitMart`);

  const partCard = page.getByTestId('product-card').first();
  await expect(partCard).toContainText(brandName);
  const partLink = partCard.getByRole('link').first();
  const mpn = (await partLink.textContent())!.trim();
  await partLink.click();
  await expect(page.getByRole('heading', { level: 1, name: mpn })).toBeVisible();
});

test('a featured brand on the home page opens its brand page', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: message('en-US', 'home.brandsTitle') });
  const brandLink = featured.getByRole('link').first();
  await expect(brandLink).toBeVisible();
  const brandName = (await brandLink.textContent())!.trim();
  await brandLink.click();
  await expect(page).toHaveURL(/\/home\/brandDetails\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
});

test('an unknown or missing brand id shows a not-found state', async ({ page }) => {
  await page.goto('/home/brandDetails?id=999999');
  await expect(page.getByText(message('en-US', 'brands.notFoundTitle'))).toBeVisible();
  await page.goto('/home/brandDetails');
  await expect(page.getByText(message('en-US', 'brands.notFoundTitle'))).toBeVisible();
});
