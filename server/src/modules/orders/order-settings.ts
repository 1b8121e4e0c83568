import { defaultPricingSettings, type PricingSettings } from './pricing.js';

export interface OrderSettings extends PricingSettings {
  /** Spec §9: 30 minutes. */
  paymentWindowMs: number;
  /** How long after shipping a received order confirms itself (spec: not shown). */
  autoConfirmMs: number;
  /** Between two "remind to ship" of one order. */
  remindIntervalMs: number;
  /** Two different submits of one user closer than this are "clicking too fast". */
  submitIntervalMs: number;
  /**
   * Orders whose payable amount reaches this (fen) wait for staff approval before they can be paid
   * (spec §4 "pending approval"); null: no order needs approval.
   */
  approvalThresholdFen: number | null;
}

export const defaultOrderSettings: OrderSettings = {
  ...defaultPricingSettings,
  paymentWindowMs: 30 * 60_000,
  autoConfirmMs: 10 * 24 * 3600_000,
  remindIntervalMs: 24 * 3600_000,
  submitIntervalMs: 3_000,
  approvalThresholdFen: 10_000_000,
};
