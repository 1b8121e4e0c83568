import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { chancesNote, formatOdds, prizeLabel } from './lucky-draw-format';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('formatOdds', () => {
  it('shows the published share with only the decimals it needs', () => {
    expect(formatOdds(500_000, 'en-US')).toBe('50%');
    expect(formatOdds(5_000, 'en-US')).toBe('0.5%');
    expect(formatOdds(333_334, 'en-US')).toBe('33.3334%');
    expect(formatOdds(1, 'en-US')).toBe('0.0001%');
    expect(formatOdds(0, 'en-US')).toBe('0%');
  });

  it("follows the reader's language", () => {
    expect(formatOdds(125_000, 'ru')).toMatch(/^12,5\s?%$/);
    expect(formatOdds(125_000, 'es-ES')).toMatch(/^12,5\s?%$/);
  });
});

describe('prizeLabel', () => {
  it('names each kind of prize', () => {
    expect(prizeLabel({ kind: 'POINTS', title: '50 points', points: 50 }, t)).toBe(
      'luckyDraws.prize.points {"count":50}',
    );
    expect(prizeLabel({ kind: 'COUPON', title: '¥5 off' }, t)).toBe('luckyDraws.prize.coupon {"title":"¥5 off"}');
    expect(prizeLabel({ kind: 'PART', title: 'LM358' }, t)).toBe('luckyDraws.prize.part {"title":"LM358"}');
    expect(prizeLabel({ kind: 'PART', title: 'R0805', quantity: 100 }, t)).toBe(
      'luckyDraws.prize.partPieces {"title":"R0805","quantity":100}',
    );
  });
});

describe('chancesNote', () => {
  it('says nothing to a visitor and the chances left to a shopper', () => {
    expect(chancesNote(null, 1, t, 'k')).toBeNull();
    expect(chancesNote(0, 2, t, 'k')).toBe('k {"left":0,"daily":2}');
  });
});
