import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const t = (key: string) => message('en-US', key);
const PAYMENT_PASSWORD = '246810';
const ERRORS = 'userErrors { code message }';

/** Signs a new shopper up by e-mail code in the page; answers their session token. */
async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/login/login');
  const code = await requestCode(page, email);
  await page.getByLabel(t('account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: t('account.logIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();
  return token!;
}

async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const { loginWithPassword } = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account, password, agreementAccepted: true } },
  );
  return loginWithPassword.token as string;
}

/** A part on the shelf that one may buy at its MOQ. */
async function buyablePart(request: APIRequestContext) {
  const { products } = await graphql(
    request,
    '{ products(first: 50) { edges { node { id mpn moq stock purchaseLimit status } } } }',
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.stock >= node.moq * 3 &&
        (node.purchaseLimit === null || node.purchaseLimit >= node.moq),
    );
  expect(part, 'a part on shelf with stock').toBeDefined();
  return part as { id: string; mpn: string; moq: number };
}

/** An express buy-now order placed through the API, unpaid. */
async function placeOrder(request: APIRequestContext, token: string, part: { id: string; moq: number }) {
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
  const { placeOrder: placed } = await graphql(
    request,
    `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number payableFen } ${ERRORS} } }`,
    {
      input: {
        idempotencyKey: `e2e-admin-support-${Date.now()}-${Math.random()}`,
        source: { productId: part.id, quantity: part.moq },
        deliveryMethod: 'EXPRESS',
        addressId,
      },
    },
    token,
  );
  expect(placed.userErrors).toEqual([]);
  return placed.order as { id: string; number: string; payableFen: number };
}

test('a support agent sees the customer’s orders and cart beside the chat and opens the order in the console', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and two logins on a shared machine.
  test.slow();
  const email = uniqueEmail('supported');
  const token = await signUp(page, email);
  const part = await buyablePart(request);
  const order = await placeOrder(request, token, part);
  const { addToCart } = await graphql(
    request,
    `mutation($input: AddToCartInput!) { addToCart(input: $input) { ${ERRORS} } }`,
    { input: { productId: part.id, quantity: part.moq } },
    token,
  );
  expect(addToCart.userErrors).toEqual([]);

  // The shopper asks about the order from the part's page.
  await page.goto(`/goods/${part.id}`);
  await page.getByRole('button', { name: t('chat.withSupport') }).click();
  const chat = page.getByTestId('chat-window');
  await chat.getByLabel(t('chat.messageLabel')).fill(`Where is my order ${order.number}?`);
  await chat.getByRole('button', { name: t('chat.send'), exact: true }).click();
  await expect(chat.getByTestId('chat-own')).toContainText(order.number);

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  try {
    await logInByPassword(agent, 'support', 'Support123');
    await agent.goto('/admin/chat');
    const entry = agent.getByTestId('chat-queue').getByTestId('chat-queue-entry').filter({ hasText: part.mpn }).last();
    await entry.getByRole('button', { name: t('chat.console.claim') }).click();
    await expect(agent.getByTestId('chat-theirs')).toContainText(order.number);

    // Beside the chat: the order, no after-sales requests, and the cart with the part.
    await expect(agent.getByTestId('chat-customer-after-sales')).toContainText(t('chatSidebar.noAfterSales'));
    await expect(agent.getByTestId('chat-customer-cart')).toContainText(part.mpn);
    const orderLink = agent.getByTestId('chat-customer-orders').getByRole('link', { name: order.number });
    const [console] = await Promise.all([agentContext.waitForEvent('page'), orderLink.click()]);
    // Support reads the order in the order console; the actions there stay with sales and admins. A new tab loads
    // the whole app again, slowly on a shared machine.
    const detail = console.getByTestId('admin-order-detail');
    await expect(detail).toContainText(order.number, { timeout: 30_000 });
    await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.PENDING_PAYMENT'));
  } finally {
    await agentContext.close();
  }
});

test('an admin issues a requested invoice with its PDF and adjusts a customer’s balance with a reason', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('invoiced');
  const token = await signUp(page, email);
  const part = await buyablePart(request);
  const order = await placeOrder(request, token, part);
  const admin = await tokenOf(request, 'admin@circuitmart.test', 'Admin123');

  // Through the API, as the other side would: paid from the balance, shipped, received, invoice requested.
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  await graphql(
    request,
    'mutation($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen } }',
    { input: { userId: me.id, amountFen: order.payableFen, reason: 'e2e top-up' } },
    admin,
  );
  await graphql(
    request,
    'mutation($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }',
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    token,
  );
  await graphql(
    request,
    `mutation($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { ${ERRORS} } }`,
    { input: { orderId: order.id, paymentPassword: PAYMENT_PASSWORD } },
    token,
  );
  await graphql(
    request,
    `mutation($input: ShipOrderInput!) { shipOrder(input: $input) { ${ERRORS} } }`,
    { input: { id: order.id, carrier: 'SF Express', waybillNumber: 'SF2026112799' } },
    admin,
  );
  await graphql(
    request,
    `mutation($input: OrderIdInput!) { confirmReceipt(input: $input) { ${ERRORS} } }`,
    { input: { id: order.id } },
    token,
  );
  const { requestInvoice } = await graphql(
    request,
    `mutation($input: RequestInvoiceInput!) { requestInvoice(input: $input) { ${ERRORS} } }`,
    { input: { orderId: order.id, type: 'PERSONAL', title: 'Li Lei', email } },
    token,
  );
  expect(requestInvoice.userErrors).toEqual([]);

  const adminContext = await browser.newContext();
  const staff = await adminContext.newPage();
  try {
    await logInByPassword(staff, 'admin', 'Admin123');
    await staff.goto('/admin/invoices');
    await staff.getByTestId('invoice-search').fill(order.number);
    await staff.getByRole('button', { name: t('adminInvoices.searchButton') }).click();
    const row = staff.getByTestId('invoice-request-row').filter({ hasText: order.number });
    await expect(row).toContainText('Li Lei');
    await row.getByLabel(t('adminInvoices.invoiceNumber')).fill('INV-E2E-0001');
    await row.getByRole('button', { name: t('adminInvoices.issue') }).click();
    await expect(staff.getByText(t('adminInvoices.issued'))).toBeVisible();
    // The waiting list lets it go; under "Issued" the request has its number and its PDF.
    await expect(row).toHaveCount(0);
    await staff.getByRole('radiogroup').getByText(t('adminInvoices.filters.ISSUED'), { exact: true }).click();
    const issued = staff.getByTestId('invoice-request-row').filter({ hasText: order.number });
    await expect(issued).toContainText('INV-E2E-0001');
    const pdfUrl = await issued.getByTestId('invoice-pdf').getAttribute('href');
    const pdf = await staff.request.get(pdfUrl!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // The balance: find the customer, credit ¥12.34 with a reason; the adjustment is listed with it.
    await staff.goto('/admin/balances');
    await staff.getByLabel(t('adminBalances.search')).fill(email);
    await staff.getByRole('button', { name: t('adminBalances.searchButton') }).click();
    await staff.getByTestId('customer-pick-option').first().click();
    const form = staff.getByTestId('balance-adjust');
    await expect(form.getByTestId('balance-current')).toContainText('0.00');
    await form.getByLabel(t('adminBalances.amount')).fill('12.34');
    await form.getByLabel(t('adminBalances.reason')).fill('Late delivery goodwill');
    await form.getByRole('button', { name: t('adminBalances.doCredit') }).click();
    await expect(form.getByTestId('balance-current')).toContainText('12.34');
    await expect(staff.getByTestId('balance-adjustments')).toContainText('Late delivery goodwill');
  } finally {
    await adminContext.close();
  }

  // The buyer downloads the same invoice from the order page.
  await page.goto(`/user/order/details?id=${order.id}`);
  const documents = page.getByTestId('order-documents');
  await expect(documents).toBeVisible({ timeout: 30_000 });
  await expect(documents.getByTestId('invoice-pdf')).toHaveAttribute(
    'href',
    `/api/order/invoice/download?id=${order.id}`,
  );
});
