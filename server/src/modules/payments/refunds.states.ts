import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { Refund, RefundStatus } from './refunds.entities.js';

/**
 * The events of a refund. `refund()` creates it PENDING (balance, provider) or TO_TRANSFER (bank transfer).
 */
export const RefundEvent = {
  /** The money is back with the payer: the wallet was credited, or the provider's signed notification says so. */
  SUCCEED: 'SUCCEED',
  /** The provider could not refund (the payer's card was closed ...): staff take it over. */
  FAIL: 'FAIL',
  /** Staff made the bank transfer and attach its proof. */
  CONFIRM_TRANSFER: 'CONFIRM_TRANSFER',
  /** A refund the provider failed is paid back by bank transfer instead, as a staff task. */
  TRANSFER_INSTEAD: 'TRANSFER_INSTEAD',
} as const;
export type RefundEvent = (typeof RefundEvent)[keyof typeof RefundEvent];

export type RefundEffect =
  /** Money is back: listeners (after-sales; points, coupons, commissions later), the buyer's message, a returned payment. */
  | 'settled'
  /** The provider gave up: a returned payment is shown as still to return. */
  | 'failed';

const transfer = { permission: 'refund.transfer' } as const;

/** THE refund flow: pending at the provider, or a transfer for staff to make, until the money is back. */
export const refundTransitions: readonly FlowTransition<RefundStatus, RefundEvent, RefundEffect, Permission>[] = [
  {
    event: RefundEvent.SUCCEED,
    from: [RefundStatus.PENDING],
    to: RefundStatus.SUCCEEDED,
    by: ['system'],
    effects: ['settled'],
  },
  {
    event: RefundEvent.FAIL,
    from: [RefundStatus.PENDING],
    to: RefundStatus.FAILED,
    by: ['system'],
    effects: ['failed'],
  },
  {
    event: RefundEvent.CONFIRM_TRANSFER,
    from: [RefundStatus.TO_TRANSFER],
    to: RefundStatus.SUCCEEDED,
    by: [transfer],
    effects: ['settled'],
  },
  { event: RefundEvent.TRANSFER_INSTEAD, from: [RefundStatus.FAILED], to: RefundStatus.TO_TRANSFER, by: [transfer] },
];

export type RefundFlow = Flow<Refund, RefundStatus, RefundEvent, RefundEffect, Permission>;
export type RefundChange = FlowChange<Refund, RefundStatus, RefundEvent, Permission>;

export function createRefundFlow(effects: Record<RefundEffect, (change: RefundChange) => Promise<void>>): RefundFlow {
  return new Flow({
    name: 'refund',
    entity: Refund,
    stateField: 'status',
    ownerOf: (refund) => refund.buyer.id,
    transitions: refundTransitions,
    notAllowed: 'REFUND_NOT_ALLOWED',
    effects,
  });
}
