import { actorOf, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { ownOrder, reload, type OrdersContext } from './order-context.js';
import type { OrderPayments } from './order-payments.js';
import { Order, OrderLine } from './orders.entities.js';
import { OrderAction } from './orders.states.js';

const CANCEL_REASON_MAX = 200;

/** What a buyer does to their own order; each is an event of the order flow, fired as the buyer. */
export class BuyerActions {
  constructor(
    private readonly context: OrdersContext,
    private readonly payments: OrderPayments,
  ) {}

  async cancel(ctx: RequestContext, orderId: number, reason: string): Promise<Order> {
    const trimmed = reason.trim();
    if (trimmed.length === 0 || trimmed.length > CANCEL_REASON_MAX) {
      throw new DomainError('CANCEL_REASON_REQUIRED', { field: ['input', 'reason'] });
    }
    const order = await ownOrder(ctx, orderId, 'orders:write');
    const actor = actorOf(ctx, 'orders:write');
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.context.flow.fire(em, order, OrderAction.CANCEL, {
        actor,
        changes: { cancelReason: trimmed, cancelledAt: this.context.clock.now() },
        note: trimmed,
      });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return reload(ctx, order.id);
  }

  /** Pays with the account balance: payment password first, then one transaction debits and books it. */
  async payWithBalance(ctx: RequestContext, orderId: number, paymentPassword: string): Promise<Order> {
    const payable = await this.payments.payableOrder(ctx, orderId);
    await this.context.deps.accountSecurity.verifyPaymentPassword(ctx, payable.userId, paymentPassword, [
      'input',
      'paymentPassword',
    ]);
    await transactionalWithRetry(ctx.em, async (em) => {
      const { balance } = this.context.deps;
      const transactionRef = await balance.payFromBalance(em, payable.userId, payable.payableFen, payable);
      await this.payments.markPaid(em, payable.id, {
        method: 'balance',
        transactionRef,
        paidAt: this.context.clock.now(),
        amountFen: payable.payableFen,
        actorId: payable.userId,
      });
    });
    return reload(ctx, orderId);
  }

  async remindToShip(ctx: RequestContext, orderId: number): Promise<Order> {
    const order = await ownOrder(ctx, orderId, 'orders:write');
    const now = this.context.clock.now();
    const { remindIntervalMs } = this.context.settings;
    const earliestPrevious = new Date(now.getTime() - remindIntervalMs);
    const reminded = await this.context.flow.fire(ctx.em, order, OrderAction.REMIND_TO_SHIP, {
      actor: actorOf(ctx, 'orders:write'),
      changes: { lastRemindedAt: now },
      guard: { $or: [{ lastRemindedAt: null }, { lastRemindedAt: { $lte: earliestPrevious } }] },
    });
    if (!reminded) {
      throw new DomainError('REMIND_TOO_OFTEN', { params: { hours: Math.ceil(remindIntervalMs / 3600_000) } });
    }
    return reload(ctx, order.id);
  }

  async confirmReceipt(ctx: RequestContext, orderId: number): Promise<Order> {
    const order = await ownOrder(ctx, orderId, 'orders:write');
    const actor = actorOf(ctx, 'orders:write');
    await transactionalWithRetry(ctx.em, async (em) => {
      const changed = await this.context.flow.fire(em, order, OrderAction.CONFIRM_RECEIPT, {
        actor,
        changes: { receivedAt: this.context.clock.now() },
      });
      if (!changed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
    return reload(ctx, order.id);
  }

  /** Hides a finished order from the buyer's list (kept for staff and accounting). */
  async deleteOrder(ctx: RequestContext, orderId: number): Promise<void> {
    const order = await ownOrder(ctx, orderId, 'orders:write');
    const deleted = await this.context.flow.fire(ctx.em, order, OrderAction.DELETE, {
      actor: actorOf(ctx, 'orders:write'),
      changes: { deletedAt: this.context.clock.now() },
      guard: { deletedAt: null },
    });
    if (!deleted) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
  }

  /** Puts the order's parts back into the cart; lines that can no longer be bought are skipped and counted. */
  async buyAgain(ctx: RequestContext, orderId: number): Promise<{ added: number; skipped: number }> {
    const order = await ownOrder(ctx, orderId, 'orders:write');
    await this.context.flow.fire(ctx.em, order, OrderAction.BUY_AGAIN, { actor: actorOf(ctx, 'orders:write') });
    const lines = await ctx.em.find(OrderLine, { order: order.id }, { orderBy: { id: 'asc' } });
    let added = 0;
    for (const line of lines) {
      try {
        await this.context.deps.cart.addToCart(ctx, line.product.id, line.quantity, line.customerReference);
        added++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return { added, skipped: lines.length - added };
  }
}
