import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { Activity, ActivityStatus, type ActivityKind } from './activities.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** An activity changed state (channel: its kind); every copy's subscribers hear it. */
    ACTIVITY_CHANGED: [kind: string, change: ActivityChange];
  }
}

/** What subscribers hear of a transition. */
export interface ActivityChange {
  activityId: number;
  kind: ActivityKind;
  status: ActivityStatus;
}

const S = ActivityStatus;

export const ActivityEvent = {
  /** Its start time came (the start job), or staff start it early. */
  START: 'START',
  PAUSE: 'PAUSE',
  /** Staff resume a paused activity, or one the shop marked abnormal once they have looked at it. */
  RESUME: 'RESUME',
  /** Its end time came (the end job), or staff end it. */
  END: 'END',
  /** The shop found something wrong (e.g. the catalog's stock ran out outside the sale); staff must look. */
  MARK_ABNORMAL: 'MARK_ABNORMAL',
} as const;
export type ActivityEvent = (typeof ActivityEvent)[keyof typeof ActivityEvent];

/** Every transition tells subscribers and the activity's kind once the transaction commits or inside it. */
export type ActivityEffect = 'publishChange' | 'notifyKind';

const manage = { permission: 'activity.manage' } as const;

export const activityTransitions: readonly FlowTransition<
  ActivityStatus,
  ActivityEvent,
  ActivityEffect,
  Permission,
  Activity
>[] = [
  {
    event: ActivityEvent.START,
    from: [S.NOT_STARTED],
    to: S.IN_PROGRESS,
    by: ['system', manage],
    effects: ['notifyKind', 'publishChange'],
  },
  {
    event: ActivityEvent.PAUSE,
    from: [S.IN_PROGRESS],
    to: S.PAUSED,
    by: [manage],
    effects: ['notifyKind', 'publishChange'],
  },
  {
    event: ActivityEvent.RESUME,
    from: [S.PAUSED, S.ABNORMAL],
    to: S.IN_PROGRESS,
    by: [manage],
    effects: ['notifyKind', 'publishChange'],
  },
  {
    event: ActivityEvent.END,
    from: [S.NOT_STARTED, S.IN_PROGRESS, S.PAUSED, S.ABNORMAL],
    to: S.ENDED,
    by: ['system', manage],
    effects: ['notifyKind', 'publishChange'],
  },
  {
    event: ActivityEvent.MARK_ABNORMAL,
    from: [S.IN_PROGRESS, S.PAUSED],
    to: S.ABNORMAL,
    by: ['system'],
    effects: ['notifyKind', 'publishChange'],
  },
];

/** The events staff see as buttons, in this order. */
export const staffActivityEvents = [
  ActivityEvent.START,
  ActivityEvent.PAUSE,
  ActivityEvent.RESUME,
  ActivityEvent.END,
] as const;

export type ActivityFlow = Flow<Activity, ActivityStatus, ActivityEvent, ActivityEffect, Permission>;
export type ActivityFlowChange = FlowChange<Activity, ActivityStatus, ActivityEvent, Permission>;

export function createActivityFlow(
  effects: Record<ActivityEffect, (change: ActivityFlowChange) => Promise<void>>,
): ActivityFlow {
  return new Flow({
    name: 'activity',
    entity: Activity,
    stateField: 'status',
    ownerOf: () => null,
    transitions: activityTransitions,
    notAllowed: 'ACTIVITY_NOT_ALLOWED',
    effects,
  });
}

/** The jobs that move an activity at its times; one key per activity, so scheduling again replaces the time. */
export const ACTIVITY_START_JOB = 'activity-start';
export const ACTIVITY_END_JOB = 'activity-end';
export const activityStartJobKey = (id: number) => `activity-start/${id}`;
export const activityEndJobKey = (id: number) => `activity-end/${id}`;
