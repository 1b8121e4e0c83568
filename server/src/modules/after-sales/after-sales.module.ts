import type { OpenAfterSales } from '../orders/order-display-status.js';
import { ordersWithOpenAfterSale, buyerOrdersWithOpenAfterSale } from './after-sale-queries.js';
import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { AfterSaleOrders } from '../orders/after-sale-orders.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OrderRefunds } from '../payments/order-refunds.js';
import { AfterSaleQueueResolver } from './after-sale-queue.graphql.js';
import { defaultAfterSaleSettings, type AfterSaleSettings } from './after-sale-rules.js';
import { afterSaleEntities } from './after-sales.entities.js';
import { AfterSalesResolver } from './after-sales.graphql.js';
import { afterSaleRoutes } from './after-sales.rest.js';
import { AfterSalesService } from './after-sales.service.js';
import { CancelPaidOrderResolver } from './cancel-paid-order.graphql.js';
import { staffAfterSaleRoutes } from './staff-after-sales.rest.js';

interface AfterSalesModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  shopEvents: ShopEvents;
  images: ImageStore;
  forkEm: () => EntityManager;
  afterSaleSettings?: Partial<AfterSaleSettings> | undefined;
  notifications: NotificationService;
  orders: OrdersService;
  afterSaleOrders: AfterSaleOrders;
  catalog: CatalogService;
  /** The payments module's refund port. */
  refunds: OrderRefunds;
  openAfterSales: OpenAfterSales;
}

/** After-sales requests (refund, return, exchange, replenishment), their refunds, and closing unfulfillable orders. */
export const afterSalesModule = defineModule({
  name: 'after-sales',
  requires: ['orders', 'payments', 'catalog', 'messages'],
  entities: afterSaleEntities,
  createServices: (deps: AfterSalesModuleDependencies) => {
    deps.openAfterSales.provide({ among: ordersWithOpenAfterSale, ofBuyer: buyerOrdersWithOpenAfterSale });
    return {
      /** For cancelPaidOrder's answer: the order as staff see it. */
      afterSaleOrderDetails: deps.orders as Pick<OrdersService, 'orderDetail'>,
      afterSales: new AfterSalesService({
        clock: deps.clock,
        jobs: deps.jobs,
        pubSub: deps.pubSub,
        afterCommit: deps.afterCommit,
        shopEvents: deps.shopEvents,
        images: deps.images,
        notifications: deps.notifications,
        orders: deps.afterSaleOrders,
        stock: deps.catalog,
        refunds: deps.refunds,
        forkEm: deps.forkEm,
        settings: { ...defaultAfterSaleSettings, ...deps.afterSaleSettings },
      }),
    };
  },
  resolvers: ({ afterSales, afterSaleOrderDetails }) => [
    new AfterSalesResolver(afterSales),
    new CancelPaidOrderResolver(afterSales, afterSaleOrderDetails),
    new AfterSaleQueueResolver(),
  ],
  routes: ({ afterSales }) => [...afterSaleRoutes(afterSales), ...staffAfterSaleRoutes(afterSales)],
});
