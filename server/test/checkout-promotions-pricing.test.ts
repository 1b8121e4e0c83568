import { describe, expect, it } from 'vitest';
import type { Product } from '../src/modules/catalog/catalog.entities.js';
import type { CheckoutCoupon, CouponTerms, PromotionLine } from '../src/modules/orders/order-promotions.js';
import { DeliveryMethod } from '../src/modules/orders/orders.entities.js';
import { defaultPricingSettings, priceOrder, type PricingInput } from '../src/modules/orders/pricing.js';

/**
 * The pricing pipeline's promotion steps on their own (a pure function): member discount -> coupon -> points ->
 * freight -> payable, and each line's paid share. End to end through GraphQL: checkout-promotions.test.ts.
 */

const NOW = new Date('2026-11-25T08:00:00Z');
const settings = { ...defaultPricingSettings, expressFreightFen: 1200 };

/** A part at `fen` a piece (one break), in a category and made by a maker. */
function part(id: number, fen: number, categoryId = 1, manufacturerId = 1): Product {
  return {
    id,
    status: 'ON_SHELF',
    stock: 1_000_000,
    moq: 1,
    orderIncrement: 1,
    purchaseLimit: null,
    priceBreaks: [{ minQty: 1, unitPriceMilli: fen * 100 }],
    category: { id: categoryId },
    manufacturer: { id: manufacturerId },
  } as unknown as Product;
}

let nextCoupon = 1;
function coupon(
  terms: Partial<CouponTerms>,
  options: { appliesTo?: (line: PromotionLine) => boolean; validUntil?: string; validFrom?: string } = {},
): CheckoutCoupon {
  const couponId = nextCoupon++;
  return {
    couponId,
    title: `Coupon ${couponId}`,
    terms: {
      discountKind: 'AMOUNT_OFF',
      amountOffFen: null,
      percentOff: null,
      maxDiscountFen: null,
      thresholdFen: 0,
      ...terms,
    },
    validFrom: new Date(options.validFrom ?? '2026-11-01T00:00:00Z'),
    validUntil: new Date(options.validUntil ?? '2026-12-31T00:00:00Z'),
    appliesTo: options.appliesTo ?? (() => true),
  };
}

function price(input: Partial<PricingInput> & Pick<PricingInput, 'lines'>) {
  return priceOrder({ memberDiscountPercent: 0, deliveryMethod: DeliveryMethod.EXPRESS, now: NOW, ...input }, settings);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the pricing pipeline with coupons and points', () => {
  it('applies a threshold coupon only from the threshold and says how much is missing below it', () => {
    const fiveOffFifty = coupon({ amountOffFen: 500, thresholdFen: 5000 });
    const below = price({ lines: [{ product: part(1, 3770), quantity: 1 }], coupons: [fiveOffFifty] });
    expect(below.coupon).toBeNull();
    expect(below.couponDeductionFen).toBe(0n);
    expect(below.couponOptions[0]).toMatchObject({
      usable: false,
      reason: { code: 'COUPON_THRESHOLD_NOT_MET', params: { amount: '12.30' } },
    });
    const at = price({ lines: [{ product: part(1, 5000), quantity: 1 }], coupons: [fiveOffFifty] });
    expect(at.coupon?.couponId).toBe(fiveOffFifty.couponId);
    expect(at).toMatchObject({ itemsFen: 5000n, couponDeductionFen: 500n, freightFen: 1200n, payableFen: 5700n });
  });

  it('caps a percentage coupon and picks the best coupon, then the one expiring first', () => {
    const tenPercentCapped = coupon({ discountKind: 'PERCENT_OFF', percentOff: 10, maxDiscountFen: 3000 });
    const twentyOff = coupon({ amountOffFen: 3000 }, { validUntil: '2026-12-01T00:00:00Z' });
    const twentyOffLater = coupon({ amountOffFen: 3000 }, { validUntil: '2026-12-20T00:00:00Z' });
    const quote = price({
      lines: [{ product: part(1, 50_000), quantity: 1 }],
      coupons: [twentyOffLater, tenPercentCapped, twentyOff],
      deliveryMethod: DeliveryMethod.PICKUP,
    });
    expect(quote.couponOptions.map((option) => option.deductionFen)).toEqual([3000n, 3000n, 3000n]);
    expect(quote.coupon?.couponId).toBe(twentyOff.couponId);
    // The buyer may choose another, or none.
    const chosen = price({
      lines: [{ product: part(1, 50_000), quantity: 1 }],
      coupons: [twentyOffLater, tenPercentCapped, twentyOff],
      choice: { couponId: tenPercentCapped.couponId },
    });
    expect(chosen.coupon?.couponId).toBe(tenPercentCapped.couponId);
    const none = price({
      lines: [{ product: part(1, 50_000), quantity: 1 }],
      coupons: [twentyOff],
      choice: { noCoupon: true },
    });
    expect(none.coupon).toBeNull();
    expect(none.couponRefused).toBe(false);
    // Asking for a coupon that cannot be used here is refused, not swapped for another.
    const refused = price({
      lines: [{ product: part(1, 100), quantity: 1 }],
      coupons: [twentyOff, coupon({ amountOffFen: 50, thresholdFen: 200 })],
      choice: { couponId: 9999 },
    });
    expect(refused).toMatchObject({ coupon: null, couponRefused: true, couponDeductionFen: 0n });
  });

  it('lists a coupon not started yet or outside the scope as unusable with its reason', () => {
    const later = coupon({ amountOffFen: 100 }, { validFrom: '2026-11-26T00:00:00Z' });
    const otherMaker = coupon({ amountOffFen: 100 }, { appliesTo: (line) => line.manufacturerId === 9 });
    const quote = price({ lines: [{ product: part(1, 1000), quantity: 1 }], coupons: [later, otherMaker] });
    expect(quote.coupon).toBeNull();
    expect(quote.couponOptions.map((option) => option.reason?.code).sort()).toEqual([
      'COUPON_NOT_APPLICABLE',
      'COUPON_NOT_STARTED',
    ]);
  });

  it("weighs a scoped coupon on its lines only and splits it over them, the rest over every line's remainder", () => {
    const makerTwo = (line: PromotionLine) => line.manufacturerId === 2;
    // ¥20 off over ¥199 on maker 2: its lines come to 150.00 + 60.00 = 210.00.
    const scoped = coupon({ amountOffFen: 2000, thresholdFen: 19_900 }, { appliesTo: makerTwo });
    const quote = price({
      lines: [
        { product: part(1, 15_000, 1, 2), quantity: 1 },
        { product: part(2, 30_000, 1, 1), quantity: 1 },
        { product: part(3, 6000, 1, 2), quantity: 1 },
      ],
      coupons: [scoped],
      memberDiscountPercent: 5,
      points: { balance: 1000, fenPerPoint: 1, maxDeductionPercent: 50 },
      choice: { points: 1000 },
    });
    expect(quote.coupon?.eligibleLineIndexes).toEqual([0, 2]);
    // items 510.00; member 5% = 25.50; coupon 20.00; points 10.00 -> goods 454.50, free freight.
    expect(quote).toMatchObject({
      itemsFen: 51_000n,
      memberDiscountFen: 2550n,
      couponDeductionFen: 2000n,
      pointsUsed: 1000,
      pointsDeductionFen: 1000n,
      freightFen: 0n,
      payableFen: 45_450n,
    });
    // The coupon over lines 0 and 2 (150 : 60): 1428.57 and 571.43 -> 1429 and 571. Member discount and points
    // (35.50) over what is left, 135.71 : 300.00 : 54.29 -> 9.83, 21.74, 3.93 (the odd fen to the largest remainder).
    expect(quote.paidSharesFen).toEqual([12_588, 27_826, 5036]);
    expect(sum(quote.paidSharesFen)).toBe(45_450);
  });

  it('keeps every line share at or above zero when a small scoped line takes the whole coupon', () => {
    const onlyPartOne = coupon({ amountOffFen: 100 }, { appliesTo: (line) => line.productId === 1 });
    const quote = price({
      lines: [
        { product: part(1, 100), quantity: 1 },
        { product: part(2, 10_000), quantity: 1 },
      ],
      coupons: [onlyPartOne],
      memberDiscountPercent: 5,
    });
    expect(quote.couponDeductionFen).toBe(100n);
    expect(quote.paidSharesFen).toEqual([0, 9495]);
  });

  it('caps points at the balance and a share of the goods left after member discount and coupon', () => {
    const fiftyOff = coupon({ amountOffFen: 5000 });
    const quote = price({
      lines: [{ product: part(1, 20_000), quantity: 1 }],
      coupons: [fiftyOff],
      memberDiscountPercent: 10,
      points: { balance: 100_000, fenPerPoint: 1, maxDeductionPercent: 50 },
      choice: { points: 100_000 },
    });
    // 200.00 - 20.00 - 50.00 = 130.00 left; half of it in points: 6500 points.
    expect(quote.points).toEqual({ balance: 100_000, maxUsable: 6500, used: 6500, fenPerPoint: 1 });
    expect(quote.pointsDeductionFen).toBe(6500n);
    // Goods after deductions 65.00 < 99.00: express freight again.
    expect(quote).toMatchObject({ freightFen: 1200n, payableFen: 7700n });
    const fewer = price({
      lines: [{ product: part(1, 20_000), quantity: 1 }],
      points: { balance: 300, fenPerPoint: 1, maxDeductionPercent: 50 },
      choice: { points: 5000 },
    });
    expect(fewer.points).toMatchObject({ maxUsable: 300, used: 300 });
  });

  it('never lets a coupon take more than the goods left after the member discount, and leaves a fen to pay', () => {
    const big = coupon({ amountOffFen: 1000 });
    const quote = price({
      lines: [{ product: part(1, 1000), quantity: 1 }],
      coupons: [big],
      memberDiscountPercent: 10,
      deliveryMethod: DeliveryMethod.PICKUP,
    });
    expect(quote).toMatchObject({ memberDiscountFen: 100n, couponDeductionFen: 899n, payableFen: 1n });
    expect(quote.couponOptions[0]!.deductionFen).toBe(899n);
    expect(quote.paidSharesFen).toEqual([1]);
  });
});
