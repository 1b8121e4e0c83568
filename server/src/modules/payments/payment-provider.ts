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
 * One payment service behind the same two calls as the real adapters: start a payment, and verify
 * and parse the notification the provider POSTs to `/api/pay/notify/<name>` once the payer paid.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Throws InvalidNotificationError when the signature or the fields are wrong. */
  verifyNotification(fields: Record<string, unknown>): VerifiedNotification;
}

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}
