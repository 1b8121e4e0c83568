import { describe, expect, it } from 'vitest';
import { orderPromotions, quotePromotions, sortCouponOptions } from './coupon-choice';

describe('quotePromotions', () => {
  it('leaves the coupon to the server unless the buyer chose', () => {
    expect(quotePromotions({ kind: 'best' }, 0)).toEqual({});
    expect(quotePromotions({ kind: 'none' }, 0)).toEqual({ noCoupon: true });
    expect(quotePromotions({ kind: 'coupon', couponId: '7' }, 300)).toEqual({ couponId: '7', points: 300 });
  });
});

describe('orderPromotions', () => {
  it('places the order with what the quote applied', () => {
    expect(orderPromotions({ selectedCouponId: '7', pointsUsed: 250 })).toEqual({ couponId: '7', points: 250 });
    expect(orderPromotions({ selectedCouponId: null, pointsUsed: 0 })).toEqual({ noCoupon: true, points: 0 });
  });
});

describe('sortCouponOptions', () => {
  it('puts usable coupons first, larger deductions and earlier ends first', () => {
    const options = [
      { couponId: 'a', usable: false, deductionFen: 0, validUntil: '2026-12-01T00:00:00Z' },
      { couponId: 'b', usable: true, deductionFen: 500, validUntil: '2026-12-31T00:00:00Z' },
      { couponId: 'c', usable: true, deductionFen: 500, validUntil: '2026-12-10T00:00:00Z' },
      { couponId: 'd', usable: true, deductionFen: 900, validUntil: '2027-01-31T00:00:00Z' },
    ];
    expect(sortCouponOptions(options).map((option) => option.couponId)).toEqual(['d', 'c', 'b', 'a']);
  });
});
