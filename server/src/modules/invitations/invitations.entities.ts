import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What an inviter earns when someone they invited completes a first goods order. */
export const InvitationRewardKind = {
  NONE: 'NONE',
  POINTS: 'POINTS',
  COUPON: 'COUPON',
} as const;
export type InvitationRewardKind = (typeof InvitationRewardKind)[keyof typeof InvitationRewardKind];

/** The one row of the reward staff configured (id 1); no row means no reward. */
export const InvitationRewardRule = defineEntity({
  name: 'InvitationRewardRule',
  tableName: 'invitation_reward_rule',
  properties: {
    id: p.integer().primary().autoincrement(false),
    kind: p.enum(() => InvitationRewardKind),
    /** POINTS: how many points the inviter gets. */
    points: p.integer().default(0),
    /** COUPON: the coupon template issued to the inviter (the coupons module's id). */
    couponTemplateId: p.integer().nullable(),
    /** COUPON: the template's title when it was chosen, for the public rules. */
    couponTitle: p.string().length(100).nullable(),
    updatedAt: p.datetime(),
    updatedBy: p.integer().nullable(),
  },
});
export type InvitationRewardRule = InferEntity<typeof InvitationRewardRule>;

/**
 * The first completed goods order of an invited user, once: the unique invitee makes the inviter's reward happen at
 * most once however many orders complete, even at the same moment. Written also when the reward was NONE, so a
 * later order never counts as the first.
 */
export const InvitationReward = defineEntity({
  name: 'InvitationReward',
  tableName: 'invitation_reward',
  indexes: [{ properties: ['inviterId', 'rewardedAt'] }],
  properties: {
    id: p.integer().primary(),
    inviterId: p.integer(),
    inviteeId: p.integer().unique(),
    orderId: p.integer(),
    orderNumber: p.string().length(32),
    kind: p.enum(() => InvitationRewardKind),
    points: p.integer().default(0),
    couponTemplateId: p.integer().nullable(),
    couponTitle: p.string().length(100).nullable(),
    rewardedAt: p.datetime(),
  },
});
export type InvitationReward = InferEntity<typeof InvitationReward>;

export const invitationEntities = [InvitationRewardRule, InvitationReward];
