import { raw, type EntityManager } from '@mikro-orm/sql';
import { can, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { ownOrder, type OrdersContext } from './order-context.js';
import { displayStatusOf, type OrderDisplayStatus } from './order-display-status.js';
import { Order, OrderEvent, OrderLine, OrderStatus } from './orders.entities.js';
import { OrderAction, type OrderActor } from './orders.states.js';

export const OrderTab = {
  ALL: 'ALL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  PENDING_SHIPMENT: 'PENDING_SHIPMENT',
  PENDING_RECEIPT: 'PENDING_RECEIPT',
  PENDING_REVIEW: 'PENDING_REVIEW',
} as const;
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

const statusesOfTab: Record<OrderTab, OrderStatus[] | null> = {
  ALL: null,
  PENDING_PAYMENT: [OrderStatus.PENDING_PAYMENT, OrderStatus.PENDING_PLATFORM_RECEIPT],
  PENDING_SHIPMENT: [OrderStatus.PENDING_SHIPMENT],
  PENDING_RECEIPT: [OrderStatus.SHIPPED],
  PENDING_REVIEW: [OrderStatus.PENDING_REVIEW],
};

export interface OrderDetail {
  order: Order;
  lines: OrderLine[];
  events: OrderEvent[];
  /** The buyer's events the order's state allows (the buttons of the order list and detail). */
  buyerActions: OrderAction[];
  /** The label of spec §4 the buyer sees. */
  displayStatus: OrderDisplayStatus;
}

/** Reading orders: the buyer's list and tabs, one order with lines and audit trail, and the events it offers. */
export class OrderQueries {
  constructor(private readonly context: OrdersContext) {}

  /** The buyer's orders in a tab, newest first, with lines and events; deleted ones never. Four queries. */
  async myOrders(ctx: RequestContext, tab: OrderTab, page: PageRequest): Promise<Page<OrderDetail>> {
    const userId = Number(requireUser(ctx, 'orders:read').id);
    const statuses = statusesOfTab[tab];
    const where = { user: userId, deletedAt: null, ...(statuses && { status: { $in: statuses } }) };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Order,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(Order, where),
    ]);
    return {
      items: await this.withDetails(ctx.em, rows.slice(0, page.first)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** How many of the buyer's orders each tab holds. */
  async tabCounts(ctx: RequestContext): Promise<Record<OrderTab, number>> {
    const userId = Number(requireUser(ctx, 'orders:read').id);
    const rows = await ctx.em
      .createQueryBuilder(Order)
      .select(['status', raw('count(*) as count')])
      .where({ user: userId, deletedAt: null })
      .groupBy('status')
      .execute<{ status: OrderStatus; count: number | string }[]>();
    const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
    const sum = (statuses: OrderStatus[] | null) =>
      statuses
        ? statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0)
        : [...byStatus.values()].reduce((a, b) => a + b, 0);
    return Object.fromEntries(Object.entries(statusesOfTab).map(([tab, statuses]) => [tab, sum(statuses)])) as Record<
      OrderTab,
      number
    >;
  }

  /** One order with its lines and audit trail: the buyer's own (not deleted), or any for staff. */
  async orderDetail(ctx: RequestContext, orderId: number): Promise<OrderDetail> {
    const user = requireUser(ctx, 'orders:read');
    const order = can(user, 'order.view_all')
      ? await ctx.em.findOne(Order, orderId, { refresh: true })
      : await ownOrder(ctx, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    const [detail] = await this.withDetails(ctx.em, [order]);
    return detail!;
  }

  /** The staff events `staff` may fire on the order now (approve, reject, ship, add tracking ...). */
  staffActionsOf(order: Order, staff: OrderActor): OrderAction[] {
    const { flow } = this.context;
    return flow
      .eventsFor(order, staff)
      .filter((event) => flow.transitionOf(event).by.some((party) => typeof party === 'object'));
  }

  private async withDetails(em: EntityManager, orders: Order[]): Promise<OrderDetail[]> {
    const ids = orders.map((order) => order.id);
    if (ids.length === 0) return [];
    const [lines, events, afterSaleOpen] = await Promise.all([
      em.find(OrderLine, { order: { $in: ids } }, { orderBy: { id: 'asc' } }),
      em.find(OrderEvent, { order: { $in: ids } }, { orderBy: { at: 'asc', id: 'asc' } }),
      this.context.openAfterSales.of(em, ids),
    ]);
    return orders.map((order) => {
      const orderEvents = events.filter((event) => event.order.id === order.id);
      return {
        order,
        lines: lines.filter((line) => line.order.id === order.id),
        events: orderEvents,
        buyerActions: this.buyerActionsOf(order),
        displayStatus: displayStatusOf(order, orderEvents, afterSaleOpen.has(order.id)),
      };
    });
  }

  /**
   * The events the order's buyer may fire now, whoever looks at it. Paying is booked by the payment method, but the
   * buyer starts it, so an unpaid order offers PAY too.
   */
  private buyerActionsOf(order: Order): OrderAction[] {
    const buyer: OrderActor = { kind: 'user', userId: order.user.id, can: () => false };
    const events = this.context.flow.eventsFor(order, buyer);
    return order.status === OrderStatus.PENDING_PAYMENT ? [OrderAction.PAY, ...events] : events;
  }
}
