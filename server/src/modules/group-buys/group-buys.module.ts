import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { AfterSalesService } from '../after-sales/after-sales.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import { groupBuyEntities } from './group-buys.entities.js';
import { GroupBuysResolver } from './group-buys.graphql.js';
import { groupBuyRoutes } from './group-buys.rest.js';
import { GroupBuysService } from './group-buys.service.js';

interface GroupBuysModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  notifications: NotificationService;
  activities: ActivitiesService;
  activityOrders: ActivityOrders;
  orderPromotions: OrderPromotionPorts;
  afterSales: AfterSalesService;
  catalog: CatalogService;
}

/** Group buys: offers (one activity each), groups started and joined by share link, completion and refunds. */
export const groupBuysModule = defineModule({
  name: 'group-buys',
  requires: ['activities', 'orders', 'after-sales', 'catalog', 'identity', 'messages'],
  entities: groupBuyEntities,
  createServices: (deps: GroupBuysModuleDependencies) => ({
    /** The catalog, for the offers' parts in GraphQL answers. */
    groupBuyParts: deps.catalog as Pick<CatalogService, 'productsById'>,
    groupBuys: new GroupBuysService({
      clock: deps.clock,
      jobs: deps.jobs,
      pubSub: deps.pubSub,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
      notifications: deps.notifications,
      activities: deps.activities,
      activityOrders: deps.activityOrders,
      orderPromotions: deps.orderPromotions,
      afterSales: deps.afterSales,
      catalog: deps.catalog,
    }),
  }),
  resolvers: ({ groupBuys, groupBuyParts }) => [new GroupBuysResolver(groupBuys, groupBuyParts)],
  routes: ({ groupBuys }) => groupBuyRoutes(groupBuys),
});
