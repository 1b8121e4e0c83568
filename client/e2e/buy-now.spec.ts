import { expect, test } from '@playwright/test';
import { addDefaultAddress, graphql } from './api-steps';
import { message } from './locale-messages';
import { signUpByEmail } from './login-steps';

const t = (key: string) => message('en-US', key);

interface Part {
  id: string;
  mpn: string;
  moq: number;
  orderIncrement: number;
  stock: number;
  purchaseLimit: number | null;
  status: string;
}

test('"Buy now" takes a part straight to the confirmation page with a valid quantity, and leaves the cart alone', async ({
  page,
  request,
}) => {
  const token = await signUpByEmail(page, 'buy-now', 'Circuit42');
  const { products } = await graphql(
    request,
    '{ products(first: 100) { edges { node { id mpn moq orderIncrement stock purchaseLimit status } } } }',
  );
  const parts = (products.edges as { node: Part }[]).map((edge) => edge.node).filter((p) => p.status === 'ON_SHELF');
  // A part whose order multiple is more than 1, with stock for two steps above its minimum.
  const part = parts.find(
    (p) =>
      p.orderIncrement > 1 &&
      p.stock >= p.moq + 2 * p.orderIncrement &&
      (p.purchaseLimit === null || p.purchaseLimit >= p.moq + 2 * p.orderIncrement),
  );
  expect(part, 'a part ordered in multiples').toBeDefined();
  const other = parts.find((p) => p.id !== part!.id && p.stock >= p.moq)!;
  const added = await graphql(
    request,
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
    { input: { productId: other.id, quantity: other.moq } },
    token,
  );
  expect(added['addToCart'].userErrors).toEqual([]);
  await addDefaultAddress(request, token);
  const cartBefore = await graphql(request, '{ myCart { lines { product { id } quantity } } }', {}, token);

  // Off the grid (half a step up), the part page snaps the quantity to the next multiple; "Buy now" takes that one.
  const expected = part!.moq + part!.orderIncrement;
  await page.goto(`/goods/${part!.id}`);
  const quantity = page.getByTestId('order-quantity-input');
  await quantity.fill(String(part!.moq + Math.ceil(part!.orderIncrement / 2)));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(new RegExp(`^${expected.toLocaleString('en-US')}$|^${expected}$`));
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(new RegExp(`/goods/chekout\\?productId=${part!.id}&quantity=${expected}$`));
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(part!.mpn);
  await expect(page.getByTestId('checkout-line')).toContainText(`${expected} ×`);
  await page.getByRole('button', { name: t('orders.submit') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+$/);

  const after = await graphql(
    request,
    '{ myCart { lines { product { id } quantity } } myOrders { totalCount } }',
    {},
    token,
  );
  expect(after['myCart']).toEqual(cartBefore['myCart']);
  expect(after['myCart'].lines).toHaveLength(1);
  expect(after['myOrders'].totalCount).toBe(1);

  // The list's rows offer it too, at the part's smallest valid quantity.
  await page.goto(`/goods/list?q=${encodeURIComponent(part!.mpn)}`);
  const row = page.getByTestId('product-card').filter({ hasText: part!.mpn }).first();
  await expect(row.getByTestId('buy-now')).toHaveAttribute(
    'href',
    `/goods/chekout?productId=${part!.id}&quantity=${part!.moq}`,
  );
});
