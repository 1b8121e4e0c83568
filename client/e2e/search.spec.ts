import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';

const PART = 'STM32F103C8T6';

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: message('en-US', 'header.search') });
}

function firstResultMpn(page: Page) {
  return page.getByTestId('product-card').first().getByRole('link').first();
}

/** "From ¥1,234.5678" → 1234.5678; en-US groups with commas. */
async function priceOf(page: Page, index: number): Promise<number> {
  const text = await page.getByTestId('product-price').nth(index).textContent();
  return Number(text!.replace(/[^\d.]/g, ''));
}

// A family prefix ranks its members best stocked first, and C8T6 is the family's best-stocked part.
for (const spelling of ['stm32f103c8t6', 'STM32F103C8T6TR', 'stm32-f103']) {
  test(`searching "${spelling}" from the header lists ${PART} first`, async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill(spelling);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/goods/list?q=${encodeURIComponent(spelling)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(spelling);
    await expect(firstResultMpn(page)).toHaveText(PART);
  });
}

test('searching the dashed prefix "stm32-f103" lists the STM32F103 family with STM32F103C8T6 in it', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).fill('stm32-f103');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/goods/list?q=stm32-f103');
  await expect(page.getByTestId('product-card').getByRole('link', { name: PART, exact: true })).toBeVisible();
  for (const mpn of await page.getByTestId('product-card-mpn').allTextContents()) {
    expect(mpn).toMatch(/^STM32F103/);
  }
});

test('the search results are read by a GET that shared caches may keep', async ({ page }) => {
  await page.goto('/');
  const listed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'GET' &&
      /\bproducts\b/.test(new URL(response.url()).searchParams.get('query') ?? ''),
  );
  await searchBox(page).fill(PART);
  await searchBox(page).press('Enter');
  await expect(firstResultMpn(page)).toHaveText(PART);
  const answer = await listed;
  // Apollo Server's CSRF check let it through; a visitor's copy may be kept by shared caches, revalidated by ETag.
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=30');
  expect(answer.headers()['etag']).toBeTruthy();
});

test('a part suggestion opens the part page', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('stm32f103c8');
  const suggestion = page.getByRole('option', { name: PART }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/goods\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: PART })).toBeVisible();
});

test('the keyboard walks the suggestions, Escape closes them and Enter opens the highlighted one', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('stm32f103c8t6');
  const firstOption = page.getByRole('option').first();
  await expect(firstOption).toHaveText(new RegExp(PART));
  await searchBox(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('ArrowDown');
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: PART })).toBeVisible();
});

test('stock, price and sort filters live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/goods/list?q=stm32');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.getByRole('button', { name: message('en-US', 'goodsList.inStockOnly') }).click();
  await expect(page).toHaveURL(/[?&]inStock=1/);
  await page.getByLabel(message('en-US', 'goodsList.priceMin')).fill('0.5');
  await page.getByLabel(message('en-US', 'goodsList.priceMax')).fill('200');
  await page.getByRole('button', { name: message('en-US', 'goodsList.applyPrice') }).click();
  await expect(page).toHaveURL(/[?&]priceMin=0\.5&priceMax=200/);
  await page.getByLabel(message('en-US', 'goodsList.sortLabel')).selectOption('PRICE_ASC');
  await expect(page).toHaveURL('/goods/list?q=stm32&inStock=1&priceMin=0.5&priceMax=200&sort=price-asc');

  await page.reload();
  await expect(page.getByRole('button', { name: message('en-US', 'goodsList.inStockOnly') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel(message('en-US', 'goodsList.priceMin'))).toHaveValue('0.5');
  await expect(page.getByLabel(message('en-US', 'goodsList.priceMax'))).toHaveValue('200');
  await expect(page.getByLabel(message('en-US', 'goodsList.sortLabel'))).toHaveValue('PRICE_ASC');
  await expect(page.getByTestId('product-price').nth(1)).toBeVisible();
  const first = await priceOf(page, 0);
  const second = await priceOf(page, 1);
  expect(first).toBeGreaterThanOrEqual(0.5);
  expect(first).toBeLessThanOrEqual(second);
  expect(second).toBeLessThanOrEqual(200);
});

test('a search that finds nothing says so and suggests checking the part number', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('qqzzxx-no-such-part-9999');
  await searchBox(page).press('Enter');
  const empty = page.getByTestId('search-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText(message('en-US', 'search.noResultsHint'));
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});

test('the last searches show in an empty box and can be cleared', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('NE555');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/goods/list?q=NE555');

  await page.goto('/');
  await searchBox(page).focus();
  const history = page.getByRole('listbox', { name: message('en-US', 'search.recentSearches') });
  await expect(history.getByRole('option').first()).toHaveText('NE555');

  await page.getByRole('button', { name: message('en-US', 'search.clearHistory') }).click();
  await expect(history).toBeHidden();
  await page.reload();
  await searchBox(page).focus();
  await expect(page.getByRole('listbox')).toBeHidden();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header search, in view without opening the menu, finds a part and the results fit the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).fill('STM32F103C8T6TR');
    await searchBox(page).press('Enter');
    await expect(firstResultMpn(page)).toHaveText(PART);
    await page.goto('/goods/list?q=stm32&inStock=1&priceMin=0.5&priceMax=200&sort=price-asc');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
