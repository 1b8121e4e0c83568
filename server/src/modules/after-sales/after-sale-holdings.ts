import type { EntityManager } from '@mikro-orm/sql';
import type { AfterSaleOrder } from '../orders/after-sale-orders.js';
import type { RefundQuote, TakenLine } from './after-sale-rules.js';
import { AfterSaleLine, AfterSaleRequest } from './after-sales.entities.js';
import { LIVE_STATUSES } from './after-sales.states.js';

// What the live requests of an order hold of its lines, and a request's own lines.

/** The lines other live requests of the order hold. */
export async function takenLines(
  em: EntityManager,
  orderId: number,
  exceptId: number | null = null,
): Promise<TakenLine[]> {
  const requests = await em.find(AfterSaleRequest, {
    orderId,
    status: { $in: [...LIVE_STATUSES] },
    ...(exceptId !== null && { id: { $ne: exceptId } }),
  });
  if (requests.length === 0) return [];
  const byId = new Map(requests.map((request) => [request.id, request]));
  const lines = await em.find(AfterSaleLine, { request: { $in: [...byId.keys()] } });
  return lines.map((line) => {
    const request = byId.get(line.request.id)!;
    return {
      orderLineId: line.orderLineId,
      quantity: line.quantity,
      refundFen: line.refundFen,
      type: request.type,
      freightRefundFen: request.freightRefundFen,
    };
  });
}

/** A request's lines as the quote grants them, with the part as it was bought. */
export function addLines(
  em: EntityManager,
  request: AfterSaleRequest,
  order: AfterSaleOrder,
  quote: RefundQuote,
): void {
  for (const line of quote.lines) {
    const bought = order.lines.find((candidate) => candidate.id === line.orderLineId)!;
    em.create(AfterSaleLine, {
      request: request.id,
      orderLineId: bought.id,
      productId: bought.productId,
      mpn: bought.mpn,
      brandName: bought.brandName,
      package: bought.package,
      quantity: line.quantity,
      refundFen: line.refundFen,
    });
  }
}
