import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import { defaultAfterSaleSettings, type AfterSaleSettings } from '../after-sales/after-sale-rules.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { OrderRefunds } from '../payments/order-refunds.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { distributorEntities } from './distributors.entities.js';
import { DistributorsResolver } from './distributors.graphql.js';
import { distributorRoutes } from './distributors.rest.js';
import { DistributorsService } from './distributors.service.js';

interface DistributorsModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  /** The after-sales windows (config AFTER_SALE_*): a commission settles once the no-reason window has passed. */
  afterSaleSettings?: Partial<AfterSaleSettings> | undefined;
  /** Orders' milestones: 'paid' creates a commission, 'completed' sets when it settles. */
  orderPromotions: OrderPromotionPorts;
  /** Payments' refund port: a settled refund shrinks or reverses a pending commission. */
  refunds: OrderRefunds;
  /** The balance a settled commission is credited to. */
  wallet: WalletService;
}

/** Distributors: applications staff review, commission rates, commissions on invitees' orders and their settlement. */
export const distributorsModule = defineModule({
  name: 'distributors',
  requires: ['orders', 'payments', 'wallet'],
  entities: distributorEntities,
  createServices: (deps: DistributorsModuleDependencies) => {
    const distributors = new DistributorsService({
      clock: deps.clock,
      jobs: deps.jobs,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
      wallet: deps.wallet,
      orderFacts: (em, orderId) => deps.orderPromotions.orderFacts(em, orderId),
      afterSalesWindowMs: { ...defaultAfterSaleSettings, ...deps.afterSaleSettings }.noReasonWindowMs,
    });
    deps.orderPromotions.onMilestone('paid', (em, event) => distributors.onOrderPaid(em, event));
    deps.orderPromotions.onMilestone('completed', (em, event) => distributors.onOrderCompleted(em, event));
    deps.refunds.onSettled((em, refund) => distributors.onRefundSettled(em, refund));
    return { distributors };
  },
  resolvers: ({ distributors }) => [new DistributorsResolver(distributors)],
  routes: ({ distributors }) => distributorRoutes(distributors),
});
