import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isPermission, notePermissionUse } from '../auth/index.js';
import { DomainError, type ErrorCode } from '../errors/index.js';

/**
 * Who fires an event: a signed-in user with what their roles permit, or the shop itself (a job, a provider's
 * signed callback). Built once per request by the caller, so the flow never reads roles.
 */
export type FlowActor<P extends string = string> =
  | { kind: 'user'; userId: number; can(permission: P): boolean }
  /**
   * `onBehalfOf`: the user the shop acts for, kept in the audit only (the staff member who confirmed a remittance
   * that pays an order, the payer of a balance payment); it never lets the actor fire more.
   */
  | { kind: 'system'; onBehalfOf?: number | null };

export const systemActor: FlowActor<never> = { kind: 'system' };

/** Who may fire a transition: the subject's owner, the shop itself, or anyone holding a named permission. */
export type FlowParty<P extends string = string> = 'owner' | 'system' | { permission: P };

export interface FlowTransition<S extends string, E extends string, X extends string, P extends string, T = never> {
  event: E;
  from: readonly S[];
  /** The state afterwards; null when the event leaves the state as it is (a reminder, a tracking event). */
  to: S | null;
  /** Any of these may fire it. */
  by: readonly FlowParty<P>[];
  /** Named side effects, run in this order inside the transaction after the state changed. */
  effects?: readonly X[];
  /** Answered instead of the flow's `notAllowed` when the subject is not in a from-state of this event. */
  notAllowed?: ErrorCode;
  /**
   * A guard on the subject's fixed facts (an after-sales request's type ...): when false the event is not offered
   * and firing it answers as if the state did not allow it. Never a guard on what may change meanwhile: that is
   * what the conditional UPDATE is for.
   */
  when?(subject: T): boolean;
}

/** What an effect or the audit learns of the change it follows. */
export interface FlowChange<T, S extends string, E extends string, P extends string> {
  em: EntityManager;
  subject: T;
  event: E;
  from: S;
  to: S | null;
  actor: FlowActor<P>;
  /** Why, as the actor said it (a refusal's reason, a carrier and waybill ...). */
  note: string | null;
  /** The other columns the UPDATE wrote (a new deadline an effect schedules ...). */
  changes: Partial<T>;
}

export interface FlowDefinition<
  T extends { id: number },
  S extends string,
  E extends string,
  X extends string,
  P extends string,
> {
  /** The flow's name in errors and tests. */
  name: string;
  entity: EntityName<T>;
  /** The column that holds the state. */
  stateField: keyof T & string;
  /** The user the subject belongs to (the buyer of an order); null when nobody owns it. */
  ownerOf(subject: T): number | null;
  transitions: readonly FlowTransition<S, E, X, P, T>[];
  /** Answered when the subject is not in one of the event's from-states. */
  notAllowed: ErrorCode;
  /** Writes the audit row of a change, in the same transaction. */
  audit?(change: FlowChange<T, S, E, P>): void | Promise<void>;
  effects?: Record<X, (change: FlowChange<T, S, E, P>) => void | Promise<void>>;
}

export interface FireOptions<T, P extends string> {
  actor: FlowActor<P>;
  /** Other columns the same conditional UPDATE writes (a timestamp, the deciding staff member ...). */
  changes?: Partial<T>;
  /** Extra conditions of the UPDATE beyond the state (the agent who claimed a conversation ...). */
  guard?: Record<string, unknown>;
  note?: string | null;
}

/**
 * One flow's table and the one way to move along it. `fire` checks that the actor may fire the event and that the
 * subject is in one of its from-states, then does one conditional UPDATE (`... WHERE id = ? AND state IN (from)`),
 * so two racing events cannot both win; then it writes the audit row and runs the transition's effects, all in the
 * caller's transaction. Effects that tell the outside world queue their work with `AfterCommit`.
 */
export class Flow<T extends { id: number }, S extends string, E extends string, X extends string, P extends string> {
  private readonly byEvent: ReadonlyMap<E, FlowTransition<S, E, X, P, T>>;

  constructor(readonly definition: FlowDefinition<T, S, E, X, P>) {
    this.byEvent = new Map(definition.transitions.map((transition) => [transition.event, transition]));
    if (this.byEvent.size !== definition.transitions.length) throw new Error(`${definition.name}: an event twice`);
    for (const { event, effects = [] } of definition.transitions) {
      const missing = effects.filter((effect) => !definition.effects?.[effect]);
      if (missing.length > 0) throw new Error(`${definition.name}.${event}: no effect ${missing.join(', ')}`);
    }
  }

  transitionOf(event: E): FlowTransition<S, E, X, P, T> {
    const transition = this.byEvent.get(event);
    if (!transition) throw new Error(`${this.definition.name}: no transition for ${event}`);
    return transition;
  }

  /** Whether `event` may leave `state` at all, whoever fires it. */
  allows(state: S, event: E): boolean {
    return this.transitionOf(event).from.includes(state);
  }

  /** Whether `actor` is one of the parties that may fire `event` on `subject`. */
  mayFire(subject: T, event: E, actor: FlowActor<P>): boolean {
    return this.partyFiring(subject, event, actor) !== undefined;
  }

  /** The first party of `event` that `actor` is for `subject`, or undefined when they are none. */
  private partyFiring(subject: T, event: E, actor: FlowActor<P>): FlowParty<P> | undefined {
    return this.transitionOf(event).by.find((party) => {
      if (party === 'system') return actor.kind === 'system';
      if (actor.kind !== 'user') return false;
      if (party === 'owner') return actor.userId === this.definition.ownerOf(subject);
      return actor.can(party.permission);
    });
  }

  /**
   * FORBIDDEN unless `actor` is one of the parties of `event` for some subject (any user may be an owner): lets a
   * staff operation refuse a shopper before it looks the subject up, so it does not tell them what exists.
   */
  requireParty(event: E, actor: FlowActor<P>): void {
    const allowed = this.transitionOf(event).by.some((party) => {
      if (party === 'system') return actor.kind === 'system';
      if (actor.kind !== 'user') return false;
      return party === 'owner' || actor.can(party.permission);
    });
    if (!allowed) throw new DomainError('FORBIDDEN');
  }

  /** The events `actor` could fire on `subject` now: the buttons a screen offers. */
  eventsFor(subject: T, actor: FlowActor<P>): E[] {
    const state = this.stateOf(subject);
    return this.definition.transitions
      .filter(
        (transition) =>
          transition.from.includes(state) &&
          (transition.when?.(subject) ?? true) &&
          this.mayFire(subject, transition.event, actor),
      )
      .map((transition) => transition.event);
  }

  /**
   * Fires `event` on `subject` inside the transaction of `em`. FORBIDDEN when the actor may not fire it, the
   * flow's `notAllowed` error when the subject's state does not allow it; false when the state moved on between
   * reading the subject and the UPDATE (another request won the race), true when this call made the change.
   */
  async fire(em: EntityManager, subject: T, event: E, options: FireOptions<T, P>): Promise<boolean> {
    const { definition } = this;
    const transition = this.transitionOf(event);
    const party = this.partyFiring(subject, event, options.actor);
    if (party === undefined) throw new DomainError('FORBIDDEN');
    // A staff party's permission is what the audit log names for the operation.
    if (typeof party === 'object' && isPermission(party.permission)) notePermissionUse(party.permission);
    const from = this.stateOf(subject);
    if (!transition.from.includes(from) || !(transition.when?.(subject) ?? true)) {
      throw new DomainError(transition.notAllowed ?? definition.notAllowed, { params: { status: from } });
    }
    if (transition.to !== null || options.changes || options.guard) {
      const changed = await em.nativeUpdate(
        definition.entity,
        { id: subject.id, [definition.stateField]: { $in: [...transition.from] }, ...options.guard } as never,
        { ...options.changes, ...(transition.to !== null && { [definition.stateField]: transition.to }) } as never,
      );
      if (changed !== 1) return false;
    }
    const change: FlowChange<T, S, E, P> = {
      em,
      subject,
      event,
      from,
      to: transition.to,
      actor: options.actor,
      note: options.note ?? null,
      changes: options.changes ?? {},
    };
    await definition.audit?.(change);
    for (const effect of transition.effects ?? []) await definition.effects![effect](change);
    return true;
  }

  private stateOf(subject: T): S {
    return subject[this.definition.stateField] as S;
  }
}
