import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A group's states (spec §4: group buy in progress, ended, cancelled); moved only by `group-buys.states.ts`. */
export const GroupBuyStatus = { IN_PROGRESS: 'IN_PROGRESS', ENDED: 'ENDED', CANCELLED: 'CANCELLED' } as const;
export type GroupBuyStatus = (typeof GroupBuyStatus)[keyof typeof GroupBuyStatus];

/** A member holds a place while their order is unpaid (JOINED), then PAID; REFUNDED when a cancelled group closed it. */
export const GroupBuyMemberStatus = { JOINED: 'JOINED', PAID: 'PAID', REFUNDED: 'REFUNDED' } as const;
export type GroupBuyMemberStatus = (typeof GroupBuyMemberStatus)[keyof typeof GroupBuyMemberStatus];

/**
 * A group-buy offer: one activity row (kind GROUP_BUY, its window and lifecycle) and what it sells: `quantity` units
 * of one part at the group price, to groups of `groupSize` buyers who must all pay within `timeLimitMinutes`.
 */
export const GroupBuyOffer = defineEntity({
  name: 'GroupBuyOffer',
  tableName: 'group_buy_offer',
  properties: {
    id: p.integer().primary(),
    /** The `activity` row (core module) that carries the title, window and status. */
    activityId: p.integer().unique(),
    productId: p.integer(),
    /** 0.0001 yuan per unit, as the catalog prices. */
    groupPriceMilli: p.integer(),
    /** Units each member buys. */
    quantity: p.integer(),
    groupSize: p.integer(),
    timeLimitMinutes: p.integer(),
    /** Groups of this offer a user may be in at once (started or joined, not counting cancelled ones). */
    perUserLimit: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type GroupBuyOffer = InferEntity<typeof GroupBuyOffer>;

/**
 * One group of an offer. `memberCount` (places taken by unpaid and paid members) and `paidCount` change only by
 * conditional UPDATEs: a join takes a place `WHERE member_count < group_size AND status = 'IN_PROGRESS'`.
 */
export const GroupBuy = defineEntity({
  name: 'GroupBuy',
  tableName: 'group_buy',
  indexes: [{ properties: ['offer', 'status'] }, { properties: ['status', 'deadlineAt'] }],
  properties: {
    id: p.integer().primary(),
    offer: () => p.manyToOne(GroupBuyOffer).ref(),
    activityId: p.integer(),
    leaderId: p.integer(),
    status: p.enum(() => GroupBuyStatus).default(GroupBuyStatus.IN_PROGRESS),
    groupSize: p.integer(),
    memberCount: p.integer().default(0),
    paidCount: p.integer().default(0),
    deadlineAt: p.datetime(),
    createdAt: p.datetime(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    cancelReason: p.string().length(200).nullable(),
  },
});
export type GroupBuy = InferEntity<typeof GroupBuy>;

/**
 * A user's place in a group, with the order that pays for it. One membership per user per group (unique), so
 * two tabs joining at once cannot both get in; a member whose order ends unpaid is deleted, freeing the place.
 */
export const GroupBuyMember = defineEntity({
  name: 'GroupBuyMember',
  tableName: 'group_buy_member',
  uniques: [{ properties: ['group', 'userId'] }],
  properties: {
    id: p.integer().primary(),
    group: () => p.manyToOne(GroupBuy).ref(),
    userId: p.integer(),
    orderId: p.integer().unique(),
    status: p.enum(() => GroupBuyMemberStatus).default(GroupBuyMemberStatus.JOINED),
    joinedAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type GroupBuyMember = InferEntity<typeof GroupBuyMember>;

/** How many live groups of an offer a user is in: raised by a conditional UPDATE under the offer's per-user limit. */
export const GroupBuyUserCount = defineEntity({
  name: 'GroupBuyUserCount',
  tableName: 'group_buy_user_count',
  uniques: [{ properties: ['offer', 'userId'] }],
  properties: {
    id: p.integer().primary(),
    offer: () => p.manyToOne(GroupBuyOffer).ref(),
    userId: p.integer(),
    used: p.integer().default(0),
  },
});
export type GroupBuyUserCount = InferEntity<typeof GroupBuyUserCount>;

export const groupBuyEntities = [GroupBuyOffer, GroupBuy, GroupBuyMember, GroupBuyUserCount];

// The activity kinds and states and the delivery methods this module's files name. Only entity files may import
// another module's entities file (the boundary rule); nothing here reads or writes those tables.
export { ActivityKind, ActivityStatus } from '../activities/activities.entities.js';
export { DeliveryMethod } from '../orders/orders.entities.js';
