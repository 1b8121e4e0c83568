import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';

interface ListedPart {
  id: string;
  mpn: string;
  moq: number;
  orderIncrement: number;
  stock: number;
  purchaseLimit: number | null;
  status: string;
}

const PART_FIELDS = 'id mpn moq orderIncrement stock purchaseLimit status';

/** The first page of a category in the list's own price order, through the API, to check the table against. */
async function chipResistorsByPrice(request: APIRequestContext): Promise<{ categoryId: string; parts: ListedPart[] }> {
  const categories = (await graphql(request, '{ categories { id slug } }'))['categories'] as {
    id: string;
    slug: string;
  }[];
  const categoryId = categories.find((category) => category.slug === 'chip-resistors')!.id;
  const list = await graphql(
    request,
    `query ($filter: ProductFilter) {
      products(first: 20, filter: $filter, sort: PRICE_ASC) { edges { node { ${PART_FIELDS} } } }
    }`,
    { filter: { categoryId } },
  );
  return { categoryId, parts: list['products'].edges.map((edge: { node: ListedPart }) => edge.node) };
}

/** Serious or critical axe findings inside the element with this test id: the part of the page this work owns. */
async function seriousViolationsIn(page: Page, testId: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(`[data-testid="${testId}"]`).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('an engineer switches the list to the table, sorts it by price, orders from a row and compares three parts', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const buyer = await registerBuyer(request, 'dense-table');
  await page.context().addCookies([{ name: 'token', value: buyer.token, url: baseURL! }]);
  const { categoryId, parts } = await chipResistorsByPrice(request);

  await page.goto(`/goods/list?category=${categoryId}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
  await page.getByText(message('en-US', 'partsTable.viewTable'), { exact: true }).click();
  const table = page.getByRole('table', { name: message('en-US', 'partsTable.caption') });
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=table\b/);
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  // Chip resistors all carry a resistance: it is one of the key parameter columns.
  await expect(table.getByRole('columnheader', { name: message('en-US', 'parameters.resistance') })).toBeVisible();

  // Sorting is the list's server-side sort: the rows come in the API's price order.
  const priceHeader = table.getByRole('columnheader', { name: new RegExp(message('en-US', 'partsTable.unitPrice')) });
  await expect(priceHeader).toHaveAttribute('aria-sort', 'none');
  await page.getByTestId('sort-price').click();
  await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('parts-table-mpn')).toHaveText(parts.map((part) => part.mpn));
  expect(await seriousViolationsIn(page, 'parts-table')).toEqual([]);

  // The sort buttons work from the keyboard.
  await page.getByTestId('sort-stock').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=stock-desc\b/);
  await expect(
    table.getByRole('columnheader', { name: new RegExp(message('en-US', 'partsTable.stock')) }),
  ).toHaveAttribute('aria-sort', 'descending');

  // The choice is remembered: the list opened again without view= shows the table.
  await page.goto(`/goods/list?category=${categoryId}`);
  await expect(table).toBeVisible({ timeout: 30_000 });

  // One step above the MOQ, typed into the row, goes to the cart.
  const orderable = parts.find(
    (part) =>
      part.status === 'ON_SHELF' &&
      part.stock >= part.moq + part.orderIncrement &&
      (part.purchaseLimit === null || part.purchaseLimit >= part.moq + part.orderIncrement),
  )!;
  const quantity = orderable.moq + orderable.orderIncrement;
  await page.goto(`/goods/list?category=${categoryId}&sort=price-asc`);
  const quantityInput = page.getByLabel(`Quantity of ${orderable.mpn}`, { exact: true });
  await quantityInput.fill(String(quantity));
  await quantityInput.press('Tab');
  await page
    .getByTestId('parts-table-row')
    .filter({ has: page.getByRole('link', { name: orderable.mpn, exact: true }) })
    .getByTestId('add-to-cart')
    .click();
  await expect(page.getByText(message('en-US', 'cart.added'))).toBeVisible();
  const cart = await graphql(request, '{ myCart { lines { product { id } quantity } } }', {}, buyer.token);
  expect(cart['myCart'].lines).toEqual([{ product: { id: orderable.id }, quantity }]);

  // Four parts can be picked; a fifth is refused with a message and stays unticked.
  const pickBox = (mpn: string) => page.getByRole('checkbox', { name: `Compare ${mpn}`, exact: true });
  for (const part of parts.slice(0, 4)) await pickBox(part.mpn).check();
  await pickBox(parts[4]!.mpn).click();
  await expect(page.getByText(message('en-US', 'compare.limitReached_other').replace('{{count}}', '4'))).toBeVisible();
  await expect(pickBox(parts[4]!.mpn)).not.toBeChecked();
  await pickBox(parts[3]!.mpn).uncheck();

  const picked = parts.slice(0, 3);
  const tray = page.getByTestId('compare-tray');
  for (const part of picked) await expect(tray.getByText(part.mpn, { exact: true })).toBeVisible();
  await tray.getByTestId('compare-open').click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${picked.map((part) => part.id).join(',')}$`));
  const compared = page.getByTestId('compare-table');
  await expect(compared.getByTestId('compare-part')).toHaveText(picked.map((part) => part.mpn));
  await expect(compared.getByRole('rowheader', { name: message('en-US', 'parameters.resistance') })).toBeVisible();
  // Stock is highlighted exactly when the three parts do not all have the same.
  const stocksDiffer = new Set(picked.map((part) => part.stock)).size > 1;
  await expect(compared.getByTestId('compare-row-stock')).toHaveAttribute('data-differs', String(stocksDiffer));
  await expect(compared.getByTestId('compare-row-moq')).toHaveAttribute(
    'data-differs',
    String(new Set(picked.map((part) => part.moq)).size > 1),
  );
  expect(await seriousViolationsIn(page, 'compare-table')).toEqual([]);
});

test('phones get the cards even when the address asks for the table', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { categoryId } = await chipResistorsByPrice(request);
  await page.goto(`/goods/list?category=${categoryId}&view=table`);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('parts-table')).toHaveCount(0);
  await expect(page.getByText(message('en-US', 'partsTable.viewTable'), { exact: true })).toHaveCount(0);
  // The compare pick is on the cards too.
  await expect(page.getByTestId('compare-checkbox').first()).toBeVisible();
});
