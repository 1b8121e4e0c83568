import type { KeyObject } from 'node:crypto';
import type { AlipaySdk, AlipaySdkCommonResult } from 'alipay-sdk';
import type { Clock } from '../../../platform/jobs/clock.js';
import { formatFen, parseYuan } from '../payment-amounts.js';
import type {
  NotificationAnswer,
  NotificationOutcome,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  ProviderPaymentQueryAnswer,
  ProviderRefundAnswer,
  ProviderRefundQueryAnswer,
  ProviderCallback,
  RefundRequestToProvider,
  VerifiedNotification,
  VerifiedRefundNotification,
} from '../payment-provider.js';
import { PAID_TRADE_STATES, verifyAlipayNotification } from './alipay-notification.js';
import type { AlipaySettings } from './alipay-settings.js';
import { readRsaKey } from './alipay-signature.js';
import { formatAlipayTime, parseAlipayTime } from './alipay-time.js';

const SUCCESS = '10000';
/** Business refusals (40004) that are final; anything else (ACQ.SYSTEM_ERROR, 20000 ...) is retried, same number. */
const BUSINESS_FAILURE = '40004';
const RETRYABLE_SUB_CODES = new Set(['ACQ.SYSTEM_ERROR', 'ACQ.REASON_TRADE_REFUND_FEE_ERR_TRY_AGAIN']);

/** Thrown when Alipay could not be reached or did not take the call; the caller asks again with the same number. */
export class AlipayCallError extends Error {
  override name = 'AlipayCallError';
}

/**
 * Alipay's open platform (RSA2, gateway `gateway.do`) behind the shop's provider interface. Calls go through the
 * official `alipay-sdk`, loaded on first use, which signs each request and checks the signature of each answer;
 * every call has the configured timeout. Amounts travel as yuan with two decimals and are fen inside. Payments
 * and refunds carry our numbers (`out_trade_no`, `out_request_no`), so a call repeated after a timeout is the
 * same payment or refund at Alipay.
 */
export class AlipayPaymentProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  private readonly appPrivateKey: KeyObject;
  private readonly alipayPublicKey: KeyObject;
  private sdk: Promise<AlipaySdk> | undefined;

  constructor(
    private readonly settings: AlipaySettings,
    /** The shop's public address: Alipay needs absolute `notify_url` and `return_url`. */
    private readonly shopUrl: string,
    private readonly clock: Clock,
  ) {
    this.appPrivateKey = readRsaKey(settings.appPrivateKey, 'private', 'ALIPAY_APP_PRIVATE_KEY');
    this.alipayPublicKey = readRsaKey(settings.alipayPublicKey, 'public', 'ALIPAY_PUBLIC_KEY');
  }

  /**
   * On a desktop, scan to pay (`alipay.trade.precreate`: the QR code's text) and the desktop cashier
   * (`alipay.trade.page.pay`, a signed GET address the payment page opens), both for the same `out_trade_no`; on a
   * phone, the mobile cashier (`alipay.trade.wap.pay`, a signed GET address the phone is sent to, which returns it to
   * `return_url`, or to `quit_url` when the payer gives up). Each closes with the order's window.
   */
  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const trade = {
      out_trade_no: request.outTradeNo,
      total_amount: formatFen(request.amountFen),
      subject: request.subject.slice(0, 256),
      ...(request.expiresAt && { time_expire: formatAlipayTime(request.expiresAt) }),
    };
    const notifyUrl = this.absolute(request.notifyPath ?? '/api/pay/notify/alipay');
    const returnUrl = this.absolute(request.returnPath);
    const sdk = await this.client();
    if ((request.device?.channel ?? 'desktop') !== 'desktop') {
      const payUrl = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: { ...trade, product_code: 'QUICK_WAP_WAY', quit_url: returnUrl },
        notifyUrl,
        returnUrl,
      });
      return { action: 'redirect', payUrl };
    }
    const precreated = await this.call('alipay.trade.precreate', trade, { notify_url: notifyUrl });
    if (precreated.code !== SUCCESS || typeof precreated.qr_code !== 'string') {
      throw new AlipayCallError(`alipay.trade.precreate refused: ${describe(precreated)}`);
    }
    const payUrl = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: { ...trade, product_code: 'FAST_INSTANT_TRADE_PAY' },
      notifyUrl,
      returnUrl,
    });
    return { action: 'scan', payUrl, qrContent: precreated.qr_code };
  }

  /** Alipay signs the form fields (not the bytes): the parsed fields are what is checked. */
  async verifyNotification({ fields }: ProviderCallback): Promise<VerifiedNotification> {
    return verifyAlipayNotification(fields, {
      appId: this.settings.appId,
      sellerId: this.settings.sellerId,
      alipayPublicKey: this.alipayPublicKey,
    });
  }

  /**
   * `alipay.trade.refund` settles at once: `fund_change` Y is money moved now. N is a repeat of a refund number
   * already taken, so the refund query says whether it went through.
   */
  async refund(request: RefundRequestToProvider): Promise<ProviderRefundAnswer> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: request.outTradeNo,
      trade_no: request.transactionRef,
      refund_amount: formatFen(request.refundFen),
      out_request_no: request.outRefundNo,
      refund_reason: request.reason.slice(0, 256),
    });
    if (answer.code === SUCCESS) {
      if (answer.fund_change === 'Y') {
        return {
          status: 'SUCCEEDED',
          refundRef: refundRefOf(request.transactionRef, request.outRefundNo),
          settledAt: parseAlipayTime(answer.gmt_refund_pay) ?? this.clock.now(),
        };
      }
      const settled = await this.queryRefund(request);
      if ('refundRef' in settled && settled.status === 'SUCCEEDED') {
        return { status: 'SUCCEEDED', refundRef: settled.refundRef, settledAt: settled.at };
      }
      return { status: 'PROCESSING', refundRef: null };
    }
    if (answer.code === BUSINESS_FAILURE && !RETRYABLE_SUB_CODES.has(answer.sub_code ?? '')) {
      return { status: 'FAILED', reason: `${answer.sub_code}: ${answer.sub_msg ?? answer.msg}` };
    }
    throw new AlipayCallError(`alipay.trade.refund not taken: ${describe(answer)}`);
  }

  /** Alipay has no separate refund notification: a refund is settled by its answer or by the refund query. */
  async verifyRefundNotification(): Promise<VerifiedRefundNotification> {
    throw new AlipayCallError('Alipay sends no refund notifications');
  }

  /**
   * Alipay reads exactly `success` (plain text); anything else, `failure` included, makes it notify again (up to 8
   * times in 25 hours). A refusal keeps its 4xx/5xx status: Alipay reads only the body.
   */
  answerNotification(outcome: NotificationOutcome): NotificationAnswer {
    return outcome.taken
      ? { status: 200, contentType: 'text/plain', body: 'success' }
      : { status: outcome.status, contentType: 'text/plain', body: 'failure' };
  }

  async queryPayment(outTradeNo: string): Promise<ProviderPaymentQueryAnswer> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (answer.code === BUSINESS_FAILURE && answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'CLOSED' };
    if (answer.code !== SUCCESS || answer.out_trade_no !== outTradeNo) {
      throw new AlipayCallError(`alipay.trade.query failed: ${describe(answer)}`);
    }
    if (answer.trade_status === 'WAIT_BUYER_PAY') return { status: 'PENDING' };
    if (answer.trade_status === 'TRADE_CLOSED') return { status: 'CLOSED' };
    const amountFen = parseYuan(answer.total_amount);
    const paidAt = parseAlipayTime(answer.send_pay_date);
    if (!PAID_TRADE_STATES.has(answer.trade_status) || amountFen === undefined || !answer.trade_no || !paidAt) {
      throw new AlipayCallError(`alipay.trade.query answered an unknown trade: ${describe(answer)}`);
    }
    return { status: 'PAID', payment: { outTradeNo, transactionRef: answer.trade_no, amountFen, paidAt } };
  }

  /**
   * `alipay.trade.fastpay.refund.query`: an answer with the refund's data is a refund made (its `refund_status`
   * REFUND_SUCCESS, or empty in older answers); an answer without it is a refund Alipay never took.
   */
  async queryRefund(request: { outTradeNo: string; outRefundNo: string }): Promise<ProviderRefundQueryAnswer> {
    const answer = await this.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: request.outTradeNo,
      out_request_no: request.outRefundNo,
      query_options: ['gmt_refund_pay'],
    });
    if (answer.code === BUSINESS_FAILURE && answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'NOT_FOUND' };
    if (answer.code !== SUCCESS) throw new AlipayCallError(`refund query failed: ${describe(answer)}`);
    if (!answer.out_request_no || answer.refund_amount === undefined) return { status: 'NOT_FOUND' };
    if (answer.refund_status && answer.refund_status !== 'REFUND_SUCCESS') return { status: 'PROCESSING' };
    const refundFen = parseYuan(answer.refund_amount);
    if (refundFen === undefined || answer.out_request_no !== request.outRefundNo || !answer.trade_no) {
      throw new AlipayCallError(`refund query answered another refund: ${describe(answer)}`);
    }
    return {
      outTradeNo: request.outTradeNo,
      outRefundNo: request.outRefundNo,
      refundRef: refundRefOf(answer.trade_no, request.outRefundNo),
      refundFen,
      status: 'SUCCEEDED',
      at: parseAlipayTime(answer.gmt_refund_pay) ?? this.clock.now(),
    };
  }

  /** One gateway call: signed, timed out after the setting, its answer's signature checked. */
  private async call(
    method: string,
    bizContent: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): Promise<AlipaySdkCommonResult> {
    const sdk = await this.client();
    try {
      return await sdk.exec(method, { ...extra, bizContent }, { validateSign: true });
    } catch (error) {
      throw new AlipayCallError(`${method} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  private client(): Promise<AlipaySdk> {
    // The SDK and its HTTP client are loaded only by a shop that takes Alipay payments.
    this.sdk ??= import('alipay-sdk').then(
      ({ AlipaySdk }) =>
        new AlipaySdk({
          appId: this.settings.appId,
          privateKey: this.appPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          keyType: 'PKCS8',
          alipayPublicKey: this.alipayPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
          gateway: this.settings.gatewayUrl,
          timeout: this.settings.timeoutMs,
          camelcase: false,
        }),
    );
    return this.sdk;
  }

  private absolute(pathOrUrl: string): string {
    return new URL(pathOrUrl, this.shopUrl).toString();
  }
}

/** Alipay gives a refund no id of its own: the payment's and our refund number together are unique. */
function refundRefOf(tradeNo: string, outRequestNo: string): string {
  return `${tradeNo}/${outRequestNo}`;
}

function describe(answer: AlipaySdkCommonResult): string {
  return [answer.code, answer.msg, answer.sub_code, answer.sub_msg].filter(Boolean).join(' ');
}
