import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { OrderFacts } from '../orders/order-promotions.js';

export interface CouponsDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  notifications: NotificationService;
  /** An entity manager for work outside any request (the reminder job). */
  forkEm: () => EntityManager;
}

/** What the service's parts share: the dependencies, and what orders told it once the hub was plugged in. */
export interface CouponsContext {
  deps: CouponsDependencies;
  /** Orders' facts of an order (its number for "used on order ..."); set when the module is plugged into orders. */
  orderFacts: ((em: EntityManager, orderId: number) => Promise<OrderFacts | null>) | null;
}

/** The day-before expiry reminder: one job per expiry instant, reminding every coupon that expires then. */
export const EXPIRY_REMINDER_JOB = 'coupon-expiry-reminder';
export const expiryReminderJobKey = (validUntil: Date) => `coupon-expiry-reminder/${validUntil.getTime()}`;

/** Limits of what staff may enter. */
export const couponLimits = {
  titleMax: 64,
  descriptionMax: 500,
  /** ¥100,000: no coupon takes more off. */
  amountMaxFen: 10_000_000,
  thresholdMaxFen: 100_000_000,
  validDaysMax: 3650,
  quantityMax: 10_000_000,
  scopeIdsMax: 200,
  /** Single-use codes made at once. */
  codesMax: 1000,
  /** Users named in one issue. */
  issueUsersMax: 1000,
};
