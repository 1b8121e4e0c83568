import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';

async function signUp(page: Page): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, uniqueEmail('documents'));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();
  return token!;
}

async function graphql(request: APIRequestContext, token: string, query: string, variables: object = {}) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'user-token': token } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, any> }).data;
}

async function buyablePart(request: APIRequestContext, token: string, skip = 0) {
  const { products } = await graphql(
    request,
    token,
    '{ products(first: 50) { edges { node { id mpn moq stock purchaseLimit status } } } }',
  );
  const parts = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .filter(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.stock >= node.moq &&
        (node.purchaseLimit === null || node.purchaseLimit >= node.moq),
    );
  expect(parts.length).toBeGreaterThan(skip);
  return parts[skip] as { id: string; mpn: string; moq: number };
}

test('a buyer downloads a proforma invoice PDF of an order and moves a cart line to favourites', async ({
  page,
  request,
}) => {
  const token = await signUp(page);
  const address = await request.post('/api/address/add', {
    headers: { 'user-token': token },
    data: {
      consignee: '李雷',
      phone: '13800138000',
      country: 'CN',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技路1号',
    },
  });
  const addressId = ((await address.json()) as { data: { id: string } }).data.id;
  const part = await buyablePart(request, token);
  const { placeOrder } = await graphql(
    request,
    token,
    `
      mutation Place($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          order {
            id
            number
            payableFen
          }
          userErrors {
            code
            message
          }
        }
      }
    `,
    {
      input: {
        source: { productId: part.id, quantity: part.moq },
        deliveryMethod: 'EXPRESS',
        addressId,
        idempotencyKey: `e2e-docs-${Date.now()}`,
      },
    },
  );
  expect(placeOrder.userErrors).toEqual([]);
  const order = placeOrder.order as { id: string; number: string };

  await page.goto(`/user/order/details?id=${order.id}`);
  const documents = page.getByTestId('order-documents');
  await documents.getByRole('button', { name: message('en-US', 'orderDocuments.proforma') }).click();
  // Prefilled from the order's address; the company is the buyer's to type.
  await expect(page.getByLabel(message('en-US', 'orderDocuments.fields.contactName'))).toHaveValue('李雷');
  await page.getByLabel(message('en-US', 'orderDocuments.fields.buyerCompany')).fill('深圳市华强电子有限公司');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('document-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`proforma-${order.number}.pdf`);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // Cart: one line moves to the favourites and leaves the cart.
  const second = await buyablePart(request, token, 1);
  const added = await graphql(
    request,
    token,
    'mutation Add($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
    { input: { productId: second.id, quantity: second.moq } },
  );
  expect(added.addToCart.userErrors).toEqual([]);
  await page.goto('/shoppingCart');
  await expect(page.getByText(second.mpn).first()).toBeVisible();
  await page.getByTestId('cart-move-to-favourites').click();
  await expect(
    page.getByText(message('en-US', 'cartExtras.movedToFavourites').replace('{{lines}}', '1')),
  ).toBeVisible();
  await expect(page.getByText(second.mpn)).toHaveCount(0);
  const { myFavourites } = await graphql(request, token, '{ myFavourites(first: 10) { edges { node { id } } } }');
  expect(myFavourites.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(second.id);
});
