import { lineTotalFen } from './money.js';
import { smallestValidQuantityFrom, type OrderQuantityRules } from './order-quantity.js';

/** One row of a price-break table: from `minQty` pieces on, each piece costs `unitPriceMilli` (0.0001 yuan). */
export interface PriceBreak {
  minQty: number;
  unitPriceMilli: number;
}

function byQuantity<Break extends PriceBreak>(priceBreaks: readonly Break[]): Break[] {
  return [...priceBreaks].sort((left, right) => left.minQty - right.minQty);
}

/**
 * The break whose unit price applies to `quantity`: the one with the largest minQty not above it. Below the first
 * break (a quantity the rules refuse anyway) the first break's price applies; undefined only without breaks.
 */
export function applicablePriceBreak<Break extends PriceBreak>(
  priceBreaks: readonly Break[],
  quantity: number,
): Break | undefined {
  const sorted = byQuantity(priceBreaks);
  return sorted.filter((priceBreak) => priceBreak.minQty <= quantity).at(-1) ?? sorted[0];
}

/** The break that prices `quantity`, for a product that is sold: one without breaks cannot be priced. */
export function pricingBreak<Break extends PriceBreak>(priceBreaks: readonly Break[], quantity: number): Break {
  const applicable = applicablePriceBreak(priceBreaks, quantity);
  if (!applicable) throw new Error('A product without price breaks cannot be priced');
  return applicable;
}

/**
 * THE unit price (0.0001 yuan) of a line the shop sells: the price a sales specialist quoted for it while that
 * quote holds (the caller passes null once it has lapsed), else the price of the break `quantity` falls in.
 * Cart and checkout both ask it, so the cart shows what the order will charge.
 */
export function lineUnitPriceMilli(
  priceBreaks: readonly PriceBreak[],
  quantity: number,
  quotedUnitPriceMilli: number | null | undefined,
): number {
  return quotedUnitPriceMilli ?? pricingBreak(priceBreaks, quantity).unitPriceMilli;
}

export interface NextBreakOffer {
  /** The valid quantity that reaches the next break. */
  quantity: number;
  /** How many pieces more than the current quantity that is. */
  additional: number;
  unitPriceMilli: number;
  lineTotalFen: bigint;
}

/**
 * The smallest valid quantity that reaches the next price break, when ordering it costs less in total
 * than the current quantity does; otherwise null (no next break, not orderable, or not cheaper).
 */
export function cheaperNextBreak(
  priceBreaks: readonly PriceBreak[],
  quantity: number,
  rules: OrderQuantityRules,
): NextBreakOffer | null {
  const current = applicablePriceBreak(priceBreaks, quantity);
  const next = byQuantity(priceBreaks).find((priceBreak) => priceBreak.minQty > quantity);
  if (!current || !next) return null;
  const reaching = smallestValidQuantityFrom(next.minQty, rules);
  if (reaching === null) return null;
  const reachingBreak = applicablePriceBreak(priceBreaks, reaching) ?? next;
  const reachingTotal = lineTotalFen(reaching, reachingBreak.unitPriceMilli);
  if (reachingTotal >= lineTotalFen(quantity, current.unitPriceMilli)) return null;
  return {
    quantity: reaching,
    additional: reaching - quantity,
    unitPriceMilli: reachingBreak.unitPriceMilli,
    lineTotalFen: reachingTotal,
  };
}
