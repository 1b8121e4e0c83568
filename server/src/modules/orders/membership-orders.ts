import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { checkedIdempotencyKey, orderNumber } from './checkout.js';
import type { OrdersContext } from './order-context.js';
import type { MembershipOrders } from './order-promotions.js';
import {
  DeliveryMethod,
  InvoiceType,
  Order,
  OrderEvent,
  OrderEventKind,
  OrderKind,
  OrderStatus,
} from './orders.entities.js';
import { EXPIRY_JOB, expiryJobKey } from './orders.states.js';

/** The largest amount an order may have: the fen columns are 32-bit integers. */
const MAX_ORDER_FEN = 2 ** 31 - 1;

/**
 * Selling a super membership as an order (the membership module's `MembershipOrders`): no lines, no delivery, the
 * usual payment window and payment methods; paying it completes it (PAY_MEMBERSHIP fires 'paid' and 'completed').
 */
export class MembershipOrderDesk implements MembershipOrders {
  constructor(private readonly context: OrdersContext) {}

  async placeMembershipOrder(
    ctx: RequestContext,
    sale: { planCode: string; title: string; amountFen: number; idempotencyKey: string },
  ): Promise<{ id: number; number: string }> {
    const userId = Number(requireUser(ctx).id);
    const key = checkedIdempotencyKey(sale.idempotencyKey);
    if (!Number.isSafeInteger(sale.amountFen) || sale.amountFen <= 0 || sale.amountFen > MAX_ORDER_FEN) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'amountFen' } });
    }
    const repeated = await ctx.em.findOne(Order, { user: userId, idempotencyKey: key });
    if (repeated) return { id: repeated.id, number: repeated.number };
    const now = this.context.clock.now();
    try {
      const order = await transactionalWithRetry(ctx.em, async (em) => {
        const created = em.create(Order, {
          number: orderNumber(now),
          user: userId,
          kind: OrderKind.MEMBERSHIP,
          status: OrderStatus.PENDING_PAYMENT,
          idempotencyKey: key,
          createdAt: now,
          expiresAt: new Date(now.getTime() + this.context.settings.paymentWindowMs),
          itemsFen: sale.amountFen,
          memberDiscountFen: 0,
          couponDeductionFen: 0,
          pointsDeductionFen: 0,
          pointsSpent: 0,
          freightFen: 0,
          payableFen: sale.amountFen,
          invoiceType: InvoiceType.NONE,
          deliveryMethod: DeliveryMethod.NONE,
          membershipPlanCode: sale.planCode.slice(0, 32),
          title: sale.title.slice(0, 100),
        });
        await em.flush();
        em.create(OrderEvent, {
          order: created.id,
          kind: OrderEventKind.STATUS,
          at: now,
          actorId: userId,
          action: 'PLACE',
          fromStatus: null,
          toStatus: OrderStatus.PENDING_PAYMENT,
          description: null,
        });
        await em.flush();
        return created;
      });
      await this.context.jobs.schedule(
        EXPIRY_JOB,
        { orderId: order.id },
        { key: expiryJobKey(order.id), runAt: order.expiresAt },
      );
      return { id: order.id, number: order.number };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await ctx.em.fork().findOne(Order, { user: userId, idempotencyKey: key });
        if (winner) return { id: winner.id, number: winner.number };
      }
      throw error;
    }
  }
}
