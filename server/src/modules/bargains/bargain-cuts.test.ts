import { describe, expect, it } from 'vitest';
import { cryptoDraw, cutBounds, drawCut, type DrawInteger } from './bargain-cuts.js';

/** Cuts a bargain from `start` to `floor` until it is there; the cuts in order. */
function cutAll(start: number, floor: number, expectedCuts: number, draw: DrawInteger = cryptoDraw): number[] {
  const cuts: number[] = [];
  let current = start;
  while (current > floor) {
    const amount = drawCut(
      { currentPriceMilli: current, floorPriceMilli: floor, cutsMade: cuts.length, expectedCuts },
      draw,
    );
    const { min, max } = cutBounds(current - floor, Math.max(1, expectedCuts - cuts.length));
    expect(amount).toBeGreaterThanOrEqual(min);
    expect(amount).toBeLessThanOrEqual(max);
    cuts.push(amount);
    current -= amount;
    if (cuts.length > expectedCuts + 5) throw new Error('the schedule does not end');
  }
  return cuts;
}

describe('the bargain cut schedule', () => {
  it('lands exactly on the floor in exactly the expected cuts, never below, no cut zero, over many draws', () => {
    const spans = [
      { start: 1_000_000, floor: 400_000, cuts: 10 },
      { start: 12_345, floor: 12_300, cuts: 45 },
      { start: 99_999, floor: 1, cuts: 1 },
      { start: 5_000, floor: 1_000, cuts: 7 },
      { start: 1_000_003, floor: 3, cuts: 100 },
    ];
    for (const span of spans) {
      for (let run = 0; run < 300; run++) {
        const cuts = cutAll(span.start, span.floor, span.cuts);
        expect(cuts).toHaveLength(span.cuts);
        expect(cuts.reduce((sum, cut) => sum + cut, 0)).toBe(span.start - span.floor);
        expect(cuts.every((cut) => Number.isSafeInteger(cut) && cut >= 1)).toBe(true);
      }
    }
  });

  it('keeps each cut between half and one and a half times the even share, and uses the whole range', () => {
    // 600_000 over 10 cuts: the first cut's share is 60_000, so it falls in [30_000, 90_000].
    expect(cutBounds(600_000, 10)).toEqual({ min: 30_000, max: 90_000 });
    const firsts: number[] = [];
    for (let run = 0; run < 4000; run++) {
      firsts.push(drawCut({ currentPriceMilli: 1_000_000, floorPriceMilli: 400_000, cutsMade: 0, expectedCuts: 10 }));
    }
    expect(Math.min(...firsts)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...firsts)).toBeLessThanOrEqual(90_000);
    // Uniform over the range: the extremes' tenths are reached and the mean is near the even share.
    expect(firsts.some((cut) => cut < 36_000)).toBe(true);
    expect(firsts.some((cut) => cut > 84_000)).toBe(true);
    const mean = firsts.reduce((sum, cut) => sum + cut, 0) / firsts.length;
    expect(Math.abs(mean - 60_000)).toBeLessThan(2_000);
  });

  it('takes what is left on the last expected cut and leaves a unit for every later cut', () => {
    expect(cutBounds(777, 1)).toEqual({ min: 777, max: 777 });
    expect(cutBounds(0, 3)).toEqual({ min: 0, max: 0 });
    // 5 units over 5 cuts: one each.
    expect(cutBounds(5, 5)).toEqual({ min: 1, max: 1 });
    // 10 units over 4 cuts: at most 7 (3 left for the 3 after), at least 1.
    const { min, max } = cutBounds(10, 4);
    expect(min).toBe(1);
    expect(max).toBeLessThanOrEqual(7);
    // Past the expected cuts (a friend after the last one cannot happen, but the rule is total): all that is left.
    expect(drawCut({ currentPriceMilli: 50, floorPriceMilli: 20, cutsMade: 12, expectedCuts: 10 })).toBe(30);
  });

  it('refuses a draw that strays out of bounds', () => {
    const wild: DrawInteger = (_min, max) => max + 1;
    expect(() => drawCut({ currentPriceMilli: 1000, floorPriceMilli: 0, cutsMade: 0, expectedCuts: 4 }, wild)).toThrow(
      RangeError,
    );
  });
});
