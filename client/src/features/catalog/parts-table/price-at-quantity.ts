import { applicablePriceBreak, type PriceBreak } from '@circuitmart/rules/price-breaks';

/** The quantities whose unit price the dense table shows side by side. */
export const TABLE_PRICE_QUANTITIES = [1, 10, 100, 1000] as const;

/**
 * The unit price (0.0001 yuan) an order of `quantity` pieces pays: the break that applies at that quantity. Null when
 * the part cannot be bought in that quantity (below its MOQ or its first break) or has no breaks at all.
 */
export function unitPriceAtQuantity(priceBreaks: readonly PriceBreak[], moq: number, quantity: number): number | null {
  if (quantity < moq) return null;
  const priceBreak = applicablePriceBreak(priceBreaks, quantity);
  if (!priceBreak || priceBreak.minQty > quantity) return null;
  return priceBreak.unitPriceMilli;
}
