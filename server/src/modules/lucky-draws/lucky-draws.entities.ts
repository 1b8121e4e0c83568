import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

// The activity's vocabulary, for this module's services (which may not import another module's entity files).
export { ActivityKind, ActivityStatus, type Activity } from '../activities/activities.entities.js';

/** The two kinds of activity this module runs (the activities module's FREE_ORDER and BLIND_BOX). */
export const LuckyDrawKind = { FREE_ORDER: 'FREE_ORDER', BLIND_BOX: 'BLIND_BOX' } as const;
export type LuckyDrawKind = (typeof LuckyDrawKind)[keyof typeof LuckyDrawKind];

/** What a prize is: a part (a PRIZE order line, price 0), a coupon of a template, or points. */
export const LuckyDrawPrizeKind = { PART: 'PART', COUPON: 'COUPON', POINTS: 'POINTS' } as const;
export type LuckyDrawPrizeKind = (typeof LuckyDrawPrizeKind)[keyof typeof LuckyDrawPrizeKind];

/** A won prize: DELIVERED (order placed, coupon issued, points credited) or a part still waiting for its order. */
export const LuckyDrawRecordStatus = { DELIVERED: 'DELIVERED', AWAITING_ORDER: 'AWAITING_ORDER' } as const;
export type LuckyDrawRecordStatus = (typeof LuckyDrawRecordStatus)[keyof typeof LuckyDrawRecordStatus];

/**
 * The rules of one free-order campaign or blind box, beside its `activity` row (same id): the activity holds the
 * title, window and state; this row holds the limits.
 */
export const LuckyDraw = defineEntity({
  name: 'LuckyDraw',
  tableName: 'lucky_draw',
  indexes: [{ properties: ['kind', 'activityId'] }],
  properties: {
    /** The activity's id. */
    activityId: p.integer().primary().autoincrement(false),
    kind: p.enum(() => LuckyDrawKind),
    description: p.string().length(500).default(''),
    /** Free chances (free order) or opens (blind box) per user per shop day. */
    dailyLimit: p.integer(),
    /** Claims or opens per user over the whole activity; null: only the daily limit. */
    totalLimit: p.integer().nullable(),
    /** Blind box: the price of one open in fen; 0: free opens. A paid open is an order (`LuckyDrawPaidOpen`). */
    pricePerOpenFen: p.integer().default(0),
    createdBy: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type LuckyDraw = InferEntity<typeof LuckyDraw>;

/**
 * A part offered free (free order) or a prize of a blind box. `stock` changes only by conditional UPDATEs
 * (`stock = stock - 1 where stock >= 1`); `initialStock` is what staff put in, so awarded = initialStock - stock.
 */
export const LuckyDrawPrize = defineEntity({
  name: 'LuckyDrawPrize',
  tableName: 'lucky_draw_prize',
  indexes: [{ properties: ['activityId', 'position'] }],
  properties: {
    id: p.integer().primary(),
    activityId: p.integer(),
    kind: p.enum(() => LuckyDrawPrizeKind),
    /** As the page shows it (staff's words, or the part's MPN). */
    title: p.string().length(100),
    productId: p.integer().nullable(),
    /** PART: the pieces one prize gives (by default the part's minimum order quantity when it was set up). */
    quantity: p.integer().default(1),
    couponTemplateId: p.integer().nullable(),
    points: p.integer().nullable(),
    /** Blind box: the prize's weight in the draw (its published odds are weight / the total in stock). 0: free order. */
    weight: p.integer().default(0),
    initialStock: p.integer(),
    stock: p.integer(),
    position: p.integer().default(0),
  },
});
export type LuckyDrawPrize = InferEntity<typeof LuckyDrawPrize>;

/**
 * A user's chances used in one activity: one row per shop day (`day` = 'YYYY-MM-DD', China Standard Time) and one
 * row for the whole activity (`day` = '*'). `used` rises only by `used = used + 1 where used < limit`.
 */
export const LuckyDrawChance = defineEntity({
  name: 'LuckyDrawChance',
  tableName: 'lucky_draw_chance',
  uniques: [{ properties: ['activityId', 'userId', 'day'] }],
  properties: {
    id: p.integer().primary(),
    activityId: p.integer(),
    userId: p.integer(),
    day: p.string().length(10),
    used: p.integer().default(0),
  },
});
export type LuckyDrawChance = InferEntity<typeof LuckyDrawChance>;

/** One claim or open and its prize: the user's "my prizes", and the staff's progress. */
export const LuckyDrawRecord = defineEntity({
  name: 'LuckyDrawRecord',
  tableName: 'lucky_draw_record',
  indexes: [{ properties: ['userId', 'id'] }, { properties: ['activityId', 'id'] }],
  properties: {
    id: p.integer().primary(),
    activityId: p.integer(),
    drawKind: p.enum(() => LuckyDrawKind),
    userId: p.integer(),
    /** `<userId>:<idempotency key>`: a repeated claim or open answers the first. */
    requestKey: p.string().length(80).unique(),
    prizeId: p.integer(),
    prizeKind: p.enum(() => LuckyDrawPrizeKind),
    prizeTitle: p.string().length(100),
    productId: p.integer().nullable(),
    couponTemplateId: p.integer().nullable(),
    couponId: p.integer().nullable(),
    points: p.integer().nullable(),
    orderId: p.integer().nullable(),
    orderNumber: p.string().length(32).nullable(),
    status: p.enum(() => LuckyDrawRecordStatus),
    /** The shop day the chance was used on. */
    day: p.string().length(10),
    createdAt: p.datetime(),
  },
});
export type LuckyDrawRecord = InferEntity<typeof LuckyDrawRecord>;

/**
 * Where a paid open is: AWAITING_PAYMENT (its order placed, the open reserved), DRAWN (paid, and the prize drawn:
 * `recordId`), EXPIRED (the order ended unpaid: the open was given back), FAILED (paid, but the box had no prize left
 * to give: staff refund it) and REFUNDED (refunded, the open given back).
 */
export const LuckyDrawPaidOpenStatus = {
  AWAITING_PAYMENT: 'AWAITING_PAYMENT',
  DRAWN: 'DRAWN',
  EXPIRED: 'EXPIRED',
  FAILED: 'FAILED',
  REFUNDED: 'REFUNDED',
} as const;
export type LuckyDrawPaidOpenStatus = (typeof LuckyDrawPaidOpenStatus)[keyof typeof LuckyDrawPaidOpenStatus];

/**
 * One open of a paid blind box, bought as an order of kind BLIND_BOX_OPEN. The open is reserved (the day's and the
 * activity's chance used) when the order is placed and given back if it ends unpaid or is refunded; the status moves
 * only by conditional UPDATEs from AWAITING_PAYMENT (and FAILED to REFUNDED), so the draw happens once per order.
 */
export const LuckyDrawPaidOpen = defineEntity({
  name: 'LuckyDrawPaidOpen',
  tableName: 'lucky_draw_paid_open',
  indexes: [{ properties: ['userId', 'id'] }],
  properties: {
    id: p.integer().primary(),
    activityId: p.integer(),
    userId: p.integer(),
    orderId: p.integer().unique(),
    orderNumber: p.string().length(32),
    /** What was paid, in fen (the box's price when the order was placed). */
    priceFen: p.integer(),
    /** The shop day whose chance the open reserved (given back to that day). */
    day: p.string().length(10),
    status: p.enum(() => LuckyDrawPaidOpenStatus),
    /** The prize drawn (DRAWN). */
    recordId: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});
export type LuckyDrawPaidOpen = InferEntity<typeof LuckyDrawPaidOpen>;

export const luckyDrawEntities = [LuckyDraw, LuckyDrawPrize, LuckyDrawChance, LuckyDrawRecord, LuckyDrawPaidOpen];
