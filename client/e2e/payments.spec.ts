import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';

async function signUpByEmailCode(page: Page, email: string): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
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

/** An unpaid buy-now order with express delivery, placed through the API as a client would. */
async function placeOrder(request: APIRequestContext, token: string) {
  const address = await request.post('/api/address/add', {
    headers: { 'user-token': token },
    data: {
      consignee: 'Li Lei',
      phone: '13800138000',
      country: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: 'Keji Road 1',
    },
  });
  const addressId = ((await address.json()) as { data: { id: string } }).data.id;
  const { products } = await graphql(
    request,
    token,
    '{ products(first: 50) { edges { node { id moq stock purchaseLimit status } } } }',
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.stock >= node.moq &&
        (node.purchaseLimit === null || node.purchaseLimit >= node.moq),
    );
  expect(part, 'a part on shelf with stock').toBeDefined();
  const { placeOrder: placed } = await graphql(
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
        idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
      },
    },
  );
  expect(placed.userErrors).toEqual([]);
  return placed.order as { id: string; number: string; payableFen: number };
}

function yuan(fen: number): string {
  return `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
}

test('a shopper pays an order on the sandbox WeChat Pay page and lands on the payment result', async ({ page }) => {
  const token = await signUpByEmailCode(page, uniqueEmail('payments'));
  const order = await placeOrder(page.request, token);

  await page.goto(`/shoppingCart/payOrder?orderId=${order.id}`);
  await expect(page.getByText(`Order number: ${order.number}`)).toBeVisible();
  await expect(page.getByTestId('payable-amount')).toHaveText(yuan(order.payableFen));
  await expect(page.getByTestId('payment-countdown')).toHaveText(/Pay within (29:[0-5]\d|30:00)/);

  await page.getByRole('radio', { name: message('en-US', 'payments.methods.WECHAT') }).check();
  await page.getByRole('button', { name: `Pay ${yuan(order.payableFen)}` }).click();
  await expect(page.getByRole('img', { name: 'WeChat Pay' })).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open the WeChat Pay payment page' }).click();
  const sandbox = await popupOpened;
  await expect(sandbox.getByRole('heading', { name: 'Sandbox WeChat Pay' })).toBeVisible();
  await sandbox.getByRole('button', { name: `Pay ${yuan(order.payableFen)}` }).click();
  await expect(sandbox).toHaveURL(new RegExp(`/shoppingCart/paySuccess\\?orderId=${order.id}$`));

  // The cashier notices the payment by itself and moves on to the result.
  await expect(page).toHaveURL(new RegExp(`/shoppingCart/paySuccess\\?orderId=${order.id}$`));
  await expect(page.getByTestId('payment-outcome')).toHaveText(message('en-US', 'payments.result.succeeded'));
  await expect(page.getByText(`${yuan(order.payableFen)} paid by WeChat Pay`)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('a phone is sent to the Alipay cashier, no QR code, and comes back to the payment result', async ({ page }) => {
    const token = await signUpByEmailCode(page, uniqueEmail('phone-pay'));
    const order = await placeOrder(page.request, token);

    await page.goto(`/shoppingCart/payOrder?orderId=${order.id}`);
    await page.getByRole('radio', { name: message('en-US', 'payments.methods.ALIPAY') }).check();
    await page.getByRole('button', { name: `Pay ${yuan(order.payableFen)}` }).click();
    // The same tab goes to the provider's mobile cashier (the sandbox's in development).
    await expect(page.getByRole('heading', { name: 'Sandbox Alipay' })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${yuan(order.payableFen)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/shoppingCart/paySuccess\\?orderId=${order.id}$`));
    await expect(page.getByTestId('payment-outcome')).toHaveText(message('en-US', 'payments.result.succeeded'));
  });
});

test.describe('in the WeChat browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  });

  test('WeChat Pay is invoked through WeixinJSBridge with the signed parameters', async ({ page }) => {
    // A stand-in for WeChat's bridge: it keeps what it was asked and answers as a payer closing the sheet would.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, {
        bridgeCalls: calls,
        WeixinJSBridge: {
          invoke: (name: string, params: unknown, callback: (answer: { err_msg: string }) => void) => {
            calls.push({ name, params });
            callback({ err_msg: 'get_brand_wcpay_request:cancel' });
          },
        },
      });
    });
    const token = await signUpByEmailCode(page, uniqueEmail('wechat-browser'));
    const order = await placeOrder(page.request, token);

    await page.goto(`/shoppingCart/payOrder?orderId=${order.id}`);
    await page.getByRole('radio', { name: message('en-US', 'payments.methods.WECHAT') }).check();
    await page.getByRole('button', { name: `Pay ${yuan(order.payableFen)}` }).click();
    await expect(page.getByText(message('en-US', 'payments.wechatCancelled'))).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { bridgeCalls: unknown[] }).bridgeCalls);
    expect(calls).toEqual([
      {
        name: 'getBrandWCPayRequest',
        params: expect.objectContaining({ package: expect.stringMatching(/^prepay_id=/), signType: 'RSA' }),
      },
    ]);
    // No QR code in WeChat: the payer pays in place, and may open the sheet again.
    await expect(page.getByRole('img', { name: 'WeChat Pay' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Pay ${yuan(order.payableFen)}` })).toBeVisible();
  });
});
