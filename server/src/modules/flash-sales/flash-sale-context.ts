import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { CrowdGate } from '../../platform/http/crowd-gate.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { SoldOutBoard } from './flash-sale-sold-out.js';

/** Settings of the flash sales (config FLASH_SALE_*). */
export interface FlashSaleSettings {
  /** How long a flash-sale order waits for payment before it expires and its units go back. */
  paymentWindowMs: number;
}

export const defaultFlashSaleSettings: FlashSaleSettings = { paymentWindowMs: 5 * 60_000 };

/** What the flash-sale services are built with. */
export interface FlashSalesDeps {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  notifications: NotificationService;
  activities: ActivitiesService;
  activityOrders: ActivityOrders;
  orderPromotions: OrderPromotionPorts;
  catalog: CatalogService;
  settings: FlashSaleSettings;
  /** The "server too crowded" gate the buy goes through. */
  crowdGate: CrowdGate;
  /** Which items this copy knows to be sold out: the gate refuses their buys at once. */
  soldOut: SoldOutBoard;
}

/** The job that sends a session's reminders 3 minutes before its start. */
export const REMINDER_JOB = 'flash-sale-reminders';
export const reminderJobKey = (sessionId: number) => `flash-sale-reminders/${sessionId}`;

/** `YYYY-MM-DD HH:mm` in UTC, as the messages print a session's start. */
export const formatStart = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
