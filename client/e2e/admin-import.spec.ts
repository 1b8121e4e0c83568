import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { logIn } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';

/** Applying 5,000 rows is a background job of a minute or so on a busy machine: its progress is waited for. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('en-US', key),
  );

const ROWS = 5000;

/** A maker's price list of 5,000 parts, three of them wrong: a fifth decimal, a MOQ in words, an unknown maker. */
function priceList(maker: string, category: string, prefix: string): string {
  const lines = ['MPN,Manufacturer,Category,Package,Description,Unit price,MOQ,Stock'];
  for (let row = 1; row <= ROWS; row += 1) {
    const price = row === 17 ? '0.12345' : `0.${String(1000 + row).padStart(4, '0')}`;
    const moq = row === 2500 ? 'ten' : '10';
    const rowMaker = row === 4999 ? 'No Such Maker Ltd' : maker;
    lines.push(`${prefix}-${row},${rowMaker},${category},0603,"Resistor ${row}, 1%",${price},${moq},${row % 50}`);
  }
  return `${lines.join('\n')}\n`;
}

test('a sales user imports a 5,000-row price list: progress shown, its 3 bad rows reported, the rest in the shop', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await logIn(request, 'sales', 'Sales123');
  const { staffCategories, staffMakers } = await graphql(
    request,
    '{ staffCategories { id slug parentId } staffMakers { name } }',
    {},
    token,
  );
  const categories = (staffCategories as { id: string; slug: string; parentId: string | null }[])
    .slice()
    .sort((a, b) => Number(a.id) - Number(b.id));
  const leaf = categories.find((category) => !categories.some((child) => child.parentId === category.id))!;
  const prefix = `E2E-IMP-${Date.now().toString(36).toUpperCase()}`;
  const csv = priceList(staffMakers[0].name as string, leaf.slug, prefix);

  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto('/admin/catalog');
  await page.getByRole('link', { name: t('adminImport.title') }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/import$/);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'price-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  // The columns are recognised and the preview names the bad rows before anything is written.
  await expect(page.getByTestId('import-preview-counts')).toHaveText(
    t('adminImport.previewCounts', { valid: ROWS - 3, errors: 3 }),
  );
  const previewErrors = page.getByTestId('import-preview-errors').getByRole('row');
  await expect(previewErrors).toHaveCount(3);
  await expect(previewErrors.first()).toContainText(t('adminImport.line', { line: 18 }));

  await page.getByRole('button', { name: t('adminImport.start') }).click();
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByTestId('import-counts')).toHaveText(
    t('adminImport.counts', { processed: ROWS, total: ROWS, created: ROWS - 3, updated: 0, unchanged: 0, errors: 3 }),
    { timeout: 240_000 },
  );

  // The error report names exactly the three rows, each with its line and the row as it was.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('adminImport.downloadErrors') }).click();
  const report = readFileSync((await (await downloading).path())!, 'utf8').replace(/^\uFEFF/, '');
  const reportLines = report.trim().split('\r\n');
  expect(reportLines).toHaveLength(4);
  expect(reportLines.slice(1).map((line) => line.split(',')[0])).toEqual(['18', '2501', '5000']);
  expect(reportLines[3]).toContain('No Such Maker Ltd');

  // The applied rows are in the shop at once; a refused one is not.
  await page.goto(`/goods/list?q=${prefix}-4321`);
  await expect(page.getByTestId('product-price')).toHaveText(t('product.priceFrom', { price: '¥0.5321' }));
  await page.goto(`/goods/list?q=${prefix}-17`);
  await expect(page.getByText(`${prefix}-17`, { exact: true })).toHaveCount(0);
});
