import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import type { TestServer } from './harness.js';

/** A new shipping address of the shopper behind `headers`, through the façade as a shopper adds one; answers its id. */
export async function addShippingAddress(server: TestServer, headers: Record<string, string>): Promise<string> {
  const address = await restCall(
    server,
    '/address/add',
    {
      consignee: 'Li Lei',
      phone: '13800138000',
      country: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: 'Keji Road 1',
    },
    headers,
  );
  expect(address.code).toBe(1);
  return String(address.data.id);
}

export interface UnpaidOrder {
  id: string;
  number: string;
  payableFen: number;
}

/** An unpaid order of the shopper behind `headers`: `quantity` of one part, by express to a new address. */
export async function placeExpressOrder(
  server: TestServer,
  clock: ManualClock,
  headers: Record<string, string>,
  part: { productId: number; quantity: number },
): Promise<UnpaidOrder> {
  clock.advance(5_000);
  const addressId = await addShippingAddress(server, headers);
  const placed = await server.graphql(
    `mutation Place($input: PlaceOrderInput!) {
      placeOrder(input: $input) { order { id number payableFen } userErrors { code message } }
    }`,
    {
      input: {
        source: { productId: String(part.productId), quantity: part.quantity },
        deliveryMethod: 'EXPRESS',
        addressId,
        idempotencyKey: randomUUID(),
      },
    },
    headers,
  );
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  return placed.data.placeOrder.order as UnpaidOrder;
}

/** Presses "pay" on the sandbox cashier page at `payUrl`, which notifies the shop over HTTP as the provider would. */
export async function payOnSandboxPage(server: TestServer, payUrl: string): Promise<Response> {
  const page = await server.request('GET', payUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/Pay ¥\d+\.\d{2}/);
  const url = new URL(payUrl, server.url);
  return fetch(new URL('pay', url), {
    method: 'POST',
    body: url.searchParams,
    redirect: 'manual',
  });
}

/** WeChat Pay's signed word that `amountFen` was paid on `outTradeNo` at `paidAt`, under a new transaction id. */
export function wechatPaidNotification(outTradeNo: string, amountFen: number, paidAt: Date): Record<string, string> {
  const fields = {
    out_trade_no: outTradeNo,
    transaction_id: `tx-${randomUUID()}`,
    total_fee: String(amountFen),
    result_code: 'SUCCESS',
    time_end: paidAt.toISOString(),
    nonce_str: randomUUID(),
  };
  return { ...fields, sign: signFields(fields, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) };
}
