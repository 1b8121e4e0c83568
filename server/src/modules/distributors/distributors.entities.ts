import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A distributor application's state (spec §6 "distributor applicant"): staff approve or reject it. */
export const DistributorStatus = {
  SUBMITTED: 'SUBMITTED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type DistributorStatus = (typeof DistributorStatus)[keyof typeof DistributorStatus];

/** A commission's state (spec §4 settlement pending / settled), moved by `commissions.states.ts`. */
export const CommissionStatus = {
  /** Earned on a paid order; not money yet: the order may still be refunded. */
  PENDING: 'PENDING',
  /** The after-sales window passed: credited to the distributor's balance. */
  SETTLED: 'SETTLED',
  /** The order was refunded whole within the window: nothing is earned. */
  REVERSED: 'REVERSED',
} as const;
export type CommissionStatus = (typeof CommissionStatus)[keyof typeof CommissionStatus];

/** One user's distributor application and, once approved, their distributor record (one per user). */
export const Distributor = defineEntity({
  name: 'Distributor',
  tableName: 'distributor',
  indexes: [{ properties: ['status', 'id'] }],
  properties: {
    id: p.integer().primary(),
    userId: p.integer().unique(),
    status: p.enum(() => DistributorStatus),
    /** What the applicant wrote in the form. */
    realName: p.string().length(50),
    phone: p.string().length(20),
    /** How they mean to promote the shop. */
    channel: p.string().length(500),
    /** Staff's override of the default rate, in basis points (1/100 of a percent); null: the default. */
    rateBp: p.integer().nullable(),
    rejectReason: p.string().length(200).nullable(),
    createdAt: p.datetime(),
    submittedAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    decidedBy: p.integer().nullable(),
  },
});
export type Distributor = InferEntity<typeof Distributor>;

/** The shop's commission settings: one row (id 1); without it, the built-in default rate. */
export const CommissionSettings = defineEntity({
  name: 'CommissionSettings',
  tableName: 'commission_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    defaultRateBp: p.integer(),
    updatedAt: p.datetime(),
    updatedBy: p.integer().nullable(),
  },
});
export type CommissionSettings = InferEntity<typeof CommissionSettings>;

/**
 * What a distributor earns on one paid order of a user they invited: at most one per order (the unique order id),
 * so a retried payment or a second listener never earns twice. Amounts in fen; `amountFen` follows refunds while
 * PENDING (rounded down from `baseFen` × `rateBp` / 10000).
 */
export const Commission = defineEntity({
  name: 'Commission',
  tableName: 'commission',
  indexes: [{ properties: ['distributorUserId', 'id'] }, { properties: ['status', 'settleAt'] }],
  properties: {
    id: p.integer().primary(),
    distributorUserId: p.integer(),
    inviteeId: p.integer(),
    orderId: p.integer().unique(),
    orderNumber: p.string().length(32),
    /** What the order was paid. */
    orderPayableFen: p.integer(),
    /** What the commission is counted on: paid less refunds booked while it was pending. */
    baseFen: p.integer(),
    rateBp: p.integer(),
    amountFen: p.integer(),
    status: p.enum(() => CommissionStatus),
    /** When it settles: the order's completion plus the after-sales window; null until the order completes. */
    settleAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    settledAt: p.datetime().nullable(),
    reversedAt: p.datetime().nullable(),
  },
});
export type Commission = InferEntity<typeof Commission>;

export const distributorEntities = [Distributor, CommissionSettings, Commission];
