import { lineTotalFen } from '@circuitmart/rules/money';
import type { PriceBreak, Product } from '../catalog/catalog.public.js';
import { pricingBreak } from '@circuitmart/rules/price-breaks';
import { quantityProblem, type QuantityProblem } from '../catalog/quantity-rules.js';

/** Buying more to reach a cheaper break: the quantity, its line total and what it saves. */
export interface NextBreakHint {
  quantity: number;
  lineTotalFen: bigint;
  savingFen: bigint;
}

export interface LinePrice {
  /** Pieces the BOM needs (line quantity × boards). */
  requiredQuantity: number;
  /** The smallest quantity the part's MOQ and increment allow that covers the need. */
  orderQuantity: number;
  priceBreak: PriceBreak;
  lineTotalFen: bigint;
  nextBreakHint: NextBreakHint | null;
  /** Why the order quantity cannot be ordered now (only N left, off the shelf ...); null when it can. */
  problem: QuantityProblem | null;
}

type PricedPart = Pick<Product, 'moq' | 'orderIncrement' | 'priceBreaks' | 'status' | 'stock' | 'purchaseLimit'>;

/** The smallest quantity at or above `wanted` that the MOQ and order increment allow. */
export function orderableQuantity(product: Pick<Product, 'moq' | 'orderIncrement'>, wanted: number): number {
  const moq = Math.max(1, product.moq);
  const increment = product.orderIncrement > 0 ? product.orderIncrement : 1;
  if (wanted <= moq) return moq;
  return moq + Math.ceil((wanted - moq) / increment) * increment;
}

/** Prices a need with the shop's rules: order quantity, break, line total, and the cheapest larger break. */
export function priceLine(product: PricedPart, requiredQuantity: number): LinePrice {
  const orderQuantity = orderableQuantity(product, requiredQuantity);
  const priceBreak = pricingBreak(product.priceBreaks, orderQuantity);
  const total = lineTotalFen(orderQuantity, priceBreak.unitPriceMilli);
  let nextBreakHint: NextBreakHint | null = null;
  for (const larger of product.priceBreaks) {
    if (larger.minQty <= orderQuantity) continue;
    const quantity = orderableQuantity(product, larger.minQty);
    const largerTotal = lineTotalFen(quantity, pricingBreak(product.priceBreaks, quantity).unitPriceMilli);
    if (largerTotal < total && (!nextBreakHint || largerTotal < nextBreakHint.lineTotalFen)) {
      nextBreakHint = { quantity, lineTotalFen: largerTotal, savingFen: total - largerTotal };
    }
  }
  return {
    requiredQuantity,
    orderQuantity,
    priceBreak,
    lineTotalFen: total,
    nextBreakHint,
    problem: quantityProblem(product, orderQuantity),
  };
}
