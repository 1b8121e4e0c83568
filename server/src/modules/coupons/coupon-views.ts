import type { EntityManager } from '@mikro-orm/sql';
import type { Locale } from '../../platform/i18n/index.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import { EXPIRES_SOON_MS, scopeSummary, type CouponTermsRow } from './coupon-terms.js';
import {
  CouponScopeKind,
  StoredCouponStatus,
  type CouponDiscountKind,
  type CouponSource,
  type CouponTemplate,
  type CouponTemplateStatus,
  type DiscountCode,
  type DiscountCodeStatus,
  type UserCoupon,
} from './coupons.entities.js';

/** A coupon's state as users see it: EXPIRED is an UNUSED coupon read at or after its end. */
export const CouponStatus = { UNUSED: 'UNUSED', USED: 'USED', EXPIRED: 'EXPIRED' } as const;
export type CouponStatus = (typeof CouponStatus)[keyof typeof CouponStatus];

export interface CouponScopeItemView {
  id: number;
  name: string;
}

export interface CouponScopeView {
  kind: CouponScopeKind;
  categories: CouponScopeItemView[];
  manufacturers: CouponScopeItemView[];
  products: CouponScopeItemView[];
  summary: string;
}

export interface CouponTermsView {
  title: string;
  description: string;
  discountKind: CouponDiscountKind;
  amountOffFen: number | null;
  percentOff: number | null;
  maxDiscountFen: number | null;
  thresholdFen: number;
  scope: CouponScopeView;
}

export interface CouponOfferView extends CouponTermsView {
  id: number;
  validFrom: Date | null;
  validUntil: Date | null;
  validDays: number | null;
  claimStartsAt: Date | null;
  claimEndsAt: Date | null;
  remaining: number | null;
  claimedByMe: number;
  canClaim: boolean;
}

export interface UserCouponView extends CouponTermsView {
  id: number;
  status: CouponStatus;
  source: CouponSource;
  claimedAt: Date;
  validFrom: Date;
  validUntil: Date;
  usedAt: Date | null;
  orderId: number | null;
  orderNumber: string | null;
  expiresSoon: boolean;
}

export interface CouponTemplateView extends CouponTermsView {
  id: number;
  validFrom: Date | null;
  validUntil: Date | null;
  validDays: number | null;
  claimStartsAt: Date | null;
  claimEndsAt: Date | null;
  totalQuantity: number | null;
  claimedCount: number;
  usedCount: number;
  remaining: number | null;
  perUserLimit: number;
  publicClaim: boolean;
  status: CouponTemplateStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface DiscountCodeView {
  id: number;
  templateId: number;
  code: string;
  singleUse: boolean;
  maxRedemptions: number | null;
  redeemedCount: number;
  status: DiscountCodeStatus;
  createdAt: Date;
}

export interface StaffUserCouponView {
  id: number;
  userId: number;
  userName: string;
  status: CouponStatus;
  source: CouponSource;
  claimedAt: Date;
  validUntil: Date;
  usedAt: Date | null;
  orderId: number | null;
  orderNumber: string | null;
}

/** The status a reader sees at `now`. */
export function statusAt(coupon: Pick<UserCoupon, 'status' | 'validUntil'>, now: Date): CouponStatus {
  if (coupon.status === StoredCouponStatus.USED) return CouponStatus.USED;
  return coupon.validUntil.getTime() <= now.getTime() ? CouponStatus.EXPIRED : CouponStatus.UNUSED;
}

/**
 * Names the scopes of a page of coupons or templates with one lookup of the catalog, in the reader's language, and
 * returns how to turn each row's terms into its view.
 */
export async function termsViewer(
  em: EntityManager,
  rows: readonly CouponTermsRow[],
  locale: Locale,
): Promise<(row: CouponTermsRow) => CouponTermsView> {
  const idsOf = (kind: CouponScopeKind) => [
    ...new Set(rows.filter((row) => row.scopeKind === kind).flatMap((row) => row.scopeIds)),
  ];
  const names = await catalogLookups.scopeNames(em, {
    categoryIds: idsOf(CouponScopeKind.CATEGORY),
    brandIds: idsOf(CouponScopeKind.MANUFACTURER),
    productIds: idsOf(CouponScopeKind.PRODUCTS),
  });
  const items = (ids: number[], nameOf: (id: number) => string | undefined) =>
    ids.flatMap((id) => {
      const name = nameOf(id);
      return name === undefined ? [] : [{ id, name }];
    });
  return (row) => {
    const categories =
      row.scopeKind === CouponScopeKind.CATEGORY ? items(row.scopeIds, (id) => names.categories.get(id)?.[locale]) : [];
    const manufacturers =
      row.scopeKind === CouponScopeKind.MANUFACTURER ? items(row.scopeIds, (id) => names.brands.get(id)) : [];
    const products =
      row.scopeKind === CouponScopeKind.PRODUCTS ? items(row.scopeIds, (id) => names.products.get(id)) : [];
    const listed = [...categories, ...manufacturers, ...products].map((item) => item.name);
    return {
      title: row.title,
      description: row.description,
      discountKind: row.discountKind,
      amountOffFen: row.amountOffFen ?? null,
      percentOff: row.percentOff ?? null,
      maxDiscountFen: row.maxDiscountFen ?? null,
      thresholdFen: row.thresholdFen,
      scope: {
        kind: row.scopeKind,
        categories,
        manufacturers,
        products,
        summary: scopeSummary(row.scopeKind, listed, locale),
      },
    };
  };
}

export function userCouponView(coupon: UserCoupon, terms: CouponTermsView, now: Date): UserCouponView {
  const status = statusAt(coupon, now);
  return {
    ...terms,
    id: coupon.id,
    status,
    source: coupon.source,
    claimedAt: coupon.claimedAt,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    usedAt: coupon.usedAt ?? null,
    orderId: coupon.orderId ?? null,
    orderNumber: coupon.orderNumber ?? null,
    expiresSoon: status === CouponStatus.UNUSED && coupon.validUntil.getTime() - now.getTime() <= EXPIRES_SOON_MS,
  };
}

export function remainingOf(template: Pick<CouponTemplate, 'totalQuantity' | 'claimedCount'>): number | null {
  return template.totalQuantity === null || template.totalQuantity === undefined
    ? null
    : Math.max(template.totalQuantity - template.claimedCount, 0);
}

export function templateView(template: CouponTemplate, terms: CouponTermsView): CouponTemplateView {
  return {
    ...terms,
    id: template.id,
    validFrom: template.validFrom ?? null,
    validUntil: template.validUntil ?? null,
    validDays: template.validDays ?? null,
    claimStartsAt: template.claimStartsAt ?? null,
    claimEndsAt: template.claimEndsAt ?? null,
    totalQuantity: template.totalQuantity ?? null,
    claimedCount: template.claimedCount,
    usedCount: template.usedCount,
    remaining: remainingOf(template),
    perUserLimit: template.perUserLimit,
    publicClaim: template.publicClaim,
    status: template.status,
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
  };
}

export function discountCodeView(code: DiscountCode): DiscountCodeView {
  return {
    id: code.id,
    templateId: code.template.id,
    code: code.code,
    singleUse: code.singleUse,
    maxRedemptions: code.maxRedemptions ?? null,
    redeemedCount: code.redeemedCount,
    status: code.status,
    createdAt: code.createdAt,
  };
}
