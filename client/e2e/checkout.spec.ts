import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';
import { addDefaultAddress, graphql } from './api-steps';

const PASSWORD = 'Circuit42';
const PAYMENT_PASSWORD = '246810';

interface Part {
  id: string;
  mpn: string;
  moq: number;
  orderIncrement: number;
  stock: number;
  purchaseLimit: number | null;
  priceBreaks: { minQty: number; unitPriceMilli: number }[];
}

async function staffToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const login = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account, password, agreementAccepted: true } },
  );
  return login['loginWithPassword'].token as string;
}

const orderable = (part: Part, quantity: number) =>
  quantity >= Math.max(1, part.moq) &&
  (quantity - Math.max(1, part.moq)) % Math.max(1, part.orderIncrement) === 0 &&
  quantity <= part.stock &&
  (part.purchaseLimit === null || quantity <= part.purchaseLimit);

/** Three parts and a quantity for each that falls in its first, second and third price break. */
async function threeBreakChoices(request: APIRequestContext): Promise<{ part: Part; quantity: number }[]> {
  const { products } = await graphql(
    request,
    `
      {
        products(first: 100) {
          edges {
            node {
              id
              mpn
              moq
              orderIncrement
              stock
              purchaseLimit
              status
              priceBreaks {
                minQty
                unitPriceMilli
              }
            }
          }
        }
      }
    `,
  );
  const parts = (products.edges as { node: Part & { status: string } }[])
    .map((edge) => edge.node)
    .filter((part) => part.status === 'ON_SHELF' && part.priceBreaks.length >= 3);
  const choices: { part: Part; quantity: number }[] = [];
  for (const breakIndex of [0, 1, 2]) {
    const found = parts.find(
      (part) =>
        !choices.some((choice) => choice.part.id === part.id) &&
        orderable(part, Math.max(part.priceBreaks[breakIndex]!.minQty, part.moq)) &&
        Math.max(part.priceBreaks[breakIndex]!.minQty, part.moq) <
          (part.priceBreaks[breakIndex + 1]?.minQty ?? Infinity),
    );
    expect(found, `a part orderable in its price break ${breakIndex + 1}`).toBeDefined();
    choices.push({ part: found!, quantity: Math.max(found!.priceBreaks[breakIndex]!.minQty, found!.moq) });
  }
  return choices;
}

async function signUp(page: Page): Promise<string> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, uniqueEmail('checkout'));
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeDefined();
  return token!;
}

function fenText(fen: number): string {
  return `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
}

const t = (key: string) => message('en-US', key);

test('a new buyer checks out by express and by pickup, pays by balance, and follows the order to receipt', async ({
  page,
  request,
}) => {
  const token = await signUp(page);
  const choices = await threeBreakChoices(request);
  for (const { part, quantity } of choices) {
    const added = await graphql(
      request,
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code message } } }',
      { input: { productId: part.id, quantity } },
      token,
    );
    expect(added['addToCart'].userErrors).toEqual([]);
  }
  await addDefaultAddress(request, token);
  const expected = (
    await graphql(request, '{ checkoutQuote(deliveryMethod: EXPRESS) { payableFen itemsFen } }', {}, token)
  )['checkoutQuote'] as { payableFen: number; itemsFen: number };

  // Express: the cart's three lines, the default address preselected, the server's totals.
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/shoppingCart\/confirm$/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(3);
  await expect(page.getByLabel(t('orders.address'))).toContainText('李雷');
  await expect(page.getByTestId('total-items')).toContainText(fenText(expected.itemsFen));
  await expect(page.getByTestId('total-payable')).toHaveText(fenText(expected.payableFen));
  await page.getByLabel(t('orders.remark')).fill('Leave at the front desk');
  await page.getByRole('button', { name: t('orders.submit') }).dblclick();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+$/);
  const expressOrderId = new URL(page.url()).searchParams.get('orderId')!;
  const afterExpress = await graphql(request, '{ myOrders { totalCount } cartCount }', {}, token);
  expect(afterExpress['myOrders'].totalCount).toBe(1);
  expect(afterExpress['cartCount']).toBe(0);

  // Store pickup: point, date, time slot and pickup person; no freight.
  await graphql(
    request,
    'mutation($input: AddPickupPersonInput!) { addPickupPerson(input: $input) { userErrors { code } } }',
    { input: { name: '韩梅梅', phone: '13700137000' } },
    token,
  );
  const [first] = choices;
  // A second order of one buyer within 3 s of the first is refused as "clicking too fast"; a person takes longer.
  await page.waitForTimeout(3_000);
  await page.goto(`/goods/chekout?productId=${first!.part.id}&quantity=${first!.quantity}`);
  await page.getByRole('button', { name: t('orders.pickup') }).click();
  await expect(page.getByLabel(t('orders.pickupPerson'))).toContainText('韩梅梅');
  await expect(page.getByTestId('total-freight')).toContainText('¥0.00');
  await page.getByRole('button', { name: t('orders.submit') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+$/);

  // Admin credits the balance; the buyer sets a payment password (both through the API).
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  const admin = await staffToken(request, 'admin@circuitmart.test', 'Admin123');
  const credited = await graphql(
    request,
    'mutation($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen userErrors { code } } }',
    { input: { userId: me.id, amountFen: expected.payableFen + 10_000, reason: 'e2e top-up' } },
    admin,
  );
  expect(credited['adjustBalance'].userErrors).toEqual([]);
  await graphql(
    request,
    'mutation($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }',
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    token,
  );

  // Pay the express order by balance on its detail page.
  await page.goto(`/user/order/details?id=${expressOrderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.PENDING_PAYMENT'));
  await expect(page.getByTestId('order-payable')).toHaveText(fenText(expected.payableFen));
  await page.getByRole('button', { name: t('orders.actions.payWithBalance') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('orders.paymentPassword')).fill('000000');
  await dialog.getByRole('button', { name: t('orders.actions.pay') }).click();
  await expect(dialog).toContainText(/payment password/i);
  await dialog.getByLabel(t('orders.paymentPassword')).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: t('orders.actions.pay') }).click();
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.PENDING_SHIPMENT'));

  // The list's tabs follow the order live while staff ship it; staff act once the list has subscribed.
  const subscribed = page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('orderStatusChanged') }),
    );
  await page.goto('/user/order');
  await subscribed;
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${t(`orders.tabs.${name}`)}`) });
  await expect(tab('pendingShipment')).toHaveText(`${t('orders.tabs.pendingShipment')} (1)`);
  await expect(tab('pendingPayment')).toHaveText(`${t('orders.tabs.pendingPayment')} (1)`);
  const sales = await staffToken(request, 'sales@circuitmart.test', 'Sales123');
  const shipped = await graphql(
    request,
    'mutation($input: ShipOrderInput!) { shipOrder(input: $input) { order { status } userErrors { code } } }',
    { input: { id: expressOrderId, carrier: 'SF Express', waybillNumber: 'SF1029384756' } },
    sales,
  );
  expect(shipped['shipOrder'].userErrors).toEqual([]);
  await graphql(
    request,
    'mutation($input: AddLogisticsEventInput!) { addLogisticsEvent(input: $input) { userErrors { code } } }',
    { input: { id: expressOrderId, description: 'Arrived at the Shenzhen sorting centre' } },
    sales,
  );
  await expect(tab('pendingReceipt')).toHaveText(`${t('orders.tabs.pendingReceipt')} (1)`);
  await expect(tab('pendingShipment')).toHaveText(`${t('orders.tabs.pendingShipment')} (0)`);
  await tab('pendingReceipt').click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);

  // The detail shows the logistics timeline; confirming receipt moves it to "pending review".
  await page.getByTestId('order-card').getByRole('link').first().click();
  await expect(page.getByTestId('logistics')).toContainText('SF1029384756');
  await expect(page.getByTestId('logistics')).toContainText('Arrived at the Shenzhen sorting centre');
  await page.getByRole('button', { name: t('orders.actions.confirmReceipt') }).click();
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.PENDING_REVIEW'));
  await page.goto('/user/order');
  await expect(tab('pendingReview')).toHaveText(`${t('orders.tabs.pendingReview')} (1)`);
});
