import type { Permission } from '../../platform/auth/index.js';
import { PaymentAttemptStatus, RemittanceStatus } from './payments.entities.js';

/**
 * A provider payment: pending until its notification arrives, then succeeded (the order is paid) or failed
 * (the order could not take the money any more, e.g. its window closed while the payer was paying).
 */
export const attemptTransitions = {
  succeed: { from: [PaymentAttemptStatus.PENDING], to: PaymentAttemptStatus.SUCCEEDED },
  fail: { from: [PaymentAttemptStatus.PENDING], to: PaymentAttemptStatus.FAILED },
} as const satisfies Record<string, { from: readonly PaymentAttemptStatus[]; to: PaymentAttemptStatus }>;

/**
 * An offline remittance: under review until staff confirm it (the order is paid) or reject it with a reason; `by` is
 * the permission that lets staff fire the transition.
 */
export const remittanceTransitions = {
  confirm: { from: [RemittanceStatus.UNDER_REVIEW], to: RemittanceStatus.CONFIRMED, by: 'remittance.decide' },
  reject: { from: [RemittanceStatus.UNDER_REVIEW], to: RemittanceStatus.REJECTED, by: 'remittance.decide' },
} as const satisfies Record<string, { from: readonly RemittanceStatus[]; to: RemittanceStatus; by: Permission }>;

export type RemittanceAction = keyof typeof remittanceTransitions;
