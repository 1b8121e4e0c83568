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
