import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import { userDirectory } from '../identity/user-directory.js';
import type { CouponsContext } from './coupon-context.js';
import { scopeCovers } from './coupon-terms.js';
import {
  CouponStatus,
  discountCodeView,
  remainingOf,
  statusAt,
  templateView,
  termsViewer,
  userCouponView,
  type CouponOfferView,
  type CouponTemplateView,
  type DiscountCodeView,
  type StaffUserCouponView,
  type UserCouponView,
} from './coupon-views.js';
import {
  CouponClaimCounter,
  CouponTemplate,
  CouponTemplateStatus,
  DiscountCode,
  StoredCouponStatus,
  UserCoupon,
} from './coupons.entities.js';

export interface CouponCounts {
  unused: number;
  used: number;
  expired: number;
}

export interface StaffTemplateFilter {
  status?: CouponTemplateStatus | null | undefined;
  search?: string | null | undefined;
}

/** Newest first, by id, continuing below the cursor's id. */
async function pageOf<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  page: PageRequest,
): Promise<{ rows: T[]; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number }> {
  const below =
    page.afterId === undefined ? where : ({ $and: [where, { id: { $lt: page.afterId } }] } as FilterQuery<T>);
  const rows = (await em.find(entity, below, { orderBy: { id: 'desc' } as never, limit: page.first + 1 })) as T[];
  const totalCount = await em.count(entity, where);
  return {
    rows: rows.slice(0, page.first),
    hasNextPage: rows.length > page.first,
    hasPreviousPage: page.afterId !== undefined,
    totalCount,
  };
}

/** Reading coupons: the coupon centre, the shopper's own coupons, and the staff lists. */
export class CouponQueries {
  constructor(private readonly context: CouponsContext) {}

  private now() {
    return this.context.deps.clock.now();
  }

  /**
   * The coupon centre: active public templates whose claim window has not ended, newest first; with `productId`
   * only those whose scope covers that part. Visitors see them too (with nothing claimed).
   */
  async offers(ctx: RequestContext, page: PageRequest, productId: number | null): Promise<Page<CouponOfferView>> {
    const now = this.now();
    let templates = await ctx.em.find(
      CouponTemplate,
      {
        status: CouponTemplateStatus.ACTIVE,
        publicClaim: true,
        $and: [
          { $or: [{ claimEndsAt: null }, { claimEndsAt: { $gt: now } }] },
          { $or: [{ validUntil: null }, { validUntil: { $gt: now } }] },
        ],
      },
      { orderBy: { id: 'desc' } },
    );
    if (productId !== null) {
      const part = await catalogLookups.productScope(ctx.em, productId);
      templates = part ? templates.filter((template) => scopeCovers(template, part)) : [];
    }
    const after = page.afterId === undefined ? templates : templates.filter((template) => template.id < page.afterId!);
    const shown = after.slice(0, page.first);
    const claimed = await this.claimedByUser(
      ctx,
      shown.map((template) => template.id),
    );
    const terms = await termsViewer(ctx.em, shown, ctx.locale);
    const items = shown.map((template): CouponOfferView => {
      const remaining = remainingOf(template);
      const claimedByMe = claimed.get(template.id) ?? 0;
      const started = !template.claimStartsAt || template.claimStartsAt.getTime() <= now.getTime();
      return {
        ...terms(template),
        id: template.id,
        validFrom: template.validFrom ?? null,
        validUntil: template.validUntil ?? null,
        validDays: template.validDays ?? null,
        claimStartsAt: template.claimStartsAt ?? null,
        claimEndsAt: template.claimEndsAt ?? null,
        remaining,
        claimedByMe,
        canClaim: started && (remaining === null || remaining > 0) && claimedByMe < template.perUserLimit,
      };
    });
    return {
      items,
      hasNextPage: after.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount: templates.length,
    };
  }

  private async claimedByUser(ctx: RequestContext, templateIds: number[]): Promise<Map<number, number>> {
    if (!ctx.user || templateIds.length === 0) return new Map();
    const counters = await ctx.em.find(
      CouponClaimCounter,
      { user: Number(ctx.user.id), template: { $in: templateIds } },
      { fields: ['template', 'claimed'] },
    );
    return new Map(counters.map((counter) => [counter.template.id, counter.claimed]));
  }

  /** The signed-in user's coupons in one state (EXPIRED: unused past their end), newest first. */
  async mine(ctx: RequestContext, status: CouponStatus, page: PageRequest): Promise<Page<UserCouponView>> {
    const userId = Number(requireUser(ctx).id);
    const now = this.now();
    const { rows, ...rest } = await pageOf(
      ctx.em,
      UserCoupon,
      { $and: [{ user: userId }, statusFilter(status, now)] },
      page,
    );
    const terms = await termsViewer(ctx.em, rows, ctx.locale);
    return { ...rest, items: rows.map((coupon) => userCouponView(coupon, terms(coupon), now)) };
  }

  /** One of the signed-in user's coupons; another's is NOT_FOUND. */
  async one(ctx: RequestContext, couponId: number): Promise<UserCouponView> {
    const userId = Number(requireUser(ctx).id);
    const coupon = await ctx.em.findOne(UserCoupon, { id: couponId, user: userId }, { refresh: true });
    if (!coupon) throw new DomainError('NOT_FOUND');
    const terms = await termsViewer(ctx.em, [coupon], ctx.locale);
    return userCouponView(coupon, terms(coupon), this.now());
  }

  async counts(ctx: RequestContext): Promise<CouponCounts> {
    const userId = Number(requireUser(ctx).id);
    const now = this.now();
    const count = (status: CouponStatus) =>
      ctx.em.count(UserCoupon, { $and: [{ user: userId }, statusFilter(status, now)] });
    return {
      unused: await count(CouponStatus.UNUSED),
      used: await count(CouponStatus.USED),
      expired: await count(CouponStatus.EXPIRED),
    };
  }

  async staffTemplates(
    ctx: RequestContext,
    filter: StaffTemplateFilter,
    page: PageRequest,
  ): Promise<Page<CouponTemplateView>> {
    requirePermission(ctx, 'promotion.view');
    const where: FilterQuery<CouponTemplate> = {};
    if (filter.status) where.status = filter.status;
    const search = filter.search?.trim();
    if (search) where.title = { $like: `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%` };
    const { rows, ...rest } = await pageOf(ctx.em, CouponTemplate, where, page);
    const terms = await termsViewer(ctx.em, rows, ctx.locale);
    return { ...rest, items: rows.map((template) => templateView(template, terms(template))) };
  }

  async staffTemplate(ctx: RequestContext, templateId: number): Promise<CouponTemplateView | null> {
    requirePermission(ctx, 'promotion.view');
    const template = await ctx.em.findOne(CouponTemplate, templateId, { refresh: true });
    if (!template) return null;
    const terms = await termsViewer(ctx.em, [template], ctx.locale);
    return templateView(template, terms(template));
  }

  async staffCodes(ctx: RequestContext, templateId: number, page: PageRequest): Promise<Page<DiscountCodeView>> {
    requirePermission(ctx, 'promotion.view');
    const { rows, ...rest } = await pageOf(ctx.em, DiscountCode, { template: templateId }, page);
    return { ...rest, items: rows.map(discountCodeView) };
  }

  /** Who holds coupons of a template, in what state, and on which order they were used; newest first. */
  async staffClaims(ctx: RequestContext, templateId: number, page: PageRequest): Promise<Page<StaffUserCouponView>> {
    requirePermission(ctx, 'promotion.view');
    const now = this.now();
    const { rows, ...rest } = await pageOf(ctx.em, UserCoupon, { template: templateId }, page);
    const names = await userDirectory.displayNames(ctx.em, [...new Set(rows.map((coupon) => coupon.user.id))]);
    return {
      ...rest,
      items: rows.map((coupon) => ({
        id: coupon.id,
        userId: coupon.user.id,
        userName: names.get(coupon.user.id) ?? '',
        status: statusAt(coupon, now),
        source: coupon.source,
        claimedAt: coupon.claimedAt,
        validUntil: coupon.validUntil,
        usedAt: coupon.usedAt ?? null,
        orderId: coupon.orderId ?? null,
        orderNumber: coupon.orderNumber ?? null,
      })),
    };
  }
}

/** The stored rows behind a status a reader sees at `now`. */
export function statusFilter(status: CouponStatus, now: Date): FilterQuery<UserCoupon> {
  switch (status) {
    case CouponStatus.USED:
      return { status: StoredCouponStatus.USED };
    case CouponStatus.UNUSED:
      return { status: StoredCouponStatus.UNUSED, validUntil: { $gt: now } };
    case CouponStatus.EXPIRED:
      return { status: StoredCouponStatus.UNUSED, validUntil: { $lte: now } };
  }
}
