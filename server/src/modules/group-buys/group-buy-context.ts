import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { AfterSalesService } from '../after-sales/after-sales.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { GroupBuyFlow } from './group-buys.states.js';

export interface GroupBuysDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  /** An entity manager for work outside any request (the deadline job). */
  forkEm: () => EntityManager;
  notifications: NotificationService;
  /** The activity lifecycle: each offer is one activity row of kind GROUP_BUY. */
  activities: Pick<
    ActivitiesService,
    'createActivity' | 'updateActivity' | 'requireInProgress' | 'onTransition' | 'findActivity'
  >;
  /** Orders' port for activity goods: a member's order, and cancelling an unpaid one when the group is cancelled. */
  activityOrders: ActivityOrders;
  /** Where payments and unpaid ends of members' orders are heard. */
  orderPromotions: Pick<OrderPromotionPorts, 'onMilestone'>;
  /** Closes and refunds a paid member's order when its group is cancelled (the after-sales refund path). */
  afterSales: Pick<AfterSalesService, 'closePaidActivityOrder'>;
  catalog: Pick<CatalogService, 'productsById'>;
}

/** What the service's parts share. */
export interface GroupBuysContext {
  deps: GroupBuysDependencies;
  flow: GroupBuyFlow;
}

/** What staff may set on an offer. */
export const groupBuyLimits = {
  groupSizeMin: 2,
  groupSizeMax: 100,
  timeLimitMinutesMin: 1,
  /** Seven days. */
  timeLimitMinutesMax: 7 * 24 * 60,
  quantityMax: 1_000_000,
  perUserLimitMax: 1000,
  /** ¥1,000,000 per unit in 0.0001 yuan. */
  priceMaxMilli: 10_000_000_000,
};

/** The longest a member's order waits for payment; never past the group's deadline. */
export const MEMBER_PAYMENT_WINDOW_MS = 30 * 60_000;

/** Publishes the group's change to its page's subscribers once the transaction commits. */
export function publishGroupChange(context: GroupBuysContext, em: EntityManager, groupId: number): Promise<void> {
  const { afterCommit, pubSub } = context.deps;
  return afterCommit.run(
    em,
    () => pubSub.publish('GROUP_BUY_CHANGED', String(groupId), { groupId }),
    `group-buy-changed/${groupId}`,
  );
}

/** An offer's activity row as the core's service answers it. */
export type ActivityView = NonNullable<Awaited<ReturnType<ActivitiesService['findActivity']>>>;
