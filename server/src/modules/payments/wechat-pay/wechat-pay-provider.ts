import { DomainError } from '../../../platform/errors/index.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import {
  InvalidNotificationError,
  type NotificationAnswer,
  type NotificationOutcome,
  type PaymentChannel,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderCallback,
  type ProviderPaymentQueryAnswer,
  type ProviderRefundAnswer,
  type ProviderRefundQueryAnswer,
  type RefundRequestToProvider,
  type VerifiedNotification,
  type VerifiedRefundNotification,
  type WechatJsapiParams,
} from '../payment-provider.js';
import { NOTIFY_PATH, REFUND_NOTIFY_PATH } from '../payments.routes.js';
import { asEncryptedResource, decryptResource } from './aead.js';
import { PlatformKeys, signatureHeadersOf } from './platform-keys.js';
import { AUTHORIZATION_SCHEME, newNonce, signMessage } from './signatures.js';
import { answerJson, refusalOf, WechatPayHttp, type WechatPayAnswer } from './wechat-pay-http.js';
import type { WechatPaySettings } from './wechat-pay-settings.js';

/** v3 refuses notifications older than this, and so do we: a captured notification cannot be replayed later. */
const NOTIFICATION_MAX_AGE_SECONDS = 300;

/** The official account's OAuth2 web authorization page (公众号网页授权), opened in the WeChat browser. */
const OAUTH_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** Refusals of a refund that another try may change: the job tries again, same number (any other fails the refund). */
const RETRYABLE_REFUSALS = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'NOT_ENOUGH', 'SIGN_ERROR']);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const fen = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);
/** RFC 3339 in Beijing time, as v3 writes its times (`2018-06-08T10:34:56+08:00`). */
const beijingTime = (date: Date) => `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const time = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * WeChat Pay API v3 (direct merchant: Native, H5 and JSAPI pay), written on node:crypto rather than an SDK: the npm
 * SDKs bring their own HTTP stacks (superagent, axios) without the injected clock, timeouts and key rotation this
 * shop needs. Notifications are verified with the platform key `Wechatpay-Serial` names
 * (platform-keys.ts), refused when older than five minutes, and their resource decrypted with the APIv3 key.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  private readonly http: WechatPayHttp;
  private readonly keys: PlatformKeys;

  constructor(
    private readonly settings: WechatPaySettings,
    private readonly clock: Clock,
    /** The shop's public address: H5's `redirect_url` and the OAuth2 `redirect_uri` are absolute. */
    private readonly shopUrl: string,
  ) {
    this.http = new WechatPayHttp(settings, clock);
    this.keys = new PlatformKeys(settings, this.http, clock);
  }

  /**
   * Native (`POST /v3/pay/transactions/native`: the QR text) on a desktop, H5 (`/v3/pay/transactions/h5`: the
   * phone is sent to `h5_url`, which brings it back to the result page) in a phone browser, JSAPI
   * (`/v3/pay/transactions/jsapi` for the payer's `openid`: the WeixinJSBridge parameters) in the WeChat browser when
   * the official account's secret is set (else Native). WeChat Pay unreachable or refusing is
   * PAYMENT_METHOD_UNAVAILABLE; an authorization code that gives no `openid` is OAUTH_FAILED.
   */
  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const channel = request.device?.channel ?? 'desktop';
    const jsapi = channel === 'wechat-browser' && this.settings.appSecret !== undefined;
    const openId = jsapi ? await this.openIdOf(request.device?.wechatAuthCode) : undefined;
    try {
      const order = {
        appid: this.settings.appId,
        mchid: this.settings.mchId,
        // v3 takes at most 127 characters.
        description: request.subject.slice(0, 127),
        out_trade_no: request.outTradeNo,
        // WeChat Pay closes the payment with the order's window, so a payment after it is rarely possible.
        ...(request.expiresAt && { time_expire: beijingTime(request.expiresAt) }),
        notify_url: this.notifyUrl(request.notifyPath ?? `${NOTIFY_PATH}/${this.name}`),
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (openId) {
        const answer = await this.placeOrder('jsapi', { ...order, payer: { openid: openId } });
        const prepayId = text(answer.prepay_id);
        if (!prepayId) throw new Error('WeChat Pay answered no prepay_id');
        return { action: 'jsapi', payUrl: this.shopPage(request.returnPath), wechatJsapi: this.jsapiParams(prepayId) };
      }
      if (channel === 'phone') {
        const answer = await this.placeOrder('h5', {
          ...order,
          scene_info: {
            // H5 is refused by WeChat Pay's risk control unless this is the phone's own address.
            payer_client_ip: request.device?.ip ?? '',
            h5_info: { type: 'Wap', app_name: 'CircuitMart', app_url: this.shopPage('/') },
          },
        });
        const h5Url = text(answer.h5_url);
        if (!h5Url) throw new Error('WeChat Pay answered no h5_url');
        // After paying (or giving up), WeChat Pay sends the phone to `redirect_url`: the order's result page.
        const payUrl = `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(this.shopPage(request.returnPath))}`;
        return { action: 'redirect', payUrl };
      }
      const codeUrl = text((await this.placeOrder('native', order)).code_url);
      if (!codeUrl) throw new Error('WeChat Pay answered no code_url');
      return { action: 'scan', payUrl: codeUrl, qrContent: codeUrl };
    } catch (error) {
      throw new DomainError('PAYMENT_METHOD_UNAVAILABLE', { field: ['input', 'method'], cause: error });
    }
  }

  /**
   * The official account's OAuth2 web authorization, silent (`snsapi_base`: only the `openid`), for a payer in the
   * WeChat browser when JSAPI is set up; WeChat comes back to `pageUrl` with `code` (and our `state`).
   */
  authorizationUrl(channel: PaymentChannel, pageUrl: string): string | undefined {
    if (channel !== 'wechat-browser' || this.settings.appSecret === undefined) return undefined;
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: this.shopPage(pageUrl),
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'wechatpay',
    });
    return `${OAUTH_AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
  }

  private async placeOrder(kind: 'native' | 'h5' | 'jsapi', order: object): Promise<Record<string, unknown>> {
    return this.signedAnswer(await this.http.send('POST', `/v3/pay/transactions/${kind}`, order));
  }

  /**
   * `GET /sns/oauth2/access_token` (the code is single-use and lives five minutes): the payer's `openid` for the
   * official account, or OAUTH_FAILED.
   */
  private async openIdOf(code: string | undefined): Promise<string> {
    const failed = (cause?: unknown) => new DomainError('OAUTH_FAILED', { field: ['input', 'wechatAuthCode'], cause });
    if (!code) throw failed();
    const query = new URLSearchParams({
      appid: this.settings.appId,
      secret: this.settings.appSecret ?? '',
      code,
      grant_type: 'authorization_code',
    });
    let answer: Record<string, unknown>;
    try {
      const response = await fetch(`${this.settings.oauthApiBaseUrl}/sns/oauth2/access_token?${query.toString()}`, {
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      answer = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      throw failed(error);
    }
    const openId = text(answer.openid);
    if (!openId) throw failed(new Error(`WeChat OAuth2 answered ${String(answer.errcode)} ${String(answer.errmsg)}`));
    return openId;
  }

  /** The `getBrandWCPayRequest` parameters: paySign is the merchant key's signature over `appId\ntimeStamp\nnonceStr\npackage\n`. */
  private jsapiParams(prepayId: string): WechatJsapiParams {
    const timeStamp = String(Math.floor(this.clock.now().getTime() / 1000));
    const nonceStr = newNonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = signMessage(`${this.settings.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, this.http.privateKey);
    return { appId: this.settings.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  private shopPage(pathOrUrl: string): string {
    return new URL(pathOrUrl, this.shopUrl).toString();
  }

  /** A `TRANSACTION.SUCCESS` notification of a successful payment. */
  async verifyNotification(callback: ProviderCallback): Promise<VerifiedNotification> {
    const { eventType, resource } = await this.open(callback);
    if (eventType !== 'TRANSACTION.SUCCESS') throw new InvalidNotificationError(`event ${eventType}`);
    if (resource.trade_state !== 'SUCCESS') throw new InvalidNotificationError('not a successful payment');
    const payment = this.paymentOf(resource);
    if (!payment) throw new InvalidNotificationError('transaction fields missing or malformed');
    return payment;
  }

  /** `POST /v3/refund/domestic/refunds`, the payment named by WeChat's id; the result comes by notification. */
  async refund(request: RefundRequestToProvider): Promise<ProviderRefundAnswer> {
    const answer = await this.http.send('POST', '/v3/refund/domestic/refunds', {
      ...(request.transactionRef ? { transaction_id: request.transactionRef } : { out_trade_no: request.outTradeNo }),
      out_refund_no: request.outRefundNo,
      // v3 takes at most 80 characters.
      reason: request.reason.slice(0, 80),
      notify_url: this.notifyUrl(`${REFUND_NOTIFY_PATH}/${this.name}`),
      amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
    });
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 429) {
      const refusal = refusalOf(answer);
      if (!RETRYABLE_REFUSALS.has(refusal.code)) return { status: 'FAILED', reason: refusal.message };
      throw refusal;
    }
    const refund = await this.signedAnswer(answer);
    const refundRef = text(refund.refund_id);
    switch (refund.status) {
      case 'PROCESSING':
        return { status: 'PROCESSING', refundRef: refundRef ?? null };
      case 'SUCCESS': {
        const settledAt = time(refund.success_time) ?? this.clock.now();
        if (!refundRef) throw new Error('WeChat Pay answered a refund without refund_id');
        return { status: 'SUCCEEDED', refundRef, settledAt };
      }
      case 'CLOSED':
      case 'ABNORMAL':
        return { status: 'FAILED', reason: `refund ${String(refund.status)}` };
      default:
        throw new Error(`WeChat Pay answered a refund in status ${String(refund.status)}`);
    }
  }

  /** `REFUND.SUCCESS`, `REFUND.ABNORMAL` or `REFUND.CLOSED`. */
  async verifyRefundNotification(callback: ProviderCallback): Promise<VerifiedRefundNotification> {
    const { eventType, resource, createdAt } = await this.open(callback);
    if (!['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'].includes(eventType)) {
      throw new InvalidNotificationError(`event ${eventType}`);
    }
    const refund = this.refundOf(resource, createdAt);
    if (!refund || `REFUND.${String(resource.refund_status)}` !== eventType) {
      throw new InvalidNotificationError('refund fields missing or malformed');
    }
    return refund;
  }

  /** `GET /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=`; unknown to WeChat Pay (404) is CLOSED. */
  async queryPayment(outTradeNo: string): Promise<ProviderPaymentQueryAnswer> {
    const answer = await this.http.send(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.settings.mchId)}`,
    );
    if (answer.status === 404) return { status: 'CLOSED' };
    const transaction = await this.signedAnswer(answer);
    switch (transaction.trade_state) {
      case 'SUCCESS':
      // Paid, then (partly) refunded: it was paid all the same.
      case 'REFUND': {
        const payment = this.paymentOf(transaction);
        if (!payment || payment.outTradeNo !== outTradeNo)
          throw new Error('WeChat Pay answered a malformed transaction');
        return { status: 'PAID', payment };
      }
      case 'NOTPAY':
      case 'USERPAYING':
        return { status: 'PENDING' };
      case 'CLOSED':
      case 'REVOKED':
      case 'PAYERROR':
        return { status: 'CLOSED' };
      default:
        throw new Error(`WeChat Pay answered trade_state ${String(transaction.trade_state)}`);
    }
  }

  /** `GET /v3/refund/domestic/refunds/{out_refund_no}`; unknown (404) is NOT_FOUND: the refund call may be made again. */
  async queryRefund(request: { outTradeNo: string; outRefundNo: string }): Promise<ProviderRefundQueryAnswer> {
    const answer = await this.http.send(
      'GET',
      `/v3/refund/domestic/refunds/${encodeURIComponent(request.outRefundNo)}`,
    );
    if (answer.status === 404) return { status: 'NOT_FOUND' };
    const refund = await this.signedAnswer(answer);
    if (refund.out_trade_no !== request.outTradeNo) return { status: 'NOT_FOUND' };
    if (refund.status === 'PROCESSING') return { status: 'PROCESSING' };
    const settled = this.refundOf({ ...refund, refund_status: refund.status }, this.clock.now());
    if (!settled) throw new Error(`WeChat Pay answered a malformed refund ${request.outRefundNo}`);
    return settled;
  }

  /** v3: 200 `{"code":"SUCCESS"}` once taken; a refusal 4xx/5xx `{"code":"FAIL","message":...}` (WeChat Pay retries). */
  answerNotification(outcome: NotificationOutcome): NotificationAnswer {
    const body = outcome.taken
      ? { code: 'SUCCESS' }
      : { code: 'FAIL', message: outcome.status === 400 ? 'notification refused' : 'notification not processed' };
    return {
      status: outcome.taken ? 200 : outcome.status,
      contentType: 'application/json',
      body: JSON.stringify(body),
    };
  }

  private notifyUrl(path: string): string {
    return new URL(path, this.settings.notifyBaseUrl).toString();
  }

  /** The JSON of a 2xx answer whose platform signature checked out; a refusal (4xx) or an unsigned answer throws. */
  private async signedAnswer(answer: WechatPayAnswer): Promise<Record<string, unknown>> {
    if (answer.status < 200 || answer.status >= 300) throw refusalOf(answer);
    await this.keys.assertSigned(answer);
    return answerJson(answer);
  }

  /**
   * A notification's signature, age and encryption checked (the v3 "回调通知" rules): the `Wechatpay-*` headers
   * sign the exact body with a trusted platform key, its timestamp is within five minutes of now, and the resource
   * decrypts with the APIv3 key (a tampered ciphertext fails its GCM tag).
   */
  private async open(
    callback: ProviderCallback,
  ): Promise<{ eventType: string; createdAt: Date; resource: Record<string, unknown> }> {
    const headers = signatureHeadersOf((name) => first(callback.headers[name]));
    if (!headers) throw new InvalidNotificationError('signature headers missing');
    const signatureType = first(callback.headers['wechatpay-signature-type']);
    if (signatureType && signatureType !== AUTHORIZATION_SCHEME) {
      throw new InvalidNotificationError(`signature type ${signatureType}`);
    }
    const timestamp = /^\d{1,12}$/.test(headers.timestamp) ? Number(headers.timestamp) : Number.NaN;
    const age = this.clock.now().getTime() / 1000 - timestamp;
    if (!(Math.abs(age) <= NOTIFICATION_MAX_AGE_SECONDS)) throw new InvalidNotificationError('timestamp too old');
    const refusal = await this.keys.refusalOf(headers, callback.rawBody);
    if (refusal) throw new InvalidNotificationError(refusal);
    const { fields } = callback;
    const resource = asEncryptedResource(fields.resource);
    if (fields.resource_type !== 'encrypt-resource' || !resource) throw new InvalidNotificationError('no resource');
    let plain: unknown;
    try {
      plain = JSON.parse(decryptResource(resource, this.settings.apiV3Key));
    } catch {
      throw new InvalidNotificationError('resource does not decrypt');
    }
    if (!isRecord(plain) || plain.mchid !== this.settings.mchId) {
      throw new InvalidNotificationError('resource of another merchant');
    }
    return {
      eventType: String(fields.event_type ?? ''),
      createdAt: time(fields.create_time) ?? this.clock.now(),
      resource: plain,
    };
  }

  /** A paid transaction (notification resource or query answer) of this merchant and app, in fen and CNY. */
  private paymentOf(transaction: Record<string, unknown>): VerifiedNotification | undefined {
    const amount = isRecord(transaction.amount) ? transaction.amount : {};
    const outTradeNo = text(transaction.out_trade_no);
    const transactionRef = text(transaction.transaction_id);
    const amountFen = fen(amount.total);
    const paidAt = time(transaction.success_time);
    const inYuan = amount.currency === undefined || amount.currency === 'CNY';
    if (
      transaction.mchid !== this.settings.mchId ||
      transaction.appid !== this.settings.appId ||
      !outTradeNo ||
      !transactionRef ||
      amountFen === undefined ||
      !paidAt ||
      !inYuan
    ) {
      return undefined;
    }
    return { outTradeNo, transactionRef, amountFen, paidAt };
  }

  /** A settled refund (notification resource or query answer); `fallbackAt` dates one that failed. */
  private refundOf(refund: Record<string, unknown>, fallbackAt: Date): VerifiedRefundNotification | undefined {
    const amount = isRecord(refund.amount) ? refund.amount : {};
    const outTradeNo = text(refund.out_trade_no);
    const outRefundNo = text(refund.out_refund_no);
    const refundRef = text(refund.refund_id);
    const refundFen = fen(amount.refund);
    const status = { SUCCESS: 'SUCCEEDED', CLOSED: 'FAILED', ABNORMAL: 'FAILED' }[String(refund.refund_status)];
    const at = status === 'SUCCEEDED' ? time(refund.success_time) : fallbackAt;
    if (!outTradeNo || !outRefundNo || !refundRef || refundFen === undefined || !status || !at) return undefined;
    return {
      outTradeNo,
      outRefundNo,
      refundRef,
      refundFen,
      status: status as VerifiedRefundNotification['status'],
      at,
    };
  }
}
