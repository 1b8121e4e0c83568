import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../../platform/errors/index.js';
import type { OrdersContext } from './order-context.js';
import { Order, OrderEvent, OrderEventKind, OrderKind, OrderLine, OrderStatus } from './orders.entities.js';
import { OrderAction, type OrderActor } from './orders.states.js';

/** An order line as after-sales sees it: what was bought, and what was paid for it. */
export interface AfterSaleOrderLine {
  id: number;
  productId: number;
  mpn: string;
  brandName: string;
  package: string;
  quantity: number;
  unitPriceMilli: number;
  lineTotalFen: number;
  paidShareFen: number;
}

export interface AfterSaleOrder {
  id: number;
  number: string;
  userId: number;
  status: OrderStatus;
  /** Receipt confirmed (spec §4: after-sales opens only then). */
  received: boolean;
  receivedAt: Date | null;
  paidFen: number | null;
  freightFen: number;
  lines: AfterSaleOrderLine[];
}

/** A line of the order's audit trail for an after-sales action. */
export interface AfterSaleAuditLine {
  actorId: number | null;
  /** The after-sales event (APPROVE_RETURN ...). */
  action: string;
  /** The request's service number and what was said. */
  description: string;
}

/**
 * What the after-sales module reads and does of orders (the orders module implements it), so that after-sales never
 * touches the order tables: the order with its lines, a line in its audit trail, and closing a paid order that cannot
 * be fulfilled or a membership order staff refund (the caller refunds it in the same transaction).
 */
export interface AfterSaleOrders {
  afterSaleOrder(em: EntityManager, orderId: number): Promise<AfterSaleOrder | null>;
  /** Holds the order's row until the transaction ends, so two requests for one order are checked one after the other. */
  lockForAfterSale(em: EntityManager, orderId: number): Promise<void>;
  recordAfterSaleEvent(em: EntityManager, orderId: number, line: AfterSaleAuditLine): Promise<void>;
  /** FORBIDDEN unless the actor may close paid orders: checked before anything is looked up. */
  requireMayClosePaid(actor: OrderActor): void;
  /**
   * Closes a paid order in the caller's transaction and answers what was paid, for the caller to refund: a goods
   * order by CLOSE_UNFULFILLABLE (ORDER_ACTION_NOT_ALLOWED unless paid and unshipped), a membership order by
   * REFUND_MEMBERSHIP and a blind-box open by REFUND_BLIND_BOX_OPEN (unless completed).
   */
  closePaid(em: EntityManager, orderId: number, actor: OrderActor, reason: string): Promise<{ paidFen: number | null }>;
}

/** The event that closes a paid order to refund it, by what the order sells. */
const closeEventOf: Record<OrderKind, OrderAction> = {
  GOODS: OrderAction.CLOSE_UNFULFILLABLE,
  MEMBERSHIP: OrderAction.REFUND_MEMBERSHIP,
  BLIND_BOX_OPEN: OrderAction.REFUND_BLIND_BOX_OPEN,
};

const RECEIVED: readonly OrderStatus[] = [OrderStatus.PENDING_REVIEW, OrderStatus.COMPLETED];

export class AfterSaleOrderPort implements AfterSaleOrders {
  constructor(private readonly context: OrdersContext) {}

  async afterSaleOrder(em: EntityManager, orderId: number): Promise<AfterSaleOrder | null> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    // A membership or a blind-box open is not goods: there is nothing to return or refund through after-sales.
    if (!order || order.kind !== OrderKind.GOODS) return null;
    const lines = await em.find(OrderLine, { order: orderId }, { orderBy: { id: 'asc' } });
    return {
      id: order.id,
      number: order.number,
      userId: order.user.id,
      status: order.status,
      received: RECEIVED.includes(order.status),
      receivedAt: order.receivedAt ?? null,
      paidFen: order.paidFen ?? null,
      freightFen: order.freightFen,
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.product.id,
        mpn: line.mpn,
        brandName: line.brandName,
        package: line.package,
        quantity: line.quantity,
        unitPriceMilli: line.unitPriceMilli,
        lineTotalFen: line.lineTotalFen,
        paidShareFen: line.paidShareFen,
      })),
    };
  }

  async lockForAfterSale(em: EntityManager, orderId: number): Promise<void> {
    // A write that changes nothing still takes the row's lock (MySQL) or the database's (SQLite).
    await em.nativeUpdate(Order, { id: orderId }, { number: raw('number') });
  }

  async recordAfterSaleEvent(em: EntityManager, orderId: number, line: AfterSaleAuditLine): Promise<void> {
    em.create(OrderEvent, {
      order: orderId,
      kind: OrderEventKind.AFTER_SALE,
      at: this.context.clock.now(),
      actorId: line.actorId,
      action: line.action.slice(0, 32),
      fromStatus: null,
      toStatus: null,
      description: line.description.slice(0, 200),
    });
    await em.flush();
  }

  requireMayClosePaid(actor: OrderActor): void {
    this.context.flow.requireParty(OrderAction.CLOSE_UNFULFILLABLE, actor);
  }

  async closePaid(
    em: EntityManager,
    orderId: number,
    actor: OrderActor,
    reason: string,
  ): Promise<{ paidFen: number | null }> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    if (!order) throw new DomainError('NOT_FOUND');
    const now = this.context.clock.now();
    const event = closeEventOf[order.kind as OrderKind];
    const closed = await this.context.flow.fire(em, order, event, {
      actor,
      changes: { cancelReason: reason, cancelledAt: now },
      note: reason,
    });
    if (!closed) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    return { paidFen: order.paidFen ?? null };
  }
}
