import { expect, test, type Locator, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, tickAgreement } from './login-steps';

/** The count shown beside a facet value: "(1,234)" as 1234. */
async function countBeside(checkbox: Locator): Promise<number> {
  const label = checkbox.locator('xpath=ancestor::div[contains(@class,"Checkbox-root")]');
  const text = await label.getByTestId('facet-count').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shownTotal(page: Page): Promise<number> {
  return Number((await page.getByTestId('goods-total').innerText()).replace(/[^\d]/g, ''));
}

async function chipResistorsId(page: Page): Promise<string> {
  const response = await page.request.get('/api/goods/categories');
  const categories = (await response.json()).data as { id: string; slug: string }[];
  return categories.find((category) => category.slug === 'chip-resistors')!.id;
}

test('parametric filters narrow a resistor list with counts, live in the URL and survive a reload', async ({
  page,
}) => {
  await page.goto(`/goods/list?category=${await chipResistorsId(page)}`);
  const resistance = page.getByRole('group', { name: message('en-US', 'parameters.resistance') });
  const packages = page.getByRole('group', { name: message('en-US', 'product.package') });
  await expect(resistance.getByRole('checkbox').first()).toBeVisible();
  const total = await shownTotal(page);

  // A collapsed facet is sent only its 8 most common values; "show all" fetches every one.
  await expect(resistance.getByRole('checkbox')).toHaveCount(8);
  const [before, after] = message('en-US', 'catalogFacets.showAll').split('{{total}}');
  const showAll = resistance.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(before!)}[\\d,]+${escapeRegExp(after!)}$`),
  });
  const valueCount = Number((await showAll.innerText()).replace(/[^\d]/g, ''));
  expect(valueCount).toBeGreaterThan(8);
  await showAll.click();
  await expect(resistance.getByRole('checkbox')).toHaveCount(valueCount);
  await resistance.getByRole('button', { name: message('en-US', 'catalogFacets.showFewer') }).click();
  await expect(resistance.getByRole('checkbox')).toHaveCount(8);

  // Every resistor has one package, so the package counts add up to the whole list.
  const packageBoxes = packages.getByRole('checkbox');
  let sum = 0;
  for (const box of await packageBoxes.all()) sum += await countBeside(box);
  expect(sum).toBe(total);

  const packageBox = packageBoxes.first();
  const packageName = (await packageBox.getAttribute('aria-label'))!.split(': ')[1]!;
  await packageBox.click();
  await expect(packageBox).toBeChecked();
  await expect(page).toHaveURL(/p\.package=/);
  const resistanceBox = resistance.getByRole('checkbox').first();
  const resistanceValue = (await resistanceBox.getAttribute('aria-label'))!.split(': ')[1]!;
  const expected = await countBeside(resistanceBox);
  await resistanceBox.click();
  await expect(page).toHaveURL(/p\.resistance=/);
  await expect.poll(() => shownTotal(page)).toBe(expected);
  expect(expected).toBeGreaterThan(0);
  // The ticked package's count now applies the resistance filter too, and equals the list's total.
  const tickedPackage = packages.getByRole('checkbox', {
    name: `${message('en-US', 'product.package')}: ${packageName}`,
  });
  await expect.poll(() => countBeside(tickedPackage)).toBe(expected);
  for (const card of await page.getByTestId('product-card').all()) await expect(card).toContainText(packageName);

  const url = new URL(page.url());
  expect(url.searchParams.getAll('p.package')).toEqual([packageName]);
  expect(url.searchParams.getAll('p.resistance')).toEqual([resistanceValue]);
  await page.reload();
  await expect(tickedPackage).toBeChecked();
  await expect(
    resistance.getByRole('checkbox', { name: `${message('en-US', 'parameters.resistance')}: ${resistanceValue}` }),
  ).toBeChecked();
  await expect.poll(() => shownTotal(page)).toBe(expected);
});

test('a logged-in user favourites a part and finds it, and the visit, on /user/collection', async ({ page }) => {
  await page.goto('/user/collection');
  await expect(page).toHaveURL(/\/login\/login/);
  await page.getByRole('button', { name: message('en-US', 'account.passwordLogin') }).click();
  await page.getByLabel(message('en-US', 'account.account')).fill('support');
  await passwordField(page).fill('Support123');
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/user\/collection/);
  await expect(page.getByText(message('en-US', 'catalogFacets.noFavourites'))).toBeVisible();

  await page.goto('/goods/list');
  const first = page.getByTestId('product-card').first();
  const mpn = (await first.getByRole('link').first().innerText()).trim();
  await first.getByRole('link').first().click();
  await expect(page.getByTestId('product-mpn')).toHaveText(mpn);
  await expect(page.getByTestId('alternative-parts')).toBeVisible();
  await page.getByRole('button', { name: message('en-US', 'catalogFacets.addFavourite') }).click();
  await expect(page.getByRole('button', { name: message('en-US', 'catalogFacets.favourited') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/user/collection');
  await expect(page.getByTestId('favourites-list').getByRole('link', { name: mpn })).toBeVisible();
  await page.getByRole('tab', { name: message('en-US', 'catalogFacets.footprints') }).click();
  await expect(page.getByTestId('footprints-list').getByRole('link', { name: mpn })).toBeVisible();
  await page.getByRole('tab', { name: message('en-US', 'catalogFacets.favourites') }).click();
  await page.getByRole('button', { name: message('en-US', 'catalogFacets.removeFavourite') }).click();
  await expect(page.getByText(message('en-US', 'catalogFacets.noFavourites'))).toBeVisible();
});
