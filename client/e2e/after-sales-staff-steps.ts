/** API steps of the staff after-sales journeys: what buyers and the warehouse do outside the staff pages. */
import { expect, type APIRequestContext } from '@playwright/test';
import { latestCode, uniqueEmail } from './login-steps';
import { graphql } from './api-steps';

const PASSWORD = 'Circuit42';
const PAYMENT_PASSWORD = '246810';
/** A 1×1 PNG: the server checks proof images by their content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A mutation whose payload must come back without user errors; answers the payload. */
async function mutate(request: APIRequestContext, field: string, inputType: string, input: object, token: string) {
  const data = await graphql(
    request,
    `mutation($input: ${inputType}!) { ${field}(input: $input) { userErrors { code message } } }`,
    { input },
    token,
  );
  expect(data[field].userErrors, field).toEqual([]);
  return data[field];
}

export async function logIn(request: APIRequestContext, account: string, password: string): Promise<string> {
  const data = await graphql(
    request,
    'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
    { input: { account, password, agreementAccepted: true } },
  );
  return data['loginWithPassword'].token as string;
}

/** A new buyer registered with an e-mail code, as the register form does. */
export async function registerBuyer(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await mutate(request, 'sendVerificationCode', 'SendVerificationCodeInput', { address: email }, '');
  const code = await latestCode(request, email);
  const data = await graphql(
    request,
    'mutation($input: RegisterInput!) { register(input: $input) { token viewer { id } userErrors { code } } }',
    { input: { address: email, code, password: PASSWORD, agreementAccepted: true } },
  );
  expect(data['register'].userErrors).toEqual([]);
  return { email, token: data['register'].token as string, userId: data['register'].viewer.id as string };
}

export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  return (await graphql(request, '{ myBalanceFen }', {}, token))['myBalanceFen'] as number;
}

/** An unpaid express order of `quantity` units of a part in stock, placed as the checkout does. */
async function placeUnpaidOrder(request: APIRequestContext, token: string, quantity: number) {
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
        node.moq <= quantity &&
        node.stock >= quantity &&
        (node.purchaseLimit === null || node.purchaseLimit >= quantity),
    );
  expect(part, 'a part on shelf with stock').toBeDefined();
  const { placeOrder } = await graphql(
    request,
    `
      mutation ($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          order {
            id
            number
            payableFen
            lines {
              id
            }
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
        idempotencyKey: `e2e-staff-after-sales-${Date.now()}-${Math.random()}`,
        source: { productId: part.id, quantity },
        deliveryMethod: 'EXPRESS',
        addressId,
      },
    },
    token,
  );
  expect(placeOrder.userErrors).toEqual([]);
  return placeOrder.order as { id: string; number: string; payableFen: number; lines: { id: string }[] };
}

/**
 * An express order of `quantity` units of a part in stock, paid from the balance (admin credits exactly the payable
 * amount first): the order waits for shipment.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  buyer: { token: string; userId: string },
  adminToken: string,
  quantity = 5,
) {
  const order = await placeUnpaidOrder(request, buyer.token, quantity);
  await payFromBalance(request, buyer, adminToken, order);
  return order;
}

/** A super membership bought on /user/member's behalf and paid from the balance: the order is completed at once. */
export async function buyPaidMembership(
  request: APIRequestContext,
  buyer: { token: string; userId: string },
  adminToken: string,
) {
  const { membershipPlans } = await graphql(request, '{ membershipPlans { code priceFen } }', {}, buyer.token);
  const plan = (membershipPlans as { code: string; priceFen: number }[]).find((row) => row.code === 'SUPER_12M')!;
  const { buyMembership } = await graphql(
    request,
    `
      mutation ($input: BuyMembershipInput!) {
        buyMembership(input: $input) {
          orderId
          orderNumber
          userErrors {
            code
            message
          }
        }
      }
    `,
    { input: { planCode: plan.code, idempotencyKey: `e2e-membership-${Date.now()}-${Math.random()}` } },
    buyer.token,
  );
  expect(buyMembership.userErrors).toEqual([]);
  const order = { id: buyMembership.orderId as string, number: buyMembership.orderNumber as string };
  await payFromBalance(request, buyer, adminToken, { id: order.id, payableFen: plan.priceFen });
  return { ...order, payableFen: plan.priceFen };
}

/** Admin credits exactly the payable amount, the buyer sets a payment password and pays the order from the balance. */
async function payFromBalance(
  request: APIRequestContext,
  buyer: { token: string; userId: string },
  adminToken: string,
  order: { id: string; payableFen: number },
) {
  await mutate(
    request,
    'adjustBalance',
    'AdjustBalanceInput',
    { userId: buyer.userId, amountFen: order.payableFen, reason: 'e2e top-up' },
    adminToken,
  );
  await mutate(
    request,
    'setPaymentPassword',
    'SetPaymentPasswordInput',
    { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD },
    buyer.token,
  );
  await mutate(
    request,
    'payOrderWithBalance',
    'PayOrderWithBalanceInput',
    { orderId: order.id, paymentPassword: PAYMENT_PASSWORD },
    buyer.token,
  );
}

/** Staff ship the order and the buyer confirms receipt: after-sales opens for it. */
export async function deliver(request: APIRequestContext, orderId: string, buyerToken: string, staffToken: string) {
  await mutate(
    request,
    'shipOrder',
    'ShipOrderInput',
    { id: orderId, carrier: 'SF Express', waybillNumber: `SF${Date.now()}` },
    staffToken,
  );
  await mutate(request, 'confirmReceipt', 'OrderIdInput', { id: orderId }, buyerToken);
}

/**
 * The buyer asks to return (or, with `type`, exchange) `quantity` units of a line, with a proof photo (the façade's
 * multipart route).
 */
export async function applyForReturn(
  request: APIRequestContext,
  buyerToken: string,
  orderId: string,
  orderLineId: string,
  quantity: number,
  reason: string,
  type: 'RETURN_AND_REFUND' | 'EXCHANGE' = 'RETURN_AND_REFUND',
) {
  const response = await request.post('/api/after-sale/apply', {
    headers: { 'user-token': buyerToken },
    multipart: {
      order_id: orderId,
      type,
      reason,
      explanation: 'Two of the parts arrived with bent pins.',
      contact_phone: '13800138000',
      lines: JSON.stringify([{ order_line_id: orderLineId, quantity }]),
      file: { name: 'pins.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const body = (await response.json()) as { code: number; msg: string; data: any };
  expect(body.code, body.msg).toBe(1);
  return body.data as { id: string; service_number: string; refund_fen: number };
}

export async function shipReturn(request: APIRequestContext, buyerToken: string, id: string) {
  await mutate(
    request,
    'shipAfterSaleReturn',
    'ShipAfterSaleInput',
    { id, carrier: 'SF', waybillNumber: `SF${String(Date.now()).slice(-12)}` },
    buyerToken,
  );
}

/** The buyer confirms the replacement of an exchange arrived: the request is completed. */
export async function confirmReplacement(request: APIRequestContext, buyerToken: string, id: string) {
  await mutate(request, 'confirmAfterSaleReplacement', 'AfterSaleIdInput', { id }, buyerToken);
}

/**
 * An express order paid by bank remittance (the buyer's receipt, then staff confirm the money arrived) and then
 * closed by staff as unfulfillable: its refund waits for staff to transfer the money back.
 */
export async function bankPaidOrderToRefund(
  request: APIRequestContext,
  buyer: { token: string; userId: string },
  staffToken: string,
) {
  const order = await placeUnpaidOrder(request, buyer.token, 1);
  const submitted = await request.post('/api/pay/remittance/submit', {
    headers: { 'user-token': buyer.token },
    multipart: {
      order_id: order.id,
      payer_name: 'Li Lei',
      bank: 'Bank of China',
      account: '6217 0000 1111',
      country: 'CN',
      file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const remittance = (await submitted.json()) as { code: number; msg: string; data: { id: string } };
  expect(remittance.code, remittance.msg).toBe(1);
  await mutate(request, 'confirmRemittance', 'ConfirmRemittanceInput', { id: remittance.data.id }, staffToken);
  await mutate(
    request,
    'cancelPaidOrder',
    'CancelPaidOrderInput',
    { orderId: order.id, reason: 'Out of stock at the maker.' },
    staffToken,
  );
  return order;
}
