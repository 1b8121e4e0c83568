import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '../../platform/i18n/index.js';
import { User } from '../identity/identity.entities.js';

/** What super membership costs and for how long (staff set the price); no rows: the defaults. */
export const MembershipPlan = defineEntity({
  name: 'MembershipPlan',
  tableName: 'membership_plan',
  properties: {
    code: p.string().length(32).primary(),
    months: p.integer(),
    priceFen: p.integer(),
    active: p.boolean(),
    updatedAt: p.datetime(),
    updatedBy: p.integer().nullable(),
  },
});
export type MembershipPlan = InferEntity<typeof MembershipPlan>;

/** A membership level: reached by growth, with its discount, points multiplier and perks; no rows: the defaults. */
export const MembershipLevel = defineEntity({
  name: 'MembershipLevel',
  tableName: 'membership_level',
  properties: {
    code: p.string().length(16).primary(),
    /** 0 for the first level, then up. */
    position: p.integer(),
    names: p.json<LocalizedText>(),
    growthRequired: p.integer(),
    discountPercent: p.integer(),
    pointsMultiplierPercent: p.integer(),
    perks: p.json<LocalizedText[]>(),
    updatedAt: p.datetime(),
  },
});
export type MembershipLevel = InferEntity<typeof MembershipLevel>;

/**
 * A user's membership: super member while `validUntil` is in the future (identity's vip follows it), and their
 * growth (the sum of their growth entries). No row: never a member, no growth.
 */
export const Membership = defineEntity({
  name: 'Membership',
  tableName: 'membership',
  indexes: [{ properties: ['validUntil'] }],
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    validUntil: p.datetime().nullable(),
    growth: p.integer().default(0),
  },
});
export type Membership = InferEntity<typeof Membership>;

/** Every change of a user's growth (1 per yuan of completed goods orders; reversed with refunds), once per key. */
export const MembershipGrowthEntry = defineEntity({
  name: 'MembershipGrowthEntry',
  tableName: 'membership_growth_entry',
  indexes: [{ properties: ['user', 'id'] }, { properties: ['orderId'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    growth: p.integer(),
    orderId: p.integer().nullable(),
    key: p.string().length(191).unique(),
    at: p.datetime(),
  },
});
export type MembershipGrowthEntry = InferEntity<typeof MembershipGrowthEntry>;

/** A settled refund of a goods order as the membership module heard it (once per refund). */
export const MembershipRefund = defineEntity({
  name: 'MembershipRefund',
  tableName: 'membership_refund',
  indexes: [{ properties: ['orderId'] }],
  properties: {
    refundId: p.integer().primary().autoincrement(false),
    orderId: p.integer(),
    amountFen: p.integer(),
    /** Whether the order had given its growth when the refund settled (later refunds reverse it). */
    afterGrowth: p.boolean(),
    at: p.datetime(),
  },
});
export type MembershipRefund = InferEntity<typeof MembershipRefund>;

/** A membership order: which plan it buys, and what it granted once paid (once). */
export const MembershipPurchase = defineEntity({
  name: 'MembershipPurchase',
  tableName: 'membership_purchase',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    orderId: p.integer().primary().autoincrement(false),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    planCode: p.string().length(32),
    months: p.integer(),
    amountFen: p.integer(),
    createdAt: p.datetime(),
    grantedAt: p.datetime().nullable(),
    validFrom: p.datetime().nullable(),
    validUntil: p.datetime().nullable(),
  },
});
export type MembershipPurchase = InferEntity<typeof MembershipPurchase>;

export const membershipEntities = [
  MembershipPlan,
  MembershipLevel,
  Membership,
  MembershipGrowthEntry,
  MembershipRefund,
  MembershipPurchase,
];
