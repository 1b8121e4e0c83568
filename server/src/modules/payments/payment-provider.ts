/** The third-party payment services the shop takes money through. */
export type ProviderName = 'wechat' | 'alipay';
export const providerNames: readonly ProviderName[] = ['wechat', 'alipay'];

export interface PaymentRequest {
  /** Our unique reference of this payment attempt (WeChat `out_trade_no`, Alipay `out_trade_no`). */
  outTradeNo: string;
  amountFen: number;
  /** What the payer sees on the provider's page, e.g. the order number. */
  subject: string;
  /** Our page the provider sends the payer back to when they are done. */
  returnPath: string;
  /**
   * Where the provider POSTs its notification (WeChat and Alipay `notify_url`), when not the order payments'
   * `/api/pay/notify/<name>`: a top-up of the balance is notified to its own callback.
   */
  notifyPath?: string;
  /**
   * When the payer can no longer pay (the order's payment window): a provider that can (WeChat Pay v3 `time_expire`,
   * Alipay `time_expire`) stops taking the payment then.
   */
  expiresAt?: Date;
  /** Where the payer is paying from (unset: a desktop browser); it decides the provider's way of paying. */
  device?: PayerDevice;
}

/**
 * Where the payer is, as the client tells it: a desktop browser scans a QR code with the phone (WeChat Native, Alipay
 * precreate) or opens the provider's desktop cashier; a phone browser is sent to the provider's mobile cashier
 * (WeChat Pay H5, `alipay.trade.wap.pay`); the WeChat in-app browser pays in place through WeixinJSBridge (JSAPI).
 */
export type PaymentChannel = 'desktop' | 'phone' | 'wechat-browser';

export interface PayerDevice {
  channel: PaymentChannel;
  /** The payer's IP address (WeChat Pay H5 `scene_info.payer_client_ip`, checked by its risk control). */
  ip?: string | undefined;
  /**
   * The `code` WeChat's OAuth2 web authorization (`snsapi_base`) brought the WeChat browser back with: the adapter
   * exchanges it for the payer's `openid`, which a JSAPI payment needs.
   */
  wechatAuthCode?: string | undefined;
}

/** The `WeixinJSBridge.invoke('getBrandWCPayRequest', ...)` parameters, paySign RSA-signed by the merchant key. */
export interface WechatJsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/**
 * How the payer reaches the provider. `scan`: show the QR code (`qrContent`), `payUrl` the provider's page beside it;
 * `redirect`: send the browser to `payUrl` (a phone cashier); `jsapi`: invoke WeixinJSBridge with `wechatJsapi`
 * (`payUrl` where a browser without the bridge can pay).
 */
export type PaymentStart =
  | { action: 'scan'; payUrl: string; qrContent: string }
  | { action: 'redirect'; payUrl: string }
  | { action: 'jsapi'; payUrl: string; wechatJsapi: WechatJsapiParams };

export type PaymentAction = PaymentStart['action'];

/**
 * What a provider POSTed to one of our notification callbacks. WeChat Pay v3 signs the exact bytes and sends the
 * signature in headers; Alipay signs the form fields: each adapter takes what its provider signs.
 */
export interface ProviderCallback {
  /** The parsed body (JSON or form fields). */
  fields: Record<string, unknown>;
  /** The request's headers, names in lower case (as Node gives them). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body exactly as received. */
  rawBody: Buffer;
}

/** How a notification is answered over HTTP. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Whether the shop took a notification, or the status it refuses it with (400: forged or wrong; 500: our failure). */
export type NotificationOutcome = { taken: true } | { taken: false; status: 400 | 500 };

/** The answer of providers without a rule of their own: `SUCCESS`, or `FAIL` with a 4xx/5xx status. */
export function plainNotificationAnswer(outcome: NotificationOutcome): NotificationAnswer {
  return outcome.taken
    ? { status: 200, contentType: 'text/plain', body: 'SUCCESS' }
    : { status: outcome.status, contentType: 'text/plain', body: 'FAIL' };
}

/** A notification whose signature checked out. */
export interface VerifiedNotification {
  outTradeNo: string;
  /** The provider's id of the money movement; unique, so a replayed notification is recognised. */
  transactionRef: string;
  amountFen: number;
  paidAt: Date;
}

/**
 * Give (part of) a payment back, as WeChat Pay v3 `POST /v3/refund/domestic/refunds` and Alipay
 * `alipay.trade.refund` take it: the payment by our and the provider's reference, our unique refund number (WeChat
 * `out_refund_no`, Alipay `out_request_no`: both providers refund a number once, so a retry is safe), the amount
 * and the payment's total. Several partial refunds of one payment each have their own number.
 */
export interface RefundRequestToProvider {
  outTradeNo: string;
  /** The provider's id of the payment (WeChat `transaction_id`, Alipay `trade_no`). */
  transactionRef: string;
  outRefundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}

/**
 * How the provider took the request: Alipay answers at once (`fund_change`), WeChat Pay says PROCESSING and
 * later POSTs its signed notification (REFUND.SUCCESS, or ABNORMAL / CLOSED) to `/api/pay/refund-notify/<name>`.
 */
export type ProviderRefundAnswer =
  | { status: 'PROCESSING'; refundRef: string | null }
  | { status: 'SUCCEEDED'; refundRef: string; settledAt: Date }
  | { status: 'FAILED'; reason: string };

/** A refund notification whose signature checked out. */
export interface VerifiedRefundNotification {
  outTradeNo: string;
  outRefundNo: string;
  /** The provider's id of the refund (WeChat `refund_id`); unique, so a replay is recognised. */
  refundRef: string;
  refundFen: number;
  status: 'SUCCEEDED' | 'FAILED';
  /** When the money reached the payer (SUCCEEDED), or when the provider gave up. */
  at: Date;
}

/**
 * What the provider says of a payment when asked (WeChat Pay v3 `GET /v3/pay/transactions/out-trade-no/{no}`,
 * Alipay `alipay.trade.query`): the reconciliation job asks about attempts whose notification never came.
 */
export type ProviderPaymentQueryAnswer =
  | { status: 'PAID'; payment: VerifiedNotification }
  /** Not paid yet; the payer may still pay. */
  | { status: 'PENDING' }
  /** Never paid and now never will be: closed, revoked, or unknown to the provider. */
  | { status: 'CLOSED' };

/**
 * What the provider says of a refund when asked (WeChat Pay v3 `GET /v3/refund/domestic/refunds/{out_refund_no}`,
 * Alipay `alipay.trade.fastpay.refund.query`): settled (as its notification would say), still in progress, or never
 * taken (the refund call itself was lost; calling again with the same number is safe).
 */
export type ProviderRefundQueryAnswer = VerifiedRefundNotification | { status: 'PROCESSING' } | { status: 'NOT_FOUND' };

/**
 * One payment service behind the same calls as the real adapters: start a payment, and verify and parse the
 * notification the provider POSTs to `/api/pay/notify/<name>` once the payer paid; refund a payment, and verify
 * the notification it POSTs to `/api/pay/refund-notify/<name>` once the refund is settled.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Throws InvalidNotificationError when the signature or the fields are wrong. */
  verifyNotification(callback: ProviderCallback): Promise<VerifiedNotification>;
  /** Throws when the provider could not be reached or refused the call itself (the caller retries, same number). */
  refund(request: RefundRequestToProvider): Promise<ProviderRefundAnswer>;
  /** Throws InvalidNotificationError when the signature or the fields are wrong. */
  verifyRefundNotification(callback: ProviderCallback): Promise<VerifiedRefundNotification>;
  /** Throws when the provider could not be reached; the reconciliation job asks again on its next run. */
  queryPayment(outTradeNo: string): Promise<ProviderPaymentQueryAnswer>;
  /** Throws when the provider could not be reached; the reconciliation job asks again on its next run. */
  queryRefund(request: { outTradeNo: string; outRefundNo: string }): Promise<ProviderRefundQueryAnswer>;
  /**
   * Where a payer in `channel` must be sent before paying, coming back to `pageUrl` with a `code` for
   * `PayerDevice.wechatAuthCode` (WeChat Pay JSAPI: the OAuth2 `snsapi_base` page); undefined: nowhere.
   */
  authorizationUrl?(channel: PaymentChannel, pageUrl: string): string | undefined;
  /** How this provider wants its notifications answered; unset: `plainNotificationAnswer`. */
  answerNotification?(outcome: NotificationOutcome): NotificationAnswer;
}

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}
