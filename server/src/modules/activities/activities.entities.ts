import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The five kinds of live activity of spec §1; each kind's module keeps its own rows beside the activity. */
export const ActivityKind = {
  FLASH_SALE: 'FLASH_SALE',
  GROUP_BUY: 'GROUP_BUY',
  BARGAIN: 'BARGAIN',
  FREE_ORDER: 'FREE_ORDER',
  BLIND_BOX: 'BLIND_BOX',
} as const;
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];

/** Spec §4 "activities: not started, in progress, paused, ended, abnormal"; the moves are `activities.states.ts`. */
export const ActivityStatus = {
  NOT_STARTED: 'NOT_STARTED',
  IN_PROGRESS: 'IN_PROGRESS',
  PAUSED: 'PAUSED',
  ENDED: 'ENDED',
  /** Something failed that staff must look at (e.g. the catalog's stock ran out outside a sale). */
  ABNORMAL: 'ABNORMAL',
} as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/**
 * One live activity: a flash-sale session, a group-buy or bargain offer, a free-order campaign or a blind box. Its
 * lifecycle is shared; what it sells lives in its kind's tables, which point here.
 */
export const Activity = defineEntity({
  name: 'Activity',
  tableName: 'activity',
  // The shop's lists: a kind's activities by start; the jobs' resume reads the ones not yet ended.
  indexes: [{ properties: ['kind', 'startsAt'] }, { properties: ['status', 'endsAt'] }],
  properties: {
    id: p.integer().primary(),
    kind: p.enum(() => ActivityKind),
    title: p.string().length(100),
    status: p.enum(() => ActivityStatus),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** Why the shop marked it ABNORMAL; cleared when staff resume it. */
    abnormalReason: p.string().length(200).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Activity = InferEntity<typeof Activity>;

export const activityEntities = [Activity];
