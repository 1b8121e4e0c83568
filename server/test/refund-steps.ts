import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import type { RefundRequest, RefundView } from '../src/modules/payments/order-refunds.js';
import { transactionalWithRetry } from '../src/platform/db/transaction-retry.js';
import { DomainError } from '../src/platform/errors/index.js';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser } from './account-steps.js';
import type { TestServer } from './harness.js';
import { createUser } from './order-steps.js';
import { placeExpressOrder, type UnpaidOrder } from './payment-steps.js';

/**
 * Orders paid each way money comes in (balance, WeChat Pay through the sandbox's signed notification, a bank
 * remittance staff confirmed), and refunds through the engine's port, as after-sales will call it.
 */
export class RefundSteps {
  constructor(
    private readonly server: TestServer,
    private readonly clock: ManualClock,
    private readonly part: { productId: number; quantity: number },
  ) {}

  gql(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
    return this.server.graphql(query, variables, { ...headers, lang: 'en-US' });
  }

  async staff(account: 'sales' | 'admin' | 'support'): Promise<Record<string, string>> {
    const password = { sales: 'Sales123', admin: 'Admin123', support: 'Support123' }[account];
    const result = await this.server.graphql(
      'mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      { input: { account, password, agreementAccepted: true } },
    );
    return asUser(result.data.loginWithPassword.token as string, { lang: 'en-US' });
  }

  /** A buyer with money in their balance and a payment password. */
  async buyer(): Promise<{ id: number; headers: Record<string, string> }> {
    const user = await createUser(this.server, { balanceFen: 5_000_000 });
    const set = await this.gql(
      user.headers,
      'mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { userErrors { code } } }',
      { input: { password: '135790', confirmation: '135790' } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    return user;
  }

  unpaidOrder(headers: Record<string, string>): Promise<UnpaidOrder> {
    return placeExpressOrder(this.server, this.clock, headers, this.part);
  }

  async paidWithBalance(headers: Record<string, string>): Promise<UnpaidOrder> {
    const order = await placeExpressOrder(this.server, this.clock, headers, this.part);
    const paid = await this.gql(
      headers,
      'mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { userErrors { code } } }',
      { input: { orderId: order.id, paymentPassword: '135790' } },
    );
    expect(paid.data.payOrderWithBalance.userErrors).toEqual([]);
    return order;
  }

  async paidWithWechat(headers: Record<string, string>): Promise<UnpaidOrder & { outTradeNo: string }> {
    return this.paidThrough('wechat', headers);
  }

  /** Paid through the provider's sandbox: its signed payment notification, as WeChat Pay or Alipay words it. */
  async paidThrough(
    provider: 'wechat' | 'alipay',
    headers: Record<string, string>,
  ): Promise<UnpaidOrder & { outTradeNo: string }> {
    const order = await placeExpressOrder(this.server, this.clock, headers, this.part);
    const started = await this.gql(
      headers,
      'mutation Pay($input: CreatePaymentInput!) { createPayment(input: $input) { payment { outTradeNo } } }',
      { input: { orderId: order.id, method: provider.toUpperCase() } },
    );
    const outTradeNo = started.data.createPayment.payment.outTradeNo as string;
    const amount = order.payableFen;
    const fields = {
      out_trade_no: outTradeNo,
      ...(provider === 'wechat'
        ? { transaction_id: `tx-${randomUUID()}`, total_fee: String(amount), result_code: 'SUCCESS' }
        : {
            trade_no: `tx-${randomUUID()}`,
            total_amount: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`,
            trade_status: 'TRADE_SUCCESS',
          }),
      time_end: this.clock.now().toISOString(),
      nonce_str: randomUUID(),
    };
    const answer = await this.post(`/api/pay/notify/${provider}`, {
      ...fields,
      sign: signFields(fields, DEVELOPMENT_PAYMENT_SANDBOX_SECRET),
    });
    expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
    return { ...order, outTradeNo };
  }

  /** Paid by a bank remittance the buyer reported and sales confirmed. */
  async paidByRemittance(headers: Record<string, string>, sales: Record<string, string>): Promise<UnpaidOrder> {
    const order = await placeExpressOrder(this.server, this.clock, headers, this.part);
    const form = this.imagesForm(1, { order_id: order.id, payer_name: 'Li Lei', bank: 'BOC', account: '6217 0001' });
    const submitted = await fetch(`${this.server.url}/api/pay/remittance/submit`, {
      method: 'POST',
      body: await form,
      headers,
    });
    const { data } = (await submitted.json()) as { data: { id: string } };
    const confirmed = await this.gql(
      sales,
      'mutation Confirm($input: ConfirmRemittanceInput!) { confirmRemittance(input: $input) { userErrors { code } } }',
      { input: { id: data.id } },
    );
    expect(confirmed.data.confirmRemittance.userErrors).toEqual([]);
    return order;
  }

  /** A multipart form with `fields` and `count` small PNG images named `file`. */
  async imagesForm(count: number, fields: Record<string, string>): Promise<FormData> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#27a' } })
      .png()
      .toBuffer();
    for (let index = 0; index < count; index += 1) form.append('file', new Blob([png]), `proof${index}.png`);
    return form;
  }

  /** A refund through the port in a transaction of its own: its view, or the code of the error it answered. */
  async refund(request: Omit<RefundRequest, 'reason' | 'actorId'>): Promise<RefundView | string> {
    try {
      return await transactionalWithRetry(this.server.app.orm.em.fork(), (tx) =>
        this.server.app.services.refunds.refund(tx, { ...request, reason: 'Test refund', actorId: null }),
      );
    } catch (error) {
      if (error instanceof DomainError) return error.code;
      throw error;
    }
  }

  /** The sandbox's signed notifications of a payment's refunds (once the provider calls have run). */
  async refundNotifications(outTradeNo: string, provider = 'wechat'): Promise<Record<string, string>[]> {
    await this.server.app.jobs.runDue();
    const answer = await this.server.request(
      'GET',
      `/dev/pay/${provider}/refund-notifications?out_trade_no=${outTradeNo}`,
    );
    return (await answer.json()) as Record<string, string>[];
  }

  /** POSTs a refund notification as the provider does: the shop's answer. */
  async notifyRefund(fields: Record<string, string>): Promise<[number, string]> {
    const answer = await this.post('/api/pay/refund-notify/wechat', fields);
    return [answer.status, await answer.text()];
  }

  async balanceOf(headers: Record<string, string>): Promise<number> {
    return (await this.gql(headers, '{ myBalanceFen }')).data.myBalanceFen as number;
  }

  async messageTitles(headers: Record<string, string>): Promise<string[]> {
    const inbox = await this.gql(headers, '{ myMessages(first: 50) { edges { node { title } } } }');
    return inbox.data.myMessages.edges.map((edge: { node: { title: string } }) => edge.node.title);
  }

  private post(path: string, body: object): Promise<Response> {
    return this.server.request('POST', path, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }
}
