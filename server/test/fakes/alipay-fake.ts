import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Alipay's open platform gateway, written from Alipay's documentation independently of the shop's
 * adapter: it checks every request's RSA2 signature with the application's public key (a bad one is refused as
 * Alipay refuses it), keeps trades and refunds, signs its answers and its notifications with its own key, and
 * POSTs a notification as a form, as Alipay does, when the test pays a trade. Keys are made per fake (RSA 2048).
 */

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  status: FakeTradeStatus;
  /** `time_expire`: an unpaid trade closes then. */
  expiresAt: Date | undefined;
  paidAt: Date | undefined;
  /** Refunds taken, by `out_request_no`. */
  refunds: Map<string, { amount: string; at: Date }>;
}

export interface FakeCall {
  method: string;
  params: Record<string, string>;
  bizContent: Record<string, unknown>;
  signatureValid: boolean;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

/** Alipay's time text: `yyyy-MM-dd HH:mm:ss`, Beijing time. */
const beijing = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const toFen = (yuan: string) => Math.round(Number(yuan) * 100);
const toYuan = (fen: number) => (fen / 100).toFixed(2);

export class AlipayFake {
  readonly appId = '2021000000000001';
  readonly sellerId = '2088000000000001';
  private readonly appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** The application's private key and Alipay's public key, as the shop's settings take them. */
  readonly appPrivateKeyPem = pem(this.appKeys.privateKey, 'pkcs8');
  readonly alipayPublicKeyPem = pem(this.alipayKeys.publicKey, 'spki');
  readonly trades = new Map<string, FakeTrade>();
  readonly calls: FakeCall[] = [];
  /** Where notifications go: the shop's origin (its port is known only once it listens) and `notify_url`'s path. */
  shopUrl = '';
  /** How long a delayed answer waits: longer than the shop's timeout in the tests. */
  delayMs = 1500;
  private readonly delayed = new Map<string, number>();
  private readonly unavailable = new Map<string, number>();
  private readonly forgetful = new Map<string, number>();
  private tradeCounter = 0;

  private constructor(
    private readonly server: Server,
    private readonly clock: { now(): Date },
  ) {}

  static async start(clock: { now(): Date }): Promise<AlipayFake> {
    const server = createServer();
    const fake = new AlipayFake(server, clock);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      fake.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get gatewayUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`;
  }

  /** The settings that point the shop at this fake. */
  shopSettings(): Record<string, string> {
    return {
      ALIPAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: this.appId,
      ALIPAY_APP_PRIVATE_KEY: this.appPrivateKeyPem,
      ALIPAY_PUBLIC_KEY: this.alipayPublicKeyPem,
      ALIPAY_GATEWAY_URL: this.gatewayUrl,
      ALIPAY_SELLER_ID: this.sellerId,
      ALIPAY_TIMEOUT_MS: '500',
    };
  }

  /** The next `count` calls of `method` are carried out, but answered only after `delayMs` (the shop times out). */
  delayAnswers(method: string, count = 1): void {
    this.delayed.set(method, count);
  }

  /** The next `count` calls of `method` answer HTTP 503 and do nothing. */
  failCalls(method: string, count = 1): void {
    this.unavailable.set(method, count);
  }

  /**
   * The next `count` refund calls answer "taken, no money moved" (`fund_change` N, as for a repeated number)
   * without taking the refund: Alipay's answer and its books disagree, as when a call is lost inside Alipay.
   */
  acknowledgeRefundsWithoutTaking(count = 1): void {
    this.forgetful.set('alipay.trade.refund', count);
  }

  /** The payer pays the trade at Alipay; its notification is POSTed to the shop unless `notify` is false. */
  async pay(outTradeNo: string, options: { notify?: boolean } = {}): Promise<{ status: number; text: string } | null> {
    const trade = this.trade(outTradeNo);
    if (trade.expiresAt && this.clock.now() >= trade.expiresAt) throw new Error(`trade ${outTradeNo} has expired`);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}`);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = this.clock.now();
    if (options.notify === false) return null;
    return this.notify(this.notificationOf(outTradeNo));
  }

  /** The signed notification of a paid trade; `changes` are made before signing (a genuine but different one). */
  notificationOf(outTradeNo: string, changes: Record<string, string> = {}): Record<string, string> {
    const trade = this.trade(outTradeNo);
    const fields: Record<string, string> = {
      notify_time: beijing(this.clock.now()),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: this.appId,
      seller_id: this.sellerId,
      buyer_id: '2088102177846880',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_create: beijing(this.clock.now()),
      gmt_payment: beijing(trade.paidAt ?? this.clock.now()),
      ...changes,
    };
    const content = Object.keys(fields)
      .sort()
      .map((name) => `${name}=${fields[name]}`)
      .join('&');
    return { ...fields, sign_type: 'RSA2', sign: this.signAsAlipay(content) };
  }

  /** POSTs a notification to the trade's `notify_url` on the shop, as a form; the shop's answer. */
  async notify(fields: Record<string, string>): Promise<{ status: number; text: string }> {
    const trade = this.trades.get(fields.out_trade_no ?? '');
    const path = trade ? new URL(trade.notifyUrl).pathname : '/api/pay/notify/alipay';
    const answer = await fetch(`${this.shopUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: answer.status, text: await answer.text() };
  }

  callsOf(method: string): FakeCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  trade(outTradeNo: string): FakeTrade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`No trade ${outTradeNo} at the fake`);
    return trade;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private signAsAlipay(content: string): string {
    return createSign('RSA-SHA256').update(content, 'utf8').sign(this.alipayKeys.privateKey, 'base64');
  }

  /** A request's signature: every parameter but `sign`, sorted, `name=value&...`, SHA256withRSA. */
  private signedByApp(params: Record<string, string>): boolean {
    const content = Object.keys(params)
      .filter((name) => name !== 'sign')
      .sort()
      .map((name) => `${name}=${params[name]}`)
      .join('&');
    const signature = params.sign ?? '';
    return (
      params.sign_type === 'RSA2' &&
      createVerify('RSA-SHA256').update(content, 'utf8').verify(this.appKeys.publicKey, signature, 'base64')
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = Object.fromEntries([
      ...url.searchParams,
      ...new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    ]) as Record<string, string>;
    const method = params.method ?? '';
    const signatureValid = this.signedByApp(params);
    let bizContent: Record<string, unknown> = {};
    try {
      bizContent = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      // Answered below as invalid arguments.
    }
    this.calls.push({ method, params, bizContent, signatureValid });
    if (countDown(this.unavailable, method)) {
      res.statusCode = 503;
      res.end('Service Unavailable');
      return;
    }
    if (req.method === 'GET') {
      // The payer's browser opening the desktop cashier (alipay.trade.page.pay) or the phone's
      // (alipay.trade.wap.pay): the trade exists from then on. Each has its fixed product_code.
      const productCodes: Record<string, string> = {
        'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
        'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
      };
      const complete =
        productCodes[method] === bizContent.product_code &&
        ['out_trade_no', 'total_amount', 'subject'].every((field) => typeof bizContent[field] === 'string');
      if (!signatureValid || params.app_id !== this.appId || !complete) {
        res.statusCode = 400;
        res.end('invalid-signature');
        return;
      }
      const trade = this.openTrade(bizContent, params);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><title>Fake Alipay</title><p>${trade.subject}</p><p>¥${trade.totalAmount}</p>`);
      return;
    }
    const inner = signatureValid
      ? params.app_id === this.appId
        ? this.answer(method, bizContent, params)
        : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' }
      : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const body = JSON.stringify(inner);
    const text = `{"${method.replaceAll('.', '_')}_response":${body},"sign":"${this.signAsAlipay(body)}"}`;
    if (countDown(this.delayed, method)) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(text);
  }

  private openTrade(biz: Record<string, unknown>, params: Record<string, string>): FakeTrade {
    const outTradeNo = String(biz.out_trade_no);
    const known = this.trades.get(outTradeNo);
    if (known) return known;
    const trade: FakeTrade = {
      outTradeNo,
      tradeNo: `2026${String((this.tradeCounter += 1)).padStart(24, '0')}`,
      totalAmount: String(biz.total_amount),
      subject: String(biz.subject),
      notifyUrl: params.notify_url ?? '',
      status: 'WAIT_BUYER_PAY',
      expiresAt:
        typeof biz.time_expire === 'string' ? new Date(`${biz.time_expire.replace(' ', 'T')}+08:00`) : undefined,
      paidAt: undefined,
      refunds: new Map(),
    };
    this.trades.set(outTradeNo, trade);
    return trade;
  }

  private answer(method: string, biz: Record<string, unknown>, params: Record<string, string>): object {
    const ok = { code: '10000', msg: 'Success' };
    const businessFailure = (subCode: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode });
    if (method === 'alipay.trade.precreate') {
      const known = this.trades.get(String(biz.out_trade_no));
      if (known && known.totalAmount !== biz.total_amount) return businessFailure('ACQ.CONTEXT_INCONSISTENT');
      const trade = this.openTrade(biz, params);
      return { ...ok, out_trade_no: trade.outTradeNo, qr_code: `https://qr.alipay.com/fake${trade.tradeNo}` };
    }
    const trade = this.trades.get(String(biz.out_trade_no));
    if (!trade) return businessFailure('ACQ.TRADE_NOT_EXIST');
    if (trade.status === 'WAIT_BUYER_PAY' && trade.expiresAt && this.clock.now() >= trade.expiresAt) {
      trade.status = 'TRADE_CLOSED';
    }
    if (method === 'alipay.trade.query') {
      return {
        ...ok,
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        ...(trade.paidAt && { send_pay_date: beijing(trade.paidAt) }),
      };
    }
    const outRequestNo = String(biz.out_request_no);
    if (method === 'alipay.trade.refund') {
      if (trade.status !== 'TRADE_SUCCESS') return businessFailure('ACQ.TRADE_STATUS_ERROR');
      const refundedFen = () => [...trade.refunds.values()].reduce((sum, refund) => sum + toFen(refund.amount), 0);
      const summary = { out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo, buyer_logon_id: '159****5620' };
      if (trade.refunds.has(outRequestNo) || countDown(this.forgetful, method)) {
        return { ...ok, ...summary, fund_change: 'N', refund_fee: toYuan(refundedFen()) };
      }
      if (refundedFen() + toFen(String(biz.refund_amount)) > toFen(trade.totalAmount)) {
        return businessFailure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL');
      }
      const at = this.clock.now();
      trade.refunds.set(outRequestNo, { amount: String(biz.refund_amount), at });
      return { ...ok, ...summary, fund_change: 'Y', refund_fee: toYuan(refundedFen()), gmt_refund_pay: beijing(at) };
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const refund = trade.refunds.get(outRequestNo);
      if (!refund) return ok;
      return {
        ...ok,
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        out_request_no: outRequestNo,
        total_amount: trade.totalAmount,
        refund_amount: refund.amount,
        refund_status: 'REFUND_SUCCESS',
        gmt_refund_pay: beijing(refund.at),
      };
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.missing-method' };
  }
}

/** Takes one from a counter of `key`; true when there was one. */
function countDown(counters: Map<string, number>, key: string): boolean {
  const left = counters.get(key) ?? 0;
  if (left <= 0) return false;
  counters.set(key, left - 1);
  return true;
}
