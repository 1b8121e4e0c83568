import { expect, test, type Page } from '@playwright/test';
import { graphql } from './api-steps';
import { message } from './locale-messages';

interface ListedPart {
  id: string;
  package: string;
  parameters: { name: string; value: string }[];
}

/** Every part of a category by its slug (up to 100), through the API, to choose values the page must find. */
async function categoryParts(page: Page, slug: string): Promise<{ categoryId: string; parts: ListedPart[] }> {
  const categories = (await graphql(page.request, '{ categories { id slug } }')).categories as {
    id: string;
    slug: string;
  }[];
  const categoryId = categories.find((category) => category.slug === slug)!.id;
  const list = await graphql(
    page.request,
    `
      query ($filter: ProductFilter) {
        products(first: 100, filter: $filter) {
          edges {
            node {
              id
              package
              parameters {
                name
                value
              }
            }
          }
        }
      }
    `,
    { filter: { categoryId } },
  );
  return { categoryId, parts: list.products.edges.map((edge: { node: ListedPart }) => edge.node) };
}

const valueOf = (part: ListedPart, name: string) => part.parameters.find((parameter) => parameter.name === name)?.value;

/** "4.7 µF" in farads, independently of the app's parser. */
function farads(text: string): number {
  const match = /^(\d+(?:\.\d+)?) (p|n|µ)F/.exec(text)!;
  return Number(match[1]) * { p: 1e-12, n: 1e-9, µ: 1e-6 }[match[2] as 'p' | 'n' | 'µ'];
}

test('a capacitance range narrows the capacitor list, lives in the URL and every row shows its value', async ({
  page,
}) => {
  const { categoryId } = await categoryParts(page, 'mlcc');
  await page.goto(`/goods/list?category=${categoryId}`);
  const capacitance = page.getByRole('group', { name: message('en-US', 'parameters.capacitance') });
  const label = message('en-US', 'catalogFacets.rangeLabel').replace(
    '{{parameter}}',
    message('en-US', 'parameters.capacitance'),
  );
  const from = capacitance.getByRole('combobox', { name: `${label}: ${message('en-US', 'catalogFacets.rangeFrom')}` });
  await expect(from).toBeVisible();
  // The middle value the list offers as the lowest capacitance.
  const options = (await from.locator('option').allInnerTexts()).slice(1);
  const lowest = options[Math.floor(options.length / 2)]!;
  await from.selectOption({ label: lowest });
  await expect(page).toHaveURL(/r\.capacitance=/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect
    .poll(async () =>
      (await page.getByTestId('part-values').allInnerTexts()).every(
        (values) => farads(values.split(' · ')[0]!) >= farads(lowest) * (1 - 1e-9),
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(from).toHaveValue(/.+/);
  expect(await from.locator('option:checked').innerText()).toBe(lowest);
});

test('a search for a resistor value and package in RKM spelling lists parts with that value first', async ({
  page,
}) => {
  const { parts } = await categoryParts(page, 'chip-resistors');
  const resistor = parts.find((part) => /^\d+\.\d+ kΩ$/.test(valueOf(part, 'resistance') ?? ''))!;
  const resistance = valueOf(resistor, 'resistance')!;
  const [whole, fraction] = resistance.replace(' kΩ', '').split('.');
  await page.goto(`/goods/list?q=${encodeURIComponent(`${whole}k${fraction} ${resistor.package}`)}`);
  const first = page.getByTestId('product-card').first();
  await expect(first.getByTestId('part-values')).toContainText(resistance);
  await expect(first).toContainText(resistor.package);
});
