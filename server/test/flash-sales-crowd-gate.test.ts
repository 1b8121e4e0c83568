import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/platform/errors/index.js';
import { CrowdGate } from '../src/platform/http/crowd-gate.js';

/** A call that runs until the test lets it finish. */
function heldCall() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done.then(() => 'finished'), finish };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('the crowd gate', () => {
  it('runs at most maxInFlight calls, queues maxQueued in arrival order and turns the rest away with SERVER_BUSY', async () => {
    const gate = new CrowdGate({ maxInFlight: 2, maxQueued: 1, maxWaitMs: 60_000 });
    const calls = Array.from({ length: 5 }, heldCall);
    const order: number[] = [];
    const answers = calls.map((call, index) =>
      codeOf(
        gate.run(async () => {
          order.push(index);
          return call.work();
        }),
      ),
    );
    // Two run, one waits, two are turned away at once.
    expect(await answers[3]).toBe('SERVER_BUSY');
    expect(await answers[4]).toBe('SERVER_BUSY');
    expect(gate.counts()).toEqual({ inFlight: 2, queued: 1, admitted: 2, turnedAway: 2 });
    expect(order).toEqual([0, 1]);

    calls[1]!.finish();
    expect(await answers[1]).toBe('OK');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.counts()).toMatchObject({ inFlight: 2, queued: 0, admitted: 3 });

    calls[0]!.finish();
    calls[2]!.finish();
    expect(await Promise.all(answers.slice(0, 3))).toEqual(['OK', 'OK', 'OK']);
    expect(gate.counts()).toEqual({ inFlight: 0, queued: 0, admitted: 3, turnedAway: 2 });
  });

  it('turns away a call that waited longer than maxWaitMs, and a failing call frees its turn', async () => {
    const gate = new CrowdGate({ maxInFlight: 1, maxQueued: 10, maxWaitMs: 20 });
    const held = heldCall();
    const first = gate.run(held.work);
    const waiting = codeOf(gate.run(async () => 'late'));
    expect(await waiting).toBe('SERVER_BUSY');
    held.finish();
    await first;
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.counts()).toMatchObject({ inFlight: 0, queued: 0, turnedAway: 1 });
  });
});
