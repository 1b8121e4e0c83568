import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { requestCode, tickAgreement, uniqueEmail } from './login-steps';

interface ReelPart {
  id: string;
  mpn: string;
  priceBreaks: { minQty: number; unitPriceMilli: number }[];
}

/** Two seeded chip resistors sold on reels (MOQ 100, steps of 100) with a price break at 1,000 and stock for it. */
async function findTwoReelResistors(request: APIRequestContext): Promise<[ReelPart, ReelPart]> {
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', { data: { query, variables } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: any }).data;
  };
  const { categories } = await post('{ categories { id slug } }');
  const resistors = (categories as { id: string; slug: string }[]).find((entry) => entry.slug === 'chip-resistors');
  const { products } = await post(
    `query ($filter: ProductFilter) {
      products(first: 100, filter: $filter) {
        edges { node { id mpn moq orderIncrement stock purchaseLimit status priceBreaks { minQty unitPriceMilli } } }
      }
    }`,
    { filter: { categoryId: resistors!.id } },
  );
  const parts = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .filter(
      (node) =>
        node.moq === 100 &&
        node.orderIncrement === 100 &&
        node.stock >= 2000 &&
        node.status === 'ON_SHELF' &&
        (node.purchaseLimit === null || node.purchaseLimit >= 2000) &&
        node.priceBreaks.some((priceBreak: { minQty: number }) => priceBreak.minQty === 1000),
    ) as ReelPart[];
  expect(parts.length, 'two reel resistors in the demo catalog').toBeGreaterThanOrEqual(2);
  return [parts[0]!, parts[1]!];
}

function unitPriceAt(part: ReelPart, quantity: number): number {
  return part.priceBreaks.filter((priceBreak) => priceBreak.minQty <= quantity).at(-1)!.unitPriceMilli;
}

/** quantity × unit price (0.0001 yuan) rounded half-up to fen, as the server does once per line. */
function lineTotalFen(quantity: number, unitPriceMilli: number): bigint {
  return (BigInt(quantity) * BigInt(unitPriceMilli) + 50n) / 100n;
}

function fenText(fen: bigint): string {
  return `¥${(fen / 100n).toLocaleString('en-US')}.${(fen % 100n).toString().padStart(2, '0')}`;
}

function cartBadge(page: Page) {
  return page
    .getByRole('banner')
    .locator('.mantine-Indicator-root', { has: page.getByRole('link', { name: message('en-US', 'header.cart') }) })
    .locator('.mantine-Indicator-indicator');
}

async function addFromDetail(page: Page, part: ReelPart, quantity: number) {
  await page.goto(`/goods/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.mpn })).toBeVisible();
  const input = page.getByTestId('order-quantity-input');
  await input.fill(String(quantity));
  await input.press('Enter');
  await expect(input).toHaveValue(quantity.toLocaleString('en-US').replace(/,/g, ''));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText(message('en-US', 'cart.added'))).toBeVisible();
}

test('a new shopper fills the cart across a price break, sees the server subtotal, is refused below MOQ and removes a line', async ({
  page,
  request,
}) => {
  const [reel, second] = await findTwoReelResistors(request);

  // A visitor opening the cart logs in first and comes back to it.
  await page.goto('/shoppingCart');
  await expect(page).toHaveURL(/\/login\/login$/);
  const code = await requestCode(page, uniqueEmail('cart'));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByText(message('en-US', 'cart.emptyTitle'))).toBeVisible();

  await addFromDetail(page, reel, 1000);
  await expect(cartBadge(page)).toHaveText('1');
  await addFromDetail(page, second, 100);
  await expect(cartBadge(page)).toHaveText('2');

  await page.getByRole('link', { name: message('en-US', 'header.cart') }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  const reelLine = page.locator(`[data-testid="cart-line"][data-mpn="${reel.mpn}"]`);
  const secondLine = page.locator(`[data-testid="cart-line"][data-mpn="${second.mpn}"]`);
  const reelTotal = lineTotalFen(1000, unitPriceAt(reel, 1000));
  const secondTotal = lineTotalFen(100, unitPriceAt(second, 100));
  await expect(reelLine.getByTestId('cart-line-total')).toHaveText(fenText(reelTotal));
  await expect(reelLine).toContainText('1,000');
  await expect(secondLine.getByTestId('cart-line-total')).toHaveText(fenText(secondTotal));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(fenText(reelTotal + secondTotal));

  // Below the MOQ the server refuses with its message and the line keeps its quantity and price.
  const reelQuantity = reelLine.getByTestId('cart-quantity-input');
  await reelQuantity.fill('50');
  await reelQuantity.press('Enter');
  await expect(reelLine.getByTestId('cart-line-message')).toHaveText('The minimum order quantity is 100 pieces');
  await expect(reelQuantity).toHaveValue('1000');

  // Stepping down crosses back below the 1,000 break: the unit price and the subtotal follow.
  await reelLine.getByRole('button', { name: message('en-US', 'orderQuantity.decrease') }).click();
  await expect(reelQuantity).toHaveValue('900');
  const steppedTotal = lineTotalFen(900, unitPriceAt(reel, 900));
  await expect(reelLine.getByTestId('cart-line-total')).toHaveText(fenText(steppedTotal));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(fenText(steppedTotal + secondTotal));

  await secondLine
    .getByRole('button', { name: message('en-US', 'cart.removeLine').replace('{{mpn}}', second.mpn) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: message('en-US', 'cart.remove') })
    .click();
  await expect(secondLine).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(fenText(steppedTotal));

  // The box follows the server's answer, so it is clicked rather than "unchecked" at once.
  await reelLine.getByRole('checkbox').click();
  await expect(reelLine.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(fenText(0n));
  await expect(page.getByTestId('cart-checkout')).toBeDisabled();
});

test('add-to-cart on the goods list sends a visitor to log in', async ({ page }) => {
  await page.goto('/goods/list');
  // Parts other journeys created without stock may list first, their button disabled: take the first one on sale.
  await page.getByTestId('product-card').getByTestId('add-to-cart').and(page.locator(':enabled')).first().click();
  await expect(page).toHaveURL(/\/login\/login$/);
});
