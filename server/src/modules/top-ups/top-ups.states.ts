import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { TopUp, TopUpStatus } from './top-ups.entities.js';

/** The events of a top-up. */
export const TopUpEvent = {
  /** The provider's signed notification says the money arrived: the balance is credited. */
  PAY: 'PAY',
} as const;
export type TopUpEvent = (typeof TopUpEvent)[keyof typeof TopUpEvent];

/** Credits the amount to the owner's balance (a TOPUP ledger entry). */
export type TopUpEffect = 'credit';

/**
 * THE top-up flow: started (pending) -> paid, fired only by the provider's notification. The conditional UPDATE
 * lets one notification win, so replays and concurrent copies credit nothing more.
 */
export const topUpTransitions: readonly FlowTransition<TopUpStatus, TopUpEvent, TopUpEffect, Permission, TopUp>[] = [
  { event: TopUpEvent.PAY, from: [TopUpStatus.PENDING], to: TopUpStatus.PAID, by: ['system'], effects: ['credit'] },
];

export const topUpStates: readonly TopUpStatus[] = Object.values(TopUpStatus);

export type TopUpFlow = Flow<TopUp, TopUpStatus, TopUpEvent, TopUpEffect, Permission>;
export type TopUpChange = FlowChange<TopUp, TopUpStatus, TopUpEvent, Permission>;

export function createTopUpFlow(effects: Record<TopUpEffect, (change: TopUpChange) => Promise<void>>): TopUpFlow {
  return new Flow({
    name: 'top-up',
    entity: TopUp,
    stateField: 'status',
    ownerOf: (topUp) => topUp.user.id,
    transitions: topUpTransitions,
    notAllowed: 'TOPUP_ACTION_NOT_ALLOWED',
    effects,
  });
}
