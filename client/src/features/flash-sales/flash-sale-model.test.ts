import { describe, expect, it } from 'vitest';
import { countdownTarget, defaultSessionId } from './flash-sale-model';

const session = (id: string, state: string, startsAt: string) => ({ id, state, startsAt });

describe('the flash-sale page', () => {
  it('opens the session on sale, else the next to start, else the last one', () => {
    const ten = session('1', 'ENDED', '2026-11-27T02:00:00Z');
    const two = session('2', 'ON_SALE', '2026-11-27T06:00:00Z');
    const eight = session('3', 'NOT_STARTED', '2026-11-27T12:00:00Z');
    const tomorrow = session('4', 'NOT_STARTED', '2026-11-28T02:00:00Z');
    expect(defaultSessionId([ten, two, eight, tomorrow])).toBe('2');
    expect(defaultSessionId([ten, tomorrow, eight])).toBe('3');
    expect(defaultSessionId([ten, { ...two, state: 'SOLD_OUT' }])).toBe('2');
    expect(defaultSessionId([])).toBeNull();
  });

  it('counts down to the start before the sale and to the end during it, not after', () => {
    const window = { startsAt: '2026-11-27T06:00:00Z', endsAt: '2026-11-27T08:00:00Z' };
    expect(countdownTarget({ ...window, state: 'NOT_STARTED' })).toEqual({
      kind: 'startsIn',
      atMs: Date.parse(window.startsAt),
    });
    expect(countdownTarget({ ...window, state: 'ON_SALE' })).toEqual({
      kind: 'endsIn',
      atMs: Date.parse(window.endsAt),
    });
    expect(countdownTarget({ ...window, state: 'SOLD_OUT' })).toBeNull();
    expect(countdownTarget({ ...window, state: 'ENDED' })).toBeNull();
  });
});
