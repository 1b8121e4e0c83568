import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';
import { graphql } from './api-steps';

const PASSWORD = 'Circuit42';
const PAYMENT_PASSWORD = '246810';
/** A 1×1 PNG: the server checks review photos by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const t = (key: string) => message('en-US', key);
/** A "{{count}}/{{max}}" message with its numbers. */
const counted = (key: string, count: number, max: number) =>
  t(key).replaceAll('{{count}}', String(count)).replaceAll('{{max}}', String(max));

async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(t('account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(t('account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: t('account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();
  return token!;
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
    '{ products(first: 50) { edges { node { id mpn moq stock purchaseLimit status } } } }',
    {},
    token,
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
    `
      mutation Place($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          order {
            id
            number
            payableFen
            status
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
        idempotencyKey: `e2e-admin-orders-${Date.now()}`,
        source: { productId: part.id, quantity: Math.max(1, part.moq) },
        deliveryMethod: 'EXPRESS',
        addressId,
      },
    },
    token,
  );
  expect(placed.userErrors).toEqual([]);
  return { order: placed.order as { id: string; number: string; payableFen: number }, part: part as { id: string } };
}

test('staff ship a paid order in /admin/orders with a tracking event; the buyer follows it, confirms and reviews it', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a whole order life on a shared machine.
  test.slow();
  const email = uniqueEmail('reviewer');
  const token = await signUp(page, email);
  const { order, part } = await placeOrder(request, token);

  // Admin credits the balance; the buyer sets a payment password (both through the API), then pays on the page.
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  const adminLogin = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  await graphql(
    request,
    'mutation($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen } }',
    { input: { userId: me.id, amountFen: order.payableFen, reason: 'e2e top-up' } },
    adminLogin['loginWithPassword'].token,
  );
  await graphql(
    request,
    'mutation($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }',
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    token,
  );
  await page.goto(`/user/order/details?id=${order.id}`);
  await page.getByRole('button', { name: t('orders.actions.payWithBalance') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('orders.paymentPassword')).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: t('orders.actions.pay') }).click();
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.PENDING_SHIPMENT'));

  // Sales staff find the order in the console, ship it and add a tracking event.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await logInByPassword(staff, 'sales', 'Sales123');
    await staff.goto('/admin/orders');
    await staff.getByTestId('admin-orders-search').fill(email);
    await staff.getByRole('button', { name: t('adminOrders.searchButton') }).click();
    await expect(staff.getByTestId('admin-order-row')).toHaveCount(1);
    await staff.getByTestId('admin-order-row').click();
    const detail = staff.getByTestId('admin-order-detail');
    await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.PENDING_SHIPMENT'));
    await expect(detail).toContainText(order.number);
    const shipForm = detail.getByTestId('admin-order-ship');
    await shipForm.getByLabel(t('adminOrders.carrier')).fill('SF Express');
    await shipForm.getByLabel(t('adminOrders.waybillNumber')).fill('SF2026112201');
    await shipForm.getByRole('button', { name: t('adminOrders.ship') }).click();
    await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.SHIPPED'));
    const tracking = detail.getByTestId('admin-order-tracking');
    await tracking.getByLabel(t('adminOrders.trackingEvent')).fill('Left the Shenzhen sorting centre');
    await tracking.getByRole('button', { name: t('adminOrders.addTracking') }).click();

    // The audit trail names who did each step.
    const audit = detail.getByTestId('admin-order-audit-entry');
    await expect(audit).toHaveCount(4);
    await expect(audit.nth(0)).toContainText(t('adminOrders.actions.PLACE'));
    await expect(audit.nth(1)).toContainText(t('adminOrders.actions.PAY'));
    await expect(audit.nth(2)).toContainText(`(${t('adminOrders.roles.sales')})`);
    await expect(audit.nth(2)).toContainText('SF Express SF2026112201');
    await expect(audit.nth(3)).toContainText('Left the Shenzhen sorting centre');
  } finally {
    await staffContext.close();
  }

  // The buyer sees the timeline, confirms receipt and reviews the order.
  await page.goto(`/user/order/details?id=${order.id}`);
  await expect(page.getByTestId('logistics')).toContainText('SF2026112201');
  await expect(page.getByTestId('logistics')).toContainText('Left the Shenzhen sorting centre');
  await page.getByRole('button', { name: t('orders.actions.confirmReceipt') }).click();
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.PENDING_REVIEW'));
  await page.getByRole('link', { name: t('orderReview.review') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/evaluate\\?id=${order.id}$`));
  const form = page.getByTestId('order-review-form');
  // The form counts the text and the photos against their limits, and promises no points (they do not exist yet).
  await form.getByLabel(t('orderReview.content')).fill('Genuine parts, carefully packed.');
  await expect(form.getByTestId('order-review-count')).toHaveText(counted('orderReview.contentCount', 32, 500));
  await expect(form.getByTestId('order-review-photo-count')).toHaveText(counted('orderReview.photoCount', 0, 9));
  await form.locator('input[type="file"]').setInputFiles({ name: 'parts.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('order-review-photo-count')).toHaveText(counted('orderReview.photoCount', 1, 9));
  await expect(form).not.toContainText(/points/i);
  await form.getByRole('checkbox', { name: t('orderReview.anonymous') }).check();
  await form.getByRole('button', { name: t('orderReview.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/details\\?id=${order.id}$`));
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.REVIEWED'));

  // The reviewed order leads to the review detail: what was submitted, read-only.
  await page.getByRole('link', { name: t('orderReview.view') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/evaluate\\?id=${order.id}$`));
  await expect(page.getByRole('heading', { name: t('orderReview.detailTitle') })).toBeVisible();
  const detail = page.getByTestId('order-review-done');
  await expect(detail).toContainText('Genuine parts, carefully packed.');
  await expect(detail.getByTestId('order-review-visibility')).toHaveText(t('orderReview.postedAnonymously'));
  await expect(detail.locator('img')).toHaveCount(1);
  await expect(page.getByTestId('order-review-form')).toHaveCount(0);

  // The part page lists the review (lazily loaded), the anonymous author masked.
  await page.goto(`/goods/${part.id}`);
  const review = page.getByTestId('product-review').filter({ hasText: 'Genuine parts, carefully packed.' });
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('***');
  await expect(review.getByTestId('product-review-author')).toContainText(t('orderReview.anonymousAuthor'));
  await expect(review).not.toContainText(email.split('@')[0]!);
  await expect(review.locator('img')).toHaveCount(1);
});

test('staff find an order paid twice among the orders with money to return, with both payments', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('paid-twice');
  const token = await signUp(page, email);
  const { order } = await placeOrder(request, token);

  // The buyer opens the WeChat cashier on two devices, then pays on both (the sandbox's pay button, by its form).
  const cashiers: URL[] = [];
  for (let device = 0; device < 2; device += 1) {
    const { createPayment } = await graphql(
      request,
      `
        mutation Pay($input: CreatePaymentInput!) {
          createPayment(input: $input) {
            payment {
              payUrl
            }
            userErrors {
              code
            }
          }
        }
      `,
      { input: { orderId: order.id, method: 'WECHAT' } },
      token,
    );
    expect(createPayment.userErrors).toEqual([]);
    cashiers.push(new URL(createPayment.payment.payUrl as string, 'http://sandbox.invalid'));
  }
  for (const cashier of cashiers) {
    const paid = await request.post(cashier.pathname.replace(/cashier$/, 'pay'), {
      form: Object.fromEntries(cashier.searchParams),
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await logInByPassword(staff, 'sales', 'Sales123');
    await staff.goto('/admin/orders');
    // The console renders its filters while it still loads the first page; a click then can be lost to a re-render.
    await expect(staff.getByTestId('admin-order-row').first()).toBeVisible();
    const moneyToReturn = staff.getByTestId('admin-orders-money-to-return');
    await expect(async () => {
      await moneyToReturn.check();
      await expect(moneyToReturn).toBeChecked();
    }).toPass();
    await staff.getByTestId('admin-orders-search').fill(email);
    await staff.getByRole('button', { name: t('adminOrders.searchButton') }).click();
    const row = staff.getByTestId('admin-order-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('admin-order-row-money-to-return')).toBeVisible();
    await row.click();
    const detail = staff.getByTestId('admin-order-detail');
    await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.PENDING_SHIPMENT'));
    const payments = detail.getByTestId('admin-order-payment');
    await expect(payments).toHaveCount(2);
    await expect(payments.nth(0)).toContainText(t('adminOrders.providerPaymentStatus.BOOKED'));
    await expect(payments.nth(1)).toContainText(t('adminOrders.providerPaymentStatus.TO_RETURN'));
    await expect(payments.nth(1)).toContainText(t('adminOrders.returnReason.DUPLICATE'));
    // Refunded through the provider at once: on its way back until the provider's refund notification arrives.
    await expect(payments.nth(1).getByTestId('admin-order-payment-returning')).toBeVisible();
    await expect(detail.getByTestId('admin-order-money-to-return')).toBeVisible();
  } finally {
    await staffContext.close();
  }
});
