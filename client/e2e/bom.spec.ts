import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { requestCode, tickAgreement, uniqueEmail } from './login-steps';

interface Part {
  id: string;
  mpn: string;
  package: string;
  moq: number;
  stock: number;
  purchaseLimit: number | null;
  status: string;
  category: { slug: string };
  parameters: { name: string; value: string }[];
}

/** Demo parts a one-board BOM can buy outright: on the shelf, stock for the MOQ, no lower purchase limit. */
async function orderableParts(request: APIRequestContext): Promise<Part[]> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ products(first: 100, filter: { inStock: true }) { edges { node {
        id mpn package moq stock purchaseLimit status category { id slug } parameters { name value } } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { products: { edges: { node: Part }[] } } };
  return data.products.edges
    .map((edge) => edge.node)
    .filter(
      (part) =>
        part.status === 'ON_SHELF' &&
        part.stock >= part.moq &&
        (part.purchaseLimit === null || part.purchaseLimit >= part.moq),
    );
}

function cartBadge(page: Page) {
  return page
    .getByRole('banner')
    .locator('.mantine-Indicator-root', { has: page.getByRole('link', { name: message('en-US', 'header.cart') }) })
    .locator('.mantine-Indicator-indicator');
}

test('a buyer pastes a 5-line BOM, fixes the unmatched line by search and adds everything to the cart', async ({
  page,
  request,
}) => {
  const parts = await orderableParts(request);
  const byMpn = parts.filter((part) => !part.parameters.some((parameter) => /Ω$/.test(parameter.value)));
  expect(byMpn.length, 'orderable parts in the demo catalog').toBeGreaterThanOrEqual(3);
  const [first, second, replacement] = byMpn;

  await page.goto('/bom');
  await expect(page).toHaveURL(/\/login\/login$/);
  const code = await requestCode(page, uniqueEmail('bom'));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/bom$/);

  const bom = [
    'Designator\tMPN\tQty',
    `U1\t${first!.mpn.toLowerCase()}\t1`,
    `U2-U3\t${second!.mpn}/TR\t`,
    'X1\tNOSUCHPART-0000\t1',
    `U4\t${first!.mpn}\t1`,
    `U5\t${second!.mpn}\t1`,
  ].join('\n');
  await page.getByLabel(message('en-US', 'bom.pasteLabel')).fill(bom);
  await page.getByRole('button', { name: message('en-US', 'bom.read') }).click();

  // The columns are recognised without help; the buyer goes on to match.
  await expect(page.getByText(message('en-US', 'bom.mappingTitle').replace('{{count}}', '5'))).toBeVisible();
  await page.getByRole('button', { name: message('en-US', 'bom.matchLines') }).click();

  const table = page.getByTestId('bom-lines');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tr[data-status="MATCHED"]')).toHaveCount(4);
  await expect(table.locator('tr[data-status="UNMATCHED"]')).toHaveCount(1);

  // The unmatched line is fixed inline by searching and picking a part.
  const search = page.getByLabel(message('en-US', 'bom.searchFor').replace('{{reference}}', '4'));
  await search.fill(replacement!.mpn);
  await page.getByRole('button', { name: message('en-US', 'bom.search'), exact: true }).click();
  await page.getByRole('button', { name: message('en-US', 'bom.pick').replace('{{mpn}}', replacement!.mpn) }).click();
  await expect(table.locator('tr[data-status="MATCHED"]')).toHaveCount(5);
  await expect(table.locator('tr[data-status="UNMATCHED"]')).toHaveCount(0);

  await page.getByRole('button', { name: message('en-US', 'bom.addAll') }).click();
  await expect(page.getByText(message('en-US', 'bom.added_other').replace('{{count}}', '5'))).toBeVisible();
  // Lines of the same part share one cart line: three distinct parts.
  await expect(cartBadge(page)).toHaveText('3');
});

test('a KiCad export uploaded as it is: the DNP line is excluded, 1,000 is read, a bad quantity and a value-only capacitor are never bought', async ({
  page,
  request,
}) => {
  const parts = await orderableParts(request);
  const parameter = (part: Part, name: string) => part.parameters.find((entry) => entry.name === name)?.value;
  const capacitor = parts.find(
    (part) => parameter(part, 'capacitance') && parameter(part, 'voltageRating') && parameter(part, 'dielectric'),
  );
  const plain = parts.filter((part) => !parameter(part, 'capacitance') && !parameter(part, 'resistance'));
  const bulk = plain.find(
    (part) => part.stock >= 2000 && part.moq <= 1000 && (part.purchaseLimit === null || part.purchaseLimit >= 2000),
  );
  const other = plain.find((part) => part !== bulk);
  expect(capacitor && bulk && other, 'a demo MLCC and two orderable parts').toBeTruthy();
  const capacitance = parameter(capacitor!, 'capacitance')!.replace(/\s+/g, '');
  const volts = parameter(capacitor!, 'voltageRating')!.replace(/\s+/g, '');

  await page.goto('/bom');
  const code = await requestCode(page, uniqueEmail('bom-kicad'));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/bom$/);

  const csv = [
    '"Refs","Value","Footprint","Qty","DNP"',
    `"","${bulk!.mpn}","${bulk!.package}","1,000",""`,
    `"C1,C2","${capacitance} ${volts} ${parameter(capacitor!, 'dielectric')}","${capacitor!.package}","2",""`,
    `"C3","${capacitance}","${capacitor!.package}","1",""`,
    `"R1","${other!.mpn}","${other!.package}","1","DNP"`,
    `"U2","${other!.mpn}","${other!.package}","abc",""`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'board.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: message('en-US', 'bom.read') }).click();
  await page.getByRole('button', { name: message('en-US', 'bom.matchLines') }).click();

  const table = page.getByTestId('bom-lines');
  const row = (reference: string) => table.locator('tbody tr').filter({ hasText: new RegExp(`^${reference}`) });
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tr[data-status="EXCLUDED"]')).toHaveCount(1);
  await expect(table.locator('tr[data-status="SUGGESTED"]')).toHaveCount(1);
  await expect(row('2')).toHaveAttribute('data-status', 'MATCHED');
  await expect(row('2')).toContainText('1000');
  await expect(row('4')).toContainText(message('en-US', 'bom.reason.PARAMETERS_ASSUMED'));
  await expect(row('6').getByTestId('bom-note')).toContainText('“abc”');

  // Add all: the bulk part and the fully specified capacitors; neither the guess, the DNP line nor the bad quantity.
  await page.getByRole('button', { name: message('en-US', 'bom.addAll') }).click();
  await expect(
    page.getByText(message('en-US', 'bom.addedSome').replace('{{count}}', '2').replace('{{skipped}}', '6')),
  ).toBeVisible();

  // The buyer includes the DNP line again: it is matched and priced.
  await row('5')
    .getByRole('button', { name: message('en-US', 'bom.include') })
    .click();
  await expect(row('5')).toHaveAttribute('data-status', 'MATCHED');
  await expect(table.locator('tr[data-status="EXCLUDED"]')).toHaveCount(0);
});
