import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import {
  BankRemittance,
  PaymentAttempt,
  PaymentAttemptStatus,
  RemittanceStatus,
} from '../src/modules/payments/payments.entities.js';
import { AttemptEvent, RemittanceEvent } from '../src/modules/payments/payments.states.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { payOnSandboxPage, placeExpressOrder } from './payment-steps.js';

const createPayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) { payment { orderId orderNumber method outTradeNo amountFen payUrl qrCodeSvg } userErrors { code message } }
}`;
const paymentResult = `query Result($orderId: ID!) {
  paymentResult(orderId: $orderId) { status method amountFen reason }
}`;
const cashier = `query Cashier($orderId: ID!) { cashier(orderId: $orderId) { orderNumber payableFen expiresAt onlineMethods } }`;
const createLink = `mutation Link($input: CreateFriendPayLinkInput!) {
  createFriendPayLink(input: $input) { link { token path expiresAt } userErrors { code } }
}`;
const friendOrder = `query Friend($token: String!) { friendPayOrder(token: $token) { orderId orderNumber payableFen } }`;
const myRemittance = `query Remittance($orderId: ID!) { myRemittance(orderId: $orderId) { id status rejectReason proofUrls } }`;
const remittanceQueue = `query Queue { remittances(status: UNDER_REVIEW) { totalCount edges { node { id orderId } } } }`;
const confirmRemittance = `mutation Confirm($input: ConfirmRemittanceInput!) {
  confirmRemittance(input: $input) { remittance { status } userErrors { code } }
}`;
const rejectRemittance = `mutation Reject($input: RejectRemittanceInput!) {
  rejectRemittance(input: $input) { remittance { status rejectReason } userErrors { code } }
}`;
const messages = `{ myMessages(first: 50) { edges { node { title body } } } }`;
const loginMutation = `mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token userErrors { code } } }`;

describe.each(databaseKinds)('payments on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let productId: number;
  let moq: number;
  let emails = 0;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 120 });
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
    product.stock = 1_000_000;
    product.purchaseLimit = null;
    await em.flush();
    productId = product.id;
    moq = product.moq;
  });
  afterAll(() => server.close());

  interface Shopper {
    headers: Record<string, string>;
  }

  async function newShopper(): Promise<Shopper> {
    const token = await signUp(server, clock, `payer${(emails += 1)}-${database}@example.com`);
    return { headers: asUser(token, { lang: 'en-US' }) };
  }

  async function staff(account: 'sales' | 'admin' | 'support'): Promise<Record<string, string>> {
    const password = { sales: 'Sales123', admin: 'Admin123', support: 'Support123' }[account];
    const result = await server.graphql(loginMutation, { input: { account, password, agreementAccepted: true } });
    return asUser(result.data.loginWithPassword.token as string, { lang: 'en-US' });
  }

  /** An unpaid order of `shopper`, bought now with express delivery. */
  const placeOrder = (shopper: Shopper) =>
    placeExpressOrder(server, clock, shopper.headers, { productId, quantity: moq });

  async function startPayment(shopper: Shopper, orderId: string, method: 'WECHAT' | 'ALIPAY') {
    const result = await server.graphql(createPayment, { input: { orderId, method } }, shopper.headers);
    expect(result.data.createPayment.userErrors).toEqual([]);
    return result.data.createPayment.payment as { outTradeNo: string; amountFen: number; payUrl: string };
  }

  function wechatNotification(outTradeNo: string, amountFen: number, secret = DEVELOPMENT_PAYMENT_SANDBOX_SECRET) {
    const fields = {
      out_trade_no: outTradeNo,
      transaction_id: `tx-${randomUUID()}`,
      total_fee: String(amountFen),
      result_code: 'SUCCESS',
      time_end: clock.now().toISOString(),
      nonce_str: randomUUID(),
    };
    return { ...fields, sign: signFields(fields, secret) };
  }

  const notify = (provider: string, fields: Record<string, string>) =>
    server.request('POST', `/api/pay/notify/${provider}`, {
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json' },
    });

  const result = async (shopper: Shopper, orderId: string) =>
    (await server.graphql(paymentResult, { orderId }, shopper.headers)).data?.paymentResult;

  async function paidMessages(shopper: Shopper): Promise<number> {
    const list = await server.graphql(messages, {}, shopper.headers);
    return (list.data.myMessages.edges as { node: { title: string } }[]).filter(
      (edge) => edge.node.title === 'Order paid',
    ).length;
  }

  it("answers phones and the WeChat browser in the real providers' shapes: a redirect, JSAPI parameters", async () => {
    const shopper = await newShopper();
    const start = async (orderId: string, method: string, channel: string) => {
      const started = await server.graphql(
        `mutation Pay($input: CreatePaymentInput!) {
          createPayment(input: $input) { payment { action payUrl qrCodeSvg wechatJsapi { appId package signType paySign } } userErrors { code } }
        }`,
        { input: { orderId, method, channel } },
        shopper.headers,
      );
      expect(started.data.createPayment.userErrors).toEqual([]);
      return started.data.createPayment.payment;
    };
    // The sandbox needs no authorization before JSAPI: there is no official account.
    const authorization = await server.graphql(
      `{ paymentAuthorizationUrl(method: WECHAT, channel: WECHAT_BROWSER, pagePath: "/goods/pay") }`,
      {},
      shopper.headers,
    );
    expect(authorization.data.paymentAuthorizationUrl).toBeNull();

    const phoneOrder = await placeOrder(shopper);
    const phone = await start(phoneOrder.id, 'ALIPAY', 'PHONE');
    expect(phone).toMatchObject({ action: 'REDIRECT', qrCodeSvg: null, wechatJsapi: null });
    const paid = await payOnSandboxPage(server, phone.payUrl);
    expect(paid.headers.get('location')).toBe(`/shoppingCart/paySuccess?orderId=${phoneOrder.id}`);
    expect(await result(shopper, phoneOrder.id)).toMatchObject({ status: 'SUCCEEDED', method: 'alipay' });

    const inWechatOrder = await placeOrder(shopper);
    const inWechat = await start(inWechatOrder.id, 'WECHAT', 'WECHAT_BROWSER');
    expect(inWechat).toMatchObject({
      action: 'WECHAT_JSAPI',
      qrCodeSvg: null,
      wechatJsapi: { package: expect.stringMatching(/^prepay_id=/), signType: 'RSA', paySign: expect.any(String) },
    });
    // A browser without WeixinJSBridge pays on the sandbox cashier instead.
    expect((await payOnSandboxPage(server, inWechat.payUrl)).status).toBe(303);
    expect(await result(shopper, inWechatOrder.id)).toMatchObject({ status: 'SUCCEEDED', method: 'wechat' });
  });

  it('pays through the sandbox WeChat page: its signed notification marks the order paid', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const open = await server.graphql(cashier, { orderId: order.id }, shopper.headers);
    expect(open.data.cashier).toMatchObject({ orderNumber: order.number, payableFen: order.payableFen });
    expect(open.data.cashier.onlineMethods).toEqual(['WECHAT', 'ALIPAY']);
    expect(await result(shopper, order.id)).toMatchObject({ status: 'UNPAID' });

    const payment = await startPayment(shopper, order.id, 'WECHAT');
    expect(payment.amountFen).toBe(order.payableFen);
    expect(await result(shopper, order.id)).toMatchObject({ status: 'PENDING' });
    const paid = await payOnSandboxPage(server, payment.payUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/shoppingCart/paySuccess?orderId=${order.id}`);
    expect(await result(shopper, order.id)).toEqual({
      status: 'SUCCEEDED',
      method: 'wechat',
      amountFen: order.payableFen,
      reason: null,
    });
    // A paid order has no cashier any more.
    const again = await server.graphql(
      createPayment,
      { input: { orderId: order.id, method: 'ALIPAY' } },
      shopper.headers,
    );
    expect(again.data.createPayment.userErrors[0].code).toBe('ORDER_NOT_PAYABLE');
  });

  it('credits a notification replayed three times once, and answers SUCCESS each time', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const payment = await startPayment(shopper, order.id, 'WECHAT');
    const notification = wechatNotification(payment.outTradeNo, payment.amountFen);
    for (let replay = 0; replay < 3; replay += 1) {
      const answer = await notify('wechat', notification);
      expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
    }
    expect(await result(shopper, order.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await paidMessages(shopper)).toBe(1);
  });

  it('refuses a tampered signature, a tampered amount and an unknown payment, and pays nothing', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const payment = await startPayment(shopper, order.id, 'WECHAT');
    const genuine = wechatNotification(payment.outTradeNo, payment.amountFen);
    const forged = [
      { ...genuine, total_fee: '1' },
      wechatNotification(payment.outTradeNo, 1),
      wechatNotification(payment.outTradeNo, payment.amountFen, 'a secret that is not the sandbox one'),
      wechatNotification('CM0Tunknown', payment.amountFen),
      { ...genuine, sign: '' },
    ];
    for (const fields of forged) {
      const answer = await notify('wechat', fields);
      expect([answer.status, await answer.text()]).toEqual([400, 'FAIL']);
    }
    expect((await notify('paypal', genuine)).status).toBe(400);
    const malformed = await server.request('POST', '/api/pay/notify/wechat', {
      body: '{"out_trade_no":',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.status, await malformed.text()]).toEqual([400, 'FAIL']);
    expect(await result(shopper, order.id)).toMatchObject({ status: 'PENDING' });
    expect(await paidMessages(shopper)).toBe(0);
  });

  it('refuses to pay an order after its 30-minute window, before and after the provider took the money', async () => {
    const shopper = await newShopper();
    const late = await placeOrder(shopper);
    const early = await placeOrder(shopper);
    const started = await startPayment(shopper, early.id, 'ALIPAY');
    clock.advance(31 * 60_000);

    const refused = await server.graphql(
      createPayment,
      { input: { orderId: late.id, method: 'WECHAT' } },
      shopper.headers,
    );
    expect(refused.data.createPayment.userErrors[0].code).toBe('ORDER_EXPIRED');
    const rest = await restCall(server, '/pay/create', { order_id: late.id, method: 'wechat' }, shopper.headers);
    expect(rest.code).toBe(-3002);

    // The payer paid on the provider's page after the window closed: the payment fails with its reason.
    expect((await payOnSandboxPage(server, started.payUrl)).status).toBe(303);
    const failed = await result(shopper, early.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.reason).toMatch(/payment/i);
    expect(await paidMessages(shopper)).toBe(0);
  });

  it("answers NOT_FOUND for another user's order everywhere", async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    const order = await placeOrder(owner);
    const pay = await server.graphql(
      createPayment,
      { input: { orderId: order.id, method: 'WECHAT' } },
      stranger.headers,
    );
    expect(pay.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const status = await server.graphql(paymentResult, { orderId: order.id }, stranger.headers);
    expect(status.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const link = await server.graphql(createLink, { input: { orderId: order.id } }, stranger.headers);
    expect(link.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await restCall(server, '/pay/status', { order_id: order.id }, stranger.headers)).code).toBe(-404);
    expect((await restCall(server, '/pay/create', { order_id: order.id, method: 'wechat' })).code).toBe(-202);
  });

  async function submitRemittance(
    shopper: Shopper,
    orderId: string,
    fields: Record<string, string>,
    images: number,
  ): Promise<{ code: number; msg: string; data: any }> {
    const form = new FormData();
    form.append('order_id', orderId);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    for (let index = 0; index < images; index += 1) form.append('file', new Blob([png]), `proof${index}.png`);
    const response = await fetch(`${server.url}/api/pay/remittance/submit`, {
      method: 'POST',
      body: form,
      headers: shopper.headers,
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  }

  it('takes a bank remittance for review; only sales or admin staff reject or confirm it', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const form = { payer_name: 'Li Lei', bank: 'Bank of China', account: '6217 0000 1111', country: 'CN' };

    expect((await submitRemittance(shopper, order.id, { ...form, bank: ' ' }, 1)).code).toBe(-4006);
    expect((await submitRemittance(shopper, order.id, { ...form, account: '' }, 1)).code).toBe(-4007);
    const noProof = await submitRemittance(shopper, order.id, form, 0);
    expect([noProof.code, noProof.msg]).toEqual([-4008, 'Please upload the payment receipt']);
    expect((await submitRemittance(shopper, order.id, form, 7)).code).toBe(-4009);

    const submitted = await submitRemittance(shopper, order.id, form, 2);
    expect(submitted.code).toBe(1);
    expect(submitted.data).toMatchObject({
      status: 'under_review',
      payer_name: 'Li Lei',
      amount_fen: order.payableFen,
    });
    expect(submitted.data.proof_urls).toHaveLength(2);
    expect((await submitRemittance(shopper, order.id, form, 1)).code).toBe(-4011);
    expect(await result(shopper, order.id)).toMatchObject({ status: 'UNDER_REVIEW' });
    // Under review the order no longer waits for payment: its 30-minute window passes without cancelling it.
    const orderStatus = async () =>
      (await restCall(server, '/order/detail', { id: order.id }, shopper.headers)).data.status as string;
    expect(await orderStatus()).toBe('PENDING_PLATFORM_RECEIPT');
    clock.advance(31 * 60_000);
    await server.app.services.orders.expire(Number(order.id));
    expect(await orderStatus()).toBe('PENDING_PLATFORM_RECEIPT');
    const remittanceId = submitted.data.id as string;

    for (const outsider of [shopper.headers, await staff('support')]) {
      const denied = await server.graphql(confirmRemittance, { input: { id: remittanceId } }, outsider);
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await server.graphql(remittanceQueue, {}, outsider)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }

    const sales = await staff('sales');
    const queue = await server.graphql(remittanceQueue, {}, sales);
    expect(queue.data.remittances.edges.map((edge: any) => edge.node.id)).toContain(remittanceId);
    const noReason = await server.graphql(rejectRemittance, { input: { id: remittanceId, reason: ' ' } }, sales);
    expect(noReason.data.rejectRemittance.userErrors[0].code).toBe('REMITTANCE_REJECT_REASON_REQUIRED');
    const rejected = await server.graphql(
      rejectRemittance,
      { input: { id: remittanceId, reason: 'No transfer found with this account' } },
      sales,
    );
    expect(rejected.data.rejectRemittance.remittance.status).toBe('REJECTED');
    expect((await result(shopper, order.id)).reason).toBe('No transfer found with this account');
    // Rejected, the order waits for payment again with a fresh window, so the buyer can send the money again.
    expect(await orderStatus()).toBe('PENDING_PAYMENT');
    const inbox = await server.graphql(messages, {}, shopper.headers);
    expect(inbox.data.myMessages.edges.map((edge: any) => edge.node.title)).toContain('Remittance rejected');

    const resubmitted = await submitRemittance(shopper, order.id, { ...form, account: '6217 0000 2222' }, 1);
    expect(resubmitted.code).toBe(1);
    const admin = await staff('admin');
    const confirmed = await server.graphql(confirmRemittance, { input: { id: resubmitted.data.id } }, admin);
    expect(confirmed.data.confirmRemittance.remittance.status).toBe('CONFIRMED');
    const twice = await server.graphql(confirmRemittance, { input: { id: resubmitted.data.id } }, admin);
    expect(twice.data.confirmRemittance.userErrors[0].code).toBe('REMITTANCE_ALREADY_DECIDED');
    expect(await result(shopper, order.id)).toMatchObject({ status: 'SUCCEEDED', method: 'bank_transfer' });
    expect(await paidMessages(shopper)).toBe(1);
    const latest = await server.graphql(myRemittance, { orderId: order.id }, shopper.headers);
    expect(latest.data.myRemittance.status).toBe('CONFIRMED');
  });

  it("lets a second signed-in user pay the owner's order through a share link", async () => {
    const owner = await newShopper();
    const friend = await newShopper();
    const order = await placeOrder(owner);
    const created = await server.graphql(createLink, { input: { orderId: order.id } }, owner.headers);
    const link = created.data.createFriendPayLink.link as { token: string; path: string };
    expect(link.path).toBe(`/goods/pay?friendToken=${encodeURIComponent(link.token)}`);

    const anonymous = await server.graphql(friendOrder, { token: link.token });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bogus = await server.graphql(
      createPayment,
      { input: { friendToken: 'nope', method: 'WECHAT' } },
      friend.headers,
    );
    expect(bogus.data.createPayment.userErrors[0].code).toBe('FRIEND_PAY_LINK_INVALID');

    const seen = await server.graphql(friendOrder, { token: link.token }, friend.headers);
    expect(seen.data.friendPayOrder).toEqual({
      orderId: order.id,
      orderNumber: order.number,
      payableFen: order.payableFen,
    });
    const started = await server.graphql(
      createPayment,
      { input: { friendToken: link.token, method: 'WECHAT' } },
      friend.headers,
    );
    expect((await payOnSandboxPage(server, started.data.createPayment.payment.payUrl)).status).toBe(303);

    expect(await result(owner, order.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await result(friend, order.id)).toMatchObject({ status: 'SUCCEEDED' });
    const inbox = await server.graphql(messages, {}, owner.headers);
    expect(inbox.data.myMessages.edges.map((edge: any) => edge.node.title)).toContain('A friend paid your order');
    // The friend paid; the order and its address stay the owner's.
    const cashierOfFriend = await server.graphql(cashier, { orderId: order.id }, friend.headers);
    expect(cashierOfFriend.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('walks every (state, event) pair of the payment attempt flow, and every forbidden party', async () => {
    const flow = server.app.services.payments.attemptFlow;
    const shopper = await newShopper();
    const statusOf = async (outTradeNo: string) =>
      (await server.app.orm.em.fork().findOneOrFail(PaymentAttempt, { outTradeNo })).status;
    const amounts = new Map<string, number>();
    /** The provider's notification of a payment made an hour from now: after the order's 30-minute window. */
    const lateNotification = (outTradeNo: string, amountFen: number) => {
      const fields = {
        ...wechatNotification(outTradeNo, amountFen),
        time_end: new Date(clock.now().getTime() + 3600_000).toISOString(),
      };
      const { sign: _, ...unsigned } = fields;
      return { ...unsigned, sign: signFields(unsigned, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) };
    };
    const outcomes = await walkFlow(flow, Object.values(PaymentAttemptStatus), {
      arrange: async (status) => {
        const order = await placeOrder(shopper);
        const payment = await startPayment(shopper, order.id, 'WECHAT');
        await server.app.orm.em.fork().nativeUpdate(PaymentAttempt, { outTradeNo: payment.outTradeNo }, { status });
        amounts.set(payment.outTradeNo, payment.amountFen);
        return payment.outTradeNo;
      },
      fire: async (event, outTradeNo, as) => {
        if (as === 'other') {
          // Only the shop decides an attempt, on a provider's signed notification: no API lets a user fire it.
          try {
            await server.app.orm.em.fork().transactional(async (em) => {
              const attempt = await em.findOneOrFail(PaymentAttempt, { outTradeNo });
              await flow.fire(em, attempt, event, { actor: { kind: 'user', userId: 1, can: () => true } });
            });
            return 'done';
          } catch (error) {
            return error instanceof DomainError && error.code === 'FORBIDDEN' ? 'forbidden' : String(error);
          }
        }
        const before = await statusOf(outTradeNo);
        const amount = amounts.get(outTradeNo)!;
        const fields =
          event === AttemptEvent.SUCCEED
            ? wechatNotification(outTradeNo, amount)
            : lateNotification(outTradeNo, amount);
        const answer = await notify('wechat', fields);
        expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
        // A decided attempt keeps its first verdict: the notification is acknowledged and changes nothing.
        return (await statusOf(outTradeNo)) === before ? 'refused' : 'done';
      },
      stateOf: statusOf,
    });
    expect(outcomes).toHaveLength(
      flow.definition.transitions.length * (Object.values(PaymentAttemptStatus).length + 1),
    );
  });

  it('walks every (state, event) pair of the bank remittance flow, and every forbidden party', async () => {
    const flow = server.app.services.remittances.flow;
    const shopper = await newShopper();
    const sales = await staff('sales');
    const form = { payer_name: 'Li Lei', bank: 'Bank of China', account: '6217 0000 1111', country: 'CN' };
    const outcomeOf = (answer: { errors?: { extensions?: { code?: string } }[]; data?: any }): WalkOutcome | string => {
      const code =
        answer.errors?.[0]?.extensions?.code ??
        (Object.values(answer.data ?? {})[0] as { userErrors: { code: string }[] }).userErrors[0]?.code;
      if (code === undefined) return 'done';
      if (code === 'REMITTANCE_ALREADY_DECIDED') return 'refused';
      return code === 'FORBIDDEN' ? 'forbidden' : code;
    };
    const outcomes = await walkFlow(flow, Object.values(RemittanceStatus), {
      arrange: async (status) => {
        const order = await placeOrder(shopper);
        const submitted = await submitRemittance(shopper, order.id, form, 1);
        expect(submitted.code).toBe(1);
        await server.app.orm.em.fork().nativeUpdate(BankRemittance, Number(submitted.data.id), { status });
        return String(submitted.data.id);
      },
      fire: async (event, id, as) => {
        const by = as === 'allowed' ? sales : shopper.headers;
        if (event === RemittanceEvent.CONFIRM) {
          return outcomeOf(await server.graphql(confirmRemittance, { input: { id } }, by));
        }
        return outcomeOf(await server.graphql(rejectRemittance, { input: { id, reason: 'No such transfer' } }, by));
      },
      stateOf: async (id) => (await server.app.orm.em.fork().findOneOrFail(BankRemittance, Number(id))).status,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(RemittanceStatus).length + 1));
  });
});
