import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { CheckoutDetails } from '../orders/checkout-rules.js';

/** An activity row (the activities module's); a bargain offer is one of kind BARGAIN. */
export type ActivityFacts = NonNullable<Awaited<ReturnType<ActivitiesService['findActivity']>>>;

/** The activities module, as bargains use it (always for activities of kind BARGAIN). */
export interface BargainActivities {
  createActivity(em: EntityManager, input: { title: string; startsAt: Date; endsAt: Date }): Promise<ActivityFacts>;
  updateActivity(
    em: EntityManager,
    id: number,
    input: { title?: string; startsAt?: Date; endsAt?: Date },
  ): Promise<ActivityFacts>;
  /** Throws ACTIVITY_NOT_STARTED / ACTIVITY_PAUSED / ACTIVITY_ENDED / ACTIVITY_ABNORMAL unless it runs now. */
  requireInProgress(em: EntityManager, id: number): Promise<ActivityFacts>;
  findActivities(em: EntityManager, ids: readonly number[]): Promise<Map<number, ActivityFacts>>;
  /** The shop found something wrong (the catalog ran short): IN_PROGRESS or PAUSED becomes ABNORMAL. */
  markAbnormal(em: EntityManager, id: number, reason: string): Promise<void>;
  /** Whether the activity has started (its window may no longer change). */
  hasStarted(activity: ActivityFacts): boolean;
}

/** The orders module's activity-order port, as bargains use it. */
export interface BargainOrders {
  placeOrder(
    ctx: RequestContext,
    input: CheckoutDetails & {
      activityId: number;
      reference: string;
      productId: number;
      quantity: number;
      unitPriceMilli: number;
      paymentWindowMs: number;
      idempotencyKey: string;
    },
    take: (em: EntityManager, order: { id: number; number: string; userId: number }) => Promise<void>,
  ): Promise<{ id: number; number: string; payableFen: number; status: string }>;
}

/** The catalog, as bargains use it: the part an offer sells. */
export interface BargainParts {
  /** Mpn and shelf state of these parts (absent: no such part). */
  parts(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, BargainPart>>;
}

export interface BargainPart {
  id: number;
  mpn: string;
  brandName: string;
  package: string;
  onShelf: boolean;
  listPriceMilli: number;
}
