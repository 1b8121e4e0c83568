import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { ActivityTake, LinelessActivityOrderInput } from './activity-orders.js';
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

/** An order without lines or delivery as it is placed: what it sells, for how much, and whose step comes with it. */
interface LinelessSale {
  kind: typeof OrderKind.MEMBERSHIP | typeof OrderKind.BLIND_BOX_OPEN;
  title: string;
  amountFen: number;
  idempotencyKey: string;
  membershipPlanCode?: string;
  activity?: LinelessActivityOrderInput['activity'];
  /** The seller's own step in the order's transaction (a blind box's open taken); a throw refuses the order. */
  take?: ActivityTake;
}

/**
 * Orders that sell no parts: a super membership (the membership module's `MembershipOrders`) and a paid blind-box
 * open (`ActivityOrders.placeLinelessActivityOrder`). No lines, no delivery, the usual payment window and payment
 * methods; paying one completes it (PAY_MEMBERSHIP, PAY_BLIND_BOX_OPEN fire 'paid' and 'completed').
 */
export class LinelessOrderDesk implements MembershipOrders {
  constructor(private readonly context: OrdersContext) {}

  placeMembershipOrder(
    ctx: RequestContext,
    sale: { planCode: string; title: string; amountFen: number; idempotencyKey: string },
  ): Promise<{ id: number; number: string }> {
    return this.place(ctx, { ...sale, kind: OrderKind.MEMBERSHIP, membershipPlanCode: sale.planCode });
  }

  placeBlindBoxOpenOrder(
    ctx: RequestContext,
    input: LinelessActivityOrderInput,
    take: ActivityTake,
  ): Promise<{ id: number; number: string }> {
    return this.place(ctx, { ...input, kind: OrderKind.BLIND_BOX_OPEN, take });
  }

  private async place(ctx: RequestContext, sale: LinelessSale): Promise<{ id: number; number: string }> {
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
          kind: sale.kind,
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
          membershipPlanCode: sale.membershipPlanCode?.slice(0, 32) ?? null,
          title: sale.title.slice(0, 100),
          activityKind: sale.activity?.kind ?? null,
          activityId: sale.activity?.id ?? null,
          activityReference: sale.activity?.reference ?? null,
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
        await sale.take?.(em, { id: created.id, number: created.number, userId });
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
