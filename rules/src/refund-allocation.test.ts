import { describe, expect, it } from 'vitest';
import { allocatePaidShares, unitsRefundFen } from './refund-allocation.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('allocatePaidShares', () => {
  it('splits deductions in proportion to line totals, exact to the fen', () => {
    expect(allocatePaidShares([1000, 3000], 200)).toEqual([950, 2850]);
    expect(allocatePaidShares([500], 25)).toEqual([475]);
    expect(allocatePaidShares([100, 100, 100], 0)).toEqual([100, 100, 100]);
  });

  it('hands the fen left over by rounding down to the largest remainders (ties: the earlier line)', () => {
    // 100 fen off three equal lines: 33.33 each, one fen left, to the first line.
    expect(allocatePaidShares([1000, 1000, 1000], 100)).toEqual([966, 967, 967]);
    // 7 fen off 1 : 2 : 4 -> exactly 1, 2, 4.
    expect(allocatePaidShares([100, 200, 400], 7)).toEqual([99, 198, 396]);
    // 10 fen off 3 : 3 : 1 -> 4.29, 4.29, 1.43: 4 + 4 + 1 leaves one fen, for the largest remainder (the third line).
    expect(allocatePaidShares([300, 300, 100], 10)).toEqual([296, 296, 98]);
  });

  it('always sums to the goods minus the deductions, for awkward splits', () => {
    const cases: [number[], number][] = [
      [[1, 1, 1], 2],
      [[333, 333, 334], 1],
      [[9999, 1, 7, 13], 503],
      [[12_345, 67_890, 5, 0], 4_021],
      [[0, 0], 0],
      [[7, 11, 13, 17, 19, 23], 89],
    ];
    for (const [totals, deductions] of cases) {
      const shares = allocatePaidShares(totals, deductions);
      expect(sum(shares)).toBe(sum(totals) - deductions);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(totals[index]!);
      });
    }
  });

  it('refuses deductions larger than the goods', () => {
    expect(() => allocatePaidShares([100], 101)).toThrow(RangeError);
    expect(() => allocatePaidShares([100], -1)).toThrow(RangeError);
  });
});

describe('unitsRefundFen', () => {
  it('gives back the exact share of some units', () => {
    // 5 units whose share is 4 750 fen (a 5 % member discount on 5 000): 2 units are 1 900.
    expect(unitsRefundFen(4750, 5, 0, 2)).toBe(1900);
    expect(unitsRefundFen(4750, 5, 2, 3)).toBe(2850);
  });

  it('adds up to the share however the units are split over requests', () => {
    for (const share of [1, 7, 100, 999, 4751, 123_457]) {
      for (const n of [1, 2, 3, 7, 13]) {
        for (const split of [[n], [1, n - 1], Array.from({ length: n }, () => 1)]) {
          let taken = 0;
          let refunded = 0;
          for (const quantity of split.filter((units) => units > 0)) {
            refunded += unitsRefundFen(share, n, taken, quantity);
            taken += quantity;
          }
          expect(refunded, `${share} over ${n} as ${split.join('+')}`).toBe(share);
        }
      }
    }
  });

  it('refuses more units than the line has', () => {
    expect(() => unitsRefundFen(100, 5, 4, 2)).toThrow(RangeError);
  });
});
