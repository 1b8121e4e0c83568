import { actorOf, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { findOrder, reload, type OrdersContext } from './order-context.js';
import type { Order } from './orders.entities.js';
import { OrderAction } from './orders.states.js';

const REASON_MAX = 200;
const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/**
 * What staff do to an order; each is an event of the order flow, whose table names the permission. A shopper is
 * refused before the order is looked up, so they learn nothing of which orders exist.
 */
export class StaffActions {
  constructor(private readonly context: OrdersContext) {}

  /** Approves an order that waits for approval: it may be paid now, within a fresh payment window. */
  async approve(ctx: RequestContext, orderId: number): Promise<Order> {
    const actor = this.staffFor(ctx, OrderAction.APPROVE);
    const order = await findOrder(ctx.em, orderId);
    const expiresAt = new Date(this.context.clock.now().getTime() + this.context.settings.paymentWindowMs);
    await this.fire(ctx, order, OrderAction.APPROVE, { actor, changes: { expiresAt } });
    return reload(ctx, order.id);
  }

  /** Refuses an order that waits for approval, with a reason; it closes and its stock returns. */
  async rejectApproval(ctx: RequestContext, orderId: number, reason: string): Promise<Order> {
    const actor = this.staffFor(ctx, OrderAction.REJECT);
    const text = reason.trim();
    if (text.length === 0 || text.length > REASON_MAX) {
      throw new DomainError('CANCEL_REASON_REQUIRED', { field: ['input', 'reason'] });
    }
    const order = await findOrder(ctx.em, orderId);
    const changes = { cancelReason: text, cancelledAt: this.context.clock.now() };
    await this.fire(ctx, order, OrderAction.REJECT, { actor, changes, note: text });
    return reload(ctx, order.id);
  }

  async ship(ctx: RequestContext, orderId: number, carrier: string, waybillNumber: string): Promise<Order> {
    const actor = this.staffFor(ctx, OrderAction.SHIP);
    const carrierName = carrier.trim();
    const waybill = waybillNumber.trim();
    if (carrierName.length < 2 || carrierName.length > 32 || !WAYBILL_PATTERN.test(waybill)) {
      throw new DomainError('INVALID_WAYBILL', {
        field: ['input', carrierName.length < 2 ? 'carrier' : 'waybillNumber'],
      });
    }
    const order = await findOrder(ctx.em, orderId);
    const now = this.context.clock.now();
    const autoConfirmAt = new Date(now.getTime() + this.context.settings.autoConfirmMs);
    await this.fire(ctx, order, OrderAction.SHIP, {
      actor,
      changes: { carrier: carrierName, waybillNumber: waybill, shippedAt: now, autoConfirmAt },
      note: `${carrierName} ${waybill}`,
    });
    return reload(ctx, order.id);
  }

  async addLogisticsEvent(ctx: RequestContext, orderId: number, description: string): Promise<void> {
    const actor = this.staffFor(ctx, OrderAction.ADD_LOGISTICS_EVENT);
    const text = description.trim();
    if (text.length === 0 || text.length > REASON_MAX) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'description' }, field: ['input', 'description'] });
    }
    const order = await findOrder(ctx.em, orderId);
    await this.context.flow.fire(ctx.em, order, OrderAction.ADD_LOGISTICS_EVENT, { actor, note: text });
  }

  private staffFor(ctx: RequestContext, event: OrderAction) {
    const actor = actorOf(ctx);
    this.context.flow.requireParty(event, actor);
    return actor;
  }

  private async fire(
    ctx: RequestContext,
    order: Order,
    event: OrderAction,
    options: Parameters<OrdersContext['flow']['fire']>[3],
  ): Promise<void> {
    await transactionalWithRetry(ctx.em, async (em) => {
      if (!(await this.context.flow.fire(em, order, event, options))) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    });
  }
}
