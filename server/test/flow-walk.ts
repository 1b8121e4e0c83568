import { expect } from 'vitest';
import type { Flow } from '../src/platform/flows/flow.js';

/** What a flow walk answers for one firing: the change happened, or the flow refused it. */
export type WalkOutcome = 'done' | 'refused' | 'forbidden';

/** How a test reaches one flow through the public API. */
export interface FlowWalkDriver<S extends string, E extends string> {
  /** A fresh subject in `state` (set up however the test likes), on which `event` will be fired. */
  arrange(state: S, event: E): Promise<string>;
  /**
   * Fires `event` on the subject through GraphQL, REST or the job or callback that fires it in production:
   * `as: 'allowed'` as a party of the transition's `by`, `as: 'other'` as someone who is none of them (a stranger
   * to an owner's event, a shopper for a staff event, a user for a system event). Answers what came back.
   */
  fire(event: E, id: string, as: 'allowed' | 'other'): Promise<WalkOutcome | string>;
  stateOf(id: string): Promise<S>;
}

/**
 * Walks every (state, event) pair of a flow's table: an allowed pair fired by an allowed party ends in the table's
 * state, a forbidden pair is refused and changes nothing, and every event fired by a party outside its `by` is
 * forbidden in a state that allows it. Answers the outcomes, one line each.
 */
export async function walkFlow<S extends string, E extends string>(
  flow: Flow<any, S, E, any, any>,
  states: readonly S[],
  driver: FlowWalkDriver<S, E>,
): Promise<string[]> {
  const outcomes: string[] = [];
  for (const transition of flow.definition.transitions) {
    for (const state of states) {
      const id = await driver.arrange(state, transition.event);
      const allowed = transition.from.includes(state);
      const outcome = await driver.fire(transition.event, id, 'allowed');
      const pair = `${transition.event} from ${state}`;
      outcomes.push(`${pair}: ${outcome}`);
      expect(outcome, pair).toBe(allowed ? 'done' : 'refused');
      expect(await driver.stateOf(id), pair).toBe(allowed && transition.to !== null ? transition.to : state);
    }
    const state = transition.from[0]!;
    const id = await driver.arrange(state, transition.event);
    const outcome = await driver.fire(transition.event, id, 'other');
    outcomes.push(`${transition.event} by another party: ${outcome}`);
    expect(outcome, `${transition.event} by another party`).toBe('forbidden');
    expect(await driver.stateOf(id), `${transition.event} by another party`).toBe(state);
  }
  return outcomes;
}
