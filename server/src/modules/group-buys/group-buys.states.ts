import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { GroupBuy, GroupBuyStatus } from './group-buys.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A group changed (a member joined, paid or left; it completed or was cancelled); channel: the group's id. */
    GROUP_BUY_CHANGED: [groupId: string, change: { groupId: number }];
  }
}

/** The events of a group (the shop fires both: a payment completes it, its deadline or the activity's end cancels it). */
export const GroupBuyAction = {
  /** The N-th member paid within the time limit. */
  COMPLETE: 'COMPLETE',
  /** The deadline passed before N members paid, the activity ended, or the last member's order ended unpaid. */
  CANCEL: 'CANCEL',
} as const;
export type GroupBuyAction = (typeof GroupBuyAction)[keyof typeof GroupBuyAction];

/** What a transition does besides moving the state; wired in `group-buy-effects.ts`. */
export type GroupBuyEffect =
  /** Tell every member (message center) that the group completed. */
  | 'notifyCompleted'
  /** Close every member's order: unpaid ones cancelled, paid ones closed and refunded in full; tell them. */
  | 'closeMemberOrders'
  /** The deadline job is no longer needed. */
  | 'cancelDeadline';

const S = GroupBuyStatus;
const A = GroupBuyAction;

type GroupBuyTransition = FlowTransition<GroupBuyStatus, GroupBuyAction, GroupBuyEffect, Permission, GroupBuy>;

/** THE group flow (spec §4 "group buy: in progress, ended, cancelled"), run by `Flow.fire` with one conditional UPDATE. */
export const groupBuyTransitions: readonly GroupBuyTransition[] = [
  {
    event: A.COMPLETE,
    from: [S.IN_PROGRESS],
    to: S.ENDED,
    by: ['system'],
    effects: ['cancelDeadline', 'notifyCompleted'],
  },
  {
    event: A.CANCEL,
    from: [S.IN_PROGRESS],
    to: S.CANCELLED,
    by: ['system'],
    effects: ['cancelDeadline', 'closeMemberOrders'],
  },
];

export type GroupBuyFlow = Flow<GroupBuy, GroupBuyStatus, GroupBuyAction, GroupBuyEffect, Permission>;
export type GroupBuyChange = FlowChange<GroupBuy, GroupBuyStatus, GroupBuyAction, Permission>;

export const DEADLINE_JOB = 'group-buy-deadline';
export const deadlineJobKey = (groupId: number) => `${DEADLINE_JOB}/${groupId}`;

export function createGroupBuyFlow(effects: Record<GroupBuyEffect, (change: GroupBuyChange) => Promise<void>>) {
  return new Flow({
    name: 'group buy',
    entity: GroupBuy,
    stateField: 'status',
    ownerOf: (group) => group.leaderId,
    transitions: groupBuyTransitions,
    notAllowed: 'GROUP_BUY_CLOSED',
    effects,
  });
}
