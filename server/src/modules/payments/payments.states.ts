import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { BankRemittance, PaymentAttempt, PaymentAttemptStatus, RemittanceStatus } from './payments.entities.js';

/** The events of a provider payment attempt. Starting a payment creates it PENDING. */
export const AttemptEvent = {
  /** The provider's signed notification paid the order. */
  SUCCEED: 'SUCCEED',
  /** The provider's notification came, but the order could not take the money (its window closed, paid otherwise). */
  FAIL: 'FAIL',
  /** The provider, asked after the order's window, says it was never paid (closed, or never opened). */
  CLOSE: 'CLOSE',
} as const;
export type AttemptEvent = (typeof AttemptEvent)[keyof typeof AttemptEvent];

/** A friend's payment is told to the order's owner. */
export type AttemptEffect = 'notifyOwnerOfFriendPayment';

/**
 * THE payment attempt flow: pending until its notification arrives, then succeeded or failed. Only the shop fires
 * it, on a provider's signed notification or its answer to the reconciliation job; a later notification finds the
 * attempt decided and leaves it.
 */
export const attemptTransitions: readonly FlowTransition<
  PaymentAttemptStatus,
  AttemptEvent,
  AttemptEffect,
  Permission
>[] = [
  {
    event: AttemptEvent.SUCCEED,
    from: [PaymentAttemptStatus.PENDING],
    to: PaymentAttemptStatus.SUCCEEDED,
    by: ['system'],
    effects: ['notifyOwnerOfFriendPayment'],
  },
  { event: AttemptEvent.FAIL, from: [PaymentAttemptStatus.PENDING], to: PaymentAttemptStatus.FAILED, by: ['system'] },
  { event: AttemptEvent.CLOSE, from: [PaymentAttemptStatus.PENDING], to: PaymentAttemptStatus.FAILED, by: ['system'] },
];

export type AttemptFlow = Flow<PaymentAttempt, PaymentAttemptStatus, AttemptEvent, AttemptEffect, Permission>;
export type AttemptChange = FlowChange<PaymentAttempt, PaymentAttemptStatus, AttemptEvent, Permission>;

export function createAttemptFlow(effects: Record<AttemptEffect, (change: AttemptChange) => Promise<void>>) {
  const flow: AttemptFlow = new Flow({
    name: 'payment attempt',
    entity: PaymentAttempt,
    stateField: 'status',
    ownerOf: (attempt) => attempt.owner.id,
    transitions: attemptTransitions,
    // The service never answered a decided attempt with an error: it checks `allows` and leaves it be.
    notAllowed: 'ORDER_NOT_PAYABLE',
    effects,
  });
  return flow;
}

/** The events of an offline bank remittance. The buyer's report creates it UNDER_REVIEW. */
export const RemittanceEvent = {
  /** Staff found the money: the order is paid. */
  CONFIRM: 'CONFIRM',
  /** Staff did not: the order waits for payment again, the buyer reads why and may report again. */
  REJECT: 'REJECT',
} as const;
export type RemittanceEvent = (typeof RemittanceEvent)[keyof typeof RemittanceEvent];

export type RemittanceEffect =
  /** The order is paid with the remittance, in the same transaction (through the orders port). */
  | 'payOrder'
  /** The order waits for payment again; after commit its fresh window's expiry is scheduled. */
  | 'reopenOrder'
  /** The buyer reads the decision in their message center. */
  | 'notifyBuyer';

const decide = { permission: 'remittance.decide' } as const;

/** THE bank remittance flow: under review until staff confirm or reject it. */
export const remittanceTransitions: readonly FlowTransition<
  RemittanceStatus,
  RemittanceEvent,
  RemittanceEffect,
  Permission
>[] = [
  {
    event: RemittanceEvent.CONFIRM,
    from: [RemittanceStatus.UNDER_REVIEW],
    to: RemittanceStatus.CONFIRMED,
    by: [decide],
    effects: ['payOrder', 'notifyBuyer'],
  },
  {
    event: RemittanceEvent.REJECT,
    from: [RemittanceStatus.UNDER_REVIEW],
    to: RemittanceStatus.REJECTED,
    by: [decide],
    effects: ['reopenOrder', 'notifyBuyer'],
  },
];

export type RemittanceFlow = Flow<BankRemittance, RemittanceStatus, RemittanceEvent, RemittanceEffect, Permission>;
export type RemittanceChange = FlowChange<BankRemittance, RemittanceStatus, RemittanceEvent, Permission>;

export function createRemittanceFlow(effects: Record<RemittanceEffect, (change: RemittanceChange) => Promise<void>>) {
  const flow: RemittanceFlow = new Flow({
    name: 'bank remittance',
    entity: BankRemittance,
    stateField: 'status',
    ownerOf: (remittance) => remittance.user.id,
    transitions: remittanceTransitions,
    notAllowed: 'REMITTANCE_ALREADY_DECIDED',
    effects,
  });
  return flow;
}
