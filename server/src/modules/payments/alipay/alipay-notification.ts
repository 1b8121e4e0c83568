import { parseYuan } from '../payment-amounts.js';
import { InvalidNotificationError, type VerifiedNotification } from '../payment-provider.js';
import { hasValidRsa2Signature, notificationSignContent } from './alipay-signature.js';
import { parseAlipayTime } from './alipay-time.js';
import type { KeyObject } from 'node:crypto';

/** The trade states in which the payer's money has reached the seller (FINISHED: past the refund period). */
export const PAID_TRADE_STATES: ReadonlySet<string> = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Alipay's asynchronous notification (a form POSTed to `notify_url`), checked: RSA2 signature with Alipay's public
 * key, our application, our seller account when configured, a paid trade, and well-formed fields. The amount is
 * compared with the attempt's by the caller.
 */
export function verifyAlipayNotification(
  raw: Record<string, unknown>,
  expected: { appId: string; sellerId: string | undefined; alipayPublicKey: KeyObject },
): VerifiedNotification {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw new InvalidNotificationError(`field ${name} is not text`);
    fields[name] = value;
  }
  if (fields.sign_type !== undefined && fields.sign_type !== 'RSA2') {
    throw new InvalidNotificationError(`sign_type ${fields.sign_type} is not RSA2`);
  }
  if (!hasValidRsa2Signature(notificationSignContent(fields), fields.sign ?? '', expected.alipayPublicKey)) {
    throw new InvalidNotificationError('signature does not match');
  }
  if (fields.app_id !== expected.appId) throw new InvalidNotificationError(`app_id ${fields.app_id} is not ours`);
  if (expected.sellerId && fields.seller_id !== expected.sellerId) {
    throw new InvalidNotificationError(`seller_id ${fields.seller_id} is not ours`);
  }
  if (!PAID_TRADE_STATES.has(fields.trade_status ?? '')) {
    throw new InvalidNotificationError(`trade_status ${fields.trade_status} is not a payment`);
  }
  const amountFen = parseYuan(fields.total_amount);
  const paidAt = parseAlipayTime(fields.gmt_payment);
  if (amountFen === undefined || !fields.out_trade_no || !fields.trade_no || !paidAt) {
    throw new InvalidNotificationError('fields missing or malformed');
  }
  return { outTradeNo: fields.out_trade_no, transactionRef: fields.trade_no, amountFen, paidAt };
}
