import { describe, expect, it } from 'vitest';
import { formatMoneyFen, formatMoneyMilli } from './format-money';

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
