import { describe, expect, it } from 'vitest';
import { fenToNumber, lineTotalFen, sumFen } from './money.js';

describe('lineTotalFen', () => {
  it('rounds the exact product half-up to fen once', () => {
    expect(lineTotalFen(1, 49)).toBe(0n); // 0.0049 yuan
    expect(lineTotalFen(1, 50)).toBe(1n); // 0.005 yuan rounds up
    expect(lineTotalFen(3, 123)).toBe(4n); // 0.0369 yuan
    expect(lineTotalFen(1000, 123)).toBe(1230n);
  });

  it('stays exact beyond the range of doubles', () => {
    expect(lineTotalFen(2_000_000_000, 2_000_000_000)).toBe(40_000_000_000_000_000n);
  });

  it('refuses negative or fractional input', () => {
    expect(() => lineTotalFen(-1, 10)).toThrow(RangeError);
    expect(() => lineTotalFen(1.5, 10)).toThrow(RangeError);
    expect(() => lineTotalFen(1, -10)).toThrow(RangeError);
  });
});

describe('sumFen and fenToNumber', () => {
  it('adds rounded line totals without rounding again', () => {
    expect(sumFen([lineTotalFen(1, 50), lineTotalFen(1, 50)])).toBe(2n);
  });

  it('refuses amounts a double cannot hold exactly', () => {
    expect(fenToNumber(123n)).toBe(123);
    expect(() => fenToNumber(2n ** 60n)).toThrow(RangeError);
  });
});

describe('lineTotalFen, as the web client prices a line', () => {
  it('multiplies exactly and rounds to fen once', () => {
    expect(lineTotalFen(100, 123)).toBe(123n); // 100 × 0.0123 = 1.23
    expect(lineTotalFen(3, 3333)).toBe(100n); // 3 × 0.3333 = 0.9999 → 1.00
  });

  it('rounds exactly half a fen up and anything below it down', () => {
    expect(lineTotalFen(1, 50)).toBe(1n); // 0.0050 → 0.01
    expect(lineTotalFen(1, 49)).toBe(0n); // 0.0049 → 0.00
    expect(lineTotalFen(3, 1250)).toBe(38n); // 0.3750 → 0.38
    expect(lineTotalFen(5, 1)).toBe(0n); // 0.0005 → 0.00
  });

  it('stays exact beyond the safe-integer range of the product', () => {
    expect(lineTotalFen(Number.MAX_SAFE_INTEGER, 9999)).toBe((9_007_199_254_740_991n * 9999n + 50n) / 100n);
    expect(lineTotalFen(2_000_000_000, 2_000_000_000)).toBe(40_000_000_000_000_000n);
  });

  it('is zero for nothing and rejects fractions and negatives', () => {
    expect(lineTotalFen(0, 1234)).toBe(0n);
    expect(() => lineTotalFen(1.5, 100)).toThrow(RangeError);
    expect(() => lineTotalFen(-1, 100)).toThrow(RangeError);
    expect(() => lineTotalFen(1, 0.5)).toThrow(RangeError);
  });
});
