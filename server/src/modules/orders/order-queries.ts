import { raw, type EntityManager } from '@mikro-orm/sql';
import { can, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { ownOrder, type OrdersContext } from './order-context.js';
import { displayStatusCondition, labelsOfTab, OrderTab } from './order-display-filter.js';
import { displayStatusOf, type OrderDisplayStatus } from './order-display-status.js';
import { Order, OrderEvent, OrderLine, OrderStatus } from './orders.entities.js';
import { OrderAction, type OrderActor } from './orders.states.js';

/** Which of the buyer's orders to list: a tab's, or those showing one of `displayStatuses` (which wins). */
export interface OrderListFilter {
  tab?: OrderTab | undefined;
  displayStatuses?: readonly OrderDisplayStatus[] | undefined;
}

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

  /**
   * The buyer's orders in a tab, or showing one of the labels given, newest first, with lines and events; deleted
   * ones never. Five queries.
   */
  async myOrders(ctx: RequestContext, filter: OrderListFilter, page: PageRequest): Promise<Page<OrderDetail>> {
    const userId = Number(requireUser(ctx, 'orders:read').id);
    const labels = filter.displayStatuses?.length ? filter.displayStatuses : labelsOfTab[filter.tab ?? OrderTab.ALL];
    const condition =
      labels && displayStatusCondition(labels, await this.context.openAfterSales.ofBuyer(ctx.em, userId));
    const query = () => {
      const qb = ctx.em.createQueryBuilder(Order, 'o').where({ user: userId, deletedAt: null });
      return condition ? qb.andWhere(condition.sql, condition.params) : qb;
    };
    const [rows, totalCount] = await Promise.all([
      query()
        .andWhere(page.afterId !== undefined ? { id: { $lt: page.afterId } } : {})
        .orderBy({ id: 'desc' })
        .limit(page.first + 1)
        .getResultList(),
      query().getCount(),
    ]);
    return {
      items: await this.withDetails(ctx.em, rows.slice(0, page.first)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** How many of the buyer's orders each tab holds: one count per tab, in one query. */
  async tabCounts(ctx: RequestContext): Promise<Record<OrderTab, number>> {
    const userId = Number(requireUser(ctx, 'orders:read').id);
    const afterSaleOpen = await this.context.openAfterSales.ofBuyer(ctx.em, userId);
    const tabs = Object.entries(labelsOfTab).map(([tab, labels]) => ({
      tab: tab as OrderTab,
      condition: labels ? displayStatusCondition(labels, afterSaleOpen) : { sql: '1 = 1', params: [] },
    }));
    const [row] = await ctx.em
      .createQueryBuilder(Order, 'o')
      .select(
        tabs.map(({ tab, condition }) =>
          raw(`sum(case when ${condition.sql} then 1 else 0 end) as tab_${tab.toLowerCase()}`, condition.params),
        ),
      )
      .where({ user: userId, deletedAt: null })
      .execute<Record<string, number | string | null>[]>('all', false);
    return Object.fromEntries(tabs.map(({ tab }) => [tab, Number(row?.[`tab_${tab.toLowerCase()}`] ?? 0)])) as Record<
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

  /**
   * A just-placed order's detail from the rows its transaction wrote (its lines, its PLACE event), read again from
   * nothing: a new order has no after-sales request and no other event.
   */
  placedDetail(order: Order, lines: OrderLine[], events: OrderEvent[]): OrderDetail {
    return {
      order,
      lines,
      events,
      buyerActions: this.buyerActionsOf(order),
      displayStatus: displayStatusOf(order, events, false),
    };
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
