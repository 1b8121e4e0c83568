import { describe, expect, it } from 'vitest';
import { addSample, estimateOffset, formatSpan, msUntil, SAMPLE_WINDOW, serverNow, spanParts } from './server-clock';

describe('the server clock', () => {
  it('knows nothing before the first tick', () => {
    expect(estimateOffset([])).toBeNull();
    expect(serverNow(null, 1234)).toBeNull();
  });

  it('takes the least delayed tick: the largest server-minus-arrival offset', () => {
    // The server is 1 hour ahead of the monotonic clock; the ticks travelled 80, 5 and 40 ms.
    const hour = 3_600_000;
    const samples = [
      { serverMs: hour + 1000, receivedAtMs: 1080 },
      { serverMs: hour + 2000, receivedAtMs: 2005 },
      { serverMs: hour + 3000, receivedAtMs: 3040 },
    ];
    expect(estimateOffset(samples)).toBe(hour - 5);
    expect(serverNow(estimateOffset(samples), 10_000)).toBe(hour + 10_000 - 5);
  });

  it('forgets ticks older than the window, so a sleep or a server clock change is followed', () => {
    let samples = addSample([], { serverMs: 1_000_000, receivedAtMs: 0 });
    for (let index = 1; index <= SAMPLE_WINDOW; index++) {
      samples = addSample(samples, { serverMs: 500_000 + index * 1000, receivedAtMs: index * 1000 });
    }
    expect(samples).toHaveLength(SAMPLE_WINDOW);
    expect(estimateOffset(samples)).toBe(500_000);
  });

  it('counts down in whole seconds, rounding up, never below zero', () => {
    expect(msUntil(10_000, 4_500)).toBe(5_500);
    expect(msUntil(10_000, 12_000)).toBe(0);
    expect(spanParts(5_500)).toEqual({ hours: 0, minutes: 0, seconds: 6 });
    expect(formatSpan(0)).toBe('00:00:00');
    expect(formatSpan(1)).toBe('00:00:01');
    expect(formatSpan(((26 * 60 + 3) * 60 + 9) * 1000)).toBe('26:03:09');
  });
});
