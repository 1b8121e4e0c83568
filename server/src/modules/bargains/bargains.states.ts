import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowActor, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { Bargain, BargainStatus } from './bargains.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A bargain (channel: its id) was cut, bought, reopened, ended or cancelled. */
    BARGAIN_CHANGED: [bargainId: string, change: BargainChange];
  }
}

export interface BargainChange {
  bargainId: number;
}

/** The events of a bargain (the GraphQL enum `BargainAction` offers BUY and CANCEL to its owner). */
export const BargainEvent = {
  /** The owner buys at the reached price: an order holds it (`buyBargain`). */
  BUY: 'BUY',
  /** The owner gives up; the shop cancels running bargains when their activity ends. */
  CANCEL: 'CANCEL',
  /** The time limit passed without a purchase (the `bargain-deadline` job). */
  EXPIRE: 'EXPIRE',
  /** The order that bought it ended unpaid while the bargain's time lasts: the owner may buy again. */
  REOPEN: 'REOPEN',
  /** The order that bought it ended unpaid after the bargain's time: it stays ended, as expired. */
  RELEASE: 'RELEASE',
} as const;
export type BargainEvent = (typeof BargainEvent)[keyof typeof BargainEvent];

/** After commit: tell the bargain's page (`bargainChanged`). */
export type BargainEffect = 'publish';

const S = BargainStatus;
const E = BargainEvent;

/**
 * THE bargain flow (spec §4: in progress, ended, cancelled). Friends' cuts are not events: they change the price and
 * the cut count, not the state, by their own conditional UPDATE (only IN_PROGRESS, before the deadline).
 */
export const bargainTransitions: readonly FlowTransition<BargainStatus, BargainEvent, BargainEffect, Permission>[] = [
  { event: E.BUY, from: [S.IN_PROGRESS], to: S.ENDED, by: ['owner'], effects: ['publish'] },
  { event: E.CANCEL, from: [S.IN_PROGRESS], to: S.CANCELLED, by: ['owner', 'system'], effects: ['publish'] },
  { event: E.EXPIRE, from: [S.IN_PROGRESS], to: S.ENDED, by: ['system'], effects: ['publish'] },
  { event: E.REOPEN, from: [S.ENDED], to: S.IN_PROGRESS, by: ['system'], effects: ['publish'] },
  { event: E.RELEASE, from: [S.ENDED], to: null, by: ['system'], effects: ['publish'] },
];

export type BargainFlow = Flow<Bargain, BargainStatus, BargainEvent, BargainEffect, Permission>;
export type BargainFlowChange = FlowChange<Bargain, BargainStatus, BargainEvent, Permission>;
export type BargainActor = FlowActor<Permission>;

export function createBargainFlow(effects: Record<BargainEffect, (change: BargainFlowChange) => Promise<void>>) {
  const flow: BargainFlow = new Flow({
    name: 'bargain',
    entity: Bargain,
    stateField: 'status',
    ownerOf: (bargain) => bargain.user.id,
    transitions: bargainTransitions,
    notAllowed: 'BARGAIN_ENDED',
    effects,
  });
  return flow;
}

export const DEADLINE_JOB = 'bargain-deadline';
/** One job per bargain, at its deadline. */
export const deadlineJobKey = (bargainId: number) => `${DEADLINE_JOB}/${bargainId}`;
