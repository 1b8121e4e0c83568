import { describe, expect, it } from 'vitest';
import { couponVerdict, type CouponTerms } from './coupon-rules.js';

const amountOff = (amountOffFen: number, thresholdFen = 0): CouponTerms => ({
  discountKind: 'AMOUNT_OFF',
  amountOffFen,
  percentOff: null,
  maxDiscountFen: null,
  thresholdFen,
});
const percentOff = (percent: number, maxDiscountFen: number | null = null, thresholdFen = 0): CouponTerms => ({
  discountKind: 'PERCENT_OFF',
  amountOffFen: null,
  percentOff: percent,
  maxDiscountFen,
  thresholdFen,
});

describe('couponVerdict', () => {
  it('takes the amount off once the eligible goods reach the threshold', () => {
    expect(couponVerdict(amountOff(500, 5000), 5000n)).toEqual({ usable: true, deductionFen: 500n });
    expect(couponVerdict(amountOff(500, 5000), 12_345n)).toEqual({ usable: true, deductionFen: 500n });
  });

  it('says how much is missing below the threshold', () => {
    expect(couponVerdict(amountOff(500, 5000), 3770n)).toEqual({ usable: false, shortOfFen: 1230n });
    expect(couponVerdict(percentOff(10, null, 100), 99n)).toEqual({ usable: false, shortOfFen: 1n });
  });

  it('never takes more than the eligible goods', () => {
    expect(couponVerdict(amountOff(2000), 1500n)).toEqual({ usable: true, deductionFen: 1500n });
  });

  it('rounds a percentage half-up to the fen and caps it', () => {
    // 10% of 12.35 = 1.235 -> 1.24
    expect(couponVerdict(percentOff(10), 1235n)).toEqual({ usable: true, deductionFen: 124n });
    // 10% of 12.34 = 1.234 -> 1.23
    expect(couponVerdict(percentOff(10), 1234n)).toEqual({ usable: true, deductionFen: 123n });
    // 10% of ¥500 is ¥50, capped at ¥30
    expect(couponVerdict(percentOff(10, 3000), 50_000n)).toEqual({ usable: true, deductionFen: 3000n });
    expect(couponVerdict(percentOff(15, 3000), 10_000n)).toEqual({ usable: true, deductionFen: 1500n });
  });

  it('is exact for amounts past a double', () => {
    const huge = 2n ** 60n + 7n;
    expect(couponVerdict(percentOff(50), huge)).toEqual({ usable: true, deductionFen: (huge * 50n + 50n) / 100n });
  });
});
