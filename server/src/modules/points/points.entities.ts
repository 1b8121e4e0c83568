import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

/** Why a user's points changed: the kinds of ledger entries. */
export const PointsEntryKind = {
  /** Earned on a completed goods order (its paid amount, times the member level's multiplier). */
  ORDER_COMPLETED: 'ORDER_COMPLETED',
  /** Earned by reviewing an order (text over 10 characters; more with a photo). */
  REVIEW: 'REVIEW',
  /** Spent at checkout on an order. */
  ORDER_SPENT: 'ORDER_SPENT',
  /** Given back: the order they were spent on ended unpaid (cancelled, expired, rejected). */
  ORDER_RETURNED: 'ORDER_RETURNED',
  /** Given back: the order they were spent on was refunded (in proportion to the refund). */
  REFUND_RETURNED: 'REFUND_RETURNED',
  /** Taken back: the order they were earned on was refunded (in proportion, never below zero). */
  REFUND_CLAWBACK: 'REFUND_CLAWBACK',
  /** Earned points not spent within the validity period. */
  EXPIRED: 'EXPIRED',
  /** Earned by inviting a user who completed a first order. */
  INVITATION: 'INVITATION',
  /** Credited or debited by staff, with a reason. */
  ADJUSTMENT: 'ADJUSTMENT',
  /** Won as a prize (a blind box): `reference` names the draw it came from. */
  PRIZE: 'PRIZE',
} as const;
export type PointsEntryKind = (typeof PointsEntryKind)[keyof typeof PointsEntryKind];

/**
 * A user's points balance. Changed only by conditional updates, each with its `PointsEntry` in the same transaction:
 * the balance always equals the sum of the user's entries, and the sum of their lots' `remaining`. No row: 0 points.
 */
export const PointsAccount = defineEntity({
  name: 'PointsAccount',
  tableName: 'points_account',
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    balance: p.integer().default(0),
  },
});
export type PointsAccount = InferEntity<typeof PointsAccount>;

/** The append-only ledger: every change of a user's points, with why; `key` makes each change happen once. */
export const PointsEntry = defineEntity({
  name: 'PointsEntry',
  tableName: 'points_entry',
  indexes: [{ properties: ['user', 'id'] }, { properties: ['orderId'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    /** Positive: earned or given back; negative: spent, taken back, expired. */
    points: p.integer(),
    kind: p.enum(() => PointsEntryKind),
    orderId: p.integer().nullable(),
    orderNumber: p.string().length(32).nullable(),
    /** Unique per change: 'earn/order/12', 'spend/order/12', 'refund-return/7', 'invitation/34' ... */
    key: p.string().length(191).unique(),
    /** The balance right after this entry. */
    balanceAfter: p.integer(),
    /** The staff member's reason (ADJUSTMENT). */
    note: p.string().length(200).nullable(),
    /** Who made an ADJUSTMENT. */
    actorId: p.integer().nullable(),
    /** What a PRIZE was won in: `lucky-draw-record/<id>`. */
    reference: p.string().length(64).nullable(),
    at: p.datetime(),
  },
});
export type PointsEntry = InferEntity<typeof PointsEntry>;

/**
 * Earned points as one lot that expires: a credit adds a lot, spending takes from the lots that expire first,
 * expiry writes off what is left of a lot at `expiresAt`. The sum of `remaining` equals the account's balance.
 */
export const PointsLot = defineEntity({
  name: 'PointsLot',
  tableName: 'points_lot',
  indexes: [{ properties: ['user', 'expiresAt'] }, { properties: ['expiresAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    /** The entry that credited it. */
    entryId: p.integer(),
    points: p.integer(),
    remaining: p.integer(),
    expiresAt: p.datetime(),
    /** How many times this lot was written off (points given back to it after it expired expire again). */
    expiredTimes: p.integer().default(0),
  },
});
export type PointsLot = InferEntity<typeof PointsLot>;

/** Which lots a debit took its points from, so giving them back returns them to the same lots (same expiry). */
export const PointsLotUse = defineEntity({
  name: 'PointsLotUse',
  tableName: 'points_lot_use',
  indexes: [{ properties: ['entryId'] }],
  properties: {
    id: p.integer().primary(),
    entryId: p.integer(),
    lot: () => p.manyToOne(PointsLot).ref().deleteRule('cascade'),
    points: p.integer(),
    /** How many of these were given back already. */
    returned: p.integer().default(0),
  },
});
export type PointsLotUse = InferEntity<typeof PointsLotUse>;

/**
 * A settled refund of an order as the points module heard it: once per refund, and the cumulative refunded
 * amount the proportional reversals are computed from.
 */
export const PointsRefund = defineEntity({
  name: 'PointsRefund',
  tableName: 'points_refund',
  indexes: [{ properties: ['orderId'] }],
  properties: {
    refundId: p.integer().primary().autoincrement(false),
    orderId: p.integer(),
    amountFen: p.integer(),
    /** Whether the order had earned its points when the refund settled (later refunds claw them back). */
    afterEarn: p.boolean(),
    at: p.datetime(),
  },
});
export type PointsRefund = InferEntity<typeof PointsRefund>;

/** The point rules staff set (one row, id 1); no row: the defaults. */
export const PointsSettings = defineEntity({
  name: 'PointsSettings',
  tableName: 'points_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    pointsPerYuan: p.integer(),
    reviewPoints: p.integer(),
    reviewPhotoPoints: p.integer(),
    fenPerPoint: p.integer(),
    maxDeductionPercent: p.integer(),
    validityMonths: p.integer(),
    updatedAt: p.datetime(),
    updatedBy: p.integer().nullable(),
  },
});
export type PointsSettings = InferEntity<typeof PointsSettings>;

export const pointsEntities = [PointsAccount, PointsEntry, PointsLot, PointsLotUse, PointsRefund, PointsSettings];
