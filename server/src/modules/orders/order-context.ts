import type { OpenAfterSales } from './order-display-status.js';
import type { EntityManager } from '@mikro-orm/sql';
import { can, requireUser, type ApiKeyScope, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { AccountSecurityService } from '../identity/account-security.service.js';
import { User } from '../identity/identity.entities.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { BalancePayer } from './balance-payer.js';
import type { OrderPromotionHub } from './order-promotion-hub.js';
import type { CheckedOutCart, OrderStock } from './order-ports.js';
import type { OrderSettings } from './order-settings.js';
import { StockReason } from '../catalog/stock/stock-reasons.js';
import { Order, OrderLine } from './orders.entities.js';
import type { OrderActor, OrderFlow } from './orders.states.js';

/** What the orders module uses of other modules, each through its service or a port orders declares. */
export interface OrdersDependencies {
  catalog: Pick<CatalogService, 'getProduct'> & OrderStock;
  cart: Pick<CartService, 'getCart' | 'addToCart'> & CheckedOutCart;
  addresses: AddressesService;
  accountSecurity: Pick<AccountSecurityService, 'verifyPaymentPassword'>;
  notifications: NotificationService;
  afterCommit: AfterCommit;
  /** Where state changes are announced to webhooks, after commit. */
  shopEvents: ShopEvents;
  /** Takes balance payments (the wallet). */
  balance: BalancePayer;
  /** Jobs run outside any request and need an entity manager of their own. */
  forkEm: () => EntityManager;
}

/** What every part of the orders module shares: the clock, jobs, settings, the flow and the other modules. */
export interface OrdersContext {
  clock: Clock;
  jobs: JobScheduler;
  settings: OrderSettings;
  flow: OrderFlow;
  deps: OrdersDependencies;
  /** The promotion modules' sides of checkout and the milestone listeners. */
  promotions: OrderPromotionHub;
  /** Which orders have an after-sales request open (for the buyer's display status). */
  openAfterSales: OpenAfterSales;
}

/**
 * The buyer's own order; someone else's id (or a deleted one) is NOT_FOUND, as if it did not exist. An API key needs
 * `keyScope`: orders:read to look, orders:write for an action on the order.
 */
export async function ownOrder(
  ctx: RequestContext,
  orderId: number,
  keyScope: ApiKeyScope = 'orders:read',
): Promise<Order> {
  const userId = Number(requireUser(ctx, keyScope).id);
  const order = await ctx.em.findOne(Order, { id: orderId, user: userId, deletedAt: null }, { refresh: true });
  if (!order) throw new DomainError('NOT_FOUND');
  return order;
}

/** Any order by id, or NOT_FOUND. */
export async function findOrder(em: EntityManager, orderId: number, refresh = false): Promise<Order> {
  const order = await em.findOne(Order, orderId, { refresh });
  if (!order) throw new DomainError('NOT_FOUND');
  return order;
}

export function reload(ctx: RequestContext, orderId: number): Promise<Order> {
  return ctx.em.findOneOrFail(Order, orderId, { refresh: true });
}

/** A user named by id (the staff member deciding a remittance, a reviewing buyer) as the flow sees them. */
export async function actorOfUser(em: EntityManager, userId: number): Promise<OrderActor> {
  const user = await em.findOne(User, userId, { fields: ['roles'] });
  return { kind: 'user', userId, can: (permission) => can(user, permission) };
}

/** Puts an ended order's reserved stock back on the shelf, through the catalog, its ledger rows naming the order. */
export async function releaseOrderStock(
  stock: OrderStock,
  em: EntityManager,
  order: Pick<Order, 'id' | 'number'>,
  by: { actorId: number | null; at: Date },
): Promise<void> {
  const lines = await em.find(OrderLine, { order: order.id });
  await stock.releaseStock(
    em,
    lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    { reason: StockReason.ORDER_RELEASED, reference: order.number, ...by },
  );
}
