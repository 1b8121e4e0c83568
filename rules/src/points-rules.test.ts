import { describe, expect, it } from 'vitest';
import { pointsCap, pointsEarned, pointsUsable } from './points-rules.js';

const terms = { balance: 10_000, fenPerPoint: 1, maxDeductionPercent: 50 };

describe('pointsUsable', () => {
  it('spends what is asked when held and under the cap', () => {
    expect(pointsUsable({ ...terms, requested: 300 }, 10_000n)).toEqual({ points: 300, deductionFen: 300n });
  });

  it('never spends more than asked, held, or the cap allows', () => {
    // Cap: 50% of ¥20.01 = 1000.5 fen -> 1000 points.
    expect(pointsUsable({ ...terms, requested: 5000 }, 2001n)).toEqual({ points: 1000, deductionFen: 1000n });
    expect(pointsUsable({ ...terms, balance: 120, requested: 5000 }, 100_000n)).toEqual({
      points: 120,
      deductionFen: 120n,
    });
    expect(pointsUsable({ ...terms, requested: 0 }, 100_000n)).toEqual({ points: 0, deductionFen: 0n });
    expect(pointsUsable({ ...terms, requested: -5 }, 100_000n)).toEqual({ points: 0, deductionFen: 0n });
    expect(pointsUsable({ ...terms, requested: 10 }, 0n)).toEqual({ points: 0, deductionFen: 0n });
  });

  it('counts whole points when a point is worth several fen', () => {
    // 5 fen a point, cap 50% of 1001 fen = 500 fen -> 100 points.
    expect(pointsUsable({ ...terms, fenPerPoint: 5, requested: 1000 }, 1001n)).toEqual({
      points: 100,
      deductionFen: 500n,
    });
    expect(pointsCap({ ...terms, fenPerPoint: 5 }, 1001n)).toBe(100);
    expect(pointsCap({ ...terms, fenPerPoint: 0 }, 1001n)).toBe(0);
  });
});

describe('pointsEarned', () => {
  it('gives points per whole yuan paid times the multiplier, rounded down', () => {
    expect(pointsEarned(12_399, 1, 100)).toBe(123);
    expect(pointsEarned(12_399, 1, 150)).toBe(185);
    expect(pointsEarned(12_399, 2, 120)).toBe(297);
    expect(pointsEarned(99, 1, 200)).toBe(1);
    expect(pointsEarned(0, 1, 100)).toBe(0);
    expect(pointsEarned(-100, 1, 100)).toBe(0);
  });
});
