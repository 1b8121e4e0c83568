import type { PriceBreak } from './catalog.entities.js';

/**
 * The break whose unit price applies to `quantity`: the one with the largest `minQty` not above it.
 * Below the first break (a quantity the rules refuse anyway) the first break's price applies.
 */
export function applicablePriceBreak(priceBreaks: readonly PriceBreak[], quantity: number): PriceBreak {
  const sorted = [...priceBreaks].sort((left, right) => left.minQty - right.minQty);
  const applicable = sorted.filter((priceBreak) => priceBreak.minQty <= quantity).at(-1) ?? sorted[0];
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
  return quotedUnitPriceMilli ?? applicablePriceBreak(priceBreaks, quantity).unitPriceMilli;
}
