import { expect, test, type APIRequestContext } from '@playwright/test';
import { message } from './locale-messages';

interface ReelPart {
  id: string;
  mpn: string;
  stock: number;
  purchaseLimit: number | null;
  priceBreaks: { minQty: number; unitPriceMilli: number }[];
}

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded chip resistor sold on reels (MOQ 100, steps of 100) with room to reach the 1,000 break. */
async function findReelResistor(request: APIRequestContext): Promise<ReelPart> {
  const { categories } = await graphql<{ categories: { id: string; slug: string }[] }>(
    request,
    '{ categories { id slug } }',
  );
  const resistors = categories.find((category) => category.slug === 'chip-resistors');
  expect(resistors).toBeDefined();
  const { products } = await graphql<{
    products: { edges: { node: ReelPart & { moq: number; orderIncrement: number } }[] };
  }>(
    request,
    `
      query ($filter: ProductFilter) {
        products(first: 100, filter: $filter) {
          edges {
            node {
              id
              mpn
              moq
              orderIncrement
              stock
              purchaseLimit
              priceBreaks {
                minQty
                unitPriceMilli
              }
            }
          }
        }
      }
    `,
    { filter: { categoryId: resistors!.id } },
  );
  const part = products.edges
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.moq === 100 &&
        node.orderIncrement === 100 &&
        node.stock >= 2000 &&
        (node.purchaseLimit === null || node.purchaseLimit >= 2000) &&
        node.priceBreaks.some((priceBreak) => priceBreak.minQty === 1000),
    );
  expect(part, 'a reel resistor in the demo catalog').toBeDefined();
  return part!;
}

/** The exact en-US text of quantity × unit price (0.0001 yuan), rounded half-up to fen. */
function lineTotalText(quantity: number, unitPriceMilli: number): string {
  const fen = (BigInt(quantity) * BigInt(unitPriceMilli) + 50n) / 100n;
  return `¥${(fen / 100n).toLocaleString('en-US')}.${(fen % 100n).toString().padStart(2, '0')}`;
}

function unitPriceAt(part: ReelPart, quantity: number): number {
  return part.priceBreaks.filter((priceBreak) => priceBreak.minQty <= quantity).at(-1)!.unitPriceMilli;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

test('the quantity stepper keeps to MOQ and steps, highlights the break and totals exactly', async ({
  page,
  request,
}) => {
  const part = await findReelResistor(request);
  await page.goto(`/goods/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.mpn })).toBeVisible();

  const input = page.getByTestId('order-quantity-input');
  const lineTotal = page.getByTestId('order-line-total');
  const reason = page.getByTestId('order-quantity-reason');
  const selectedBreak = page.getByTestId('price-break-table').locator('tr[data-selected]');

  await expect(input).toHaveValue('100');
  await expect(lineTotal).toHaveText(lineTotalText(100, unitPriceAt(part, 100)));
  await expect(selectedBreak).toHaveCount(1);
  await expect(selectedBreak).toContainText('100+');

  await page.getByRole('button', { name: message('en-US', 'orderQuantity.increase') }).click();
  await expect(input).toHaveValue('200');
  await expect(lineTotal).toHaveText(lineTotalText(200, unitPriceAt(part, 200)));

  await page.getByRole('button', { name: message('en-US', 'orderQuantity.decrease') }).click();
  await page.getByRole('button', { name: message('en-US', 'orderQuantity.decrease') }).click();
  await expect(input).toHaveValue('100');
  await expect(reason).toHaveText(fill(message('en-US', 'orderQuantity.reasonMinimum'), { moq: '100' }));

  await input.fill('150');
  await input.press('Enter');
  await expect(input).toHaveValue('200');
  await expect(reason).toHaveText(
    fill(message('en-US', 'orderQuantity.reasonIncrement'), { moq: '100', increment: '100' }),
  );

  await input.fill('900');
  await input.press('Enter');
  await expect(reason).toHaveText('');
  await expect(selectedBreak).toContainText('100+');
  await expect(lineTotal).toHaveText(lineTotalText(900, unitPriceAt(part, 900)));

  await page.getByRole('button', { name: message('en-US', 'orderQuantity.increase') }).click();
  await expect(input).toHaveValue('1000');
  await expect(selectedBreak).toHaveCount(1);
  await expect(selectedBreak).toContainText('1,000+');
  await expect(lineTotal).toHaveText(lineTotalText(1000, unitPriceAt(part, 1000)));
});
