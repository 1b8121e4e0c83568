import { boughtPartIds } from './bought-parts.js';
import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { AccountSecurityService } from '../identity/account-security.service.js';
import type { BroadcastAudiences } from '../messages/broadcast-audiences.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { ActivityOrders } from './activity-orders.js';
import type { MembershipOrders, OrderPromotionPorts } from './order-promotions.js';
import { OrderFigures } from './order-figures.js';
import { orderEntities } from './orders.entities.js';
import { OrdersResolver } from './orders.graphql.js';
import { orderRoutes } from './orders.rest.js';
import { OrdersService, type OrderSettings } from './orders.service.js';
import { buyerIdsOrderedSince } from './recent-buyers.js';
import { OrderRefundBook } from './refundable-orders.js';
import { StaffOrdersResolver } from './staff-orders.graphql.js';
import { staffOrderRoutes } from './staff-orders.rest.js';
import { StaffOrdersService } from './staff-orders.service.js';

interface OrdersDependencies {
  clock: Clock;
  /** Deadlines (payment window, auto-confirm). */
  jobs: JobScheduler;
  pubSub: PubSub;
  /** An entity manager for work outside any request (jobs). */
  forkEm: () => EntityManager;
  orderSettings?: Partial<OrderSettings> | undefined;
  catalog: CatalogService;
  cart: CartService;
  addresses: AddressesService;
  accountSecurity: AccountSecurityService;
  notifications: NotificationService;
  broadcastAudiences: BroadcastAudiences;
  afterCommit: AfterCommit;
  shopEvents: ShopEvents;
  wallet: WalletService;
}

/** Checkout, orders and their state machine, and the staff order console. */
export const ordersModule = defineModule({
  name: 'orders',
  requires: ['catalog', 'cart', 'addresses', 'identity', 'messages', 'wallet'],
  entities: orderEntities,
  createServices: (deps: OrdersDependencies) => {
    /** `payableOrder` and `markPaid` for payment methods. */
    const orders = new OrdersService(
      deps.clock,
      deps.jobs,
      deps.pubSub,
      {
        catalog: deps.catalog,
        cart: deps.cart,
        addresses: deps.addresses,
        accountSecurity: deps.accountSecurity,
        notifications: deps.notifications,
        afterCommit: deps.afterCommit,
        shopEvents: deps.shopEvents,
        balance: deps.wallet,
        forkEm: deps.forkEm,
      },
      deps.orderSettings,
    );
    deps.broadcastAudiences.provideRecentBuyers(buyerIdsOrderedSince);
    /** Search, detail with audit trail, a customer's recent orders; and the refund book payments refunds against. */
    return {
      orders,
      staffOrders: new StaffOrdersService(orders),
      refundableOrders: new OrderRefundBook(),
      /** The dashboard's order figures. */
      orderFigures: new OrderFigures(),
      /** The after-sales module's port into orders. */
      afterSaleOrders: orders.afterSales,
      /** The parts a user ordered, for the recommendations. */
      boughtParts: boughtPartIds,
      /** Where after-sales tells orders which have a request open. */
      openAfterSales: orders.openAfterSales,
      /** Where coupons, points, membership and invitations plug into checkout and the order milestones. */
      orderPromotions: orders.promotions as OrderPromotionPorts,
      /** How the membership module sells a membership as an order. */
      membershipOrders: orders.membershipOrders as MembershipOrders,
      /** How live activities sell their parts as orders. */
      activityOrders: orders.activityOrders as ActivityOrders,
    };
  },
  resolvers: ({ orders, staffOrders }) => [new OrdersResolver(orders), new StaffOrdersResolver(staffOrders, orders)],
  routes: ({ orders, staffOrders }) => [...orderRoutes(orders), ...staffOrderRoutes(staffOrders, orders)],
});
