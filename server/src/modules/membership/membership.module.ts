import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { MembershipOrders, OrderPromotionPorts } from '../orders/order-promotions.js';
import type { OrderRefunds } from '../payments/order-refunds.js';
import type { PointsService } from '../points/points.service.js';
import { membershipEntities } from './membership.entities.js';
import { MembershipResolver } from './membership.graphql.js';
import { membershipRoutes } from './membership.rest.js';
import { MembershipService } from './membership.service.js';

interface MembershipModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  /** Orders' promotion ports: member pricing at checkout, the paid and completed milestones. */
  orderPromotions: OrderPromotionPorts;
  /** Orders' side of selling a membership: an order without lines any payment method pays. */
  membershipOrders: MembershipOrders;
  /** Payments' refund port: settled refunds reverse growth. */
  refunds: OrderRefunds;
  points: PointsService;
}

/** Super membership (bought as an order, 12 months, renewable), levels by growth, the member discount. */
export const membershipModule = defineModule({
  name: 'membership',
  requires: ['orders', 'payments', 'points'],
  entities: membershipEntities,
  createServices: (deps: MembershipModuleDependencies) => {
    const membership = new MembershipService({
      clock: deps.clock,
      jobs: deps.jobs,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
      membershipOrders: deps.membershipOrders,
      orderFacts: (em, orderId) => deps.orderPromotions.orderFacts(em, orderId),
    });
    deps.orderPromotions.provideMemberPricing(membership);
    deps.orderPromotions.onMilestone('paid', (em, event) => membership.onPaid(em, event));
    deps.orderPromotions.onMilestone('completed', (em, event) => membership.onCompleted(em, event));
    deps.refunds.onSettled((em, refund) => membership.onRefundSettled(em, refund));
    deps.points.provideMultiplier((em, userId, at) => membership.pointsMultiplierPercent(em, userId, at));
    return { membership };
  },
  resolvers: ({ membership }) => [new MembershipResolver(membership)],
  routes: ({ membership }) => membershipRoutes(membership),
});
