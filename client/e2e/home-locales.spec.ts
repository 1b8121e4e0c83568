import { expect, test, type Page } from '@playwright/test';
import { LOCALES, message, type Locale } from './locale-messages';

async function expectTranslatedHomeWithProducts(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { name: message(locale, 'home.newestTitle') })).toBeVisible();
  await expect(page.getByRole('heading', { name: message(locale, 'home.heroTitle') })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  await expect(page).toHaveTitle('CircuitMart');
}

for (const locale of LOCALES) {
  test(`home page in ${locale} chosen with the language switcher`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('combobox', { name: message('en-US', 'header.language') }).selectOption(locale);
    await expectTranslatedHomeWithProducts(page, locale);
    const languageCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'lang');
    expect(languageCookie?.value).toBe(locale);
    expect(languageCookie?.sameSite).toBe('Lax');
  });

  test(`home page in ${locale} chosen by the lang cookie`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    await page.goto('/');
    await expectTranslatedHomeWithProducts(page, locale);
  });
}

test('the language chosen survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: message('en-US', 'header.language') }).selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: message('ru', 'home.newestTitle') })).toBeVisible();
});
