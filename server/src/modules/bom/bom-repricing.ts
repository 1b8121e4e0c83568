import { fenToNumber } from '@circuitmart/rules/money';
import type { BomPricedLine, BomPricing } from './bom.entities.js';
import type { BomQuote } from './bom.service.js';

/** What can change on a line between two pricings. */
export type BomLineChangeKind = 'PART' | 'STATUS' | 'UNIT_PRICE' | 'STOCK' | 'LIFECYCLE' | 'NEW_LINE';

/** A line of the latest pricing beside the same line (by reference) of the pricing before. */
export interface BomRepricedLine {
  current: BomPricedLine;
  /** Null when the line was not priced before (a new line, or the project's first pricing). */
  previous: BomPricedLine | null;
  changes: BomLineChangeKind[];
}

/** The latest pricing compared with the one before it, line by line, and the change of the total. */
export interface BomRepricing {
  pricing: BomPricing;
  previousPricing: BomPricing | null;
  lines: BomRepricedLine[];
  /** Latest total minus the previous total in fen; null without a previous pricing. */
  totalChangeFen: number | null;
  changedLineCount: number;
}

/** A quote as it is stored: what each line costs now, with the part's stock and lifecycle now. */
export function pricingOf(quote: BomQuote, pricedAt: Date): BomPricing {
  return {
    pricedAt: pricedAt.toISOString(),
    totalFen: fenToNumber(quote.totalFen),
    lines: quote.lines.map(({ line, match, price }) => ({
      reference: line.reference,
      status: match.status,
      productId: match.product?.id ?? null,
      mpn: match.product?.product.mpn ?? '',
      manufacturer: match.product?.manufacturer.name ?? '',
      requiredQuantity: line.quantity * quote.boards,
      orderQuantity: price?.orderQuantity ?? null,
      unitPriceMilli: price?.priceBreak.unitPriceMilli ?? null,
      lineTotalFen: price ? fenToNumber(price.lineTotalFen) : null,
      stock: match.product?.product.stock ?? null,
      lifecycle: match.product?.product.lifecycle ?? null,
    })),
  };
}

function changesOf(current: BomPricedLine, previous: BomPricedLine | null, compared: boolean): BomLineChangeKind[] {
  if (!previous) return compared ? ['NEW_LINE'] : [];
  const changes: BomLineChangeKind[] = [];
  if (current.productId !== previous.productId) changes.push('PART');
  if (current.status !== previous.status) changes.push('STATUS');
  if (current.unitPriceMilli !== previous.unitPriceMilli) changes.push('UNIT_PRICE');
  if (current.stock !== previous.stock) changes.push('STOCK');
  if (current.lifecycle !== previous.lifecycle) changes.push('LIFECYCLE');
  return changes;
}

/** Compares a pricing with the one before it; lines are the same line when their references are equal. */
export function compareRepricing(pricing: BomPricing, previousPricing: BomPricing | null): BomRepricing {
  const previousByReference = new Map(previousPricing?.lines.map((line) => [line.reference, line]));
  const lines = pricing.lines.map((current): BomRepricedLine => {
    const previous = previousByReference.get(current.reference) ?? null;
    return { current, previous, changes: changesOf(current, previous, previousPricing !== null) };
  });
  return {
    pricing,
    previousPricing,
    lines,
    totalChangeFen: previousPricing ? pricing.totalFen - previousPricing.totalFen : null,
    changedLineCount: lines.filter((line) => line.changes.length > 0).length,
  };
}
