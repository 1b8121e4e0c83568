import { expect, test } from '@playwright/test';
import { message } from './locale-messages';

test('special topics show curated parts that open their detail page', async ({ page }) => {
  await page.goto('/home/ztzb');
  await expect(page).toHaveTitle(`${message('en-US', 'topics.title')} – CircuitMart`);
  const topics = page.getByTestId('special-topic');
  await expect(topics).toHaveCount(3);
  const usbC = page.getByRole('region', { name: 'USB-C power' });
  await expect(usbC.getByTestId('product-card').first()).toContainText('TYPE-C-31-M-12');
  await usbC.getByRole('link', { name: 'TYPE-C-31-M-12' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TYPE-C-31-M-12' })).toBeVisible();
});

test('special topics in Russian', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
  await page.goto('/home/ztzb');
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'topics.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Питание от USB-C' })).toBeVisible();
});

test('the brand hall groups makers by letter or country and links to each brand page', async ({ page }) => {
  await page.goto('/home/ppg');
  await expect(page).toHaveTitle(`${message('en-US', 'brandHall.title')} – CircuitMart`);
  const tiles = page.getByTestId('brand-tile');
  await expect(tiles.first()).toBeVisible();
  const brandCount = await tiles.count();
  expect(brandCount).toBeGreaterThan(3);
  const letterGroups = await page.getByTestId('brand-group').count();
  expect(letterGroups).toBeGreaterThan(1);

  // The same makers, filed under their countries instead.
  await page.getByText(message('en-US', 'brandHall.byCountry')).click();
  await expect(tiles).toHaveCount(brandCount);
  const firstCountry = page.getByTestId('brand-group').first();
  const country = (await firstCountry.getByRole('heading').textContent())!.trim();
  for (const tile of await firstCountry.getByTestId('brand-tile').all()) await expect(tile).toContainText(country);

  const brandLink = firstCountry.getByTestId('brand-tile').first().getByRole('link');
  const brandName = (await brandLink.textContent())!.trim();
  await brandLink.click();
  await expect(page).toHaveURL(/\/home\/brandDetails\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
});
