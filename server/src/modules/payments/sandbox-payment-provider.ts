import { randomBytes } from 'node:crypto';
import { formatFen } from './payment-amounts.js';
import { hasValidSignature, signFields } from './notification-signature.js';
import {
  InvalidNotificationError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderName,
  type VerifiedNotification,
} from './payment-provider.js';

export const SANDBOX_CASHIER_PATH = '/dev/pay';

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
    amountFen: (text) => {
      const match = /^(\d{1,10})\.(\d{2})$/.exec(text);
      return match ? Number(match[1]) * 100 + Number(match[2]) : undefined;
    },
    statusField: 'trade_status',
    successStatus: 'TRADE_SUCCESS',
    qrContent: (outTradeNo) => `https://qr.alipay.com/sandbox/${outTradeNo}`,
  },
};

/** What the sandbox cashier page is about; signed into its address so nobody can change the amount on the way. */
export interface SandboxOrderTicket {
  out_trade_no: string;
  total_fee: string;
  subject: string;
  return_url: string;
}

/**
 * Stands in for WeChat Pay or Alipay in development and tests. Its cashier page (served by this server under
 * /dev/pay/<name>) takes the "payment", and its notifications are signed with HMAC-SHA256 over the canonical
 * fields exactly as a real provider signs them, so the callback runs the same checks it will in production.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  private readonly dialect: NotificationDialect;

  constructor(
    readonly name: ProviderName,
    private readonly secret: string,
  ) {
    this.dialect = dialects[name];
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
    };
    const query = new URLSearchParams({ ...ticket, sign: signFields({ ...ticket }, this.secret) });
    return {
      payUrl: `${SANDBOX_CASHIER_PATH}/${this.name}/cashier?${query.toString()}`,
      qrContent: this.dialect.qrContent(request.outTradeNo),
    };
  }

  /** The ticket of a cashier page address, or undefined when it was not signed by this provider. */
  readTicket(fields: Record<string, unknown>): SandboxOrderTicket | undefined {
    const ticket = {
      out_trade_no: String(fields.out_trade_no ?? ''),
      total_fee: String(fields.total_fee ?? ''),
      subject: String(fields.subject ?? ''),
      return_url: String(fields.return_url ?? ''),
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
    return { ...fields, sign: signFields(fields, this.secret) };
  }

  verifyNotification(raw: Record<string, unknown>): VerifiedNotification {
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
}
