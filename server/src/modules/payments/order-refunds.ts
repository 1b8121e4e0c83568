import type { EntityManager } from '@mikro-orm/sql';

/** How a refund goes back: the way the order's money came in. */
export type RefundMethod = 'BALANCE' | 'WECHAT' | 'ALIPAY' | 'BANK_TRANSFER';
/** PENDING: asked of the provider; TO_TRANSFER: a staff bank transfer to do; SUCCEEDED: the money is back. */
export type RefundStatus = 'PENDING' | 'TO_TRANSFER' | 'SUCCEEDED' | 'FAILED';

export interface RefundRequest {
  orderId: number;
  /** > 0 */
  amountFen: number;
  /** Unique: 'after-sale/12', 'order-close/34'; the same key again answers the same refund back. */
  key: string;
  /** Ledger / staff text. */
  reason: string;
  actorId: number | null;
}

export interface RefundView {
  id: number;
  orderId: number;
  key: string;
  amountFen: number;
  method: RefundMethod;
  status: RefundStatus;
  createdAt: Date;
  settledAt: Date | null;
}

/** What other modules (after-sales, order closing) use to give an order's money back (payments implements it). */
export interface OrderRefunds {
  /**
   * In the caller's transaction: books it on the order's refunded_fen (REFUND_EXCEEDS_PAID), then pays back the way
   * the money came: BALANCE credits the wallet now (SUCCEEDED, listeners run in this transaction); WECHAT/ALIPAY
   * asks the provider after commit (PENDING until its signed refund notification); BANK_TRANSFER waits for staff
   * (TO_TRANSFER). Idempotent per key.
   */
  refund(em: EntityManager, request: RefundRequest): Promise<RefundView>;
  refundByKey(em: EntityManager, key: string): Promise<RefundView | null>;
  /**
   * Who hears that a refund settled (money is back with the payer); runs inside the settling transaction.
   * After-sales moves its request on here; points/coupons/commissions will reverse here (the hook issues 16/19 use).
   */
  onSettled(listener: (em: EntityManager, refund: RefundView) => Promise<void>): void;
}
