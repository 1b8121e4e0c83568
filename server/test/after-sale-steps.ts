import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import type { TestServer } from './harness.js';
import { addShippingAddress } from './payment-steps.js';
import type { TestUser } from './order-steps.js';

export const ERRORS = 'userErrors { code message field }';
export const REQUEST_FIELDS = `id serviceNumber type status orderId orderNumber reasonCode explanation proofImageUrls
  contactPhone refundFen freightRefundFen returnAddress returnDeadlineAt returnCarrier returnWaybillNumber
  rejectReason proofRequest goodsFine availableActions
  lines { orderLineId mpn quantity refundFen }
  timeline { action fromStatus toStatus actorKind note }
  refund { id amountFen method status reason }`;

export interface ReceivedOrder {
  id: string;
  number: string;
  paidFen: number;
  freightFen: number;
  lines: { id: string; productId: string; quantity: number }[];
}

export const gql = async (server: TestServer, user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, user.headers);

/** One small valid image, as a proof a phone would send. */
export const proofImage = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/**
 * An order the buyer placed from the cart (these parts and quantities), paid from their balance, shipped by staff
 * and received: every step through the API, as a shopper and staff would do it.
 */
export async function receivedOrder(
  server: TestServer,
  clock: ManualClock,
  buyer: TestUser,
  sales: TestUser,
  parts: { productId: number; quantity: number }[],
): Promise<ReceivedOrder> {
  const order = await paidOrder(server, clock, buyer, parts);
  const shipped = await gql(
    server,
    sales,
    `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { ${ERRORS} } }`,
    { input: { id: order.id, carrier: 'SF Express', waybillNumber: `SF${order.id}00000001` } },
  );
  expect(shipped.data.shipOrder.userErrors).toEqual([]);
  const received = await gql(
    server,
    buyer,
    `mutation Receive($input: OrderIdInput!) { confirmReceipt(input: $input) { order { status } ${ERRORS} } }`,
    { input: { id: order.id } },
  );
  expect(received.data.confirmReceipt.order.status).toBe('PENDING_REVIEW');
  return order;
}

/** An order placed from the cart and paid from the buyer's balance: paid, to be shipped. */
export async function paidOrder(
  server: TestServer,
  clock: ManualClock,
  buyer: TestUser,
  parts: { productId: number; quantity: number }[],
): Promise<ReceivedOrder> {
  clock.advance(5_000);
  for (const part of parts) {
    const added = await gql(
      server,
      buyer,
      `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${ERRORS} } }`,
      { input: { productId: String(part.productId), quantity: part.quantity } },
    );
    expect(added.data.addToCart.userErrors).toEqual([]);
  }
  const addressId = await addShippingAddress(server, buyer.headers);
  const placed = await gql(
    server,
    buyer,
    `mutation Place($input: PlaceOrderInput!) {
      placeOrder(input: $input) { order { id number payableFen freightFen lines { id productId quantity } } ${ERRORS} }
    }`,
    { input: { source: {}, deliveryMethod: 'EXPRESS', addressId, idempotencyKey: randomUUID() } },
  );
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  const order = placed.data.placeOrder.order;
  await gql(
    server,
    buyer,
    `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ${ERRORS} } }`,
    { input: { password: '135790', confirmation: '135790' } },
  );
  const paid = await gql(
    server,
    buyer,
    `mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { order { status paidFen } ${ERRORS} } }`,
    { input: { orderId: order.id, paymentPassword: '135790' } },
  );
  expect(paid.data.payOrderWithBalance.userErrors).toEqual([]);
  return {
    id: order.id,
    number: order.number,
    paidFen: paid.data.payOrderWithBalance.order.paidFen,
    freightFen: order.freightFen,
    lines: order.lines,
  };
}

export interface ApplyFields {
  order_id: string;
  type: string;
  reason: string;
  contact_phone?: string;
  explanation?: string;
  lines: { order_line_id: string; quantity: number }[];
}

/** A multipart call of the after-sales façade (apply, resubmit, proof), with `files` as proof images. */
export async function afterSaleMultipart(
  server: TestServer,
  path: '/after-sale/apply' | '/after-sale/resubmit' | '/after-sale/proof',
  headers: Record<string, string>,
  fields: Record<string, unknown>,
  files: Buffer[] = [],
): Promise<{ code: number; msg: string; data: any }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [index, file] of files.entries())
    form.append('file', new Blob([file], { type: 'image/png' }), `proof-${index}.png`);
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', body: form, headers });
  return (await response.json()) as { code: number; msg: string; data: any };
}

/** Applies through the façade and expects it to pass; answers the new request (snake_case). */
export async function apply(server: TestServer, buyer: TestUser, fields: ApplyFields, files: Buffer[] = []) {
  const answer = await afterSaleMultipart(
    server,
    '/after-sale/apply',
    buyer.headers,
    { contact_phone: '13800138000', ...fields },
    files,
  );
  expect(answer.msg, JSON.stringify(answer)).toBeDefined();
  expect(answer.code, answer.msg).toBe(1);
  return answer.data as {
    id: string;
    service_number: string;
    status: string;
    refund_fen: number;
    freight_refund_fen: number;
  };
}

/** A staff or buyer move through GraphQL; answers the payload (request and user errors). */
export async function move(
  server: TestServer,
  user: TestUser,
  mutation: string,
  input: Record<string, unknown>,
): Promise<{ afterSaleRequest: any; userErrors: { code: string }[] } & { errors?: unknown }> {
  const inputType: Record<string, string> = {
    shipAfterSaleReturn: 'ShipAfterSaleInput',
    shipAfterSaleReplacement: 'ShipAfterSaleInput',
    rejectAfterSale: 'RejectAfterSaleInput',
    requestAfterSaleProof: 'RequestAfterSaleProofInput',
    receiveAfterSaleReturn: 'ReceiveAfterSaleReturnInput',
  };
  const answer = await gql(
    server,
    user,
    `mutation Move($input: ${inputType[mutation] ?? 'AfterSaleIdInput'}!) {
      ${mutation}(input: $input) { afterSaleRequest { ${REQUEST_FIELDS} } ${ERRORS} }
    }`,
    { input },
  );
  if (answer.errors) return { afterSaleRequest: null, userErrors: [], errors: answer.errors };
  return answer.data[mutation];
}

export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  return (await gql(server, user, '{ myBalanceFen }')).data.myBalanceFen as number;
}
