import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../../platform/errors/index.js';
import { EXPIRY_REMINDER_JOB, expiryReminderJobKey, type CouponsContext } from './coupon-context.js';
import { appendCouponEntries } from './coupon-ledger.js';
import { termsSnapshot, validityOf } from './coupon-terms.js';
import {
  CouponClaimCounter,
  CouponEntryKind,
  CouponTemplate,
  CouponTemplateStatus,
  UserCoupon,
  type CouponSource,
} from './coupons.entities.js';

/**
 * Giving coupons: every way a user comes to hold one (claim, code, staff issue, invitation reward) ends here. The
 * template's `claimedCount` is raised by one conditional UPDATE under its total, so however many give at once, no
 * more coupons exist than the total allows.
 */
export class CouponGrants {
  constructor(private readonly context: CouponsContext) {}

  /**
   * Takes `count` coupons off the template's total (and checks it is active and, for claims, inside its claim window)
   * in one conditional UPDATE; false when that many are not left.
   */
  async take(
    tx: EntityManager,
    templateId: number,
    count: number,
    options: { now: Date; inClaimWindow: boolean },
  ): Promise<boolean> {
    const query = tx
      .createQueryBuilder(CouponTemplate)
      .update({ claimedCount: raw('claimed_count + ?', [count]) })
      .where({ id: templateId, status: CouponTemplateStatus.ACTIVE })
      .andWhere('(total_quantity is null or claimed_count + ? <= total_quantity)', [count])
      // A template whose fixed validity has ended gives nothing (the coupon would be born expired).
      .andWhere({ $or: [{ validUntil: null }, { validUntil: { $gt: options.now } }] });
    if (options.inClaimWindow) {
      query
        .andWhere({ $or: [{ claimStartsAt: null }, { claimStartsAt: { $lte: options.now } }] })
        .andWhere({ $or: [{ claimEndsAt: null }, { claimEndsAt: { $gt: options.now } }] });
    }
    const result = await query.execute('run');
    return result.affectedRows === 1;
  }

  /** How many of the template's coupons the user has claimed (a plain read; `countClaim` is the guard). */
  async claimedBy(tx: EntityManager, templateId: number, userId: number): Promise<number> {
    const counter = await tx.findOne(
      CouponClaimCounter,
      { template: templateId, user: userId },
      { fields: ['claimed'], refresh: true },
    );
    return counter?.claimed ?? 0;
  }

  /**
   * Counts one claim against the user's limit for the template: their counter row rises only while under the limit
   * (one conditional UPDATE, so two tabs cannot both pass). false: the limit is reached.
   */
  async countClaim(tx: EntityManager, templateId: number, userId: number, perUserLimit: number): Promise<boolean> {
    await tx
      .createQueryBuilder(CouponClaimCounter)
      .insert({ template: templateId, user: userId, claimed: 0 })
      .onConflict(['template', 'user'])
      .ignore()
      .execute('run');
    const result = await tx
      .createQueryBuilder(CouponClaimCounter)
      .update({ claimed: raw('claimed + 1') })
      .where({ template: templateId, user: userId, claimed: { $lt: perUserLimit } })
      .execute('run');
    return result.affectedRows === 1;
  }

  /**
   * Adds the coupon rows of a template for these users (already taken off its total), snapshotting the terms, and
   * schedules their expiry reminders after commit.
   */
  async hand(
    tx: EntityManager,
    template: CouponTemplate,
    userIds: readonly number[],
    source: CouponSource,
    options: { now: Date; grantKey?: string | null },
  ): Promise<UserCoupon[]> {
    const { validFrom, validUntil } = validityOf(template, options.now);
    const coupons = userIds.map((userId) =>
      tx.create(UserCoupon, {
        template: template.id,
        user: userId,
        source,
        grantKey: options.grantKey ?? null,
        claimedAt: options.now,
        validFrom,
        validUntil,
        status: 'UNUSED',
        orderId: null,
        orderNumber: null,
        usedAt: null,
        reminderSentAt: null,
        ...termsSnapshot(template),
      }),
    );
    await tx.flush();
    await appendCouponEntries(
      tx,
      coupons.map((coupon) => ({
        couponId: coupon.id,
        templateId: template.id,
        userId: coupon.user.id,
        kind: CouponEntryKind.ISSUED,
        orderId: null,
        at: options.now,
      })),
    );
    await this.remindBeforeExpiry(tx, validUntil);
    return coupons;
  }

  /** Schedules (after commit) the reminder of the coupons expiring at `validUntil`, a day before it. */
  async remindBeforeExpiry(tx: EntityManager, validUntil: Date): Promise<void> {
    const { jobs, afterCommit, clock } = this.context.deps;
    const key = expiryReminderJobKey(validUntil);
    await afterCommit.run(
      tx,
      () => {
        const runAt = new Date(Math.max(validUntil.getTime() - 24 * 3600_000, clock.now().getTime()));
        return jobs.schedule(EXPIRY_REMINDER_JOB, { validUntil: validUntil.getTime() }, { key, runAt });
      },
      key,
    );
  }

  /** The template as it is now (its counters change only by conditional UPDATEs, so no lock is taken). */
  async template(tx: EntityManager, templateId: number): Promise<CouponTemplate> {
    const template = await tx.findOne(CouponTemplate, templateId, { refresh: true });
    if (!template) throw new DomainError('NOT_FOUND');
    return template;
  }
}
