import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { CouponsContext } from './coupon-context.js';
import type { CouponGrants } from './coupon-grants.js';
import {
  CouponSource,
  CouponTemplate,
  DiscountCode,
  DiscountCodeStatus,
  UserCoupon,
  type CouponSource as CouponSourceType,
} from './coupons.entities.js';

/** What a discount code looks like (stored upper-case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/;
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * The shopper's ways to a coupon (claiming one in the coupon centre, redeeming a code) and the invitations' reward.
 * Each is one transaction of conditional UPDATEs; a failure rolls back every count it raised.
 */
export class CouponClaims {
  constructor(
    private readonly context: CouponsContext,
    private readonly grants: CouponGrants,
  ) {}

  /**
   * Claims one coupon of a public template: COUPON_ALREADY_RECEIVED past the per-user limit, COUPON_CLAIM_FAILED when
   * none are left, the claim window is closed or the template is paused. Answers the new coupon's id.
   */
  async claim(ctx: RequestContext, templateId: number): Promise<number> {
    const userId = Number(requireUser(ctx).id);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const now = this.context.deps.clock.now();
      const template = await tx.findOne(CouponTemplate, templateId, { refresh: true });
      if (!template) throw new DomainError('NOT_FOUND');
      if (!template.publicClaim) throw new DomainError('COUPON_CLAIM_FAILED');
      if (!(await this.grants.countClaim(tx, templateId, userId, template.perUserLimit))) {
        throw new DomainError('COUPON_ALREADY_RECEIVED');
      }
      if (!(await this.grants.take(tx, templateId, 1, { now, inClaimWindow: true }))) {
        throw new DomainError('COUPON_CLAIM_FAILED');
      }
      const [coupon] = await this.grants.hand(tx, template, [userId], CouponSource.CLAIM, { now });
      return coupon!.id;
    });
  }

  /**
   * Redeems a discount code for its template's coupon: a single-use code once in all, a shared one once per user (up
   * to its limit of users). DISCOUNT_CODE_INVALID for an unknown, disabled or used-up code.
   */
  async redeem(ctx: RequestContext, rawCode: string): Promise<number> {
    const userId = Number(requireUser(ctx).id);
    const code = normalizeCode(rawCode);
    if (!DISCOUNT_CODE_PATTERN.test(code)) throw new DomainError('DISCOUNT_CODE_INVALID', { field: ['input', 'code'] });
    try {
      return await transactionalWithRetry(ctx.em, async (tx) => {
        const now = this.context.deps.clock.now();
        const discountCode = await tx.findOne(DiscountCode, { code }, { refresh: true });
        if (!discountCode || discountCode.status !== DiscountCodeStatus.ACTIVE) {
          throw new DomainError('DISCOUNT_CODE_INVALID', { field: ['input', 'code'] });
        }
        const grantKey = discountCode.singleUse ? `code:${discountCode.id}` : `code:${discountCode.id}:user:${userId}`;
        const held = await tx.findOne(UserCoupon, { grantKey }, { fields: ['id', 'user'] });
        if (held) {
          if (held.user.id === userId) throw new DomainError('COUPON_ALREADY_RECEIVED', { field: ['input', 'code'] });
          throw new DomainError('DISCOUNT_CODE_INVALID', { field: ['input', 'code'] });
        }
        const counted = await tx
          .createQueryBuilder(DiscountCode)
          .update({ redeemedCount: raw('redeemed_count + 1') })
          .where({ id: discountCode.id, status: DiscountCodeStatus.ACTIVE })
          .andWhere('(max_redemptions is null or redeemed_count < max_redemptions)')
          .execute('run');
        if (counted.affectedRows !== 1) throw new DomainError('DISCOUNT_CODE_INVALID', { field: ['input', 'code'] });
        const templateId = discountCode.template.id;
        if (!(await this.grants.take(tx, templateId, 1, { now, inClaimWindow: false }))) {
          throw new DomainError('COUPON_CLAIM_FAILED', { field: ['input', 'code'] });
        }
        const template = await this.grants.template(tx, templateId);
        const [coupon] = await this.grants.hand(tx, template, [userId], CouponSource.CODE, { now, grantKey });
        return coupon!.id;
      });
    } catch (error) {
      // The same user redeeming a shared code in two tabs at once: the grant key's unique index lets one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('COUPON_ALREADY_RECEIVED', { field: ['input', 'code'] });
      }
      throw error;
    }
  }

  /**
   * For other modules (invitation rewards), inside their transaction: gives the user one coupon of the template,
   * once per `key` (a second call answers the first coupon). It ignores the claim window, the public flag and the
   * per-user limit but not the total: null when none are left or the template is paused.
   */
  async issueCoupon(
    em: EntityManager,
    issue: { templateId: number; userId: number; source: CouponSourceType; key: string },
  ): Promise<{ couponId: number } | null> {
    const grantKey = `issue:${issue.key}`.slice(0, 128);
    const held = await em.findOne(UserCoupon, { grantKey }, { fields: ['id'] });
    if (held) return { couponId: held.id };
    const now = this.context.deps.clock.now();
    if (!(await this.grants.take(em, issue.templateId, 1, { now, inClaimWindow: false }))) return null;
    const template = await this.grants.template(em, issue.templateId);
    const [coupon] = await this.grants.hand(em, template, [issue.userId], issue.source, { now, grantKey });
    return { couponId: coupon!.id };
  }
}
