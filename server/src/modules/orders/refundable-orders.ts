import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { RefundableOrder, RefundableOrders } from '../payments/refundable-orders.js';
import { Order, PaymentMethod } from './orders.entities.js';

/**
 * The orders' side of refunds (the `RefundableOrders` port payments uses): what an order was paid with, and its
 * refunded total, which only grows by a conditional UPDATE and is held under the paid amount by a CHECK constraint.
 */
export class OrderRefundBook implements RefundableOrders {
  async refundableOrder(em: EntityManager, orderId: number): Promise<RefundableOrder | null> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    if (!order) return null;
    return {
      id: order.id,
      number: order.number,
      userId: order.user.id,
      paidFen: order.paidFen ?? null,
      refundedFen: order.refundedFen,
      // A prize was paid with nothing, so no method can carry money back.
      paymentMethod: order.paymentMethod === PaymentMethod.PRIZE ? null : (order.paymentMethod ?? null),
      transactionRef: order.transactionRef ?? null,
    };
  }

  async addRefunded(em: EntityManager, orderId: number, amountFen: number): Promise<boolean> {
    if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return false;
    const result = await em
      .createQueryBuilder(Order)
      .update({ refundedFen: raw('refunded_fen + ?', [amountFen]) })
      .where({ id: orderId })
      .andWhere('paid_fen is not null and refunded_fen + ? <= paid_fen', [amountFen])
      .execute('run');
    return result.affectedRows === 1;
  }
}
