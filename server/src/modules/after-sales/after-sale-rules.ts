import { unitsRefundFen } from '@circuitmart/rules/refund-allocation';
import { DomainError } from '../../platform/errors/index.js';
import type { AfterSaleOrder } from '../orders/after-sale-orders.js';
import { AfterSaleType } from './after-sales.entities.js';

/** Settings (config AFTER_SALE_RETURN_DAYS, AFTER_SALE_NO_REASON_DAYS, AFTER_SALE_RETURN_ADDRESS). */
export interface AfterSaleSettings {
  /** How long the buyer has to ship an approved return before the request closes itself. */
  returnWindowMs: number;
  /** Spec §9: a return without a reason within 7 days of receipt. */
  noReasonWindowMs: number;
  /** Where returns go; shown once a return is approved. */
  returnAddress: string;
}

export const defaultAfterSaleSettings: AfterSaleSettings = {
  returnWindowMs: 7 * 24 * 3600_000,
  noReasonWindowMs: 7 * 24 * 3600_000,
  returnAddress:
    'CircuitMart Returns, Building 3, Keji Road 1, Nanshan, Shenzhen, Guangdong 518057, China (+86 755 0000 0000)',
};

export const MAX_PROOF_IMAGES = 6;
export const EXPLANATION_MAX = 500;
export const NOTE_MAX = 200;

/** The reason without a reason: only for returns, only within the no-reason window after receipt. */
export const NO_REASON = 'NO_REASON';

/** Spec §5: the reasons a buyer picks from, per type (the client translates `afterSale.reasons.<code>`). */
export const reasonsByType: Record<AfterSaleType, readonly string[]> = {
  REFUND_ONLY: ['MISSING_PARTS', 'DAMAGED', 'QUALITY', 'NOT_AS_DESCRIBED', 'OTHER'],
  RETURN_AND_REFUND: [NO_REASON, 'DAMAGED', 'WRONG_ITEM', 'QUALITY', 'NOT_AS_DESCRIBED', 'OTHER'],
  EXCHANGE: ['DAMAGED', 'WRONG_ITEM', 'QUALITY', 'NOT_AS_DESCRIBED', 'OTHER'],
  REPLENISHMENT: ['MISSING_PARTS', 'DAMAGED', 'OTHER'],
};

/** Types whose request gives money back. */
export const REFUNDING_TYPES: readonly AfterSaleType[] = [AfterSaleType.REFUND_ONLY, AfterSaleType.RETURN_AND_REFUND];

/** A line of another live request of the same order. */
export interface TakenLine {
  orderLineId: number;
  quantity: number;
  refundFen: number;
  type: AfterSaleType;
  freightRefundFen: number;
}

export interface RequestedLine {
  orderLineId: number;
  quantity: number;
}

export interface RefundQuote {
  lines: (RequestedLine & { refundFen: number })[];
  refundFen: number;
  freightRefundFen: number;
}

/** Units of each order line that live requests hold. */
export function takenUnits(taken: readonly TakenLine[], refundingOnly = false): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of taken) {
    if (refundingOnly && !REFUNDING_TYPES.includes(line.type)) continue;
    units.set(line.orderLineId, (units.get(line.orderLineId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Checks the requested lines against what was bought and what other live requests hold, and computes the refund:
 * each line's units at their exact share of what was paid (never more than the share minus what other requests
 * refund), freight only when this request makes every line of the order fully refunded.
 */
export function quoteRefund(
  order: AfterSaleOrder,
  type: AfterSaleType,
  requested: readonly RequestedLine[],
  taken: readonly TakenLine[],
): RefundQuote {
  if (requested.length === 0) throw new DomainError('AFTER_SALE_LINES_REQUIRED', { field: ['input', 'lines'] });
  const seen = new Set<number>();
  const held = takenUnits(taken);
  const refunding = REFUNDING_TYPES.includes(type);
  const refundedUnits = takenUnits(taken, true);
  const lines = requested.map((wanted) => {
    const line = order.lines.find((candidate) => candidate.id === wanted.orderLineId);
    if (!line || seen.has(line.id)) throw new DomainError('NOT_FOUND', { field: ['input', 'lines'] });
    seen.add(line.id);
    const available = line.quantity - (held.get(line.id) ?? 0);
    if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > available) {
      throw new DomainError('AFTER_SALE_QUANTITY_EXCEEDED', {
        params: { mpn: line.mpn, available: Math.max(available, 0) },
        field: ['input', 'lines'],
      });
    }
    if (!refunding) return { ...wanted, refundFen: 0 };
    const before = refundedUnits.get(line.id) ?? 0;
    const othersRefund = taken
      .filter((other) => other.orderLineId === line.id && REFUNDING_TYPES.includes(other.type))
      .reduce((sum, other) => sum + other.refundFen, 0);
    const share = unitsRefundFen(line.paidShareFen, line.quantity, before, wanted.quantity);
    return { ...wanted, refundFen: Math.max(0, Math.min(share, line.paidShareFen - othersRefund)) };
  });
  const goodsFen = lines.reduce((sum, line) => sum + line.refundFen, 0);
  const everyLineRefunded =
    refunding &&
    order.lines.every(
      (line) =>
        (refundedUnits.get(line.id) ?? 0) + (lines.find((l) => l.orderLineId === line.id)?.quantity ?? 0) >=
        line.quantity,
    );
  const freightTaken = taken.some((other) => other.freightRefundFen > 0);
  const freightRefundFen = everyLineRefunded && !freightTaken ? order.freightFen : 0;
  return { lines, refundFen: goodsFen + freightRefundFen, freightRefundFen };
}

/** Units of each line the buyer may still ask for. */
export function availableUnits(order: AfterSaleOrder, taken: readonly TakenLine[]): Map<number, number> {
  const held = takenUnits(taken);
  return new Map(order.lines.map((line) => [line.id, Math.max(0, line.quantity - (held.get(line.id) ?? 0))]));
}
