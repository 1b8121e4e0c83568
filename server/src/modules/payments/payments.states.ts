import type { Role } from '../../platform/auth/index.js';
import { PaymentAttemptStatus, RemittanceStatus } from './payments.entities.js';

/**
 * A provider payment: pending until its notification arrives, then succeeded (the order is paid) or failed
 * (the order could not take the money any more, e.g. its window closed while the payer was paying).
 */
export const attemptTransitions = {
  succeed: { from: [PaymentAttemptStatus.PENDING], to: PaymentAttemptStatus.SUCCEEDED },
  fail: { from: [PaymentAttemptStatus.PENDING], to: PaymentAttemptStatus.FAILED },
} as const satisfies Record<string, { from: readonly PaymentAttemptStatus[]; to: PaymentAttemptStatus }>;

/** Roles that review offline bank remittances. */
export const REMITTANCE_REVIEWERS: readonly Role[] = ['sales', 'admin'];

/** An offline remittance: under review until staff confirm it (the order is paid) or reject it with a reason. */
export const remittanceTransitions = {
  confirm: { from: [RemittanceStatus.UNDER_REVIEW], to: RemittanceStatus.CONFIRMED, by: REMITTANCE_REVIEWERS },
  reject: { from: [RemittanceStatus.UNDER_REVIEW], to: RemittanceStatus.REJECTED, by: REMITTANCE_REVIEWERS },
} as const satisfies Record<string, { from: readonly RemittanceStatus[]; to: RemittanceStatus; by: readonly Role[] }>;

export type RemittanceAction = keyof typeof remittanceTransitions;
