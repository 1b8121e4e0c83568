import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './after-sales-staff-steps';
import { message } from './locale-messages';
import { requestCode, tickAgreement, uniqueEmail } from './login-steps';
import { saveJourneyPart } from './staff-part-steps';

/** The machine runs several suites at once: a lazy page chunk can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('en-US', key),
  );

/** The journey's own part at one price break, MOQ 100. */
const savePart = (request: APIRequestContext, token: string, mpn: string, unitPriceMilli: number, id?: string) =>
  saveJourneyPart(request, token, {
    ...(id && { id }),
    mpn,
    description: 'A part made by the saved-quote journey',
    priceBreaks: [{ minQty: 100, unitPriceMilli }],
  });

test('a buyer saves a BOM quote, re-prices it after a price change, shares it with a colleague, and both export it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const mpn = `E2E-BOMQ-${Date.now().toString(36).toUpperCase()}`;
  const sales = await logIn(request, 'sales', 'Sales123');
  const partId = await savePart(request, sales, mpn, 1000);

  await page.goto('/bom');
  const code = await requestCode(page, uniqueEmail('bom-quotes'));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/bom$/);

  await page.getByLabel(t('bom.pasteLabel')).fill(`MPN\tQty\tDesignator\n${mpn}\t100\tU1`);
  await page.getByRole('button', { name: t('bom.read') }).click();
  await page.getByRole('button', { name: t('bom.matchLines') }).click();
  await expect(page.getByTestId('bom-lines').locator('tr[data-status="MATCHED"]')).toHaveCount(1);

  // Saving prices the quote: 100 pieces at ¥0.10.
  await page.getByLabel(t('bom.projectName')).fill('Saved-quote journey');
  await page.getByRole('button', { name: t('bom.saveProject') }).click();
  const panel = page.getByTestId('bom-saved-quote');
  await expect(panel.getByTestId('bom-reprice-summary')).toHaveText(t('bom.savedQuote.total', { total: '¥10.00' }));

  // The price goes up; re-pricing shows the line's old and new price and the change of the total.
  await savePart(request, sales, mpn, 1200, partId);
  await panel.getByRole('button', { name: t('bom.savedQuote.reprice') }).click();
  const summary = panel.getByTestId('bom-reprice-summary');
  await expect(summary).toContainText('¥12.00');
  await expect(summary).toContainText('was ¥10.00');
  await expect(summary).toContainText('(+¥2.00)');
  const changed = panel.locator('tr[data-changed="yes"]');
  await expect(changed).toHaveCount(1);
  await expect(changed.getByTestId('bom-change-price')).toHaveText('¥0.10 → ¥0.12');

  // A read-only link opens the quote in a fresh browser, without signing in and kept out of search results.
  await panel.getByRole('button', { name: t('bom.savedQuote.share') }).click();
  const link = panel.getByTestId('bom-share-link');
  await expect(link).toHaveValue(/\/bom\/shared\/[A-Za-z0-9_-]{43}$/);
  const shareUrl = await link.inputValue();
  const colleague = await browser.newContext();
  const shared = await colleague.newPage();
  await shared.goto(shareUrl);
  await expect(shared).toHaveURL(shareUrl);
  await expect(shared.getByRole('heading', { name: 'Saved-quote journey' })).toBeVisible();
  await expect(shared.getByTestId('bom-change-price')).toHaveText('¥0.10 → ¥0.12');
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(shared.getByRole('button', { name: t('bom.savedQuote.reprice') })).toHaveCount(0);

  // The colleague downloads it as XLSX; the owner as CSV, each line beside its price before and the total's change.
  const workbook = shared.waitForEvent('download');
  await shared.getByRole('button', { name: t('bom.savedQuote.exportXlsx') }).click();
  expect((await workbook).suggestedFilename()).toMatch(/^BOM-quote-\d{8}\.xlsx$/);
  const csv = page.waitForEvent('download');
  await panel.getByRole('button', { name: t('bom.savedQuote.exportCsv') }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^BOM-quote-\d{8}\.csv$/);
  const text = await readFile(await csvFile.path(), 'utf8');
  expect(text).toContain(`"2","U1","${mpn}","MATCHED","${mpn}"`);
  expect(text).toContain('"Change (CNY)","2.00"');

  // Revoked, the link opens nothing.
  await panel.getByRole('button', { name: t('bom.savedQuote.revoke') }).click();
  await expect(panel.getByTestId('bom-share-link')).toHaveCount(0);
  await shared.reload();
  await expect(shared.getByTestId('bom-shared-missing')).toHaveText(t('bom.shared.notFound'));
  await colleague.close();
});
