import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { OrderRefunds } from '../payments/order-refunds.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import { pointsEntities } from './points.entities.js';
import { PointsResolver } from './points.graphql.js';
import { pointsRoutes } from './points.rest.js';
import { PointsService } from './points.service.js';

interface PointsModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  /** Orders' promotion ports: checkout spends points through it, milestones earn and return them. */
  orderPromotions: OrderPromotionPorts;
  /** Payments' refund port: settled refunds reverse points. */
  refunds: OrderRefunds;
  reviews: ReviewsService;
}

/** Points: the ledger, its rules, earning, spending at checkout, returning, reversing on refunds and expiry. */
export const pointsModule = defineModule({
  name: 'points',
  requires: ['orders', 'payments', 'reviews'],
  entities: pointsEntities,
  createServices: (deps: PointsModuleDependencies) => {
    const points = new PointsService({
      clock: deps.clock,
      jobs: deps.jobs,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
      orderFacts: (em, orderId) => deps.orderPromotions.orderFacts(em, orderId),
    });
    deps.orderPromotions.providePoints(points);
    deps.orderPromotions.onMilestone('endedUnpaid', (em, event) => points.onEndedUnpaid(em, event));
    deps.orderPromotions.onMilestone('completed', (em, event) => points.onCompleted(em, event));
    deps.refunds.onSettled((em, refund) => points.onRefundSettled(em, refund));
    deps.reviews.onReviewed((em, review) => points.onReviewed(em, review));
    return { points };
  },
  resolvers: ({ points }) => [new PointsResolver(points)],
  routes: ({ points }) => pointsRoutes(points),
});
