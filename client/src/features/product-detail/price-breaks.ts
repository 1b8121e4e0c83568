import { lineTotalFen } from '@circuitmart/rules/money';
import { smallestValidQuantityFrom, type OrderQuantityRules } from './order-quantity';

export interface PriceBreak {
  minQty: number;
  unitPriceMilli: number;
}

function byQuantity(priceBreaks: readonly PriceBreak[]): PriceBreak[] {
  return [...priceBreaks].sort((left, right) => left.minQty - right.minQty);
}

/** The break whose unit price applies to `quantity`: the one with the largest minQty not above it. */
export function applicablePriceBreak(priceBreaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  const sorted = byQuantity(priceBreaks);
  // Below the first break (which should not happen) the first break's price still applies.
  return sorted.filter((priceBreak) => priceBreak.minQty <= quantity).at(-1) ?? sorted[0];
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
