import type { EntityManager, FilterQuery } from '@mikro-orm/sql';
import { can, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { userDirectory } from '../identity/user-directory.js';
import { refundNodesByKey, type RefundNode } from '../payments/refunds.graphql.js';
import { findRequest, refundKeyOf, type AfterSalesContext, type AfterSaleActor } from './after-sale-context.js';
import {
  AfterSaleEvent,
  AfterSaleLine,
  AfterSaleRequest,
  AfterSaleStatus,
  type AfterSaleType,
} from './after-sales.entities.js';
import type { AfterSaleAction } from './after-sales.states.js';

export interface AfterSaleBuyer {
  id: number;
  nickname: string;
  phone: string | null;
}

/** A request with everything its page shows, for the viewer. */
export interface AfterSaleView {
  request: AfterSaleRequest;
  lines: AfterSaleLine[];
  events: AfterSaleEvent[];
  /** Its refund once issued, as the `Refund` type shows it (with a bank transfer's proofs). */
  refund: RefundNode | null;
  /** What the viewer may do now. */
  availableActions: AfterSaleAction[];
  /** Where to send the goods, once a return is approved. */
  returnAddress: string | null;
  /** For staff only. */
  buyer: AfterSaleBuyer | null;
}

export interface StaffAfterSaleFilter {
  statuses?: AfterSaleStatus[] | null | undefined;
  types?: AfterSaleType[] | null | undefined;
  /** Only requests waiting longer than this since they were last changed. */
  olderThanHours?: number | null | undefined;
  /** A service number or an order number (exact, or its beginning). */
  search?: string | null | undefined;
  /** One customer's requests. */
  customerId?: number | null | undefined;
}

const RETURN_ADDRESS_SHOWN: readonly AfterSaleStatus[] = [
  AfterSaleStatus.TO_BE_RETURNED,
  AfterSaleStatus.RETURN_SHIPPED,
  AfterSaleStatus.MERCHANT_RECEIVED,
];

/** Reading requests: the buyer's own, and any for staff who may see them all. */
export class AfterSaleQueries {
  constructor(private readonly context: AfterSalesContext) {}

  async view(
    em: EntityManager,
    request: AfterSaleRequest,
    actor: AfterSaleActor,
    staff: boolean,
  ): Promise<AfterSaleView> {
    const key = refundKeyOf(request.id);
    const [lines, events, refunds] = await Promise.all([
      em.find(AfterSaleLine, { request: request.id }, { orderBy: { id: 'asc' } }),
      em.find(AfterSaleEvent, { request: request.id }, { orderBy: { at: 'asc', id: 'asc' } }),
      refundNodesByKey(em, [key]),
    ]);
    const refund = refunds.get(key) ?? null;
    let buyer: AfterSaleBuyer | null = null;
    if (staff) {
      const [contact] = await userDirectory.contacts(em, [request.user.id]);
      buyer = contact
        ? {
            id: contact.id,
            nickname: contact.nickname ?? contact.username ?? contact.email ?? '',
            phone: contact.phone ?? null,
          }
        : null;
    }
    const shown = RETURN_ADDRESS_SHOWN.includes(request.status) || request.returnShippedAt !== null;
    return {
      request,
      lines,
      events,
      refund,
      availableActions: this.context.flow.eventsFor(request, actor),
      returnAddress: shown ? this.context.deps.settings.returnAddress : null,
      buyer,
    };
  }

  /** The caller's own request, or any request for staff with `after_sale.view_all`; NOT_FOUND otherwise. */
  async detail(ctx: RequestContext, id: number, actor: AfterSaleActor): Promise<AfterSaleView> {
    const user = requireUser(ctx);
    const request = await findRequest(ctx.em, id);
    const own = request.user.id === Number(user.id);
    const staff = can(user, 'after_sale.view_all');
    if (!own && !staff) throw new DomainError('NOT_FOUND');
    return this.view(ctx.em, request, actor, staff && !own);
  }

  async mine(
    ctx: RequestContext,
    statuses: AfterSaleStatus[] | null | undefined,
    page: PageRequest,
    actor: AfterSaleActor,
  ): Promise<Page<AfterSaleView>> {
    const userId = Number(requireUser(ctx).id);
    const where: FilterQuery<AfterSaleRequest> = {
      user: userId,
      ...(statuses?.length && { status: { $in: statuses } }),
    };
    return this.page(ctx.em, where, page, actor, false);
  }

  async staffQueue(
    ctx: RequestContext,
    filter: StaffAfterSaleFilter,
    page: PageRequest,
    actor: AfterSaleActor,
  ): Promise<Page<AfterSaleView>> {
    const where: FilterQuery<AfterSaleRequest> = {};
    if (filter.statuses?.length) where.status = { $in: filter.statuses };
    if (filter.types?.length) where.type = { $in: filter.types };
    if (filter.customerId != null) where.user = filter.customerId;
    if (filter.olderThanHours && filter.olderThanHours > 0) {
      const before = this.context.deps.clock.now().getTime() - filter.olderThanHours * 3600_000;
      where.updatedAt = { $lte: new Date(before) };
    }
    const search = filter.search?.trim();
    if (search) {
      const prefix = `${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
      where.$or = [{ serviceNumber: { $like: prefix } }, { orderNumber: { $like: prefix } }];
    }
    return this.page(ctx.em, where, page, actor, true);
  }

  private async page(
    em: EntityManager,
    where: FilterQuery<AfterSaleRequest>,
    page: PageRequest,
    actor: AfterSaleActor,
    staff: boolean,
  ): Promise<Page<AfterSaleView>> {
    const [rows, totalCount] = await Promise.all([
      em.find(
        AfterSaleRequest,
        {
          ...(where as object),
          ...(page.afterId !== undefined && { id: { $lt: page.afterId } }),
        } as FilterQuery<AfterSaleRequest>,
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      em.count(AfterSaleRequest, where),
    ]);
    const items: AfterSaleView[] = [];
    for (const request of rows.slice(0, page.first)) items.push(await this.view(em, request, actor, staff));
    return { items, hasNextPage: rows.length > page.first, hasPreviousPage: page.afterId !== undefined, totalCount };
  }
}

/** Where a request has ended or waits on the buyer alone: its order is no longer "in progress". */
const NOT_IN_PROGRESS: readonly AfterSaleStatus[] = [
  AfterSaleStatus.REJECTED,
  AfterSaleStatus.CANCELLED,
  AfterSaleStatus.CLOSED,
  AfterSaleStatus.REFUND_SUCCEEDED,
  AfterSaleStatus.COMPLETED,
];

/** Which of these orders have a request in progress (the orders module's display status asks). One query. */
export async function ordersWithOpenAfterSale(em: EntityManager, orderIds: readonly number[]): Promise<Set<number>> {
  // Plain rows: nothing half-loaded enters the caller's unit of work.
  const open = await em
    .createQueryBuilder(AfterSaleRequest)
    .select('orderId')
    .where({ orderId: { $in: [...orderIds] }, status: { $nin: [...NOT_IN_PROGRESS] } })
    .execute<{ order_id: number }[]>('all', false);
  return new Set(open.map((row) => Number(row.order_id)));
}

/** Which of the buyer's orders have an after-sales request in progress. */
export async function buyerOrdersWithOpenAfterSale(em: EntityManager, userId: number): Promise<Set<number>> {
  const open = await em
    .createQueryBuilder(AfterSaleRequest)
    .select('orderId')
    .where({ user: userId, status: { $nin: [...NOT_IN_PROGRESS] } })
    .execute<{ order_id: number }[]>('all', false);
  return new Set(open.map((row) => Number(row.order_id)));
}
