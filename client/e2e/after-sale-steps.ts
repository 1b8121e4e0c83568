/** Steps of the after-sales journeys: a buyer with a received order, and staff acting through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement } from './login-steps';
import { graphql } from './api-steps';

const PASSWORD = 'Circuit42';
const PAYMENT_PASSWORD = '246810';

/** Calls a staff or buyer mutation whose payload has userErrors, and expects none. */
export async function mutate(
  request: APIRequestContext,
  token: string,
  name: string,
  input: object,
  fields = '',
  inputType = `${name[0]!.toUpperCase()}${name.slice(1)}Input`,
) {
  const data = await graphql(
    request,
    `mutation($input: ${inputType}!) { ${name}(input: $input) { ${fields} userErrors { code message } } }`,
    { input },
    token,
  );
  expect(data[name].userErrors, name).toEqual([]);
  return data[name] as Record<string, any>;
}

export async function signUp(page: Page, email: string): Promise<string> {
  const t = (key: string) => message('en-US', key);
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

export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account: 'admin@circuitmart.test', password: 'Admin123', agreementAccepted: true } },
  );
  return login['loginWithPassword'].token as string;
}

/** Sets the payment password the journeys pay with, unless the user has set it already. */
async function ensurePaymentPassword(request: APIRequestContext, token: string): Promise<void> {
  const data = await graphql(
    request,
    'mutation($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done userErrors { code } } }',
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    token,
  );
  const codes = (data['setPaymentPassword'].userErrors as { code: string }[]).map((error) => error.code);
  expect(
    codes.filter((code) => code !== 'PAYMENT_PASSWORD_ALREADY_SET'),
    'setPaymentPassword',
  ).toEqual([]);
}

/**
 * Makes the user a super member the way a shopper becomes one (vip = 1 comes from a membership, never from the
 * database by hand): buys the 12-month plan and pays it from the balance, which staff top up by its price.
 */
export async function buySuperMembership(request: APIRequestContext, token: string, staff: string): Promise<void> {
  const { me, membershipPlans } = await graphql(request, '{ me { id } membershipPlans { code priceFen } }', {}, token);
  // The price is whatever staff set last (the staff journey changes it), so it is read rather than assumed.
  const plan = (membershipPlans as { code: string; priceFen: number }[]).find((row) => row.code === 'SUPER_12M');
  expect(plan, 'the 12-month plan on sale').toBeDefined();
  const bought = await mutate(
    request,
    token,
    'buyMembership',
    { planCode: plan!.code, idempotencyKey: `e2e-membership-${me.id}` },
    'orderId',
  );
  await mutate(
    request,
    staff,
    'adjustBalance',
    { userId: me.id, amountFen: plan!.priceFen, reason: 'e2e membership' },
    'balanceFen',
  );
  await ensurePaymentPassword(request, token);
  const paid = await mutate(
    request,
    token,
    'payOrderWithBalance',
    { orderId: bought['orderId'], paymentPassword: PAYMENT_PASSWORD },
    'order { status }',
  );
  expect(paid['order'].status).toBe('COMPLETED');
  const after = await graphql(request, '{ me { vip } myMembership { active } }', {}, token);
  expect(after).toMatchObject({ me: { vip: 1 }, myMembership: { active: true } });
  // The shop refuses a second order within 3 s of the last one as clicking too fast; a person takes longer.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}

export interface ReceivedOrder {
  id: string;
  number: string;
  lineId: string;
  mpn: string;
  quantity: number;
  itemsFen: number;
  deductionsFen: number;
  memberDiscountFen: number;
  paidFen: number;
}

/** A part that sells exactly `quantity` pieces: on the shelf, in stock, on its quantity grid. */
async function partFor(request: APIRequestContext, token: string, quantity: number) {
  const { products } = await graphql(
    request,
    '{ products(first: 100) { edges { node { id mpn moq orderIncrement stock purchaseLimit status } } } }',
    {},
    token,
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.stock >= quantity &&
        Math.max(1, node.moq) <= quantity &&
        (quantity - Math.max(1, node.moq)) % Math.max(1, node.orderIncrement) === 0 &&
        (node.purchaseLimit === null || node.purchaseLimit >= quantity),
    );
  expect(part, `a part that sells ${quantity} pieces`).toBeDefined();
  return part as { id: string; mpn: string };
}

/** Places, pays (from the balance staff credit) and receives an order of `quantity` pieces of one part. */
export async function receivedOrder(
  request: APIRequestContext,
  token: string,
  staff: string,
  quantity: number,
): Promise<ReceivedOrder> {
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
  const part = await partFor(request, token, quantity);
  const placed = await mutate(
    request,
    token,
    'placeOrder',
    {
      idempotencyKey: `e2e-after-sale-${Date.now()}`,
      source: { productId: part.id, quantity },
      deliveryMethod: 'EXPRESS',
      addressId,
    },
    'order { id number payableFen itemsFen memberDiscountFen couponDeductionFen pointsDeductionFen lines { id } }',
  );
  const order = placed['order'];
  const { me } = await graphql(request, '{ me { id } }', {}, token);
  await mutate(
    request,
    staff,
    'adjustBalance',
    { userId: me.id, amountFen: order.payableFen, reason: 'e2e top-up' },
    'balanceFen',
  );
  await ensurePaymentPassword(request, token);
  await mutate(
    request,
    token,
    'payOrderWithBalance',
    { orderId: order.id, paymentPassword: PAYMENT_PASSWORD },
    'order { id }',
  );
  await mutate(
    request,
    staff,
    'shipOrder',
    { id: order.id, carrier: 'SF Express', waybillNumber: 'SF2026112501' },
    'order { id }',
  );
  await mutate(request, token, 'confirmReceipt', { id: order.id }, 'order { status }', 'OrderIdInput');
  return {
    id: order.id,
    number: order.number,
    lineId: order.lines[0].id,
    mpn: part.mpn,
    quantity,
    itemsFen: order.itemsFen,
    memberDiscountFen: order.memberDiscountFen,
    deductionsFen: order.memberDiscountFen + order.couponDeductionFen + order.pointsDeductionFen,
    paidFen: order.payableFen,
  };
}

/** ¥1,234.56 as the en-US pages write an amount in fen. */
export function yuan(fen: number): string {
  return `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
}
