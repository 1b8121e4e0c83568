import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Activity } from '../activities/activities.entities.js';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

/** A bargain's states (spec §4: in progress, ended, cancelled). */
export const BargainStatus = { IN_PROGRESS: 'IN_PROGRESS', ENDED: 'ENDED', CANCELLED: 'CANCELLED' } as const;
export type BargainStatus = (typeof BargainStatus)[keyof typeof BargainStatus];

/** Why an ENDED bargain ended: its owner bought it (an order holds it), or its time ran out first. */
export const BargainEndReason = { BOUGHT: 'BOUGHT', EXPIRED: 'EXPIRED' } as const;
export type BargainEndReason = (typeof BargainEndReason)[keyof typeof BargainEndReason];

/**
 * What staff offer for bargaining: one activity row of kind BARGAIN (title, window, lifecycle) and the terms here.
 * Prices are unit prices in 0.0001 yuan, as the catalog's.
 */
export const BargainOffer = defineEntity({
  name: 'BargainOffer',
  tableName: 'bargain_offer',
  properties: {
    id: p.integer().primary(),
    /** The `activity` row that carries the offer's title, window and state. */
    activity: () => p.oneToOne(Activity).owner().ref().unique().deleteRule('cascade'),
    product: () => p.manyToOne(Product).ref().deleteRule('cascade'),
    /** Pieces one bargain buys. */
    quantity: p.integer(),
    startPriceMilli: p.integer(),
    /** The price the cuts reach at last, never lower. */
    floorPriceMilli: p.integer(),
    /** The cuts that bring a bargain from the start price to the floor. */
    expectedCuts: p.integer(),
    /** How long a shopper's bargain runs after it starts. */
    timeLimitMinutes: p.integer(),
    /** Bargains one shopper may start on this offer. */
    perUserLimit: p.integer(),
    createdAt: p.datetime(),
  },
});
export type BargainOffer = InferEntity<typeof BargainOffer>;

/**
 * One shopper's bargain on an offer. `currentPriceMilli` and `cutsMade` change only by conditional UPDATEs while it
 * is IN_PROGRESS and before its deadline; the terms are copied from the offer at the start.
 */
export const Bargain = defineEntity({
  name: 'Bargain',
  tableName: 'bargain',
  indexes: [
    { properties: ['offer', 'status'] },
    { properties: ['user', 'startedAt'] },
    { properties: ['status', 'deadlineAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    offer: () => p.manyToOne(BargainOffer).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    status: p.enum(() => BargainStatus).default(BargainStatus.IN_PROGRESS),
    endReason: p.enum(() => BargainEndReason).nullable(),
    startPriceMilli: p.integer(),
    floorPriceMilli: p.integer(),
    currentPriceMilli: p.integer(),
    expectedCuts: p.integer(),
    cutsMade: p.integer().default(0),
    startedAt: p.datetime(),
    deadlineAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    /** The order that bought it (while that order is alive). */
    orderId: p.integer().nullable(),
    orderNumber: p.string().length(32).nullable(),
  },
});
export type Bargain = InferEntity<typeof Bargain>;

/** One friend's cut of a bargain: one per friend and bargain (the unique key is the guard). */
export const BargainCut = defineEntity({
  name: 'BargainCut',
  tableName: 'bargain_cut',
  uniques: [{ properties: ['bargain', 'user'] }],
  properties: {
    id: p.integer().primary(),
    bargain: () => p.manyToOne(Bargain).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    amountMilli: p.integer(),
    priceAfterMilli: p.integer(),
    /** 1 for the first cut, and so on. */
    sequence: p.integer(),
    cutAt: p.datetime(),
  },
});
export type BargainCut = InferEntity<typeof BargainCut>;

/** How many bargains a shopper started on an offer, raised by one conditional UPDATE under the offer's limit. */
export const BargainQuota = defineEntity({
  name: 'BargainQuota',
  tableName: 'bargain_quota',
  uniques: [{ properties: ['offer', 'user'] }],
  properties: {
    id: p.integer().primary(),
    offer: () => p.manyToOne(BargainOffer).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    started: p.integer().default(0),
  },
});
export type BargainQuota = InferEntity<typeof BargainQuota>;

export const bargainEntities = [BargainOffer, Bargain, BargainCut, BargainQuota];
