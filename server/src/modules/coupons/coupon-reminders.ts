import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { MessageKind } from '../messages/notification.service.js';
import { EXPIRY_REMINDER_JOB, expiryReminderJobKey, type CouponsContext } from './coupon-context.js';
import { EXPIRES_SOON_MS } from './coupon-terms.js';
import { StoredCouponStatus, UserCoupon } from './coupons.entities.js';

/** `YYYY-MM-DD HH:mm` in UTC, as the messages print a coupon's end. */
export const formatEnd = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The day-before expiry message. A job per expiry instant runs a day before it and reminds every unused coupon that
 * ends within the next day and has not been reminded (so a missed run is caught up by the next); a used coupon is
 * skipped. Each reminder is claimed by a conditional UPDATE of `reminderSentAt`, so a second run sends nothing.
 */
export class CouponReminders {
  constructor(private readonly context: CouponsContext) {
    const { jobs } = context.deps;
    jobs.register<{ validUntil: number }>(EXPIRY_REMINDER_JOB, async () => {
      await this.remindExpiring();
    });
    jobs.resumeWith(() => this.resumeReminders());
  }

  /** Sends the message of every unused coupon ending within a day; answers how many went out. */
  async remindExpiring(): Promise<number> {
    const { deps } = this.context;
    return transactionalWithRetry(deps.forkEm(), async (tx) => {
      const now = deps.clock.now();
      const due = await tx.find(
        UserCoupon,
        {
          status: StoredCouponStatus.UNUSED,
          reminderSentAt: null,
          validUntil: { $gt: now, $lte: new Date(now.getTime() + EXPIRES_SOON_MS) },
        },
        { fields: ['id', 'user', 'title', 'validUntil'], orderBy: { id: 'asc' } },
      );
      let sent = 0;
      for (const coupon of due) {
        const claimed = await tx.nativeUpdate(
          UserCoupon,
          { id: coupon.id, status: StoredCouponStatus.UNUSED, reminderSentAt: null },
          { reminderSentAt: now },
        );
        if (claimed !== 1) continue;
        await deps.notifications.notify(tx, coupon.user.id, {
          kind: MessageKind.SYSTEM,
          templateKey: 'couponExpiringSoon',
          params: { title: coupon.title, validUntil: formatEnd(coupon.validUntil) },
          link: '/user/coupon',
        });
        sent += 1;
      }
      return sent;
    });
  }

  /** Schedules again the reminder of every expiry instant with unused, unreminded coupons (same keys: one job each). */
  async resumeReminders(): Promise<number> {
    const { deps } = this.context;
    const now = deps.clock.now();
    const rows = await deps
      .forkEm()
      .createQueryBuilder(UserCoupon)
      .select('validUntil', true)
      .where({ status: StoredCouponStatus.UNUSED, reminderSentAt: null, validUntil: { $gt: now } })
      .execute<{ validUntil: Date | string }[]>('all', true);
    for (const row of rows) {
      const validUntil = new Date(row.validUntil);
      const runAt = new Date(Math.max(validUntil.getTime() - EXPIRES_SOON_MS, now.getTime()));
      await deps.jobs.schedule(
        EXPIRY_REMINDER_JOB,
        { validUntil: validUntil.getTime() },
        { key: expiryReminderJobKey(validUntil), runAt },
      );
    }
    return rows.length;
  }
}
