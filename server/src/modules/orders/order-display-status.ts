import type { EntityManager } from '@mikro-orm/sql';
import { DeliveryMethod, Order, OrderEvent, OrderEventKind, OrderStatus } from './orders.entities.js';
import { OrderAction } from './orders.states.js';

/**
 * The fourteen order labels of spec §4 as the buyer sees them. Nine are states of the order flow; the others are
 * views of a state, derived in `displayStatusOf` from the order's delivery, its audit trail and its after-sales
 * requests (docs/order-display-status.md says which and why).
 */
export const OrderDisplayStatus = {
  TO_BE_SUBMITTED: 'TO_BE_SUBMITTED',
  PENDING_APPROVAL: 'PENDING_APPROVAL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  PENDING_PLATFORM_RECEIPT: 'PENDING_PLATFORM_RECEIPT',
  PAID: 'PAID',
  PENDING_SHIPMENT: 'PENDING_SHIPMENT',
  SHIPPED: 'SHIPPED',
  PENDING_RECEIPT: 'PENDING_RECEIPT',
  PENDING_REVIEW: 'PENDING_REVIEW',
  REVIEWED: 'REVIEWED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
  CLOSED: 'CLOSED',
  IN_PROGRESS: 'IN_PROGRESS',
} as const;
export type OrderDisplayStatus = (typeof OrderDisplayStatus)[keyof typeof OrderDisplayStatus];

/** Which orders have an after-sales request still open: the after-sales module answers it. */
export interface OpenAfterSaleOrders {
  /** Which of these orders. */
  among(em: EntityManager, orderIds: readonly number[]): Promise<Set<number>>;
  /** Which of one buyer's orders (a buyer has few requests open at a time). */
  ofBuyer(em: EntityManager, userId: number): Promise<Set<number>>;
}

/** The port after-sales provides when it is built (it is built after orders, which it requires). */
export class OpenAfterSales {
  private openAfterSaleOrders: OpenAfterSaleOrders | null = null;

  provide(openAfterSaleOrders: OpenAfterSaleOrders): void {
    if (this.openAfterSaleOrders) throw new Error('openAfterSales: provided twice');
    this.openAfterSaleOrders = openAfterSaleOrders;
  }

  /** Without an after-sales module no request is ever open. */
  async of(em: EntityManager, orderIds: readonly number[]): Promise<Set<number>> {
    if (!this.openAfterSaleOrders || orderIds.length === 0) return new Set();
    return this.openAfterSaleOrders.among(em, orderIds);
  }

  async ofBuyer(em: EntityManager, userId: number): Promise<Set<number>> {
    if (!this.openAfterSaleOrders) return new Set();
    return this.openAfterSaleOrders.ofBuyer(em, userId);
  }
}

/** The last change of state in the trail (oldest first). */
function lastStatusChange(events: readonly OrderEvent[]): OrderEvent | undefined {
  return events.findLast((event) => event.kind === OrderEventKind.STATUS && event.toStatus !== null);
}

/**
 * The label the buyer sees. An open after-sales request shows "in progress" whatever the state. Otherwise:
 * to be paid again after the platform rejected a remittance is "to be submitted" (the transfer proof is due again);
 * paid with nothing to ship (store pickup, nothing to deliver) is "paid"; shipped before the carrier's first
 * tracking event is "shipped", after it "to be received"; completed by the buyer's review is "reviewed".
 */
export function displayStatusOf(
  order: Pick<Order, 'status' | 'deliveryMethod'>,
  events: readonly OrderEvent[],
  afterSaleOpen: boolean,
): OrderDisplayStatus {
  if (afterSaleOpen) return OrderDisplayStatus.IN_PROGRESS;
  switch (order.status) {
    case OrderStatus.PENDING_PAYMENT:
      return lastStatusChange(events)?.action === OrderAction.REJECT_REMITTANCE
        ? OrderDisplayStatus.TO_BE_SUBMITTED
        : OrderDisplayStatus.PENDING_PAYMENT;
    case OrderStatus.PENDING_SHIPMENT:
      return order.deliveryMethod === DeliveryMethod.EXPRESS
        ? OrderDisplayStatus.PENDING_SHIPMENT
        : OrderDisplayStatus.PAID;
    case OrderStatus.SHIPPED: {
      const shippedAt = lastStatusChange(events)?.id ?? 0;
      const tracked = events.some((event) => event.kind === OrderEventKind.LOGISTICS && event.id > shippedAt);
      return tracked ? OrderDisplayStatus.PENDING_RECEIPT : OrderDisplayStatus.SHIPPED;
    }
    case OrderStatus.COMPLETED:
      return lastStatusChange(events)?.action === OrderAction.REVIEW
        ? OrderDisplayStatus.REVIEWED
        : OrderDisplayStatus.COMPLETED;
    default:
      return order.status;
  }
}
