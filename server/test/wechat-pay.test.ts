import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { FakeWechatPay } from './fakes/wechat-pay-fake.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';
import { placeExpressOrder, type UnpaidOrder } from './payment-steps.js';

/**
 * WeChat Pay API v3 against a local fake of it (fakes/wechat-pay-fake.ts: real RSA signatures, a real platform
 * certificate, AES-256-GCM with an APIv3 key, all made for the test), the shop running in production mode.
 */
const createPayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) { payment { outTradeNo amountFen payUrl qrCodeSvg } userErrors { code message } }
}`;
const createDevicePayment = `mutation Pay($input: CreatePaymentInput!) {
  createPayment(input: $input) {
    payment { outTradeNo action payUrl qrContent qrCodeSvg wechatJsapi { appId timeStamp nonceStr package signType paySign } }
    userErrors { code message field }
  }
}`;
const authorizationUrl = `query Authorize($method: OnlinePaymentMethod!, $channel: PaymentChannel!, $pagePath: String!) {
  paymentAuthorizationUrl(method: $method, channel: $channel, pagePath: $pagePath)
}`;
const cashier = `query Cashier($orderId: ID!) { cashier(orderId: $orderId) { onlineMethods } }`;
const paymentResult = `query Result($orderId: ID!) { paymentResult(orderId: $orderId) { status method amountFen } }`;
const cancelOrder = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } } }`;
const orderRefunds = `query Refunds($orderId: ID!) { orderRefunds(orderId: $orderId) { amountFen method status } }`;
const messages = `{ myMessages(first: 50) { edges { node { title body } } } }`;
const startTopUp = `mutation Start($input: StartTopUpInput!) {
  startTopUp(input: $input) { start { topUp { id } } userErrors { code message } }
}`;
const myTopUp = `query TopUp($id: ID!) { myTopUp(id: $id) { status amountFen } }`;
const balance = `{ myBalanceFen }`;
const orderExpiry = `query Order($id: ID!) { order(id: $id) { expiresAt } }`;

const SUCCESS = { status: 200, body: '{"code":"SUCCESS"}' };
const REFUSED = { status: 400, body: '{"code":"FAIL","message":"notification refused"}' };

describe('WeChat Pay v3 settings', () => {
  it('needs every merchant setting once the provider is wechatpay-v3, and reads secrets from files', () => {
    const base = { PAYMENT_WECHAT_PROVIDER: 'wechatpay-v3', PUBLIC_URL: 'https://shop.example.test' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/^Missing setting PAYMENT_WECHAT_MCH_ID/);
    expect(() => loadConfig({ ...base, PAYMENT_WECHAT_APIV3_KEY_FILE: '/nonexistent/apiv3' })).toThrow(
      /^Invalid setting PAYMENT_WECHAT_APIV3_KEY_FILE/,
    );
    expect(loadConfig({}).wechatPay).toBeUndefined();
    const complete = {
      ...base,
      PAYMENT_WECHAT_MCH_ID: '1900009191',
      PAYMENT_WECHAT_APP_ID: 'wxd678efh567hg6787',
      PAYMENT_WECHAT_MERCHANT_SERIAL: 'ABCDEF0123456789',
      PAYMENT_WECHAT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
      PAYMENT_WECHAT_APIV3_KEY: 'k'.repeat(32),
    };
    expect(() => loadConfig(complete)).toThrow(/^Invalid setting PAYMENT_WECHAT_PRIVATE_KEY: /);
    const merchantKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    complete.PAYMENT_WECHAT_PRIVATE_KEY = merchantKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(loadConfig(complete).wechatPay).toMatchObject({ mchId: '1900009191', notifyBaseUrl: complete.PUBLIC_URL });
    const production = { ...complete, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://shop.example.test' })).toThrow(
      /^Invalid setting PAYMENT_WECHAT_NOTIFY_BASE_URL/,
    );
  });
});

describe.each(databaseKinds)('WeChat Pay v3 on %s', (database) => {
  const clock = new ManualClock();
  let fake: FakeWechatPay;
  let server: TestServer;
  let keyDir: string;
  let productId: number;
  let moq: number;

  beforeAll(async () => {
    fake = await FakeWechatPay.start(clock);
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-wechat-pay-'));
    const keyFile = path.join(keyDir, 'apiclient_key.pem');
    fs.writeFileSync(keyFile, fake.merchantPrivateKeyPem, { mode: 0o600 });
    server = await startTestServer({
      database,
      clock,
      parts: 40,
      settings: {
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
        SEED_DEMO_DATA: 'true',
        ...fake.settings(keyFile),
      },
    });
    fake.shopUrl = server.url;
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, { status: ProductStatus.ON_SHELF }, { orderBy: { id: 'asc' } });
    product.stock = 1_000_000;
    product.purchaseLimit = null;
    await em.flush();
    productId = product.id;
    moq = product.moq;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  const gql = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...headers, lang: 'en-US' });

  async function orderToPay(): Promise<{ headers: Record<string, string>; order: UnpaidOrder }> {
    const { headers } = await createUser(server);
    return { headers, order: await placeExpressOrder(server, clock, headers, { productId, quantity: moq }) };
  }

  async function startPayment(headers: Record<string, string>, orderId: string) {
    const started = await gql(headers, createPayment, { input: { orderId, method: 'WECHAT' } });
    expect(started.data.createPayment.userErrors).toEqual([]);
    return started.data.createPayment.payment as { outTradeNo: string; amountFen: number; payUrl: string };
  }

  const resultOf = async (headers: Record<string, string>, orderId: string) =>
    (await gql(headers, paymentResult, { orderId })).data.paymentResult;

  const paidMessages = async (headers: Record<string, string>) =>
    (await gql(headers, messages)).data.myMessages.edges.filter((edge: any) => edge.node.title === 'Order paid').length;

  const refundsOf = async (headers: Record<string, string>, orderId: string) =>
    (await gql(headers, orderRefunds, { orderId })).data.orderRefunds;

  /** An order cancelled by its buyer and then paid on the QR code shown before: money WeChat Pay must give back. */
  async function latePayment() {
    const { headers, order } = await orderToPay();
    const { outTradeNo } = await startPayment(headers, order.id);
    await gql(headers, cancelOrder, { input: { id: order.id, reason: 'Ordered twice' } });
    expect(await fake.pay(outTradeNo)).toMatchObject(SUCCESS);
    return { headers, order, outTradeNo };
  }

  it('starts a Native payment and a good notification pays the order exactly once, replays included', async () => {
    const { headers, order } = await orderToPay();
    expect((await gql(headers, cashier, { orderId: order.id })).data.cashier.onlineMethods).toEqual(['WECHAT']);
    const payment = await startPayment(headers, order.id);
    const transaction = fake.transactions.get(payment.outTradeNo)!;
    expect(transaction).toMatchObject({
      amountFen: order.payableFen,
      notifyUrl: 'https://shop.example.test/api/pay/notify/wechat',
      state: 'NOTPAY',
    });
    // The QR code closes with the order's 30-minute window (Beijing time, as v3 writes times).
    const expiresAt = (await gql(headers, orderExpiry, { id: order.id })).data.order.expiresAt as string;
    expect(new Date(transaction.timeExpire!).getTime()).toBe(Math.floor(Date.parse(expiresAt) / 1000) * 1000);
    expect(transaction.timeExpire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    // The QR code and the link are WeChat's own code_url.
    expect(payment.payUrl).toBe(transaction.answer.code_url);

    const delivered = await fake.pay(payment.outTradeNo);
    expect(delivered).toMatchObject(SUCCESS);
    expect(await resultOf(headers, order.id)).toEqual({
      status: 'SUCCEEDED',
      method: 'wechat',
      amountFen: order.payableFen,
    });
    // WeChat Pay retries until it hears SUCCESS: the same signed notification again, at once and together.
    const again = () => fake.deliver(transaction.notifyUrl, { headers: delivered.headers, body: delivered.rawBody });
    expect(await Promise.all([again(), again(), again()])).toEqual([
      expect.objectContaining(SUCCESS),
      expect.objectContaining(SUCCESS),
      expect.objectContaining(SUCCESS),
    ]);
    expect(await paidMessages(headers)).toBe(1);
    // Every call the shop made carried a valid merchant signature.
    expect(fake.requests.every((request) => request.signed)).toBe(true);
  });

  it('sends a phone browser to H5 pay with its IP, and WeChat Pay returns it to the result page', async () => {
    const { headers, order } = await orderToPay();
    const started = await gql(headers, createDevicePayment, {
      input: { orderId: order.id, method: 'WECHAT', channel: 'PHONE' },
    });
    expect(started.data.createPayment.userErrors).toEqual([]);
    const payment = started.data.createPayment.payment;
    expect(payment).toMatchObject({ action: 'REDIRECT', qrContent: null, qrCodeSvg: null, wechatJsapi: null });
    const transaction = fake.transactions.get(payment.outTradeNo)!;
    expect(transaction).toMatchObject({ tradeType: 'MWEB', amountFen: order.payableFen, state: 'NOTPAY' });
    expect(transaction.sceneInfo).toMatchObject({
      payer_client_ip: expect.stringMatching(/\S/),
      h5_info: { type: 'Wap' },
    });
    expect(fake.requestsTo('/v3/pay/transactions/h5').every((request) => request.signed)).toBe(true);
    // h5_url with redirect_url appended: after paying WeChat Pay sends the phone to the order's result page.
    const payUrl = new URL(payment.payUrl);
    expect(payment.payUrl.startsWith(transaction.answer.h5_url!)).toBe(true);
    expect(payUrl.searchParams.get('redirect_url')).toMatch(
      new RegExp(`^https?://[^/]+/shoppingCart/paySuccess\\?orderId=${order.id}$`),
    );
    expect(await fake.pay(payment.outTradeNo)).toMatchObject(SUCCESS);
    expect((await resultOf(headers, order.id)).status).toBe('SUCCEEDED');
  });

  it('pays by JSAPI in the WeChat browser: silent OAuth2 for the openid, then signed bridge parameters', async () => {
    const { headers, order } = await orderToPay();
    const pagePath = `/goods/pay?orderId=${order.id}`;
    const ask = async (channel: string, path = pagePath) =>
      (await gql(headers, authorizationUrl, { method: 'WECHAT', channel, pagePath: path })).data
        ?.paymentAuthorizationUrl;
    expect(await ask('DESKTOP')).toBeNull();
    expect(await ask('PHONE')).toBeNull();
    const authorize = new URL(await ask('WECHAT_BROWSER'));
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(authorize.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      appid: fake.appId,
      response_type: 'code',
      scope: 'snsapi_base',
      redirect_uri: expect.stringMatching(new RegExp(`^https?://[^/]+/goods/pay\\?orderId=${order.id}$`)),
    });
    // Only a path of the shop: WeChat must not be sent to take the payer anywhere else.
    expect(
      (
        await gql(headers, authorizationUrl, {
          method: 'WECHAT',
          channel: 'WECHAT_BROWSER',
          pagePath: '//evil.example/x',
        })
      ).errors?.[0],
    ).toBeDefined();

    const code = fake.authorize('oUpF8uJsapiPayer01');
    const pay = (wechatAuthCode: string) =>
      gql(headers, createDevicePayment, {
        input: { orderId: order.id, method: 'WECHAT', channel: 'WECHAT_BROWSER', wechatAuthCode },
      });
    const started = (await pay(code)).data.createPayment;
    expect(started.userErrors).toEqual([]);
    const { wechatJsapi, outTradeNo } = started.payment;
    expect(started.payment).toMatchObject({ action: 'WECHAT_JSAPI', qrCodeSvg: null });
    const transaction = fake.transactions.get(outTradeNo)!;
    expect(transaction).toMatchObject({ tradeType: 'JSAPI', openId: 'oUpF8uJsapiPayer01' });
    expect(wechatJsapi).toMatchObject({
      appId: fake.appId,
      package: `prepay_id=${transaction.answer.prepay_id}`,
      signType: 'RSA',
      timeStamp: String(Math.floor(clock.now().getTime() / 1000)),
    });
    expect(fake.hasValidPaySign(wechatJsapi)).toBe(true);
    expect(fake.hasValidPaySign({ ...wechatJsapi, package: 'prepay_id=wx0' })).toBe(false);
    // A code is good once (and for five minutes): the second use gives no openid.
    expect((await pay(code)).data.createPayment.userErrors).toEqual([
      expect.objectContaining({ code: 'OAUTH_FAILED', field: ['input', 'wechatAuthCode'] }),
    ]);
    expect(await fake.pay(outTradeNo)).toMatchObject(SUCCESS);
    expect((await resultOf(headers, order.id)).status).toBe('SUCCEEDED');
  });

  it('tops up the balance through WeChat Pay: its notification goes to the top-up callback and credits once', async () => {
    const { headers } = await createUser(server);
    const started = await gql(headers, startTopUp, { input: { amountFen: 5000, method: 'WECHAT' } });
    expect(started.data.startTopUp.userErrors).toEqual([]);
    const topUpId = started.data.startTopUp.start.topUp.id as string;
    const transaction = [...fake.transactions.values()].at(-1)!;
    expect(transaction).toMatchObject({
      amountFen: 5000,
      notifyUrl: 'https://shop.example.test/api/pay/topup-notify/wechat',
    });
    const delivered = await fake.pay(transaction.outTradeNo);
    expect(delivered).toMatchObject(SUCCESS);
    expect(
      await fake.deliver(transaction.notifyUrl, { headers: delivered.headers, body: delivered.rawBody }),
    ).toMatchObject(SUCCESS);
    expect((await gql(headers, myTopUp, { id: topUpId })).data.myTopUp).toMatchObject({
      status: 'PAID',
      amountFen: 5000,
    });
    expect(Number((await gql(headers, balance)).data.myBalanceFen)).toBe(5000);
  });

  it('refuses a bad signature, a wrong serial, a stale timestamp, a tampered ciphertext and a wrong amount', async () => {
    const { headers, order } = await orderToPay();
    const { outTradeNo } = await startPayment(headers, order.id);
    const cases = {
      badSignature: await fake.pay(outTradeNo, { foreignKey: true }),
      wrongSerial: await fake.pay(outTradeNo, { serial: 'ABCDEF0123456789ABCDEF0123456789ABCDEF01' }),
      staleTimestamp: await fake.pay(outTradeNo, { timestampShift: -301 }),
      tamperedCiphertext: await fake.pay(outTradeNo, { tamperCiphertext: true }),
      amountMismatch: await fake.pay(outTradeNo, {
        resource: { amount: { total: order.payableFen - 1, currency: 'CNY' } },
      }),
    };
    for (const answer of Object.values(cases)) expect(answer).toMatchObject(REFUSED);
    // Unsigned, as anybody could post it.
    const unsigned = await server.request('POST', '/api/pay/notify/wechat', {
      body: cases.badSignature.rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.status, await unsigned.json()]).toEqual([400, { code: 'FAIL', message: 'notification refused' }]);
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'PENDING' });
    expect(await paidMessages(headers)).toBe(0);

    // The genuine one still pays it.
    expect(await fake.pay(outTradeNo)).toMatchObject(SUCCESS);
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('retries a call that timed out with the same out_trade_no, and says the method is unavailable when all do', async () => {
    const { headers, order } = await orderToPay();
    const before = fake.requestsTo('/v3/pay/transactions/native').length;
    fake.hang('/v3/pay/transactions/native', 1);
    const { outTradeNo } = await startPayment(headers, order.id);
    const calls = fake.requestsTo('/v3/pay/transactions/native').slice(before);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => JSON.parse(call.body).out_trade_no)).toEqual([outTradeNo, outTradeNo]);
    expect(calls[0]!.body).toBe(calls[1]!.body);
    expect(await fake.pay(outTradeNo)).toMatchObject(SUCCESS);

    const other = await orderToPay();
    fake.hang('/v3/pay/transactions/native', 2);
    const refused = await gql(other.headers, createPayment, { input: { orderId: other.order.id, method: 'WECHAT' } });
    expect(refused.data.createPayment).toMatchObject({
      payment: null,
      userErrors: [{ code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'This payment method is not available' }],
    });
  });

  it('returns a payment that came after the order ended: the refund completes by its notification', async () => {
    const { headers, order, outTradeNo } = await latePayment();
    await server.app.jobs.runDue();
    const [refund, ...others] = [...fake.refunds.values()].filter((candidate) => candidate.outTradeNo === outTradeNo);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({
      refundFen: order.payableFen,
      totalFen: order.payableFen,
      status: 'PROCESSING',
      notifyUrl: 'https://shop.example.test/api/pay/refund-notify/wechat',
    });
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'PENDING' },
    ]);

    const settled = await fake.settleRefund(refund!.outRefundNo);
    expect(settled).toMatchObject(SUCCESS);
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'SUCCEEDED' },
    ]);
    // Its replay changes nothing.
    expect(await fake.deliver(refund!.notifyUrl, { headers: settled.headers, body: settled.rawBody })).toMatchObject(
      SUCCESS,
    );
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'SUCCEEDED' },
    ]);
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'FAILED' });
  });

  it('asks for a refund again, with the same out_refund_no, after WeChat Pay did not answer', async () => {
    const { headers, order, outTradeNo } = await latePayment();
    const before = fake.requestsTo('/v3/refund/domestic/refunds').length;
    fake.hang('/v3/refund/domestic/refunds', 2);
    await server.app.jobs.runDue();
    expect([...fake.refunds.values()].filter((refund) => refund.outTradeNo === outTradeNo)).toEqual([]);
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'PENDING' },
    ]);
    // The refund job's next run, after its back-off.
    clock.advance(60_000);
    await server.app.jobs.runDue();
    const calls = fake.requestsTo('/v3/refund/domestic/refunds').slice(before);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => JSON.parse(call.body).out_refund_no)).size).toBe(1);
    const refund = fake.refunds.get(JSON.parse(calls[0]!.body).out_refund_no)!;
    expect(refund).toMatchObject({ outTradeNo, status: 'PROCESSING' });
    expect(await fake.settleRefund(refund.outRefundNo)).toMatchObject(SUCCESS);
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'SUCCEEDED' },
    ]);
  });

  it('takes a refund notification that arrives before the refund call was answered', async () => {
    const { headers, order } = await latePayment();
    fake.notifyRefundsBeforeAnswering = true;
    try {
      await server.app.jobs.runDue();
    } finally {
      fake.notifyRefundsBeforeAnswering = false;
    }
    expect(fake.earlyRefundAnswers.at(-1)).toMatchObject(SUCCESS);
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'SUCCEEDED' },
    ]);
  });

  it('marks a refund WeChat Pay reports ABNORMAL as failed', async () => {
    const { headers, order, outTradeNo } = await latePayment();
    await server.app.jobs.runDue();
    const refund = [...fake.refunds.values()].find((candidate) => candidate.outTradeNo === outTradeNo)!;
    expect(await fake.settleRefund(refund.outRefundNo, 'ABNORMAL')).toMatchObject(SUCCESS);
    expect(await refundsOf(headers, order.id)).toEqual([
      { amountFen: order.payableFen, method: 'WECHAT', status: 'FAILED' },
    ]);
  });

  it("maps WeChat Pay's answers to payment and refund queries", async () => {
    const wechat = server.app.services.paymentProviders.get('wechat')!;
    expect(await wechat.queryPayment('CM0Tunknown')).toEqual({ status: 'CLOSED' });
    const { headers, order } = await orderToPay();
    const { outTradeNo } = await startPayment(headers, order.id);
    expect(await wechat.queryPayment(outTradeNo)).toEqual({ status: 'PENDING' });
    await fake.pay(outTradeNo);
    const transaction = fake.transactions.get(outTradeNo)!;
    expect(await wechat.queryPayment(outTradeNo)).toEqual({
      status: 'PAID',
      payment: {
        outTradeNo,
        transactionRef: transaction.transactionId,
        amountFen: order.payableFen,
        paidAt: clock.now(),
      },
    });
    fake.transactions.get(outTradeNo)!.state = 'CLOSED';
    expect(await wechat.queryPayment(outTradeNo)).toEqual({ status: 'CLOSED' });

    expect(await wechat.queryRefund({ outTradeNo, outRefundNo: 'R-unknown' })).toEqual({ status: 'NOT_FOUND' });
    const late = await latePayment();
    await server.app.jobs.runDue();
    const refund = [...fake.refunds.values()].find((candidate) => candidate.outTradeNo === late.outTradeNo)!;
    const asked = { outTradeNo: late.outTradeNo, outRefundNo: refund.outRefundNo };
    expect(await wechat.queryRefund(asked)).toEqual({ status: 'PROCESSING' });
    await fake.settleRefund(refund.outRefundNo);
    expect(await wechat.queryRefund(asked)).toEqual({
      outTradeNo: late.outTradeNo,
      outRefundNo: refund.outRefundNo,
      refundRef: refund.refundId,
      refundFen: late.order.payableFen,
      status: 'SUCCEEDED',
      at: clock.now(),
    });
  });

  it('downloads the new platform certificate when WeChat Pay rotates it, and still trusts the old one', async () => {
    // Past the least wait between two downloads for an unknown serial.
    clock.advance(2 * 60_000);
    const downloads = fake.requestsTo('/v3/certificates').length;
    const oldSerial = fake.platformSerial;
    await fake.rotateCertificate();
    expect(fake.platformSerial).not.toBe(oldSerial);

    const { headers, order } = await orderToPay();
    const { outTradeNo } = await startPayment(headers, order.id);
    expect(fake.requestsTo('/v3/certificates')).toHaveLength(downloads + 1);
    expect(await fake.pay(outTradeNo)).toMatchObject(SUCCESS);
    expect(await resultOf(headers, order.id)).toMatchObject({ status: 'SUCCEEDED' });

    // A notification WeChat Pay signed with the old certificate just before the switch still verifies.
    const other = await orderToPay();
    const second = await startPayment(other.headers, other.order.id);
    expect(await fake.pay(second.outTradeNo, { firstCertificate: true })).toMatchObject(SUCCESS);
    expect(await resultOf(other.headers, other.order.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(fake.requestsTo('/v3/certificates')).toHaveLength(downloads + 1);
  });
});
