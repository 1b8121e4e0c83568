import { describe, expect, it } from 'vitest';
import { parseYuanToMilli } from './parse-yuan';

describe('parseYuanToMilli', () => {
  it('reads whole yuan and up to four decimals exactly', () => {
    expect(parseYuanToMilli('12')).toBe(120_000);
    expect(parseYuanToMilli('12.5')).toBe(125_000);
    expect(parseYuanToMilli('0.1')).toBe(1_000);
    expect(parseYuanToMilli('0.0003')).toBe(3);
    expect(parseYuanToMilli('1.2345')).toBe(12_345);
    expect(parseYuanToMilli('0')).toBe(0);
  });

  it('accepts a decimal comma, a bare fraction, a trailing point and surrounding spaces', () => {
    expect(parseYuanToMilli('3,20')).toBe(32_000);
    expect(parseYuanToMilli('.5')).toBe(5_000);
    expect(parseYuanToMilli('7.')).toBe(70_000);
    expect(parseYuanToMilli('  2.5 ')).toBe(25_000);
  });

  it('stays exact where a float would not', () => {
    expect(parseYuanToMilli('0.0007')).toBe(7);
    expect(parseYuanToMilli('900719925474.0991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('rejects empty, negative, over-precise, out-of-range and non-numeric text', () => {
    for (const text of ['', ' ', '-1', '1.23456', '1e3', 'abc', '1.2.3', '¥5', '900719925474.0992', '.']) {
      expect(parseYuanToMilli(text)).toBeUndefined();
    }
  });
});
