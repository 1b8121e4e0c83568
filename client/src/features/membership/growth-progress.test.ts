import { describe, expect, it } from 'vitest';
import { growthProgressPercent } from './growth-progress';

describe('growthProgressPercent', () => {
  it('measures from the current level to the next', () => {
    expect(growthProgressPercent(3000, 1000, 5000)).toBe(50);
    expect(growthProgressPercent(1000, 1000, 5000)).toBe(0);
  });

  it('is full at the top level and never leaves 0–100', () => {
    expect(growthProgressPercent(25000, 20000, null)).toBe(100);
    expect(growthProgressPercent(6000, 1000, 5000)).toBe(100);
    expect(growthProgressPercent(0, 1000, 5000)).toBe(0);
  });
});
