import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { transactionalWithRetry } from '../src/platform/db/transaction-retry.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { AlipayFake } from './fakes/alipay-fake.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';
import { payOnSandboxPage, placeExpressOrder, type UnpaidOrder } from './payment-steps.js';

/**
 * The reconciliation job asks the providers about what their notifications should have told: a payment whose
 * notification was lost pays its order once (or, too late, is given back); a trade never paid closes its attempt
 * after the window; a refund confirmed by the provider's answer before its notification is settled once; a refund
 * call the provider never took is made again under the same number. The job runs every minute here and asks about
 * what has waited two minutes; the tests move the shop's clock and run the due jobs.
 */
const createPayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) { payment { outTradeNo payUrl } userErrors { code } }
}`;
const paymentResult = `query Result($orderId: ID!) { paymentResult(orderId: $orderId) { status reason } }`;
const orderRefunds = `query Refunds($orderId: ID!) { orderRefunds(orderId: $orderId) { amountFen method status } }`;
const cancelOrder = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } } }`;
const orderStatus = `query Order($id: ID!) { order(id: $id) { status } }`;
const reconciliation = { PAYMENT_RECONCILE_INTERVAL_SECONDS: '60', PAYMENT_RECONCILE_AFTER_SECONDS: '120' };

async function shopWith(
  database: (typeof databaseKinds)[number],
  clock: ManualClock,
  settings: Record<string, string>,
): Promise<{ server: TestServer; part: { productId: number; quantity: number } }> {
  // Jobs in-process: the tests move the shop's clock through the refund job's retries, which BullMQ waits out in
  // real time.
  const server = await startTestServer({ database, clock, parts: 40, settings });
  const em = server.app.orm.em.fork();
  const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
  product.stock = 1_000_000;
  product.purchaseLimit = null;
  await em.flush();
  return { server, part: { productId: product.id, quantity: product.moq } };
}

/** A refund through the engine's port, as after-sales asks for one, in a transaction of its own. */
function refund(server: TestServer, order: UnpaidOrder, amountFen: number) {
  return transactionalWithRetry(server.app.orm.em.fork(), (tx) =>
    server.app.services.refunds.refund(tx, {
      orderId: Number(order.id),
      amountFen,
      key: `after-sale/${randomUUID()}`,
      reason: 'Test refund',
      actorId: null,
    }),
  );
}

describe.each(databaseKinds)('payment reconciliation with Alipay on %s', (database) => {
  const clock = new ManualClock(new Date('2026-03-01T02:00:00.000Z'));
  let fake: AlipayFake;
  let server: TestServer;
  let part: { productId: number; quantity: number };

  beforeAll(async () => {
    fake = await AlipayFake.start(clock);
    ({ server, part } = await shopWith(database, clock, { ...fake.shopSettings(), ...reconciliation }));
    fake.shopUrl = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const gql = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...headers, lang: 'en-US' });

  async function startedPayment() {
    const { headers } = await createUser(server);
    const order = await placeExpressOrder(server, clock, headers, part);
    const started = await gql(headers, createPayment, { input: { orderId: order.id, method: 'ALIPAY' } });
    expect(started.data.createPayment.userErrors).toEqual([]);
    return { headers, order, outTradeNo: started.data.createPayment.payment.outTradeNo as string };
  }

  /** Moves the clock and runs what fell due, twice: a run may schedule work due at once (a refund call). */
  async function later(ms: number): Promise<void> {
    clock.advance(ms);
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
  }

  const queriesOf = (outTradeNo: string) =>
    fake.callsOf('alipay.trade.query').filter((call) => call.bizContent.out_trade_no === outTradeNo).length;

  it('pays the order once when the notification was lost; later runs and a late notification change nothing', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo, { notify: false });
    // Within the wait nobody asks: the notification may still come.
    await later(60_000);
    expect(queriesOf(outTradeNo)).toBe(0);
    expect((await gql(headers, paymentResult, { orderId: order.id })).data.paymentResult.status).toBe('PENDING');

    await later(120_000);
    expect(queriesOf(outTradeNo)).toBe(1);
    expect((await gql(headers, paymentResult, { orderId: order.id })).data.paymentResult.status).toBe('SUCCEEDED');
    expect((await gql(headers, orderStatus, { id: order.id })).data.order.status).not.toBe('UNPAID');

    await later(120_000);
    expect(queriesOf(outTradeNo)).toBe(1);
    expect(await fake.notify(fake.notificationOf(outTradeNo))).toEqual({ status: 200, text: 'success' });
    const recorded = await server.app.orm.em
      .fork()
      .getConnection()
      .execute('SELECT COUNT(*) AS n FROM provider_payment WHERE transaction_ref = ?', [
        fake.trade(outTradeNo).tradeNo,
      ]);
    expect(recorded.map((row) => Number(row.n))).toEqual([1]);
  });

  it('gives back a payment it learns of after the order was cancelled, through Alipay, once', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    // Paid on the cashier opened before the buyer cancelled; the notification was lost.
    await fake.pay(outTradeNo, { notify: false });
    const cancel = await gql(headers, cancelOrder, { input: { id: order.id, reason: 'Ordered twice' } });
    expect(cancel.data.cancelOrder.order.status).toBe('CANCELLED');
    await later(3 * 60_000);
    expect((await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      { amountFen: order.payableFen, method: 'ALIPAY', status: 'SUCCEEDED' },
    ]);
    expect([...fake.trade(outTradeNo).refunds.values()]).toEqual([
      expect.objectContaining({ amount: (order.payableFen / 100).toFixed(2) }),
    ]);
    await later(2 * 60_000);
    expect(fake.trade(outTradeNo).refunds.size).toBe(1);
    expect((await gql(headers, orderStatus, { id: order.id })).data.order.status).toBe('CANCELLED');
  });

  it('closes an attempt never paid once its window is over, not before', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await later(10 * 60_000);
    expect(queriesOf(outTradeNo)).toBeGreaterThan(0);
    expect((await gql(headers, paymentResult, { orderId: order.id })).data.paymentResult.status).toBe('PENDING');
    await later(25 * 60_000);
    expect(fake.trade(outTradeNo).status).toBe('TRADE_CLOSED');
    expect((await gql(headers, paymentResult, { orderId: order.id })).data.paymentResult).toMatchObject({
      status: 'FAILED',
      reason: expect.any(String),
    });
    const asked = queriesOf(outTradeNo);
    await later(2 * 60_000);
    expect(queriesOf(outTradeNo)).toBe(asked);
  });

  it('makes a refund call again, under the same number, when Alipay never took it', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo);
    fake.acknowledgeRefundsWithoutTaking();
    await refund(server, order, 500);
    await server.app.jobs.runDue();
    expect(fake.trade(outTradeNo).refunds.size).toBe(0);
    expect((await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      expect.objectContaining({ status: 'PENDING' }),
    ]);
    await later(3 * 60_000);
    expect((await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      { amountFen: 500, method: 'ALIPAY', status: 'SUCCEEDED' },
    ]);
    const numbers = fake
      .callsOf('alipay.trade.refund')
      .filter((call) => call.bizContent.out_trade_no === outTradeNo)
      .map((call) => call.bizContent.out_request_no);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(1);
    expect(fake.trade(outTradeNo).refunds.size).toBe(1);
  });

  it('makes a refund call again after its job gave up while Alipay was down', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo);
    fake.failCalls('alipay.trade.refund', 5);
    await refund(server, order, 700);
    await server.app.jobs.runDue();
    // The job's five tries, 10, 20, 40 and 80 seconds apart, all fail.
    for (const wait of [10_000, 20_000, 40_000, 80_000]) {
      clock.advance(wait);
      await server.app.jobs.runDue();
    }
    expect(fake.trade(outTradeNo).refunds.size).toBe(0);
    await later(3 * 60_000);
    expect((await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      { amountFen: 700, method: 'ALIPAY', status: 'SUCCEEDED' },
    ]);
    expect(fake.trade(outTradeNo).refunds.size).toBe(1);
  });

  it('settles a lost payment once when two copies run the reconciliation at the same time', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo, { notify: false });
    clock.advance(3 * 60_000);
    const reconciliation = server.app.services.paymentReconciliation;
    const runs = await Promise.all([reconciliation.run(), reconciliation.run()]);
    expect(runs.map((run) => run.paid).reduce((sum, paid) => sum + paid, 0)).toBe(1);
    expect((await gql(headers, paymentResult, { orderId: order.id })).data.paymentResult.status).toBe('SUCCEEDED');
  });
});

describe.each(databaseKinds)('payment reconciliation with the sandbox on %s', (database) => {
  const clock = new ManualClock(new Date('2026-03-01T02:00:00.000Z'));
  let server: TestServer;
  let part: { productId: number; quantity: number };

  beforeAll(async () => {
    // The sandbox keeps its refund notifications, so the job hears of a refund before its notification does.
    ({ server, part } = await shopWith(database, clock, { PAYMENT_SANDBOX_REFUNDS: 'manual', ...reconciliation }));
  });
  afterAll(() => server?.close());

  it('settles a refund from the provider’s answer before its notification, which then changes nothing', async () => {
    const { headers } = await createUser(server);
    const order = await placeExpressOrder(server, clock, headers, part);
    const started = await server.graphql(createPayment, { input: { orderId: order.id, method: 'WECHAT' } }, headers);
    const { outTradeNo, payUrl } = started.data.createPayment.payment;
    expect((await payOnSandboxPage(server, payUrl)).status).toBe(303);
    await refund(server, order, 900);
    await server.app.jobs.runDue();
    const refunds = () => server.graphql(orderRefunds, { orderId: order.id }, headers);
    expect((await refunds()).data.orderRefunds).toEqual([expect.objectContaining({ status: 'PENDING' })]);

    clock.advance(3 * 60_000);
    await server.app.jobs.runDue();
    expect((await refunds()).data.orderRefunds).toEqual([{ amountFen: 900, method: 'WECHAT', status: 'SUCCEEDED' }]);

    const kept = await server.request('GET', `/dev/pay/wechat/refund-notifications?out_trade_no=${outTradeNo}`);
    const [notification] = (await kept.json()) as Record<string, string>[];
    const answer = await server.request('POST', '/api/pay/refund-notify/wechat', {
      body: JSON.stringify(notification),
      headers: { 'content-type': 'application/json' },
    });
    expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
    const inbox = await server.graphql(
      '{ myMessages(first: 50) { edges { node { title } } } }',
      {},
      {
        ...headers,
        lang: 'en-US',
      },
    );
    const titles = inbox.data.myMessages.edges.map((edge: { node: { title: string } }) => edge.node.title);
    expect(titles.filter((title: string) => title === 'Refund completed')).toHaveLength(1);
  });
});
