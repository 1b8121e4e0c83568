import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';

/** What the cashier needs to know of an order that may be paid now. */
export interface PayableOrder {
  id: number;
  number: string;
  userId: number;
  payableFen: number;
  expiresAt: Date;
  status: string;
}

export type PaidMethod = 'balance' | 'wechat' | 'alipay' | 'bank_transfer' | 'friend';

/** Where an order stands with its money, for the payment result page. */
export interface OrderPaymentState {
  status: string;
  payableFen: number;
  paidFen?: number | null;
  paymentMethod?: string | null;
  paidAt?: Date | null;
}

/**
 * The calls payments makes into the orders module (OrdersService provides them): look up an order the
 * signed-in user may pay or has paid, and mark it paid inside the payment's own transaction.
 */
export interface PayableOrders {
  /** NOT_FOUND for someone else's order; an error when the order cannot be paid (any more). */
  payableOrder(ctx: RequestContext, orderId: number): Promise<PayableOrder>;
  /** The user's own order (NOT_FOUND for someone else's), whatever its state. */
  orderDetail(ctx: RequestContext, orderId: number): Promise<{ order: OrderPaymentState }>;
  /** A remittance is under review: the order stops waiting for payment, so its window does not cancel it. */
  holdForRemittance(em: EntityManager, orderId: number, buyerId: number): Promise<boolean>;
  /** The remittance was rejected: the order waits for payment again; answers the end of its fresh window. */
  reopenAfterRejectedRemittance(
    em: EntityManager,
    orderId: number,
    staffId: number,
    reason?: string | null,
  ): Promise<Date | null>;
  /** After the transaction that reopened the order has committed: cancel it if still unpaid at `expiresAt`. */
  scheduleExpiry(orderId: number, expiresAt: Date): Promise<void>;
  /**
   * Whether the order has been paid, inside the caller's transaction and seeing payments other transactions
   * committed meanwhile: money the order refused is then a second payment, or else a late one.
   */
  isPaid(em: EntityManager, orderId: number): Promise<boolean>;
  /** Idempotent per `transactionRef`; runs inside the caller's transaction. */
  markPaid(
    em: EntityManager,
    orderId: number,
    payment: { method: PaidMethod; transactionRef: string; paidAt: Date; amountFen: number; actorId?: number | null },
  ): Promise<'paid' | 'already-paid'>;
}
