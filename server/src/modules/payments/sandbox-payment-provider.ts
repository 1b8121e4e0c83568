import { randomBytes } from 'node:crypto';
import { approximateJsonBytes, BoundedCache } from '../../platform/metrics/bounded-cache.js';
import { formatFen, parseYuan } from './payment-amounts.js';
import { hasValidSignature, signFields } from './notification-signature.js';
import {
  InvalidNotificationError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderCallback,
  type ProviderName,
  type ProviderPaymentQueryAnswer,
  type ProviderRefundAnswer,
  type ProviderRefundQueryAnswer,
  type RefundRequestToProvider,
  type VerifiedNotification,
  type VerifiedRefundNotification,
} from './payment-provider.js';

export const SANDBOX_CASHIER_PATH = '/dev/pay';

/**
 * What the sandbox does with a refund's signed notification: `auto` POSTs it to the shop at once, as the provider
 * would; `manual` only keeps it, for a test (or a developer) to fetch from /dev/pay and deliver when it likes.
 */
export type SandboxRefundDelivery = 'auto' | 'manual';

/** POSTs a signed refund notification to the shop's callback; set once the server knows its own address. */
export type RefundNotificationSender = (provider: ProviderName, fields: Record<string, string>) => Promise<void>;

/** Where each provider puts the amount, its transaction id and its verdict in a notification. */
interface NotificationDialect {
  title: string;
  transactionField: string;
  amountField: string;
  /** WeChat counts in fen, Alipay in yuan with two decimals. */
  amountText(fen: number): string;
  amountFen(text: string): number | undefined;
  statusField: string;
  successStatus: string;
  qrContent(outTradeNo: string): string;
}

const dialects: Record<ProviderName, NotificationDialect> = {
  wechat: {
    title: 'Sandbox WeChat Pay',
    transactionField: 'transaction_id',
    amountField: 'total_fee',
    amountText: (fen) => String(fen),
    amountFen: (text) => (/^\d{1,12}$/.test(text) ? Number(text) : undefined),
    statusField: 'result_code',
    successStatus: 'SUCCESS',
    qrContent: (outTradeNo) => `weixin://wxpay/bizpayurl?sandbox=1&out_trade_no=${outTradeNo}`,
  },
  alipay: {
    title: 'Sandbox Alipay',
    transactionField: 'trade_no',
    amountField: 'total_amount',
    amountText: (fen) => formatFen(fen),
    amountFen: parseYuan,
    statusField: 'trade_status',
    successStatus: 'TRADE_SUCCESS',
    qrContent: (outTradeNo) => `https://qr.alipay.com/sandbox/${outTradeNo}`,
  },
};

/**
 * The sandbox's memory of payments or refunds it took (a signed notification of a few hundred bytes each): the
 * latest 10,000, enough for any test or demo session; older ones are forgotten, as a restart forgets them all.
 */
const sandboxRecords = (name: string) =>
  new BoundedCache<string, Record<string, string>>({
    name,
    maxEntries: 10_000,
    maxBytes: 8 * 2 ** 20,
    bytesOf: (fields, key) => approximateJsonBytes(fields) + key.length * 2,
  });

/** What the sandbox cashier page is about; signed into its address so nobody can change the amount on the way. */
export interface SandboxOrderTicket {
  out_trade_no: string;
  total_fee: string;
  subject: string;
  return_url: string;
  /** The shop's callback for the notification; empty: the order payments' one. */
  notify_path: string;
}

/**
 * Stands in for WeChat Pay or Alipay in development and tests. Its cashier page (served by this server under
 * /dev/pay/<name>) takes the "payment", and its notifications are signed with HMAC-SHA256 over the canonical
 * fields exactly as a real provider signs them, so the callback runs the same checks it will in production.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  private readonly dialect: NotificationDialect;
  /** The signed notification of every refund taken, by its `out_refund_no`: a repeated call is the same refund. */
  private readonly refunds = sandboxRecords('payment-sandbox-refunds');
  /** The signed notification of every payment taken at the cashier, by its `out_trade_no`, for `queryPayment`. */
  private readonly payments = sandboxRecords('payment-sandbox-payments');
  private sendRefundNotification: RefundNotificationSender | undefined;

  constructor(
    readonly name: ProviderName,
    private readonly secret: string,
    private readonly refundDelivery: SandboxRefundDelivery = 'auto',
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {
    this.dialect = dialects[name];
  }

  /** Where `auto` delivery POSTs refund notifications (the shop's own callback). */
  deliverRefundNotificationsWith(send: RefundNotificationSender): void {
    this.sendRefundNotification = send;
  }

  get title(): string {
    return this.dialect.title;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const ticket: SandboxOrderTicket = {
      out_trade_no: request.outTradeNo,
      total_fee: String(request.amountFen),
      subject: request.subject,
      return_url: request.returnPath,
      notify_path: request.notifyPath ?? '',
    };
    const query = new URLSearchParams({ ...ticket, sign: signFields({ ...ticket }, this.secret) });
    const payUrl = `${SANDBOX_CASHIER_PATH}/${this.name}/cashier?${query.toString()}`;
    const channel = request.device?.channel ?? 'desktop';
    if (channel === 'wechat-browser' && this.name === 'wechat') {
      // The shape of real JSAPI parameters; a browser without WeixinJSBridge (any outside WeChat) opens `payUrl`.
      const unsigned = {
        appId: 'wxsandbox',
        timeStamp: String(Math.floor(this.clock.now().getTime() / 1000)),
        nonceStr: randomBytes(16).toString('hex'),
        package: `prepay_id=sandbox${request.outTradeNo}`,
      };
      const wechatJsapi = { ...unsigned, signType: 'RSA' as const, paySign: signFields(unsigned, this.secret) };
      return { action: 'jsapi', payUrl, wechatJsapi };
    }
    if (channel !== 'desktop') return { action: 'redirect', payUrl };
    return { action: 'scan', payUrl, qrContent: this.dialect.qrContent(request.outTradeNo) };
  }

  /** The ticket of a cashier page address, or undefined when it was not signed by this provider. */
  readTicket(fields: Record<string, unknown>): SandboxOrderTicket | undefined {
    const ticket = {
      out_trade_no: String(fields.out_trade_no ?? ''),
      total_fee: String(fields.total_fee ?? ''),
      subject: String(fields.subject ?? ''),
      return_url: String(fields.return_url ?? ''),
      notify_path: String(fields.notify_path ?? ''),
    };
    if (!hasValidSignature({ ...ticket, sign: String(fields.sign ?? '') }, this.secret)) return undefined;
    return ticket;
  }

  /** The signed notification the provider POSTs once the payer paid `ticket`. */
  notificationFor(ticket: SandboxOrderTicket, paidAt: Date): Record<string, string> {
    const fields: Record<string, string> = {
      out_trade_no: ticket.out_trade_no,
      [this.dialect.transactionField]: `sandbox${this.name}${randomBytes(12).toString('hex')}`,
      [this.dialect.amountField]: this.dialect.amountText(Number(ticket.total_fee)),
      [this.dialect.statusField]: this.dialect.successStatus,
      time_end: paidAt.toISOString(),
      nonce_str: randomBytes(16).toString('hex'),
    };
    const notification = { ...fields, sign: signFields(fields, this.secret) };
    this.payments.set(ticket.out_trade_no, notification);
    return notification;
  }

  async verifyNotification(callback: ProviderCallback): Promise<VerifiedNotification> {
    return this.verifyPaymentFields(callback.fields);
  }

  private verifyPaymentFields(raw: Record<string, unknown>): VerifiedNotification {
    const fields = Object.fromEntries(
      Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    if (!hasValidSignature(fields, this.secret)) throw new InvalidNotificationError('signature does not match');
    const amountFen = this.dialect.amountFen(fields[this.dialect.amountField] ?? '');
    const transactionRef = fields[this.dialect.transactionField] ?? '';
    const paidAt = new Date(fields.time_end ?? '');
    if (fields[this.dialect.statusField] !== this.dialect.successStatus) {
      throw new InvalidNotificationError('not a successful payment');
    }
    if (amountFen === undefined || !fields.out_trade_no || !transactionRef || Number.isNaN(paidAt.getTime())) {
      throw new InvalidNotificationError('fields missing or malformed');
    }
    return { outTradeNo: fields.out_trade_no, transactionRef, amountFen, paidAt };
  }

  /**
   * Takes the refund at once and answers PROCESSING, like WeChat Pay: the result comes as a signed notification
   * (same HMAC scheme as a payment's). The same `out_refund_no` again is the same refund, notified no second time.
   */
  async refund(request: RefundRequestToProvider): Promise<ProviderRefundAnswer> {
    const known = this.refunds.get(request.outRefundNo);
    if (known) return { status: 'PROCESSING', refundRef: known.refund_id! };
    if (!(request.refundFen > 0) || request.refundFen > request.totalFen) {
      return { status: 'FAILED', reason: 'refund amount exceeds the payment' };
    }
    const fields: Record<string, string> = {
      out_trade_no: request.outTradeNo,
      [this.dialect.transactionField]: request.transactionRef,
      out_refund_no: request.outRefundNo,
      refund_id: `sandbox${this.name}refund${randomBytes(12).toString('hex')}`,
      refund_fee: this.dialect.amountText(request.refundFen),
      refund_status: 'SUCCESS',
      success_time: this.clock.now().toISOString(),
      nonce_str: randomBytes(16).toString('hex'),
    };
    const notification = { ...fields, sign: signFields(fields, this.secret) };
    this.refunds.set(request.outRefundNo, notification);
    if (this.refundDelivery === 'auto' && this.sendRefundNotification) {
      await this.sendRefundNotification(this.name, notification);
    }
    return { status: 'PROCESSING', refundRef: fields.refund_id! };
  }

  /** The signed notifications of the refunds this sandbox took of a payment, oldest first, to deliver (again). */
  refundNotificationsOf(outTradeNo: string): Record<string, string>[] {
    return [...this.refunds.values()].filter((fields) => fields.out_trade_no === outTradeNo);
  }

  async queryPayment(outTradeNo: string): Promise<ProviderPaymentQueryAnswer> {
    const paid = this.payments.get(outTradeNo);
    return paid ? { status: 'PAID', payment: this.verifyPaymentFields(paid) } : { status: 'PENDING' };
  }

  async queryRefund(request: { outTradeNo: string; outRefundNo: string }): Promise<ProviderRefundQueryAnswer> {
    const refund = this.refunds.get(request.outRefundNo);
    if (!refund || refund.out_trade_no !== request.outTradeNo) return { status: 'NOT_FOUND' };
    return this.verifyRefundFields(refund);
  }

  async verifyRefundNotification(callback: ProviderCallback): Promise<VerifiedRefundNotification> {
    return this.verifyRefundFields(callback.fields);
  }

  private verifyRefundFields(raw: Record<string, unknown>): VerifiedRefundNotification {
    const fields = Object.fromEntries(
      Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    if (!hasValidSignature(fields, this.secret)) throw new InvalidNotificationError('signature does not match');
    const refundFen = this.dialect.amountFen(fields.refund_fee ?? '');
    const at = new Date(fields.success_time ?? '');
    const status = { SUCCESS: 'SUCCEEDED', CLOSED: 'FAILED', ABNORMAL: 'FAILED' }[fields.refund_status ?? ''];
    if (
      refundFen === undefined ||
      !status ||
      !fields.out_trade_no ||
      !fields.out_refund_no ||
      !fields.refund_id ||
      Number.isNaN(at.getTime())
    ) {
      throw new InvalidNotificationError('fields missing or malformed');
    }
    return {
      outTradeNo: fields.out_trade_no,
      outRefundNo: fields.out_refund_no,
      refundRef: fields.refund_id,
      refundFen,
      status: status as VerifiedRefundNotification['status'],
      at,
    };
  }
}
