import type { EntityManager } from '@mikro-orm/sql';
import type { PaidMethod } from './payable-orders.js';

/** What a refund needs to know of an order: who paid, how much, how, and how much went back already. */
export interface RefundableOrder {
  id: number;
  number: string;
  userId: number;
  /** Null while unpaid. */
  paidFen: number | null;
  refundedFen: number;
  paymentMethod: PaidMethod | null;
  /** The payment's reference (provider transaction id, `balance-<entry>`, `remittance-<id>`). */
  transactionRef: string | null;
}

/**
 * The calls payments makes into the orders module to give an order's money back (orders/refundable-orders.ts
 * provides them), so payments never reads or writes the orders' tables.
 */
export interface RefundableOrders {
  /** The order as a refund sees it, read afresh inside the caller's transaction; null when there is none. */
  refundableOrder(em: EntityManager, orderId: number): Promise<RefundableOrder | null>;
  /**
   * Books `amountFen` more as refunded, in the caller's transaction, by one conditional UPDATE
   * (`refunded_fen + amount <= paid_fen`): false, and nothing changed, when it would exceed what was paid.
   */
  addRefunded(em: EntityManager, orderId: number, amountFen: number): Promise<boolean>;
}
