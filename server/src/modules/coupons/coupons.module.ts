import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import { couponEntities } from './coupons.entities.js';
import { CouponsResolver } from './coupons.graphql.js';
import { couponRoutes } from './coupons.rest.js';
import { CouponsService } from './coupons.service.js';
import { StaffCouponsResolver } from './staff-coupons.graphql.js';
import { staffCouponRoutes } from './staff-coupons.rest.js';

interface CouponsModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  notifications: NotificationService;
  /** Orders' hub: coupons plug their checkout step and their endedUnpaid listener into it. */
  orderPromotions: OrderPromotionPorts;
}

/** Coupons and discount codes: templates, claiming, codes, staff issues, checkout's coupon step, expiry reminders. */
export const couponsModule = defineModule({
  name: 'coupons',
  requires: ['orders', 'catalog', 'identity', 'messages'],
  entities: couponEntities,
  createServices: (deps: CouponsModuleDependencies) => {
    const coupons = new CouponsService({
      clock: deps.clock,
      jobs: deps.jobs,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
      notifications: deps.notifications,
    });
    coupons.plugInto(deps.orderPromotions);
    return { coupons };
  },
  resolvers: ({ coupons }) => [new CouponsResolver(coupons), new StaffCouponsResolver(coupons)],
  routes: ({ coupons }) => [...couponRoutes(coupons), ...staffCouponRoutes(coupons)],
});
