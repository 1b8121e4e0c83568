import { raw, type EntityManager } from '@mikro-orm/sql';
import { actorOf, requirePermission, type RequestContext } from '../../platform/auth/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { User } from '../identity/identity.entities.js';
import { BankRemittance, ProviderPayment, ProviderPaymentStatus } from '../payments/payments.entities.js';
import type { OrderAction } from './orders.states.js';
import { Order, OrderLine, type OrderEvent, type OrderStatus } from './orders.entities.js';
import type { OrderDetail, OrdersService } from './orders.service.js';

/** Who placed an order, as staff see them. */
export interface OrderBuyer {
  id: number;
  email: string | null;
  phone: string | null;
  nickname: string | null;
}

/** Who did something to an order: a user (buyer or staff member) or, when null, the shop itself. */
export interface OrderActor {
  id: number;
  name: string;
  roles: string[];
}

export interface AuditEntry {
  event: OrderEvent;
  actor: OrderActor | null;
}

/** One row of the staff order list. */
export interface StaffOrderSummary {
  id: number;
  order: Order;
  buyer: OrderBuyer;
  lineCount: number;
  firstMpn: string | null;
  /** Provider payments of the order the shop still has to return (a second payment, a late one). */
  moneyToReturnFen: number;
}

/**
 * An order as the staff console shows it: the buyer's detail plus who they are, the audit trail, remittances
 * and every payment a provider confirmed for it (those still to return among them).
 */
export interface StaffOrderDetail extends OrderDetail {
  buyer: OrderBuyer;
  audit: AuditEntry[];
  remittances: BankRemittance[];
  payments: ProviderPayment[];
  moneyToReturnFen: number;
  staffActions: OrderAction[];
}

export interface StaffOrderFilter {
  /** Part of an order number, buyer e-mail or phone. */
  query?: string | null;
  status?: OrderStatus | null;
  /** Only orders with provider money the shop still has to return. */
  moneyToReturn?: boolean | null;
}

const SEARCH_MAX = 64;
const RECENT_MAX = 10;

function buyerOf(user: User): OrderBuyer {
  return { id: user.id, email: user.email ?? null, phone: user.phone ?? null, nickname: user.nickname ?? null };
}

function sumToReturn(payments: ProviderPayment[]): number {
  return payments
    .filter((payment) => payment.status === ProviderPaymentStatus.TO_RETURN)
    .reduce((total, payment) => total + payment.amountFen, 0);
}

function actorName(user: User): string {
  return user.nickname ?? user.username ?? user.email ?? user.phone ?? `#${user.id}`;
}

/**
 * The staff order console (sales and admin): search and page through every order, read one with its buyer,
 * audit trail (who did what when, from `order_event`), remittances and provider payments (money to return). State changes go through
 * `OrdersService` and `RemittanceService`, which write the audit trail in the same transaction.
 */
export class StaffOrdersService {
  constructor(private readonly orders: OrdersService) {}

  /** Newest first; `query` matches part of the order number, the buyer's e-mail or phone. */
  async search(ctx: RequestContext, filter: StaffOrderFilter, page: PageRequest): Promise<Page<StaffOrderSummary>> {
    requirePermission(ctx, 'order.view_all');
    const text = (filter.query ?? '').trim().slice(0, SEARCH_MAX);
    const where: Record<string, unknown> = {};
    if (filter.status) where.status = filter.status;
    if (filter.moneyToReturn) {
      // Few rows: money to return is an exception that staff clear, not a share of all orders.
      const owing = await ctx.em.find(
        ProviderPayment,
        { status: ProviderPaymentStatus.TO_RETURN },
        { fields: ['orderId'] },
      );
      where.$and = [{ id: { $in: [...new Set(owing.map((payment) => payment.orderId))] } }];
    }
    if (text) {
      // instr() takes the text literally on both databases (LIKE would read % and _ as wildcards).
      const buyers = await ctx.em
        .createQueryBuilder(User)
        .select('id')
        .where('instr(lower(email), ?) > 0 or instr(phone, ?) > 0', [text.toLowerCase(), text])
        .limit(500)
        .execute<{ id: number }[]>();
      where.$or = [
        // Order numbers are letters and digits only.
        ...(/^[A-Za-z0-9]+$/.test(text) ? [{ number: { $like: `%${text.toUpperCase()}%` } }] : []),
        { user: { $in: buyers.map((buyer) => buyer.id) } },
      ];
    }
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Order,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(Order, where),
    ]);
    return {
      items: await this.summaries(ctx, rows.slice(0, page.first)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  async detail(ctx: RequestContext, orderId: number): Promise<StaffOrderDetail> {
    requirePermission(ctx, 'order.view_all');
    const detail = await this.orders.orderDetail(ctx, orderId);
    const actorIds = [...new Set(detail.events.flatMap((event) => (event.actorId == null ? [] : [event.actorId])))];
    const [buyer, actors, remittances, payments] = await Promise.all([
      ctx.em.findOneOrFail(User, detail.order.user.id),
      actorIds.length ? ctx.em.find(User, { id: { $in: actorIds } }) : Promise.resolve([]),
      ctx.em.find(BankRemittance, { orderId }, { orderBy: { id: 'desc' } }),
      ctx.em.find(ProviderPayment, { orderId }, { orderBy: { id: 'asc' } }),
    ]);
    const actorById = new Map(
      actors.map((user) => [user.id, { id: user.id, name: actorName(user), roles: [...user.roles] }]),
    );
    return {
      ...detail,
      buyer: buyerOf(buyer),
      audit: detail.events.map((event) => ({
        event,
        actor: event.actorId == null ? null : (actorById.get(event.actorId) ?? null),
      })),
      remittances,
      payments,
      moneyToReturnFen: sumToReturn(payments),
      staffActions: this.orders.staffActionsOf(detail.order, actorOf(ctx)),
    };
  }

  /** Support, sales and admin: a customer's latest orders, beside their chat. */
  async recentOrdersOf(ctx: RequestContext, customerId: number, first = 5): Promise<StaffOrderSummary[]> {
    requirePermission(ctx, 'order.view_customer_recent');
    const rows = await ctx.em.find(
      Order,
      { user: customerId },
      { orderBy: { id: 'desc' }, limit: Math.min(Math.max(Math.trunc(first), 1), RECENT_MAX) },
    );
    return this.summaries(ctx, rows);
  }

  /** How many orders each of these customers placed, for the back office's customer pages (no permission: a port). */
  async orderCountsOf(em: EntityManager, customerIds: readonly number[]): Promise<Map<number, number>> {
    if (customerIds.length === 0) return new Map();
    const rows = await em
      .createQueryBuilder(Order)
      .select(['user', raw('count(*) as orders')])
      .where({ user: { $in: [...customerIds] } })
      .groupBy('user')
      .execute<{ user_id: number; orders: number | string }[]>('all', false);
    return new Map(rows.map((row) => [Number(row.user_id), Number(row.orders)]));
  }

  private async summaries(ctx: RequestContext, orders: Order[]): Promise<StaffOrderSummary[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const [buyers, lines, owing] = await Promise.all([
      ctx.em.find(User, { id: { $in: [...new Set(orders.map((order) => order.user.id))] } }),
      ctx.em.find(OrderLine, { order: { $in: ids } }, { orderBy: { id: 'asc' } }),
      ctx.em.find(ProviderPayment, { orderId: { $in: ids }, status: ProviderPaymentStatus.TO_RETURN }),
    ]);
    const buyerById = new Map(buyers.map((buyer) => [buyer.id, buyerOf(buyer)]));
    return orders.map((order) => {
      const own = lines.filter((line) => line.order.id === order.id);
      return {
        id: order.id,
        order,
        buyer: buyerById.get(order.user.id)!,
        lineCount: own.length,
        firstMpn: own[0]?.mpn ?? null,
        moneyToReturnFen: sumToReturn(owing.filter((payment) => payment.orderId === order.id)),
      };
    });
  }
}
