import { expect as baseExpect, test } from '@playwright/test';
import { logIn } from './after-sales-staff-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';
import { saveJourneyPart } from './staff-part-steps';

/** The machine runs several suites at once: a reload and its lazy page chunk can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('en-US', key),
  );

test("a sales user edits a part's price breaks and the shop's search shows the new price at once", async ({
  page,
  request,
}) => {
  test.slow();
  const mpn = `E2E-CAT-${Date.now().toString(36).toUpperCase()}`;
  // A part of its own: other journeys price the demo parts.
  await saveJourneyPart(request, await logIn(request, 'sales', 'Sales123'), {
    mpn,
    description: 'A part made by the catalog journey',
    priceBreaks: [
      { minQty: 100, unitPriceMilli: 1000 },
      { minQty: 1000, unitPriceMilli: 800 },
    ],
  });
  // The shop lists it at its first break's price, and keeps that search's results until the catalog changes.
  await page.goto(`/goods/list?q=${mpn}`);
  await expect(page.getByTestId('product-price')).toHaveText(t('product.priceFrom', { price: '¥0.10' }));

  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto('/admin');
  await page.getByRole('link', { name: new RegExp(t('staff.consoles.catalog.title')) }).click();
  await expect(page).toHaveURL(/\/admin\/catalog/);
  await expect(page.getByTestId('catalog-read-only')).toHaveCount(0);
  await page.getByTestId('catalog-search-query').fill(mpn);
  await page.getByTestId('catalog-search').click();
  await page.getByTestId('catalog-part-row').filter({ hasText: mpn }).click();

  const rows = page.getByTestId('price-break-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('price-break-price')).toHaveValue('0.1000');
  // Five decimals is one too many: the field says so and nothing is saved.
  await rows.nth(1).getByTestId('price-break-price').fill('0.07125');
  await page.getByTestId('catalog-part-save').click();
  await expect(rows.nth(1).getByTestId('price-break-price')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('rules.PRICE_BREAK_PRICE_INVALID'))).toBeVisible();
  await expect(rows.nth(0).getByTestId('price-break-price')).not.toHaveAttribute('aria-invalid', 'true');

  await rows.nth(0).getByTestId('price-break-price').fill('0.0456');
  await rows.nth(1).getByTestId('price-break-price').fill('0.0321');
  await page.getByTestId('price-break-add').click();
  await rows.nth(2).getByTestId('price-break-quantity').fill('5000');
  await rows.nth(2).getByTestId('price-break-price').fill('0.0299');
  await page.getByTestId('catalog-part-save').click();
  await expect(page.getByText(t('adminCatalog.part.saved'))).toBeVisible();

  await page.goto(`/goods/list?q=${mpn}`);
  await expect(page.getByTestId('product-price')).toHaveText(t('product.priceFrom', { price: '¥0.0456' }));
});
