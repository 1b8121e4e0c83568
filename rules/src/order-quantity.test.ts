import { describe, expect, it } from 'vitest';
import {
  chooseOrderQuantity,
  maximumOrderQuantity,
  orderQuantityProblem,
  smallestValidQuantityFrom,
  type OrderQuantityRules,
} from './order-quantity.js';

const reel: OrderQuantityRules = { moq: 100, orderIncrement: 100, stock: 12_345, purchaseLimit: null };

describe('chooseOrderQuantity', () => {
  it('keeps a valid quantity unchanged', () => {
    expect(chooseOrderQuantity(100, reel)).toEqual({ orderable: true, quantity: 100, adjustment: null });
    expect(chooseOrderQuantity(1200, reel)).toEqual({ orderable: true, quantity: 1200, adjustment: null });
  });

  it('raises anything below the minimum to it, saying why', () => {
    const minimum = { orderable: true, quantity: 100, adjustment: { kind: 'minimum', moq: 100 } };
    expect(chooseOrderQuantity(0, reel)).toEqual(minimum);
    expect(chooseOrderQuantity(-5, reel)).toEqual(minimum);
    expect(chooseOrderQuantity(99, reel)).toEqual(minimum);
    expect(chooseOrderQuantity(Number.NaN, reel)).toEqual(minimum);
  });

  it('snaps between steps to the nearest one, the higher on a tie', () => {
    const adjustment = { kind: 'increment', moq: 100, increment: 100 };
    expect(chooseOrderQuantity(150, reel)).toEqual({ orderable: true, quantity: 200, adjustment });
    expect(chooseOrderQuantity(149, reel)).toEqual({ orderable: true, quantity: 100, adjustment });
    expect(chooseOrderQuantity(151, reel)).toEqual({ orderable: true, quantity: 200, adjustment });
    expect(chooseOrderQuantity(250.5, reel)).toEqual({ orderable: true, quantity: 300, adjustment });
  });

  it('counts steps from the minimum, not from zero', () => {
    const rules = { moq: 10, orderIncrement: 25, stock: 1000, purchaseLimit: null };
    expect(chooseOrderQuantity(35, rules)).toMatchObject({ quantity: 35, adjustment: null });
    expect(chooseOrderQuantity(50, rules)).toMatchObject({ quantity: 60, adjustment: { kind: 'increment' } });
    expect(chooseOrderQuantity(45, rules)).toMatchObject({ quantity: 35, adjustment: { kind: 'increment' } });
  });

  it('caps at the stock on the step grid with "only N left"', () => {
    expect(chooseOrderQuantity(20_000, reel)).toEqual({
      orderable: true,
      quantity: 12_300,
      adjustment: { kind: 'onlyLeft', stock: 12_345 },
    });
    expect(maximumOrderQuantity(reel)).toBe(12_300);
  });

  it('snaps down a quantity within stock but past the last whole step, naming the step', () => {
    expect(chooseOrderQuantity(12_345, reel)).toMatchObject({ quantity: 12_300, adjustment: { kind: 'increment' } });
  });

  it('caps at a purchase limit smaller than the stock', () => {
    const limited = { ...reel, purchaseLimit: 500 };
    expect(maximumOrderQuantity(limited)).toBe(500);
    expect(chooseOrderQuantity(501, limited)).toEqual({
      orderable: true,
      quantity: 500,
      adjustment: { kind: 'purchaseLimit', limit: 500 },
    });
    expect(chooseOrderQuantity(500, limited)).toMatchObject({ quantity: 500, adjustment: null });
  });

  it('names the stock when it is the smaller of stock and purchase limit', () => {
    const rules = { moq: 1, orderIncrement: 1, stock: 30, purchaseLimit: 50 };
    expect(chooseOrderQuantity(40, rules)).toMatchObject({ quantity: 30, adjustment: { kind: 'onlyLeft', stock: 30 } });
  });

  it('cannot order anything when out of stock or when stock or limit is below the minimum', () => {
    expect(chooseOrderQuantity(100, { ...reel, stock: 0 })).toEqual({
      orderable: false,
      unavailability: { kind: 'outOfStock' },
    });
    expect(chooseOrderQuantity(100, { ...reel, stock: 60 })).toEqual({
      orderable: false,
      unavailability: { kind: 'stockBelowMinimum', stock: 60, moq: 100 },
    });
    expect(chooseOrderQuantity(100, { ...reel, purchaseLimit: 50 })).toEqual({
      orderable: false,
      unavailability: { kind: 'limitBelowMinimum', limit: 50, moq: 100 },
    });
    expect(maximumOrderQuantity({ ...reel, stock: 0 })).toBeNull();
  });

  it('handles huge requests without losing precision', () => {
    const huge = { moq: 1, orderIncrement: 1, stock: 2_000_000_000, purchaseLimit: null };
    expect(chooseOrderQuantity(1e21, huge)).toMatchObject({
      quantity: 2_000_000_000,
      adjustment: { kind: 'onlyLeft' },
    });
    expect(chooseOrderQuantity(Number.MAX_SAFE_INTEGER, reel)).toMatchObject({ quantity: 12_300 });
    expect(chooseOrderQuantity(Infinity, reel)).toMatchObject({ quantity: 12_300 });
  });

  it('sells piece by piece when the increment is missing', () => {
    const rules = { moq: 5, orderIncrement: 0, stock: 100, purchaseLimit: null };
    expect(chooseOrderQuantity(7, rules)).toMatchObject({ quantity: 7, adjustment: null });
  });
});

describe('smallestValidQuantityFrom', () => {
  it('rounds up onto the step grid and stays within the maximum', () => {
    expect(smallestValidQuantityFrom(1000, reel)).toBe(1000);
    expect(smallestValidQuantityFrom(1001, reel)).toBe(1100);
    expect(smallestValidQuantityFrom(50, reel)).toBe(100);
    expect(smallestValidQuantityFrom(20_000, reel)).toBeNull();
  });
});

describe('orderQuantityProblem', () => {
  it('accepts a quantity on the grid within stock and limit', () => {
    expect(orderQuantityProblem(reel, 100)).toBeNull();
    expect(orderQuantityProblem(reel, 12_300)).toBeNull();
  });

  it('names the first broken rule with the figures its message shows', () => {
    expect(orderQuantityProblem({ ...reel, stock: 0 }, 100)).toEqual({ code: 'PRODUCT_SOLD_OUT', params: {} });
    expect(orderQuantityProblem({ ...reel, purchaseLimit: 50 }, 100)).toEqual({
      code: 'PRODUCT_CANNOT_BE_BOUGHT',
      params: {},
    });
    expect(orderQuantityProblem(reel, 0)).toEqual({ code: 'QUANTITY_AT_LEAST_ONE', params: {} });
    expect(orderQuantityProblem(reel, 1.5)).toEqual({ code: 'QUANTITY_AT_LEAST_ONE', params: {} });
    expect(orderQuantityProblem(reel, 99)).toEqual({ code: 'QUANTITY_BELOW_MOQ', params: { moq: 100 } });
    expect(orderQuantityProblem(reel, 150)).toEqual({
      code: 'QUANTITY_INCREMENT',
      params: { moq: 100, increment: 100 },
    });
    expect(orderQuantityProblem({ ...reel, purchaseLimit: 500 }, 600)).toEqual({
      code: 'PURCHASE_LIMIT_EXCEEDED',
      params: { limit: 500 },
    });
    expect(orderQuantityProblem(reel, 12_400)).toEqual({ code: 'ONLY_N_LEFT', params: { stock: 12_345 } });
  });

  it('sells piece by piece when the stored step makes no sense, and from 1 when the MOQ is 0', () => {
    expect(orderQuantityProblem({ moq: 0, orderIncrement: 0, stock: 10 }, 7)).toBeNull();
    expect(orderQuantityProblem({ moq: 0, orderIncrement: Number.NaN, stock: 10 }, 0)).toEqual({
      code: 'QUANTITY_AT_LEAST_ONE',
      params: {},
    });
  });
});
