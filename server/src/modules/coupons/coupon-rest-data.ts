import { z } from 'zod';
import { encodeCursor, type Page } from '../../platform/graphql/connection.js';
import { CouponSegment } from './coupon-staff.js';
import {
  CouponStatus,
  type CouponOfferView,
  type CouponTemplateView,
  type CouponTermsView,
  type DiscountCodeView,
  type StaffUserCouponView,
  type UserCouponView,
} from './coupon-views.js';
import { CouponDiscountKind, CouponScopeKind, CouponTemplateStatus } from './coupons.entities.js';

// Coupons as the REST façade answers them: the GraphQL types in snake_case.

export const idText = z.union([z.string().max(20), z.number().int()]);
const fen = z.number().int();
const isoText = z.string().nullable();
export const couponStatus = z.enum(Object.values(CouponStatus) as [CouponStatus, ...CouponStatus[]]);
export const templateStatus = z.enum(
  Object.values(CouponTemplateStatus) as [CouponTemplateStatus, ...CouponTemplateStatus[]],
);
export const discountKind = z.enum(Object.values(CouponDiscountKind) as [CouponDiscountKind, ...CouponDiscountKind[]]);
export const scopeKind = z.enum(Object.values(CouponScopeKind) as [CouponScopeKind, ...CouponScopeKind[]]);
export const segment = z.enum(Object.values(CouponSegment) as [CouponSegment, ...CouponSegment[]]);
export const pageQuery = {
  first: z.coerce.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
  after: z.string().max(64).optional().describe('end_cursor of the previous page'),
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
const scopeItem = z.object({ id: z.string(), name: z.string() });
const termsShape = {
  title: z.string(),
  description: z.string(),
  discount_kind: discountKind,
  amount_off_fen: fen.nullable(),
  percent_off: z.number().int().nullable(),
  max_discount_fen: fen.nullable(),
  threshold_fen: fen,
  scope: z.object({
    kind: scopeKind,
    categories: z.array(scopeItem),
    manufacturers: z.array(scopeItem),
    products: z.array(scopeItem),
    summary: z.string(),
  }),
};

function termsData(view: CouponTermsView) {
  const items = (list: { id: number; name: string }[]) =>
    list.map((item) => ({ id: String(item.id), name: item.name }));
  return {
    title: view.title,
    description: view.description,
    discount_kind: view.discountKind,
    amount_off_fen: view.amountOffFen,
    percent_off: view.percentOff,
    max_discount_fen: view.maxDiscountFen,
    threshold_fen: view.thresholdFen,
    scope: {
      kind: view.scope.kind,
      categories: items(view.scope.categories),
      manufacturers: items(view.scope.manufacturers),
      products: items(view.scope.products),
      summary: view.scope.summary,
    },
  };
}

export const offerData = z
  .object({
    id: z.string(),
    ...termsShape,
    valid_from: isoText,
    valid_until: isoText,
    valid_days: z.number().int().nullable(),
    claim_starts_at: isoText,
    claim_ends_at: isoText,
    remaining: z.number().int().nullable(),
    claimed_by_me: z.number().int(),
    can_claim: z.boolean(),
  })
  .describe('The GraphQL CouponOffer in snake_case');

export const toOfferData = (view: CouponOfferView): z.infer<typeof offerData> => ({
  id: String(view.id),
  ...termsData(view),
  valid_from: iso(view.validFrom),
  valid_until: iso(view.validUntil),
  valid_days: view.validDays,
  claim_starts_at: iso(view.claimStartsAt),
  claim_ends_at: iso(view.claimEndsAt),
  remaining: view.remaining,
  claimed_by_me: view.claimedByMe,
  can_claim: view.canClaim,
});

export const couponData = z
  .object({
    id: z.string(),
    ...termsShape,
    status: couponStatus,
    source: z.string(),
    claimed_at: z.string(),
    valid_from: z.string(),
    valid_until: z.string(),
    used_at: isoText,
    order_id: z.string().nullable(),
    order_number: z.string().nullable(),
    expires_soon: z.boolean(),
  })
  .describe('The GraphQL UserCoupon in snake_case');

export const toCouponData = (view: UserCouponView): z.infer<typeof couponData> => ({
  id: String(view.id),
  ...termsData(view),
  status: view.status,
  source: view.source,
  claimed_at: view.claimedAt.toISOString(),
  valid_from: view.validFrom.toISOString(),
  valid_until: view.validUntil.toISOString(),
  used_at: iso(view.usedAt),
  order_id: view.orderId === null ? null : String(view.orderId),
  order_number: view.orderNumber,
  expires_soon: view.expiresSoon,
});

export const templateData = z
  .object({
    id: z.string(),
    ...termsShape,
    valid_from: isoText,
    valid_until: isoText,
    valid_days: z.number().int().nullable(),
    claim_starts_at: isoText,
    claim_ends_at: isoText,
    total_quantity: z.number().int().nullable(),
    claimed_count: z.number().int(),
    used_count: z.number().int(),
    remaining: z.number().int().nullable(),
    per_user_limit: z.number().int(),
    public_claim: z.boolean(),
    status: templateStatus,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('The GraphQL CouponTemplate in snake_case');

export const toTemplateData = (view: CouponTemplateView): z.infer<typeof templateData> => ({
  id: String(view.id),
  ...termsData(view),
  valid_from: iso(view.validFrom),
  valid_until: iso(view.validUntil),
  valid_days: view.validDays,
  claim_starts_at: iso(view.claimStartsAt),
  claim_ends_at: iso(view.claimEndsAt),
  total_quantity: view.totalQuantity,
  claimed_count: view.claimedCount,
  used_count: view.usedCount,
  remaining: view.remaining,
  per_user_limit: view.perUserLimit,
  public_claim: view.publicClaim,
  status: view.status,
  created_at: view.createdAt.toISOString(),
  updated_at: view.updatedAt.toISOString(),
});

export const codeData = z
  .object({
    id: z.string(),
    template_id: z.string(),
    code: z.string(),
    single_use: z.boolean(),
    max_redemptions: z.number().int().nullable(),
    redeemed_count: z.number().int(),
    status: z.string(),
    created_at: z.string(),
  })
  .describe('The GraphQL DiscountCode in snake_case');

export const toCodeData = (view: DiscountCodeView): z.infer<typeof codeData> => ({
  id: String(view.id),
  template_id: String(view.templateId),
  code: view.code,
  single_use: view.singleUse,
  max_redemptions: view.maxRedemptions,
  redeemed_count: view.redeemedCount,
  status: view.status,
  created_at: view.createdAt.toISOString(),
});

export const claimData = z
  .object({
    id: z.string(),
    user_id: z.string(),
    user_name: z.string(),
    status: couponStatus,
    source: z.string(),
    claimed_at: z.string(),
    valid_until: z.string(),
    used_at: isoText,
    order_id: z.string().nullable(),
    order_number: z.string().nullable(),
  })
  .describe('The GraphQL StaffUserCoupon in snake_case');

export const toClaimData = (view: StaffUserCouponView): z.infer<typeof claimData> => ({
  id: String(view.id),
  user_id: String(view.userId),
  user_name: view.userName,
  status: view.status,
  source: view.source,
  claimed_at: view.claimedAt.toISOString(),
  valid_until: view.validUntil.toISOString(),
  used_at: iso(view.usedAt),
  order_id: view.orderId === null ? null : String(view.orderId),
  order_number: view.orderNumber,
});

/** A page in the façade's list shape: `<name>`, total_count, end_cursor, has_next_page. */
export function listData<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total_count: z.number().int(),
    end_cursor: z.string().nullable(),
    has_next_page: z.boolean(),
  });
}

export function toListData<V extends { id: number }, D>(page: Page<V>, toData: (view: V) => D) {
  return {
    items: page.items.map(toData),
    total_count: page.totalCount,
    end_cursor: page.hasNextPage && page.items.length > 0 ? encodeCursor(page.items.at(-1)!.id) : null,
    has_next_page: page.hasNextPage,
  };
}
