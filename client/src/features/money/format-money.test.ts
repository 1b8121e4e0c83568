import { describe, expect, it } from 'vitest';
import { formatMoneyFen, formatMoneyMilli, lineTotalFen } from './format-money';

describe('formatMoneyMilli', () => {
  it('shows all four decimals of a component unit price', () => {
    expect(formatMoneyMilli(123456, 'en-US')).toBe('¥12.3456');
  });

  it('keeps fen and drops trailing zeros beyond them', () => {
    expect(formatMoneyMilli(120000, 'en-US')).toBe('¥12.00');
    expect(formatMoneyMilli(123400, 'en-US')).toBe('¥12.34');
    expect(formatMoneyMilli(123450, 'en-US')).toBe('¥12.345');
  });

  it('formats amounts below one fen and zero', () => {
    expect(formatMoneyMilli(5, 'en-US')).toBe('¥0.0005');
    expect(formatMoneyMilli(123, 'en-US')).toBe('¥0.0123');
    expect(formatMoneyMilli(0, 'en-US')).toBe('¥0.00');
  });

  it('groups large amounts exactly, beyond what a float fraction could hold', () => {
    expect(formatMoneyMilli(12_345_678_901_234, 'en-US')).toBe('¥1,234,567,890.1234');
    expect(formatMoneyMilli(Number.MAX_SAFE_INTEGER, 'en-US')).toBe('¥900,719,925,474.0991');
  });

  it('uses the locale decimal separator and grouping', () => {
    expect(formatMoneyMilli(12_345_678, 'ru')).toBe(`¥1${'\u00a0'}234,5678`);
    expect(formatMoneyMilli(12_345_678, 'zh-CN')).toBe('¥1,234.5678');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoneyMilli(-2500, 'en-US')).toBe('-¥0.25');
  });

  it('rejects values that are not whole 0.0001 yuan', () => {
    expect(() => formatMoneyMilli(1.5, 'en-US')).toThrow(RangeError);
  });
});

describe('lineTotalFen', () => {
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

describe('formatMoneyFen', () => {
  it('always shows two decimals and groups by locale', () => {
    expect(formatMoneyFen(123_456n, 'en-US')).toBe('¥1,234.56');
    expect(formatMoneyFen(5n, 'en-US')).toBe('¥0.05');
    expect(formatMoneyFen(0n, 'en-US')).toBe('¥0.00');
    expect(formatMoneyFen(123_456n, 'ru')).toBe(`¥1${'\u00a0'}234,56`);
  });

  it('formats amounts past the safe-integer range exactly', () => {
    expect(formatMoneyFen(90_071_992_547_409_910_001n, 'en-US')).toBe('¥900,719,925,474,099,100.01');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoneyFen(-250n, 'en-US')).toBe('-¥2.50');
  });
});
