import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

export const CouponDiscountKind = { AMOUNT_OFF: 'AMOUNT_OFF', PERCENT_OFF: 'PERCENT_OFF' } as const;
export type CouponDiscountKind = (typeof CouponDiscountKind)[keyof typeof CouponDiscountKind];

/** What a coupon's deduction may cover: all goods, or only parts of some categories, makers or listed parts. */
export const CouponScopeKind = {
  ALL: 'ALL',
  CATEGORY: 'CATEGORY',
  MANUFACTURER: 'MANUFACTURER',
  PRODUCTS: 'PRODUCTS',
} as const;
export type CouponScopeKind = (typeof CouponScopeKind)[keyof typeof CouponScopeKind];

/** How a user came to hold a coupon. */
export const CouponSource = { CLAIM: 'CLAIM', CODE: 'CODE', ISSUED: 'ISSUED', INVITATION: 'INVITATION' } as const;
export type CouponSource = (typeof CouponSource)[keyof typeof CouponSource];

export const CouponTemplateStatus = { ACTIVE: 'ACTIVE', PAUSED: 'PAUSED' } as const;
export type CouponTemplateStatus = (typeof CouponTemplateStatus)[keyof typeof CouponTemplateStatus];

/** What is stored: EXPIRED is never stored, it is an UNUSED coupon read at or after its `validUntil`. */
export const StoredCouponStatus = { UNUSED: 'UNUSED', USED: 'USED' } as const;
export type StoredCouponStatus = (typeof StoredCouponStatus)[keyof typeof StoredCouponStatus];

export const DiscountCodeStatus = { ACTIVE: 'ACTIVE', DISABLED: 'DISABLED' } as const;
export type DiscountCodeStatus = (typeof DiscountCodeStatus)[keyof typeof DiscountCodeStatus];

/**
 * A kind of coupon staff define: its money terms, scope, validity and limits. Users hold copies of it
 * (`UserCoupon`); `claimedCount` and `usedCount` change only by conditional UPDATEs.
 */
export const CouponTemplate = defineEntity({
  name: 'CouponTemplate',
  tableName: 'coupon_template',
  indexes: [{ properties: ['status', 'publicClaim'] }],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(64),
    description: p.string().length(500).default(''),
    discountKind: p.enum(() => CouponDiscountKind),
    amountOffFen: p.integer().nullable(),
    percentOff: p.integer().nullable(),
    maxDiscountFen: p.integer().nullable(),
    thresholdFen: p.integer().default(0),
    scopeKind: p.enum(() => CouponScopeKind),
    /** Category, brand or part ids by `scopeKind`; empty for ALL. */
    scopeIds: p.json<number[]>(),
    /** Fixed validity (both set), or `validDays` counted from the claim. */
    validFrom: p.datetime().nullable(),
    validUntil: p.datetime().nullable(),
    validDays: p.integer().nullable(),
    claimStartsAt: p.datetime().nullable(),
    claimEndsAt: p.datetime().nullable(),
    /** null: unlimited. */
    totalQuantity: p.integer().nullable(),
    claimedCount: p.integer().default(0),
    usedCount: p.integer().default(0),
    perUserLimit: p.integer().default(1),
    /** Shown in the coupon centre and claimable there. */
    publicClaim: p.boolean().default(true),
    status: p.enum(() => CouponTemplateStatus).default(CouponTemplateStatus.ACTIVE),
    createdAt: p.datetime(),
    createdBy: p.integer().nullable(),
    updatedAt: p.datetime(),
  },
});
export type CouponTemplate = InferEntity<typeof CouponTemplate>;

/**
 * One coupon a user holds, with a snapshot of the template's terms and title at the time it was given (editing the
 * template later does not change coupons already held).
 */
export const UserCoupon = defineEntity({
  name: 'UserCoupon',
  tableName: 'user_coupon',
  indexes: [
    { properties: ['user', 'status', 'validUntil'] },
    { properties: ['template', 'id'] },
    { properties: ['status', 'reminderSentAt', 'validUntil'] },
  ],
  properties: {
    id: p.integer().primary(),
    template: () => p.manyToOne(CouponTemplate).ref(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    source: p.enum(() => CouponSource),
    /** Idempotency of a grant that may be retried (an invitation reward, a code redemption); null for claims. */
    grantKey: p.string().length(128).nullable().unique(),
    claimedAt: p.datetime(),
    validFrom: p.datetime(),
    validUntil: p.datetime(),
    status: p.enum(() => StoredCouponStatus).default(StoredCouponStatus.UNUSED),
    orderId: p.integer().nullable(),
    orderNumber: p.string().length(32).nullable(),
    usedAt: p.datetime().nullable(),
    /** When the day-before expiry message went out (once). */
    reminderSentAt: p.datetime().nullable(),
    title: p.string().length(64),
    description: p.string().length(500).default(''),
    discountKind: p.enum(() => CouponDiscountKind),
    amountOffFen: p.integer().nullable(),
    percentOff: p.integer().nullable(),
    maxDiscountFen: p.integer().nullable(),
    thresholdFen: p.integer().default(0),
    scopeKind: p.enum(() => CouponScopeKind),
    scopeIds: p.json<number[]>(),
  },
});
export type UserCoupon = InferEntity<typeof UserCoupon>;

/**
 * How many coupons of a template a user has claimed: one row per (template, user), raised by a conditional UPDATE
 * under the per-user limit, so two tabs claiming at once cannot both pass it.
 */
export const CouponClaimCounter = defineEntity({
  name: 'CouponClaimCounter',
  tableName: 'coupon_claim_counter',
  uniques: [{ properties: ['template', 'user'] }],
  properties: {
    id: p.integer().primary(),
    template: () => p.manyToOne(CouponTemplate).ref(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    claimed: p.integer().default(0),
  },
});
export type CouponClaimCounter = InferEntity<typeof CouponClaimCounter>;

/**
 * A code that gives its template's coupon: single-use (one redemption), or shared (each user once, up to
 * `maxRedemptions` users in all, null for no limit).
 */
export const DiscountCode = defineEntity({
  name: 'DiscountCode',
  tableName: 'discount_code',
  indexes: [{ properties: ['template', 'id'] }],
  properties: {
    id: p.integer().primary(),
    /** Stored upper-case; redeemed case-insensitively. */
    code: p.string().length(32).unique(),
    template: () => p.manyToOne(CouponTemplate).ref(),
    singleUse: p.boolean(),
    maxRedemptions: p.integer().nullable(),
    redeemedCount: p.integer().default(0),
    status: p.enum(() => DiscountCodeStatus).default(DiscountCodeStatus.ACTIVE),
    createdAt: p.datetime(),
    createdBy: p.integer().nullable(),
  },
});
export type DiscountCode = InferEntity<typeof DiscountCode>;

/** What happened to a held coupon: given to its holder, used by an order, given back when that order ended unpaid. */
export const CouponEntryKind = { ISSUED: 'ISSUED', USED: 'USED', RELEASED: 'RELEASED' } as const;
export type CouponEntryKind = (typeof CouponEntryKind)[keyof typeof CouponEntryKind];

/**
 * The coupons' ledger: one row per change of a held coupon, written in the transaction of the conditional UPDATE that
 * made it and never changed afterwards. A coupon's entries read ISSUED, then USED and RELEASED in turn; the last one
 * is its stored status (RELEASED reads as UNUSED), so the `user_coupon` row is the ledger's current balance.
 */
export const CouponEntry = defineEntity({
  name: 'CouponEntry',
  tableName: 'coupon_entry',
  indexes: [{ properties: ['templateId', 'id'] }],
  properties: {
    id: p.integer().primary(),
    coupon: () => p.manyToOne(UserCoupon).ref().deleteRule('cascade'),
    /** The coupon's template and holder again, so a template's or a user's history is read without a join. */
    templateId: p.integer(),
    userId: p.integer(),
    kind: p.enum(() => CouponEntryKind),
    /** The order that used it or gave it back; null for ISSUED. */
    orderId: p.integer().nullable(),
    at: p.datetime(),
  },
});
export type CouponEntry = InferEntity<typeof CouponEntry>;

export const couponEntities = [CouponTemplate, UserCoupon, CouponClaimCounter, DiscountCode, CouponEntry];
