import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { transactionalWithRetry } from '../src/platform/db/transaction-retry.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { AlipayFake } from './fakes/alipay-fake.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';
import { placeExpressOrder, type UnpaidOrder } from './payment-steps.js';

/**
 * Alipay through its open platform, against a fake gateway that checks our RSA2 signatures and signs its own:
 * starting a payment (QR code and cashier address), its asynchronous notification taken once and answered as
 * Alipay reads it, forged and mismatched notifications refused, and refunds, settled by Alipay's answer, retried
 * under the same number after a timeout. The server runs in production mode (no sandbox providers at all).
 */
const createPayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) { payment { outTradeNo amountFen payUrl qrContent } userErrors { code } }
}`;
const createPhonePayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) { payment { outTradeNo action payUrl qrCodeSvg } userErrors { code } }
}`;
const paymentResult = `query Result($orderId: ID!) { paymentResult(orderId: $orderId) { status amountFen } }`;
const orderRefunds = `query Refunds($orderId: ID!) { orderRefunds(orderId: $orderId) { amountFen method status } }`;

describe.each(databaseKinds)('Alipay on %s', (database) => {
  const clock = new ManualClock(new Date('2026-03-01T02:00:00.000Z'));
  let fake: AlipayFake;
  let server: TestServer;
  let part: { productId: number; quantity: number };

  beforeAll(async () => {
    fake = await AlipayFake.start(clock);
    server = await startTestServer({
      database,
      clock,
      parts: 40,
      settings: {
        ...fake.shopSettings(),
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        SEED_DEMO_DATA: 'true',
      },
    });
    fake.shopUrl = server.url;
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
    product.stock = 1_000_000;
    product.purchaseLimit = null;
    await em.flush();
    part = { productId: product.id, quantity: product.moq };
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const gql = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...headers, lang: 'en-US' });

  /** A buyer's unpaid order and the Alipay payment they started for it. */
  async function startedPayment(): Promise<{
    headers: Record<string, string>;
    order: UnpaidOrder;
    outTradeNo: string;
    payUrl: string;
    qrContent: string;
  }> {
    const { headers } = await createUser(server);
    const order = await placeExpressOrder(server, clock, headers, part);
    const started = await gql(headers, createPayment, { input: { orderId: order.id, method: 'ALIPAY' } });
    expect(started.data.createPayment.userErrors).toEqual([]);
    return { headers, order, ...started.data.createPayment.payment };
  }

  const resultOf = async (headers: Record<string, string>, orderId: string) =>
    (await gql(headers, paymentResult, { orderId })).data.paymentResult;

  it('offers Alipay alone in production: no sandbox stands in for either provider', async () => {
    const { headers } = await createUser(server);
    expect((await gql(headers, '{ topUpSettings { methods } }')).data.topUpSettings.methods).toEqual(['ALIPAY']);
  });

  it('starts a payment at Alipay: a signed precreate for the QR code and a signed cashier address, in yuan', async () => {
    const { order, outTradeNo, payUrl, qrContent } = await startedPayment();
    const [precreate] = fake
      .callsOf('alipay.trade.precreate')
      .filter((call) => call.bizContent.out_trade_no === outTradeNo);
    expect(precreate).toMatchObject({
      signatureValid: true,
      params: {
        app_id: fake.appId,
        sign_type: 'RSA2',
        notify_url: expect.stringMatching(/\/api\/pay\/notify\/alipay$/),
      },
      bizContent: { total_amount: (order.payableFen / 100).toFixed(2), time_expire: expect.any(String) },
    });
    expect(qrContent).toBe(`https://qr.alipay.com/fake${fake.trade(outTradeNo).tradeNo}`);
    // The payer's browser opens the cashier: the fake checks the address's signature.
    expect(payUrl.startsWith(fake.gatewayUrl)).toBe(true);
    const cashier = await fetch(payUrl);
    expect([cashier.status, await cashier.text()]).toEqual([
      200,
      expect.stringContaining((order.payableFen / 100).toFixed(2)),
    ]);
    const tampered = payUrl.replace(/total_amount%22%3A%22[\d.]+/, 'total_amount%22%3A%220.01');
    expect(tampered).not.toBe(payUrl);
    expect((await fetch(tampered)).status).toBe(400);
  });

  it('sends a phone to the signed wap cashier (no QR code), which returns it to the result page', async () => {
    const { headers } = await createUser(server);
    const order = await placeExpressOrder(server, clock, headers, part);
    const started = await gql(headers, createPhonePayment, {
      input: { orderId: order.id, method: 'ALIPAY', channel: 'PHONE' },
    });
    expect(started.data.createPayment.userErrors).toEqual([]);
    const { outTradeNo, payUrl, action, qrCodeSvg } = started.data.createPayment.payment;
    expect([action, qrCodeSvg]).toEqual(['REDIRECT', null]);
    expect(fake.callsOf('alipay.trade.precreate').some((call) => call.bizContent.out_trade_no === outTradeNo)).toBe(
      false,
    );
    expect(payUrl.startsWith(fake.gatewayUrl)).toBe(true);
    const cashier = await fetch(payUrl);
    expect(cashier.status).toBe(200);
    const [wap] = fake.callsOf('alipay.trade.wap.pay').filter((call) => call.bizContent.out_trade_no === outTradeNo);
    expect(wap).toMatchObject({
      signatureValid: true,
      params: {
        app_id: fake.appId,
        sign_type: 'RSA2',
        notify_url: expect.stringMatching(/\/api\/pay\/notify\/alipay$/),
        return_url: expect.stringMatching(new RegExp(`/shoppingCart/paySuccess\\?orderId=${order.id}$`)),
      },
      bizContent: {
        product_code: 'QUICK_WAP_WAY',
        total_amount: (order.payableFen / 100).toFixed(2),
        time_expire: expect.any(String),
        quit_url: expect.stringMatching(/\/shoppingCart\/paySuccess/),
      },
    });
    expect(await fake.pay(outTradeNo)).toEqual({ status: 200, text: 'success' });
    expect(await resultOf(headers, order.id)).toEqual({ status: 'SUCCEEDED', amountFen: order.payableFen });
  });

  it('pays the order once on a good notification, answers `success` to it and to every replay', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    expect(await fake.pay(outTradeNo)).toEqual({ status: 200, text: 'success' });
    expect(await resultOf(headers, order.id)).toEqual({ status: 'SUCCEEDED', amountFen: order.payableFen });
    // Alipay notifies again (it did not hear us, or retries): acknowledged, nothing changes.
    const replay = fake.notificationOf(outTradeNo);
    const answers = await Promise.all([
      fake.notify(replay),
      fake.notify(replay),
      fake.notify(fake.notificationOf(outTradeNo)),
    ]);
    expect(answers).toEqual(Array(3).fill({ status: 200, text: 'success' }));
    const recorded = await server.app.orm.em
      .fork()
      .getConnection()
      .execute('SELECT COUNT(*) AS n FROM provider_payment WHERE transaction_ref = ?', [
        fake.trade(outTradeNo).tradeNo,
      ]);
    expect(recorded.map((row) => Number(row.n))).toEqual([1]);
  });

  it('refuses a bad signature, a different amount, another application, another seller and an unpaid trade', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo, { notify: false });
    const genuine = fake.notificationOf(outTradeNo);
    const refused = { status: 400, text: 'failure' };
    // Signed by Alipay, then changed on the way.
    expect(await fake.notify({ ...genuine, total_amount: '0.01' })).toEqual(refused);
    expect(await fake.notify({ ...genuine, sign: genuine.sign!.replace(/^.{4}/, 'AAAA') })).toEqual(refused);
    // Genuinely signed, but not a payment of this attempt by this shop.
    expect(await fake.notify(fake.notificationOf(outTradeNo, { total_amount: '0.01' }))).toEqual(refused);
    expect(await fake.notify(fake.notificationOf(outTradeNo, { app_id: '2021000000009999' }))).toEqual(refused);
    expect(await fake.notify(fake.notificationOf(outTradeNo, { seller_id: '2088000000009999' }))).toEqual(refused);
    expect(await fake.notify(fake.notificationOf(outTradeNo, { trade_status: 'WAIT_BUYER_PAY' }))).toEqual(refused);
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'PENDING' });
    // The genuine one still pays it.
    expect(await fake.notify(genuine)).toEqual({ status: 200, text: 'success' });
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('completes an Alipay refund at once from its answer, in yuan, once', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo);
    const key = `after-sale/${randomUUID()}`;
    expect(await refund(order, 1205, key)).toMatchObject({ method: 'ALIPAY', status: 'PENDING' });
    await server.app.jobs.runDue();
    const refunds = (await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds;
    expect(refunds).toEqual([{ amountFen: 1205, method: 'ALIPAY', status: 'SUCCEEDED' }]);
    const taken = [...fake.trade(outTradeNo).refunds.values()];
    expect(taken).toEqual([expect.objectContaining({ amount: '12.05' })]);
    const [call] = fake.callsOf('alipay.trade.refund').filter((c) => c.bizContent.out_trade_no === outTradeNo);
    expect(call).toMatchObject({ signatureValid: true, bizContent: { trade_no: fake.trade(outTradeNo).tradeNo } });
    // The same key again is the same refund: nothing more is asked of Alipay.
    await refund(order, 1205, key);
    await server.app.jobs.runDue();
    expect(fake.trade(outTradeNo).refunds.size).toBe(1);
  });

  it('retries a refund whose answer timed out under the same number: Alipay refunds it once', async () => {
    const { headers, order, outTradeNo } = await startedPayment();
    await fake.pay(outTradeNo);
    fake.delayAnswers('alipay.trade.refund');
    await refund(order, 300, `after-sale/${randomUUID()}`);
    await server.app.jobs.runDue();
    // Alipay took it, but the shop timed out before hearing so; the job retries after its back-off.
    expect(fake.trade(outTradeNo).refunds.size).toBe(1);
    expect((await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      expect.objectContaining({ status: 'PENDING' }),
    ]);
    clock.advance(15_000);
    await server.app.jobs.runDue();
    expect((await gql(headers, orderRefunds, { orderId: order.id })).data.orderRefunds).toEqual([
      { amountFen: 300, method: 'ALIPAY', status: 'SUCCEEDED' },
    ]);
    const calls = fake.callsOf('alipay.trade.refund').filter((c) => c.bizContent.out_trade_no === outTradeNo);
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.bizContent.out_request_no)).size).toBe(1);
    expect(fake.trade(outTradeNo).refunds.size).toBe(1);
  });

  it('refuses to start a payment Alipay did not answer in time, and a later one goes through', async () => {
    const { headers } = await createUser(server);
    const order = await placeExpressOrder(server, clock, headers, part);
    fake.delayAnswers('alipay.trade.precreate');
    const failed = await gql(headers, createPayment, { input: { orderId: order.id, method: 'ALIPAY' } });
    expect(failed.data?.createPayment ?? null).toBeNull();
    expect(failed.errors).toHaveLength(1);
    const started = await gql(headers, createPayment, { input: { orderId: order.id, method: 'ALIPAY' } });
    expect(started.data.createPayment.userErrors).toEqual([]);
    expect(await fake.pay(started.data.createPayment.payment.outTradeNo)).toEqual({ status: 200, text: 'success' });
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'SUCCEEDED' });
  });

  /** A refund through the engine's port, as after-sales asks for one, in a transaction of its own. */
  function refund(order: UnpaidOrder, amountFen: number, key: string) {
    return transactionalWithRetry(server.app.orm.em.fork(), (tx) =>
      server.app.services.refunds.refund(tx, {
        orderId: Number(order.id),
        amountFen,
        key,
        reason: 'Test refund',
        actorId: null,
      }),
    );
  }
});
