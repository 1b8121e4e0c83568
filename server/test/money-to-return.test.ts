import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { placeExpressOrder, wechatPaidNotification } from './payment-steps.js';

/**
 * Money a provider confirmed that could not pay its order: a second payment of a paid order, a payment for an
 * order already cancelled or expired. Each is recorded once, refunded through the provider at once, and shown to
 * staff as money to return (returning) until the provider's refund notification says it is back with the payer.
 * The sandbox keeps its refund notifications here (`manual`), so a test delivers them when it likes.
 */
const createPayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) { payment { outTradeNo amountFen } userErrors { code } }
}`;
const cancelOrder = `mutation Cancel($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { status } userErrors { code } }
}`;
const paymentResult = `query Result($orderId: ID!) { paymentResult(orderId: $orderId) { status amountFen } }`;
const staffOrder = `query StaffOrder($id: ID!) {
  staffOrder(id: $id) {
    order { status paidFen }
    moneyToReturnFen
    payments { provider transactionRef amountFen status returnReason toReturn }
  }
}`;
const paymentReturns = `query Returns($id: ID!) {
  staffOrder(id: $id) { moneyToReturnFen payments { status toReturn returning returnedAt } }
}`;
const orderRefunds = `query Refunds($orderId: ID!) { orderRefunds(orderId: $orderId) { amountFen method status settledAt } }`;
const messages = `{ myMessages(first: 20) { edges { node { title body } } } }`;
const owingOrders = `query Owing { staffOrders(moneyToReturn: true, first: 100) { totalCount edges { node { id moneyToReturnFen } } } }`;
const loginMutation = `mutation Login($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token }
}`;

describe.each(databaseKinds)('money to return on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let productId: number;
  let moq: number;
  let emails = 0;
  let sales: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock,
      parts: 40,
      // This file delivers the refund notifications itself: the reconciliation job, which would confirm them by
      // asking the sandbox (payment-reconciliation.test.ts), waits longer than the clock moves here.
      settings: { PAYMENT_SANDBOX_REFUNDS: 'manual', PAYMENT_RECONCILE_AFTER_SECONDS: '86400' },
    });
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
    product.stock = 1_000_000;
    product.purchaseLimit = null;
    await em.flush();
    productId = product.id;
    moq = product.moq;
    sales = await staff('sales');
  });
  afterAll(() => server.close());

  async function staff(account: 'sales' | 'admin' | 'support'): Promise<Record<string, string>> {
    const password = { sales: 'Sales123', admin: 'Admin123', support: 'Support123' }[account];
    const result = await server.graphql(loginMutation, { input: { account, password, agreementAccepted: true } });
    return asUser(result.data.loginWithPassword.token as string, { lang: 'en-US' });
  }

  async function newShopper(): Promise<Record<string, string>> {
    return asUser(await signUp(server, clock, `owed${(emails += 1)}-${database}@example.com`), { lang: 'en-US' });
  }

  const placeOrder = (shopper: Record<string, string>) =>
    placeExpressOrder(server, clock, shopper, { productId, quantity: moq });

  async function startPayment(shopper: Record<string, string>, orderId: string): Promise<string> {
    const result = await server.graphql(createPayment, { input: { orderId, method: 'WECHAT' } }, shopper);
    expect(result.data.createPayment.userErrors).toEqual([]);
    return result.data.createPayment.payment.outTradeNo as string;
  }

  /** The provider's signed word that `amountFen` was paid on `outTradeNo`, under a new transaction id. */
  const paid = (outTradeNo: string, amountFen: number) => wechatPaidNotification(outTradeNo, amountFen, clock.now());

  async function notify(fields: Record<string, string>): Promise<void> {
    const answer = await server.request('POST', '/api/pay/notify/wechat', {
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json' },
    });
    // Recorded, so the provider may stop sending it, whether it paid the order or is to be returned.
    expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
  }

  /** The sandbox's signed refund notifications of a payment, as its provider would POST them. */
  async function refundNotifications(outTradeNo: string): Promise<Record<string, string>[]> {
    await server.app.jobs.runDue();
    const answer = await server.request('GET', `/dev/pay/wechat/refund-notifications?out_trade_no=${outTradeNo}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Record<string, string>[];
  }

  async function notifyRefund(fields: Record<string, string>): Promise<void> {
    const answer = await server.request('POST', '/api/pay/refund-notify/wechat', {
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json' },
    });
    expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
  }

  const staffView = async (orderId: string) =>
    (await server.graphql(staffOrder, { id: orderId }, sales)).data.staffOrder;
  const owing = async () => (await server.graphql(owingOrders, {}, sales)).data.staffOrders;

  it('records a second payment of a paid order, from another device or the same one, as a duplicate to return', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const phone = await startPayment(shopper, order.id);
    const laptop = await startPayment(shopper, order.id);
    const first = paid(phone, order.payableFen);
    await notify(first);
    await notify(paid(laptop, order.payableFen));
    // The same cashier paid twice: the provider confirms a second transaction on the same reference.
    await notify(paid(phone, order.payableFen));

    const view = await staffView(order.id);
    expect(view.order).toEqual({ status: 'PENDING_SHIPMENT', paidFen: order.payableFen });
    expect(view.payments).toEqual([
      {
        provider: 'wechat',
        transactionRef: first.transaction_id,
        amountFen: order.payableFen,
        status: 'BOOKED',
        returnReason: null,
        toReturn: false,
      },
      ...[0, 1].map(() => ({
        provider: 'wechat',
        transactionRef: expect.stringMatching(/^tx-/),
        amountFen: order.payableFen,
        status: 'TO_RETURN',
        returnReason: 'DUPLICATE',
        toReturn: true,
      })),
    ]);
    expect(view.moneyToReturnFen).toBe(2 * order.payableFen);
    const list = await owing();
    expect(list.edges.map((edge: any) => edge.node)).toContainEqual({
      id: order.id,
      moneyToReturnFen: 2 * order.payableFen,
    });
    // The buyer's payment went through once; the money to return is the staff's business until it is refunded.
    expect((await server.graphql(paymentResult, { orderId: order.id }, shopper)).data.paymentResult).toEqual({
      status: 'SUCCEEDED',
      amountFen: order.payableFen,
    });
  });

  it('records a payment for a cancelled or expired order as a late payment to return; the order stays ended', async () => {
    const shopper = await newShopper();
    const cancelled = await placeOrder(shopper);
    const cancelledPayment = await startPayment(shopper, cancelled.id);
    const cancel = await server.graphql(cancelOrder, { input: { id: cancelled.id, reason: 'Ordered twice' } }, shopper);
    expect(cancel.data.cancelOrder.order.status).toBe('CANCELLED');
    // Paid on the provider's page opened before the buyer cancelled.
    await notify(paid(cancelledPayment, cancelled.payableFen));

    const expired = await placeOrder(shopper);
    const expiredPayment = await startPayment(shopper, expired.id);
    const beforeWindowEnd = paid(expiredPayment, expired.payableFen);
    clock.advance(31 * 60_000);
    await server.app.jobs.runDue();
    // Paid in time, but the notification arrived after the window closed and the order expired.
    await notify(beforeWindowEnd);

    const paidLate = await placeOrder(shopper);
    const paidLatePayment = await startPayment(shopper, paidLate.id);
    clock.advance(31 * 60_000);
    // Paid after the window, before the expiry job ran: the order refuses it and expires as usual.
    await notify(paid(paidLatePayment, paidLate.payableFen));
    await server.app.jobs.runDue();

    for (const order of [cancelled, expired, paidLate]) {
      const view = await staffView(order.id);
      expect(view.order).toEqual({ status: 'CANCELLED', paidFen: null });
      expect(view.payments).toEqual([expect.objectContaining({ status: 'TO_RETURN', returnReason: 'LATE' })]);
      expect(view.moneyToReturnFen).toBe(order.payableFen);
    }
    const listed = (await owing()).edges.map((edge: any) => edge.node.id);
    expect(listed).toEqual(expect.arrayContaining([cancelled.id, expired.id, paidLate.id]));
  });

  it('changes nothing when the same notification arrives again, at once or later', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const outTradeNo = await startPayment(shopper, order.id);
    await notify(paid(outTradeNo, order.payableFen));
    const duplicate = paid(outTradeNo, order.payableFen);
    await Promise.all([notify(duplicate), notify(duplicate)]);
    const before = await owing();
    await notify(duplicate);

    const view = await staffView(order.id);
    expect(view.payments.map((payment: any) => payment.status)).toEqual(['BOOKED', 'TO_RETURN']);
    expect(view.moneyToReturnFen).toBe(order.payableFen);
    expect(await owing()).toEqual(before);
  });

  it('shows money to return to the staff who may read the order console, never to a shopper', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const outTradeNo = await startPayment(shopper, order.id);
    await notify(paid(outTradeNo, order.payableFen));
    await notify(paid(outTradeNo, order.payableFen));
    expect((await server.graphql(owingOrders, {}, shopper)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const detail = await server.graphql(staffOrder, { id: order.id }, shopper);
    expect(detail.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Support reads the console (to open a chatting customer's order) and so sees what is owed, too.
    const support = await staff('support');
    expect((await server.graphql(staffOrder, { id: order.id }, support)).data.staffOrder.moneyToReturnFen).toBe(
      order.payableFen,
    );
    const admin = await staff('admin');
    expect((await server.graphql(staffOrder, { id: order.id }, admin)).data.staffOrder.moneyToReturnFen).toBe(
      order.payableFen,
    );
    const rest = await restCall(server, '/admin/order/list', { moneyToReturn: true, first: 100 }, sales);
    expect(rest.data.items).toContainEqual(
      expect.objectContaining({ id: order.id, moneyToReturnFen: order.payableFen }),
    );
  });

  it('returns a late payment through its provider at once: returning until the refund notification, then returned', async () => {
    const shopper = await newShopper();
    const order = await placeOrder(shopper);
    const outTradeNo = await startPayment(shopper, order.id);
    await server.graphql(cancelOrder, { input: { id: order.id, reason: 'Ordered twice' } }, shopper);
    await notify(paid(outTradeNo, order.payableFen));

    // The provider was asked for the refund (once, however often the job runs) and has not answered yet.
    const [refund, ...others] = await refundNotifications(outTradeNo);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({ out_trade_no: outTradeNo, refund_fee: String(order.payableFen) });
    const returning = (await server.graphql(paymentReturns, { id: order.id }, sales)).data.staffOrder;
    expect(returning).toEqual({
      moneyToReturnFen: order.payableFen,
      payments: [{ status: 'TO_RETURN', toReturn: true, returning: true, returnedAt: null }],
    });
    expect((await server.graphql(orderRefunds, { orderId: order.id }, shopper)).data.orderRefunds).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'PENDING', settledAt: null },
    ]);

    await notifyRefund(refund!);
    const returned = (await server.graphql(paymentReturns, { id: order.id }, sales)).data.staffOrder;
    expect(returned).toEqual({
      moneyToReturnFen: 0,
      payments: [{ status: 'RETURNED', toReturn: false, returning: false, returnedAt: expect.any(String) }],
    });
    expect((await owing()).edges.map((edge: any) => edge.node.id)).not.toContain(order.id);
    // The buyer sees it happened: on the order, and in a message in their language.
    expect((await server.graphql(orderRefunds, { orderId: order.id }, shopper)).data.orderRefunds).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'SUCCEEDED', settledAt: expect.any(String) },
    ]);
    const inbox = (await server.graphql(messages, {}, shopper)).data.myMessages.edges.map((edge: any) => edge.node);
    const told = inbox.filter((message: any) => message.title === 'Payment returned');
    expect(told).toEqual([{ title: 'Payment returned', body: expect.stringContaining(order.number) }]);

    // The provider's retries, at once and later, change nothing and tell the buyer nothing more.
    await Promise.all([notifyRefund(refund!), notifyRefund(refund!)]);
    expect((await server.graphql(paymentReturns, { id: order.id }, sales)).data.staffOrder).toEqual(returned);
    const again = (await server.graphql(messages, {}, shopper)).data.myMessages.edges;
    expect(again.filter((edge: any) => edge.node.title === 'Payment returned')).toHaveLength(1);
    // The order was never paid: nothing is booked as refunded on it.
    expect((await staffView(order.id)).order).toEqual({ status: 'CANCELLED', paidFen: null });
  });
});
