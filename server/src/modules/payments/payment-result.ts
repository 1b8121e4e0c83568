import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError, translateError, type ErrorCode } from '../../platform/errors/index.js';
import type { PayableOrders } from './payable-orders.js';
import { BankRemittance, PaymentAttempt, PaymentAttemptStatus, RemittanceStatus } from './payments.entities.js';

export type PaymentResultStatus = 'UNPAID' | 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'UNDER_REVIEW' | 'REJECTED';

/** What the payment result page shows for an order. */
export interface PaymentResult {
  orderId: number;
  status: PaymentResultStatus;
  method: string | null;
  amountFen: number | null;
  paidAt: Date | null;
  /** Translated reason of a failed payment or a rejected remittance. */
  reason: string | null;
}

/**
 * How paying the order went, for its owner or a friend who paid it: a provider payment, else a bank remittance,
 * else the latest attempt, else what the order itself says.
 */
export async function paymentResultOf(
  ctx: RequestContext,
  orderId: number,
  orders: PayableOrders,
): Promise<PaymentResult> {
  const userId = Number(requireUser(ctx).id);
  const [attempts, remittance] = await Promise.all([
    ctx.em.find(
      PaymentAttempt,
      { orderId, $or: [{ owner: userId }, { payer: userId }] },
      { orderBy: { id: 'desc' }, limit: 20 },
    ),
    ctx.em.findOne(BankRemittance, { orderId, user: userId }, { orderBy: { id: 'desc' } }),
  ]);
  const base = { orderId, method: null, amountFen: null, paidAt: null, reason: null };
  const paid = attempts.find((attempt) => attempt.status === PaymentAttemptStatus.SUCCEEDED);
  if (paid) {
    return {
      ...base,
      status: 'SUCCEEDED',
      method: paid.provider,
      amountFen: paid.amountFen,
      paidAt: paid.paidAt ?? null,
    };
  }
  if (remittance) {
    const view = { ...base, method: 'bank_transfer', amountFen: remittance.amountFen };
    if (remittance.status === RemittanceStatus.CONFIRMED) {
      return { ...view, status: 'SUCCEEDED', paidAt: remittance.decidedAt ?? null };
    }
    if (remittance.status === RemittanceStatus.UNDER_REVIEW) return { ...view, status: 'UNDER_REVIEW' };
    if (attempts.length === 0) return { ...view, status: 'REJECTED', reason: remittance.rejectReason ?? null };
  }
  const latest = attempts[0];
  if (latest?.status === PaymentAttemptStatus.FAILED) {
    const reason = translateError((latest.failureCode ?? 'ORDER_NOT_PAYABLE') as ErrorCode, ctx.locale);
    return { ...base, status: 'FAILED', method: latest.provider, amountFen: latest.amountFen, reason };
  }
  if (latest) return { ...base, status: 'PENDING', method: latest.provider, amountFen: latest.amountFen };
  // Nothing through this module: the order itself knows (paid by balance, unpaid, expired).
  const { order } = await orders.orderDetail(ctx, orderId);
  if (order.paidAt) {
    return {
      ...base,
      status: 'SUCCEEDED',
      method: order.paymentMethod ?? null,
      amountFen: order.paidFen ?? order.payableFen,
      paidAt: order.paidAt,
    };
  }
  try {
    // The payer was checked above; the orders module says why the order cannot be paid now.
    await orders.payableOrder(ctx, orderId);
    return { ...base, status: 'UNPAID', amountFen: order.payableFen };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ...base, status: 'FAILED', reason: translateError(error.code, ctx.locale, error.params) };
  }
}
