import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { AccountCancellation, CancellationStatus } from './security.entities.js';

/** The events of an account cancellation request. */
export const CancellationEvent = {
  START_REVIEW: 'START_REVIEW',
  CLOSE: 'CLOSE',
  REJECT: 'REJECT',
  /** The user takes the request back while nobody has started the review. */
  WITHDRAW: 'WITHDRAW',
} as const;
export type CancellationEvent = (typeof CancellationEvent)[keyof typeof CancellationEvent];

/** CLOSE erases what the shop keeps about the person, in the transaction that closes the account. */
export type CancellationEffect = 'erasePersonalData';

const S = CancellationStatus;
const E = CancellationEvent;
const review = { permission: 'account_cancellation.review' } as const;

/**
 * THE account cancellation flow (spec §4: submitted → staff review → closed), plus a rejection by staff and a
 * withdrawal by the user while nobody has started the review. Submitting creates the request in SUBMITTED.
 */
export const cancellationTransitions: readonly FlowTransition<
  CancellationStatus,
  CancellationEvent,
  CancellationEffect,
  Permission
>[] = [
  { event: E.START_REVIEW, from: [S.SUBMITTED], to: S.UNDER_REVIEW, by: [review] },
  { event: E.CLOSE, from: [S.UNDER_REVIEW], to: S.CLOSED, by: [review], effects: ['erasePersonalData'] },
  { event: E.REJECT, from: [S.UNDER_REVIEW], to: S.REJECTED, by: [review] },
  { event: E.WITHDRAW, from: [S.SUBMITTED], to: S.WITHDRAWN, by: ['owner'] },
];

/** Requests in these states block a new one. */
export const OPEN_CANCELLATION_STATUSES: readonly CancellationStatus[] = [S.SUBMITTED, S.UNDER_REVIEW];

export type CancellationFlow = Flow<
  AccountCancellation,
  CancellationStatus,
  CancellationEvent,
  CancellationEffect,
  Permission
>;
export type CancellationChange = FlowChange<AccountCancellation, CancellationStatus, CancellationEvent, Permission>;

export function createCancellationFlow(
  effects: Record<CancellationEffect, (change: CancellationChange) => Promise<void>>,
) {
  const flow: CancellationFlow = new Flow({
    name: 'account cancellation',
    entity: AccountCancellation,
    stateField: 'status',
    ownerOf: (request) => request.user.id,
    transitions: cancellationTransitions,
    notAllowed: 'CANCELLATION_TRANSITION_NOT_ALLOWED',
    effects,
  });
  return flow;
}
