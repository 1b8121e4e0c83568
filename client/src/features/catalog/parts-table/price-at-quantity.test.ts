import { describe, expect, it } from 'vitest';
import { unitPriceAtQuantity } from './price-at-quantity';

const breaks = [
  { minQty: 100, unitPriceMilli: 800 },
  { minQty: 1, unitPriceMilli: 1200 },
  { minQty: 10, unitPriceMilli: 1000 },
];

describe('unitPriceAtQuantity', () => {
  it('takes the break with the largest minimum not above the quantity, whatever their order', () => {
    expect(unitPriceAtQuantity(breaks, 1, 1)).toBe(1200);
    expect(unitPriceAtQuantity(breaks, 1, 10)).toBe(1000);
    expect(unitPriceAtQuantity(breaks, 1, 99)).toBe(1000);
    expect(unitPriceAtQuantity(breaks, 1, 1000)).toBe(800);
  });

  it('has no price below the MOQ', () => {
    expect(unitPriceAtQuantity(breaks, 10, 1)).toBeNull();
    expect(unitPriceAtQuantity(breaks, 10, 10)).toBe(1000);
  });

  it('has no price below the first break or without breaks', () => {
    expect(unitPriceAtQuantity([{ minQty: 100, unitPriceMilli: 500 }], 1, 10)).toBeNull();
    expect(unitPriceAtQuantity([], 1, 1)).toBeNull();
  });
});
