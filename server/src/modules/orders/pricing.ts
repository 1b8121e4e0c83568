import { lineTotalFen, sumFen } from '@circuitmart/rules/money';
import type { Product } from '../catalog/catalog.entities.js';
import { lineUnitPriceMilli } from '@circuitmart/rules/price-breaks';
import { quantityProblem, type QuantityProblem } from '../catalog/quantity-rules.js';
import { DeliveryMethod } from './orders.entities.js';

/** The shop's pricing settings (config `MEMBER_DISCOUNT_PERCENT`, `EXPRESS_FREIGHT_FEN`, `FREE_SHIPPING_THRESHOLD_FEN`). */
export interface PricingSettings {
  /** Percentage super members (vip = 1) save on the items; 0 for none. */
  memberDiscountPercent: number;
  /** Flat express freight in fen. */
  expressFreightFen: number;
  /** Goods amount (after discounts) from which express is free, in fen. */
  freeShippingThresholdFen: number;
}

export const defaultPricingSettings: PricingSettings = {
  memberDiscountPercent: 5,
  expressFreightFen: 1200,
  freeShippingThresholdFen: 9900,
};

export interface PricingLineInput {
  product: Product;
  quantity: number;
  /** The cart line it came from, for pointing at it in errors. */
  cartLineId?: number;
  /** A sales quote's unit price that still holds for this line (0.0001 yuan); the breaks price it otherwise. */
  quotedUnitPriceMilli?: number | null;
}

export interface PricedLine extends PricingLineInput {
  unitPriceMilli: number;
  lineTotalFen: bigint;
  problem: QuantityProblem | null;
}

export interface PricingInput {
  lines: PricingLineInput[];
  vip: boolean;
  deliveryMethod: DeliveryMethod;
}

/** Every amount of an order, in fen; `payable = items - memberDiscount - coupon - points + freight`. */
export interface Quote {
  lines: PricedLine[];
  itemsFen: bigint;
  memberDiscountFen: bigint;
  couponDeductionFen: bigint;
  pointsDeductionFen: bigint;
  freightFen: bigint;
  payableFen: bigint;
}

type PricingStep = (quote: Quote, input: PricingInput, settings: PricingSettings) => Quote;

/** Rounds `amount * percent / 100` half-up to fen. */
function percentOf(amount: bigint, percent: number): bigint {
  return (amount * BigInt(Math.round(percent * 100)) + 5000n) / 10000n;
}

const memberDiscount: PricingStep = (quote, input, settings) => ({
  ...quote,
  memberDiscountFen: input.vip ? percentOf(quote.itemsFen, settings.memberDiscountPercent) : 0n,
});

/** Filled by the marketing issue (coupons and discount codes). */
const couponDeduction: PricingStep = (quote) => ({ ...quote, couponDeductionFen: 0n });

/** Filled by the marketing issue (points). */
const pointsDeduction: PricingStep = (quote) => ({ ...quote, pointsDeductionFen: 0n });

const goodsAfterDeductions = (quote: Quote) =>
  quote.itemsFen - quote.memberDiscountFen - quote.couponDeductionFen - quote.pointsDeductionFen;

const freight: PricingStep = (quote, input, settings) => ({
  ...quote,
  freightFen:
    input.deliveryMethod === DeliveryMethod.PICKUP ||
    goodsAfterDeductions(quote) >= BigInt(settings.freeShippingThresholdFen)
      ? 0n
      : BigInt(settings.expressFreightFen),
});

const payable: PricingStep = (quote) => ({ ...quote, payableFen: goodsAfterDeductions(quote) + quote.freightFen });

const pipeline: PricingStep[] = [memberDiscount, couponDeduction, pointsDeduction, freight, payable];

/**
 * THE pricing pipeline of checkout: items (each line at `lineUnitPriceMilli`: a valid quote's price or its break's, rounded once to fen) -> member
 * discount -> coupon -> points -> freight -> payable. The confirm page, order placement, REST and
 * documents all call it, so their totals agree; clients never compute money.
 */
export function priceOrder(input: PricingInput, settings: PricingSettings): Quote {
  const lines = input.lines.map((line): PricedLine => {
    const unitPriceMilli = lineUnitPriceMilli(line.product.priceBreaks, line.quantity, line.quotedUnitPriceMilli);
    return {
      ...line,
      unitPriceMilli,
      lineTotalFen: lineTotalFen(line.quantity, unitPriceMilli),
      problem: quantityProblem(line.product, line.quantity),
    };
  });
  const start: Quote = {
    lines,
    itemsFen: sumFen(lines.map((line) => line.lineTotalFen)),
    memberDiscountFen: 0n,
    couponDeductionFen: 0n,
    pointsDeductionFen: 0n,
    freightFen: 0n,
    payableFen: 0n,
  };
  return pipeline.reduce((quote, step) => step(quote, input, settings), start);
}
