import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowActor, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { Withdrawal, WithdrawalStatus } from './wallet.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A withdrawal of the user (channel: the user's id) changed state. */
    WITHDRAWAL_STATUS_CHANGED: [userId: string, change: WithdrawalStatusChange];
  }
}

export interface WithdrawalStatusChange {
  withdrawalId: number;
  status: WithdrawalStatus;
}

/** The events of a withdrawal (the GraphQL enum `WithdrawalAction`). */
export const WithdrawalAction = {
  /** Staff take a submitted withdrawal into review (spec §9: 1-2 working days). */
  START_REVIEW: 'START_REVIEW',
  /** Staff approve: the payout provider pays the account, its reference is kept. */
  APPROVE: 'APPROVE',
  /** Staff refuse with a reason: the hold returns to the balance. */
  REJECT: 'REJECT',
  /** The owner takes back a withdrawal nobody reviews yet: the hold returns. */
  CANCEL: 'CANCEL',
} as const;
export type WithdrawalAction = (typeof WithdrawalAction)[keyof typeof WithdrawalAction];

export type WithdrawalEffect =
  /** Pays the amount out through the payout provider, idempotent by the withdrawal's key. */
  | 'payout'
  /** Credits the held amount and fee back (WITHDRAWAL_RETURN). */
  | 'returnHold'
  /** After commit: tell the owner's `withdrawalStatusChanged` subscribers. */
  | 'publishStatus';

const S = WithdrawalStatus;
const A = WithdrawalAction;
const review = { permission: 'withdrawal.review' } as const;

/** THE withdrawal flow: submitted (money held) -> under review -> passed (paid out) or rejected (money back). */
export const withdrawalTransitions: readonly FlowTransition<
  WithdrawalStatus,
  WithdrawalAction,
  WithdrawalEffect,
  Permission,
  Withdrawal
>[] = [
  { event: A.START_REVIEW, from: [S.SUBMITTED], to: S.UNDER_REVIEW, by: [review], effects: ['publishStatus'] },
  { event: A.APPROVE, from: [S.UNDER_REVIEW], to: S.PASSED, by: [review], effects: ['payout', 'publishStatus'] },
  {
    event: A.REJECT,
    from: [S.SUBMITTED, S.UNDER_REVIEW],
    to: S.REJECTED,
    by: [review],
    effects: ['returnHold', 'publishStatus'],
  },
  { event: A.CANCEL, from: [S.SUBMITTED], to: S.CANCELLED, by: ['owner'], effects: ['returnHold', 'publishStatus'] },
];

export const withdrawalStates: readonly WithdrawalStatus[] = Object.values(S);

export type WithdrawalFlow = Flow<Withdrawal, WithdrawalStatus, WithdrawalAction, WithdrawalEffect, Permission>;
export type WithdrawalChange = FlowChange<Withdrawal, WithdrawalStatus, WithdrawalAction, Permission>;
export type WithdrawalActor = FlowActor<Permission>;

export function createWithdrawalFlow(
  hooks: { audit(change: WithdrawalChange): Promise<void> } & Record<
    WithdrawalEffect,
    (change: WithdrawalChange) => Promise<void>
  >,
): WithdrawalFlow {
  return new Flow({
    name: 'withdrawal',
    entity: Withdrawal,
    stateField: 'status',
    ownerOf: (withdrawal) => withdrawal.user.id,
    transitions: withdrawalTransitions,
    notAllowed: 'WITHDRAWAL_ACTION_NOT_ALLOWED',
    audit: (change) => hooks.audit(change),
    effects: {
      payout: (change) => hooks.payout(change),
      returnHold: (change) => hooks.returnHold(change),
      publishStatus: (change) => hooks.publishStatus(change),
    },
  });
}
