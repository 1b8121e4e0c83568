import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { CrowdGate, defaultCrowdGateSettings, type CrowdGateSettings } from '../../platform/http/crowd-gate.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { OrdersService } from '../orders/orders.service.js';
import { defaultFlashSaleSettings } from './flash-sale-context.js';
import { SoldOutBoard } from './flash-sale-sold-out.js';
import { flashSaleEntities } from './flash-sales.entities.js';
import { FlashSalesResolver } from './flash-sales.graphql.js';
import { flashSaleRoutes } from './flash-sales.rest.js';
import { FlashSalesService } from './flash-sales.service.js';
import { StaffFlashSalesResolver } from './staff-flash-sales.graphql.js';

interface FlashSalesModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  notifications: NotificationService;
  activities: ActivitiesService;
  activityOrders: ActivityOrders;
  orderPromotions: OrderPromotionPorts;
  orders: OrdersService;
  catalog: CatalogService;
  flashSaleSettings?: { paymentWindowMs?: number } | undefined;
  crowdGateSettings?: CrowdGateSettings | undefined;
}

/** Flash sales: sessions, the buy under a crowd, live states, reminders, and the staff's sessions. */
export const flashSalesModule = defineModule({
  name: 'flashSales',
  requires: ['activities', 'orders', 'catalog', 'messages'],
  entities: flashSaleEntities,
  createServices: (deps: FlashSalesModuleDependencies) => ({
    flashSales: new FlashSalesService({
      clock: deps.clock,
      jobs: deps.jobs,
      pubSub: deps.pubSub,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
      notifications: deps.notifications,
      activities: deps.activities,
      activityOrders: deps.activityOrders,
      orderPromotions: deps.orderPromotions,
      catalog: deps.catalog,
      settings: { ...defaultFlashSaleSettings, ...deps.flashSaleSettings },
      crowdGate: new CrowdGate(deps.crowdGateSettings ?? defaultCrowdGateSettings),
      soldOut: new SoldOutBoard(deps.pubSub, deps.clock),
    }),
    /** For the resolvers' order and activity nodes. */
    flashSaleOrders: deps.orders,
    flashSaleActivities: deps.activities,
  }),
  resolvers: ({ flashSales, flashSaleOrders, flashSaleActivities }) => [
    new FlashSalesResolver(flashSales, flashSaleOrders),
    new StaffFlashSalesResolver(flashSales, flashSaleActivities),
  ],
  routes: ({ flashSales, flashSaleOrders }) => flashSaleRoutes(flashSales, flashSaleOrders),
});
