import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import { BargainOffers } from './bargain-offers.js';
import type { BargainActivities, BargainOrders, BargainParts } from './bargain-ports.js';
import { bargainEntities } from './bargains.entities.js';
import { BargainsResolver } from './bargains.graphql.js';
import { bargainRoutes } from './bargains.rest.js';
import { BargainsService } from './bargains.service.js';

interface BargainsModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  pubSub: PubSub;
  forkEm: () => EntityManager;
  activities: ActivitiesService;
  activityOrders: ActivityOrders;
  orderPromotions: OrderPromotionPorts;
  catalog: CatalogService;
}

/** The activities module seen from bargains: always activities of kind BARGAIN. */
function bargainActivities(activities: ActivitiesService): BargainActivities {
  return {
    createActivity: (em, input) => activities.createActivity(em, { kind: 'BARGAIN', ...input }),
    updateActivity: (em, id, input) => activities.updateActivity(em, id, input),
    requireInProgress: (em, id) => activities.requireInProgress(em, id, 'BARGAIN'),
    findActivities: async (em, ids) => {
      const found = await Promise.all(ids.map((id) => activities.findActivity(em, id)));
      return new Map(found.flatMap((activity) => (activity ? [[activity.id, activity] as const] : [])));
    },
    markAbnormal: (em, id, reason) => activities.markAbnormal(em, id, reason),
    hasStarted: (activity) => activity.status !== 'NOT_STARTED',
  };
}

function bargainOrders(orders: ActivityOrders): BargainOrders {
  return {
    placeOrder: (ctx, { activityId, reference, ...input }, take) =>
      orders.placeActivityOrder(ctx, { ...input, activity: { kind: 'BARGAIN', id: activityId, reference } }, take),
  };
}

function bargainParts(catalog: CatalogService): BargainParts {
  return {
    parts: async (ctx, ids) => {
      const products = await catalog.productsById(ctx, [...new Set(ids)]);
      return new Map(
        [...products.values()].map((product) => [
          product.id,
          {
            id: product.id,
            mpn: product.mpn,
            brandName: product.manufacturer.getEntity().name,
            package: product.package,
            onShelf: product.status === 'ON_SHELF',
            listPriceMilli: product.listPriceMilli,
          },
        ]),
      );
    },
  };
}

/** Bargains: offers (activities of kind BARGAIN), shoppers' bargains, friends' cuts, buying at the price reached. */
export const bargainsModule = defineModule({
  name: 'bargains',
  requires: ['activities', 'orders', 'catalog', 'identity'],
  entities: bargainEntities,
  createServices: (deps: BargainsModuleDependencies) => {
    const activities = bargainActivities(deps.activities);
    const bargains = new BargainsService({
      clock: deps.clock,
      jobs: deps.jobs,
      afterCommit: deps.afterCommit,
      pubSub: deps.pubSub,
      forkEm: deps.forkEm,
      activities,
      orders: bargainOrders(deps.activityOrders),
    });
    const bargainOffers = new BargainOffers({ clock: deps.clock, activities, parts: bargainParts(deps.catalog) });
    deps.orderPromotions.onMilestone('endedUnpaid', async (em, event) => {
      if (event.activity?.kind === 'BARGAIN') await bargains.onOrderEndedUnpaid(em, event.orderId);
    });
    deps.activities.onTransition('BARGAIN', async (em, change) => {
      if (change.to === 'ENDED') await bargains.onActivityEnded(em, change.activity.id);
    });
    return { bargains, bargainOffers };
  },
  resolvers: ({ bargains, bargainOffers }) => [new BargainsResolver(bargains, bargainOffers)],
  routes: ({ bargains, bargainOffers }) => bargainRoutes(bargains, bargainOffers),
});
