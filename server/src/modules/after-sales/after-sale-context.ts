import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { AfterSaleOrders } from '../orders/after-sale-orders.js';
import type { OrderStock } from '../orders/order-ports.js';
import type { OrderRefunds } from '../payments/order-refunds.js';
import type { AfterSaleSettings } from './after-sale-rules.js';
import { AfterSaleRequest } from './after-sales.entities.js';
import type { AfterSaleAction, AfterSaleActor, AfterSaleFlow } from './after-sales.states.js';

/** What the after-sales services use of the runtime and the other modules. */
export interface AfterSalesDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  /** Where state changes are announced to webhooks, after commit. */
  shopEvents: ShopEvents;
  images: ImageStore;
  notifications: NotificationService;
  /** The orders module's port: the order and its lines, its audit trail, closing a paid order. */
  orders: AfterSaleOrders;
  /** The catalog's shelf: goods returned fine go back on it. */
  stock: Pick<OrderStock, 'releaseStock'>;
  /** The payments module's refund port. */
  refunds: OrderRefunds;
  /** Jobs run outside any request and need an entity manager of their own. */
  forkEm: () => EntityManager;
  settings: AfterSaleSettings;
}

export interface AfterSalesContext {
  deps: AfterSalesDependencies;
  flow: AfterSaleFlow;
}

export const RETURN_DEADLINE_JOB = 'after-sale-return-deadline';
/** One deadline job per request: a later approval replaces it. */
export const returnDeadlineJobKey = (id: number) => `${RETURN_DEADLINE_JOB}/${id}`;
/** The refund port's key of a request's refund. */
export const refundKeyOf = (id: number) => `after-sale/${id}`;
export const requestIdOfRefundKey = (key: string): number | null => {
  const match = /^after-sale\/(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
};
/** The refund's reason as the ledger and staff read it. */
export const refundReasonOf = (serviceNumber: string) => `After-sales ${serviceNumber}`;
export const detailLink = (id: number) => `/user/refund/details?id=${id}`;

/** Any request by id, fresh from the database, or NOT_FOUND. */
export async function findRequest(em: EntityManager, id: number): Promise<AfterSaleRequest> {
  const request = await em.findOne(AfterSaleRequest, id, { refresh: true });
  if (!request) throw new DomainError('NOT_FOUND');
  return request;
}

/** The caller's own request; someone else's is NOT_FOUND, as if it did not exist. */
export async function ownRequest(ctx: RequestContext, userId: number, id: number): Promise<AfterSaleRequest> {
  const request = await findRequest(ctx.em, id);
  if (request.user.id !== userId) throw new DomainError('NOT_FOUND');
  return request;
}

/**
 * Fires `event` in the caller's transaction, stamping `updatedAt`; AFTER_SALE_ACTION_NOT_ALLOWED when another
 * request moved the state first.
 */
export async function fireOrRefuse(
  context: AfterSalesContext,
  tx: EntityManager,
  request: AfterSaleRequest,
  event: AfterSaleAction,
  options: Parameters<AfterSaleFlow['fire']>[3],
): Promise<void> {
  const changes = { ...options.changes, updatedAt: context.deps.clock.now() };
  if (!(await context.flow.fire(tx, request, event, { ...options, changes }))) {
    throw new DomainError('AFTER_SALE_ACTION_NOT_ALLOWED');
  }
}

/** `fireOrRefuse` in a transaction of its own. */
export async function fireInTransaction(
  context: AfterSalesContext,
  em: EntityManager,
  request: AfterSaleRequest,
  event: AfterSaleAction,
  options: Parameters<AfterSaleFlow['fire']>[3],
): Promise<void> {
  await transactionalWithRetry(em, (tx) => fireOrRefuse(context, tx, request, event, options));
}

/** The text the actor gave, trimmed: required and at most `max` characters. */
export function requiredText(text: string, max: number, field: string): string {
  const value = text.trim();
  if (!value || [...value].length > max) {
    throw new DomainError('AFTER_SALE_NOTE_REQUIRED', { params: { max }, field: ['input', field] });
  }
  return value;
}

export type { AfterSaleActor };
