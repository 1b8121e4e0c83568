import { describe, expect, it } from 'vitest';
import {
  drawPrize,
  publishedOdds,
  type DrawablePrize,
  type RandomBelow,
} from '../src/modules/lucky-draws/lucky-draw-odds.js';

/** Pearson's chi-square statistic of observed counts against expected probabilities (adding up to 1). */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]): number {
  const draws = observed.reduce((sum, count) => sum + count, 0);
  return observed.reduce((sum, count, index) => {
    const expected = draws * probabilities[index]!;
    return sum + ((count - expected) * (count - expected)) / expected;
  }, 0);
}

/**
 * Critical values of chi-square at a false-alarm probability of 1e-6 (df 4: the x with e^(-x/2)(1 + x/2) = 1e-6;
 * df 2: -2 ln 1e-6). A correct draw fails this test once in a million runs; a draw off by a few per cent from the
 * published odds over 100,000 draws lands far above it (see the control below).
 */
const CHI_SQUARE_1E6 = { 2: 27.6, 4: 33.4 } as const;

const box: DrawablePrize[] = [
  { id: 1, weight: 500, stock: 1_000_000 },
  { id: 2, weight: 300, stock: 1_000_000 },
  { id: 3, weight: 150, stock: 1_000_000 },
  { id: 4, weight: 45, stock: 1_000_000 },
  { id: 5, weight: 5, stock: 1_000_000 },
];

function tally(prizes: DrawablePrize[], draws: number, random?: RandomBelow): number[] {
  const counts = new Map<number, number>(prizes.map((prize) => [prize.id, 0]));
  for (let i = 0; i < draws; i += 1) {
    const prize = drawPrize(prizes, random);
    if (!prize) throw new Error('nothing drawn');
    counts.set(prize.id, counts.get(prize.id)! + 1);
  }
  return prizes.map((prize) => counts.get(prize.id)!);
}

const probabilitiesOf = (prizes: DrawablePrize[]) =>
  publishedOdds(prizes)
    .filter((odds) => odds.ppm > 0)
    .map((odds) => odds.ppm / 1_000_000);

describe('the blind-box draw', () => {
  it('publishes odds that add up to one open, in proportion to the weights', () => {
    const odds = publishedOdds(box);
    expect(odds.map((share) => share.ppm)).toEqual([500_000, 300_000, 150_000, 45_000, 5_000]);
    const thirds = publishedOdds([
      { id: 1, weight: 1, stock: 1 },
      { id: 2, weight: 1, stock: 1 },
      { id: 3, weight: 1, stock: 1 },
    ]);
    expect(thirds.reduce((sum, share) => sum + share.ppm, 0)).toBe(1_000_000);
    expect(thirds.map((share) => share.ppm).sort()).toEqual([333_333, 333_333, 333_334]);
  });

  it('gives each prize the interval of its weight (boundaries checked with a chosen random point)', () => {
    const at = (point: number) => drawPrize(box, () => point)?.id;
    expect([at(0), at(499), at(500), at(799), at(800), at(949), at(950), at(994), at(995), at(999)]).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect(() => drawPrize(box, () => 1000)).toThrow(/out of range/);
  });

  it('follows the published odds over 100,000 crypto draws (chi-square, 4 degrees of freedom)', () => {
    const counts = tally(box, 100_000);
    expect(chiSquare(counts, probabilitiesOf(box))).toBeLessThan(CHI_SQUARE_1E6[4]);
  });

  it('the same check catches a draw that does not follow the odds (the control: the test can fail)', () => {
    // A draw that favours the rare prizes a little: every tenth point moved to the last prize (~+10% share).
    let n = 0;
    const skewed: RandomBelow = (total) => {
      n += 1;
      return n % 10 === 0 ? total - 1 : Math.floor(Math.random() * total);
    };
    const counts = tally(box, 100_000, skewed);
    expect(chiSquare(counts, probabilitiesOf(box))).toBeGreaterThan(CHI_SQUARE_1E6[4] * 10);
  });

  it('skips a prize out of stock and renormalises the others (odds published the same way)', () => {
    const partlyGone = box.map((prize) => (prize.id === 2 ? { ...prize, stock: 0 } : prize));
    const odds = publishedOdds(partlyGone);
    expect(odds.find((share) => share.id === 2)!.ppm).toBe(0);
    // 500 : 150 : 45 : 5 of 700
    expect(odds.find((share) => share.id === 1)!.ppm).toBe(714_286);
    const counts = tally(partlyGone, 50_000);
    expect(counts[1]).toBe(0);
    const rest = [counts[0]!, counts[2]!, counts[3]!, counts[4]!];
    expect(chiSquare(rest, probabilitiesOf(partlyGone))).toBeLessThan(CHI_SQUARE_1E6[4]);
  });

  it('draws nothing when every prize is gone or weighs nothing', () => {
    expect(drawPrize(box.map((prize) => ({ ...prize, stock: 0 })))).toBeNull();
    expect(drawPrize([{ id: 9, weight: 0, stock: 5 }])).toBeNull();
    expect(publishedOdds([{ id: 9, weight: 0, stock: 5 }])).toEqual([{ id: 9, ppm: 0 }]);
  });

  it('three even prizes split evenly (2 degrees of freedom)', () => {
    const even = [
      { id: 1, weight: 1, stock: 10 },
      { id: 2, weight: 1, stock: 10 },
      { id: 3, weight: 1, stock: 10 },
    ];
    const counts = tally(even, 30_000);
    expect(chiSquare(counts, [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(CHI_SQUARE_1E6[2]);
  });
});
