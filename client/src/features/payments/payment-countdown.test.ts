import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './payment-countdown';

describe('payment countdown', () => {
  it('shows the minutes and seconds left and stops at zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(formatCountdown(secondsLeft('2026-01-01T00:30:00Z', now))).toBe('30:00');
    expect(formatCountdown(secondsLeft('2026-01-01T00:01:05.900Z', now))).toBe('01:05');
    expect(secondsLeft('2025-12-31T23:59:00Z', now)).toBe(0);
  });
});
