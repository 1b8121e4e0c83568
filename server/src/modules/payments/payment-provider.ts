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
  /** When the payment window closes: a provider that can (Alipay `time_expire`) stops taking the payment then. */
  expiresAt?: Date;
}

/** How the payer reaches the provider: a page to open and, for scan-to-pay, the QR code's text. */
export interface PaymentStart {
  payUrl: string;
  qrContent: string;
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
  /** What the provider reads in the answer to its notification; unset: `SUCCESS` and `FAIL` (WeChat, the sandbox). */
  readonly notificationAnswers?: NotificationAnswers;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Throws InvalidNotificationError when the signature or the fields are wrong. */
  verifyNotification(fields: Record<string, unknown>): VerifiedNotification;
  /** Throws when the provider could not be reached or refused the call itself (the caller retries, same number). */
  refund(request: RefundRequestToProvider): Promise<ProviderRefundAnswer>;
  /** Throws InvalidNotificationError when the signature or the fields are wrong. */
  verifyRefundNotification(fields: Record<string, unknown>): VerifiedRefundNotification;
  /** Throws when the provider could not be reached; the reconciliation job asks again on its next run. */
  queryPayment(outTradeNo: string): Promise<ProviderPaymentQueryAnswer>;
  /** Throws when the provider could not be reached; the reconciliation job asks again on its next run. */
  queryRefund(request: { outTradeNo: string; outRefundNo: string }): Promise<ProviderRefundQueryAnswer>;
}

/** The plain-text answers to a notification: taken (the provider stops retrying), or refused. */
export interface NotificationAnswers {
  accepted: string;
  refused: string;
}

export const defaultNotificationAnswers: NotificationAnswers = { accepted: 'SUCCESS', refused: 'FAIL' };

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}
