import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { CheckoutCoupon, CheckoutCoupons, OrderMilestoneEvent } from '../orders/order-promotions.js';
import type { CouponsContext } from './coupon-context.js';
import type { CouponGrants } from './coupon-grants.js';
import { checkoutTerms, scopeCovers } from './coupon-terms.js';
import { appendCouponEntries } from './coupon-ledger.js';
import { CouponEntryKind, CouponTemplate, StoredCouponStatus, UserCoupon } from './coupons.entities.js';

/**
 * The coupons' side of checkout (orders' `CheckoutCoupons` port): which coupons the buyer may weigh, using one in the
 * order's transaction, and giving it back when the order ends unpaid. Each change is one conditional UPDATE of the
 * coupon with its ledger entry, and the template's `usedCount` follows it.
 */
export class CouponCheckout implements CheckoutCoupons {
  constructor(
    private readonly context: CouponsContext,
    private readonly grants: CouponGrants,
  ) {}

  async unusedCoupons(em: EntityManager, userId: number, now: Date): Promise<CheckoutCoupon[]> {
    const coupons = await em.find(
      UserCoupon,
      { user: userId, status: StoredCouponStatus.UNUSED, validUntil: { $gt: now } },
      { orderBy: { validUntil: 'asc', id: 'asc' }, refresh: true },
    );
    return coupons.map((coupon) => ({
      couponId: coupon.id,
      title: coupon.title,
      terms: checkoutTerms(coupon),
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
      appliesTo: (line) => scopeCovers(coupon, line),
    }));
  }

  async useCoupon(
    em: EntityManager,
    use: { couponId: number; userId: number; orderId: number; now: Date },
  ): Promise<boolean> {
    const orderNumber = (await this.context.orderFacts?.(em, use.orderId))?.number ?? null;
    const used = await em.nativeUpdate(
      UserCoupon,
      {
        id: use.couponId,
        user: use.userId,
        status: StoredCouponStatus.UNUSED,
        validFrom: { $lte: use.now },
        validUntil: { $gt: use.now },
      },
      { status: StoredCouponStatus.USED, orderId: use.orderId, orderNumber, usedAt: use.now },
    );
    if (used !== 1) return false;
    const templateId = await this.templateIdOf(em, use.couponId);
    await em
      .createQueryBuilder(CouponTemplate)
      .update({ usedCount: raw('used_count + 1') })
      .where({ id: templateId })
      .execute('run');
    await appendCouponEntries(em, [
      {
        couponId: use.couponId,
        templateId,
        userId: use.userId,
        kind: CouponEntryKind.USED,
        orderId: use.orderId,
        at: use.now,
      },
    ]);
    return true;
  }

  /**
   * The `endedUnpaid` listener: the order's coupon is UNUSED again, only if that order still holds it (a second
   * run changes nothing). Its reminder is scheduled again in case it was skipped while the coupon was used.
   */
  async giveBack(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.couponId === null) return;
    const returned = await em.nativeUpdate(
      UserCoupon,
      { id: event.couponId, orderId: event.orderId, status: StoredCouponStatus.USED },
      { status: StoredCouponStatus.UNUSED, orderId: null, orderNumber: null, usedAt: null },
    );
    if (returned !== 1) return;
    const templateId = await this.templateIdOf(em, event.couponId);
    await em
      .createQueryBuilder(CouponTemplate)
      .update({ usedCount: raw('used_count - 1') })
      .where({ id: templateId })
      .andWhere('used_count > 0')
      .execute('run');
    await appendCouponEntries(em, [
      {
        couponId: event.couponId,
        templateId,
        userId: event.userId,
        kind: CouponEntryKind.RELEASED,
        orderId: event.orderId,
        at: event.at,
      },
    ]);
    const coupon = await em.findOne(UserCoupon, event.couponId, { fields: ['validUntil', 'reminderSentAt'] });
    if (coupon && !coupon.reminderSentAt && coupon.validUntil.getTime() > event.at.getTime()) {
      await this.grants.remindBeforeExpiry(em, coupon.validUntil);
    }
  }

  private async templateIdOf(em: EntityManager, couponId: number): Promise<number> {
    const coupon = await em.findOneOrFail(UserCoupon, couponId, { fields: ['template'] });
    return coupon.template.id;
  }
}
