import type { EntityManager } from '@mikro-orm/sql';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowActor, type FlowTransition } from '../../platform/flows/flow.js';
import { Commission, CommissionStatus, Distributor, DistributorStatus } from './distributors.entities.js';

/** The events of a distributor application. */
export const DistributorEvent = {
  /** Staff (distributor.review) accept the application: the user earns commissions from now on. */
  APPROVE: 'APPROVE',
  /** Staff refuse it, with a reason. */
  REJECT: 'REJECT',
  /** The applicant sends a refused application again (the form changed). */
  RESUBMIT: 'RESUBMIT',
} as const;
export type DistributorEvent = (typeof DistributorEvent)[keyof typeof DistributorEvent];

const D = DistributorStatus;

/** THE distributor application flow: SUBMITTED -> APPROVED / REJECTED, REJECTED -> SUBMITTED by the applicant. */
export const distributorTransitions: readonly FlowTransition<
  DistributorStatus,
  DistributorEvent,
  never,
  Permission,
  Distributor
>[] = [
  { event: DistributorEvent.APPROVE, from: [D.SUBMITTED], to: D.APPROVED, by: [{ permission: 'distributor.review' }] },
  { event: DistributorEvent.REJECT, from: [D.SUBMITTED], to: D.REJECTED, by: [{ permission: 'distributor.review' }] },
  { event: DistributorEvent.RESUBMIT, from: [D.REJECTED], to: D.SUBMITTED, by: ['owner'] },
];

export const distributorFlow = new Flow<Distributor, DistributorStatus, DistributorEvent, never, Permission>({
  name: 'distributor',
  entity: Distributor,
  stateField: 'status',
  ownerOf: (distributor) => distributor.userId,
  transitions: distributorTransitions,
  notAllowed: 'DISTRIBUTOR_ACTION_NOT_ALLOWED',
  // Staff decisions are audited with who and why, in the same transaction.
  audit: ({ em, subject, event, from, to, actor, note, changes }) => {
    if (actor.kind !== 'user' || event === DistributorEvent.RESUBMIT) return;
    recordStaffAction(em, {
      actorId: actor.userId,
      permission: 'distributor.review',
      action: `distributor.${event.toLowerCase()}`,
      subjectType: 'distributor',
      subjectId: subject.id,
      detail: { userId: subject.userId, from, to, reason: note },
      at: (changes.decidedAt as Date | undefined) ?? new Date(),
    });
  },
});

/** The events of a commission; only the shop fires them (the order's milestones, refunds, the settlement job). */
export const CommissionEvent = {
  /** The order completed: the commission settles when the after-sales window after it has passed. */
  SCHEDULE: 'SCHEDULE',
  /** A part of the order was refunded: the commission shrinks in proportion. */
  ADJUST: 'ADJUST',
  /** The window passed (the keyed job): the amount is credited to the distributor's balance. */
  SETTLE: 'SETTLE',
  /** The order was refunded whole within the window: nothing is earned. */
  REVERSE: 'REVERSE',
} as const;
export type CommissionEvent = (typeof CommissionEvent)[keyof typeof CommissionEvent];

export type CommissionEffect = 'scheduleSettlement' | 'credit';

const C = CommissionStatus;

/** THE commission flow: PENDING -> SETTLED / REVERSED; SCHEDULE and ADJUST leave it pending. */
export const commissionTransitions: readonly FlowTransition<
  CommissionStatus,
  CommissionEvent,
  CommissionEffect,
  Permission,
  Commission
>[] = [
  {
    event: CommissionEvent.SCHEDULE,
    from: [C.PENDING],
    to: null,
    by: ['system'],
    effects: ['scheduleSettlement'],
  },
  { event: CommissionEvent.ADJUST, from: [C.PENDING], to: null, by: ['system'] },
  { event: CommissionEvent.SETTLE, from: [C.PENDING], to: C.SETTLED, by: ['system'], effects: ['credit'] },
  { event: CommissionEvent.REVERSE, from: [C.PENDING], to: C.REVERSED, by: ['system'] },
];

export interface CommissionFlowEffects {
  /** After commit: the keyed settlement job at the commission's settleAt. */
  scheduleSettlement(em: EntityManager, commissionId: number, settleAt: Date): Promise<void>;
  /** In the transaction: the amount onto the distributor's balance (the wallet's ledger). */
  credit(em: EntityManager, commission: Commission): Promise<void>;
}

export type CommissionFlow = Flow<Commission, CommissionStatus, CommissionEvent, CommissionEffect, Permission>;

/** The commission flow with its effects wired to the wallet and the job scheduler. */
export function commissionFlow(effects: CommissionFlowEffects): CommissionFlow {
  return new Flow({
    name: 'commission',
    entity: Commission,
    stateField: 'status',
    ownerOf: (commission) => commission.distributorUserId,
    transitions: commissionTransitions,
    notAllowed: 'COMMISSION_ACTION_NOT_ALLOWED',
    effects: {
      scheduleSettlement: ({ em, subject, changes }) =>
        effects.scheduleSettlement(em, subject.id, (changes.settleAt as Date | undefined) ?? subject.settleAt!),
      credit: ({ em, subject }) => effects.credit(em, subject),
    },
  });
}

export type DistributorActor = FlowActor<Permission>;
