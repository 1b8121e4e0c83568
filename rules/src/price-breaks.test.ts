import { describe, expect, it } from 'vitest';
import type { OrderQuantityRules } from './order-quantity.js';
import { applicablePriceBreak, cheaperNextBreak, lineUnitPriceMilli, pricingBreak } from './price-breaks.js';

const breaks = [
  { minQty: 1000, unitPriceMilli: 62 },
  { minQty: 100, unitPriceMilli: 100 },
  { minQty: 5000, unitPriceMilli: 45 },
];
const rules: OrderQuantityRules = { moq: 100, orderIncrement: 100, stock: 100_000, purchaseLimit: null };

describe('applicablePriceBreak', () => {
  it('picks the break with the largest minimum not above the quantity, whatever the order given', () => {
    expect(applicablePriceBreak(breaks, 100)?.minQty).toBe(100);
    expect(applicablePriceBreak(breaks, 999)?.minQty).toBe(100);
    expect(applicablePriceBreak(breaks, 1000)?.minQty).toBe(1000);
    expect(applicablePriceBreak(breaks, 70_000)?.minQty).toBe(5000);
  });

  it('falls back to the first break below it and to nothing without breaks', () => {
    expect(applicablePriceBreak(breaks, 10)?.minQty).toBe(100);
    expect(applicablePriceBreak([], 10)).toBeUndefined();
  });
});

describe('cheaperNextBreak', () => {
  it('offers the next break when its line total is lower', () => {
    // 900 × 0.0100 = 9.00 yuan; 1000 × 0.0062 = 6.20 yuan.
    expect(cheaperNextBreak(breaks, 900, rules)).toEqual({
      quantity: 1000,
      additional: 100,
      unitPriceMilli: 62,
      lineTotalFen: 620n,
    });
  });

  it('stays silent when the next break costs more in total', () => {
    // 100 × 0.0100 = 1.00 yuan; 1000 × 0.0062 = 6.20 yuan.
    expect(cheaperNextBreak(breaks, 100, rules)).toBeNull();
  });

  it('stays silent past the last break and when the break is beyond what may be ordered', () => {
    expect(cheaperNextBreak(breaks, 5000, rules)).toBeNull();
    expect(cheaperNextBreak(breaks, 900, { ...rules, stock: 950 })).toBeNull();
  });

  it('reaches the break on the step grid when the break is not on it', () => {
    const offGrid = [
      { minQty: 10, unitPriceMilli: 1000 },
      { minQty: 100, unitPriceMilli: 500 },
    ];
    const steps = { moq: 10, orderIncrement: 25, stock: 1000, purchaseLimit: null };
    expect(cheaperNextBreak(offGrid, 85, steps)).toMatchObject({ quantity: 110, additional: 25 });
  });
});

describe('lineUnitPriceMilli', () => {
  it("charges a holding quote's price, else the price of the quantity's break", () => {
    expect(lineUnitPriceMilli(breaks, 1000, 50)).toBe(50);
    expect(lineUnitPriceMilli(breaks, 1000, null)).toBe(62);
    expect(lineUnitPriceMilli(breaks, 999, undefined)).toBe(100);
  });

  it('refuses to price a product without breaks', () => {
    expect(() => lineUnitPriceMilli([], 10, null)).toThrow('cannot be priced');
    expect(() => pricingBreak([], 10)).toThrow('cannot be priced');
  });
});
