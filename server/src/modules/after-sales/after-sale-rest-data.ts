import { z } from 'zod';
import { toAfterSaleNode } from './after-sale-nodes.graphql.js';
import { AfterSaleStatus, AfterSaleType } from './after-sales.entities.js';
import type { AfterSalesService } from './after-sales.service.js';

// The after-sales request as the REST façade answers it: the GraphQL type in snake_case.

export const idText = z.union([z.string().max(20), z.number().int()]);
export const fen = z.number().int();
export const type = z.enum(Object.values(AfterSaleType) as [AfterSaleType, ...AfterSaleType[]]);
export const status = z.enum(Object.values(AfterSaleStatus) as [AfterSaleStatus, ...AfterSaleStatus[]]);

export const afterSaleRequestData = z
  .object({
    id: z.string(),
    service_number: z.string(),
    type,
    status,
    order_id: z.string(),
    order_number: z.string(),
    lines: z.array(
      z.object({
        order_line_id: z.string(),
        mpn: z.string(),
        brand_name: z.string(),
        package: z.string(),
        quantity: z.number().int(),
        refund_fen: fen,
      }),
    ),
    reason: z.string(),
    explanation: z.string().nullable(),
    proof_image_urls: z.array(z.string()),
    contact_phone: z.string(),
    refund_fen: fen.describe('freight_refund_fen included'),
    freight_refund_fen: fen,
    return_address: z.string().nullable(),
    return_deadline_at: z.string().nullable(),
    return_carrier: z.string().nullable(),
    return_waybill_number: z.string().nullable(),
    return_shipped_at: z.string().nullable(),
    replacement_carrier: z.string().nullable(),
    replacement_waybill_number: z.string().nullable(),
    reject_reason: z.string().nullable(),
    proof_request: z.string().nullable(),
    goods_fine: z.boolean().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    timeline: z.array(
      z.object({
        at: z.string(),
        action: z.string(),
        from_status: z.string().nullable(),
        to_status: z.string().nullable(),
        actor_kind: z.string(),
        note: z.string().nullable(),
      }),
    ),
    available_actions: z.array(z.string()),
  })
  .describe('The GraphQL AfterSaleRequest in snake_case');

export const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toRequestData(
  view: Awaited<ReturnType<AfterSalesService['detail']>>,
): z.infer<typeof afterSaleRequestData> {
  const node = toAfterSaleNode(view);
  return {
    id: node.id,
    service_number: node.serviceNumber,
    type: node.type,
    status: node.status,
    order_id: node.orderId,
    order_number: node.orderNumber,
    lines: node.lines.map((line) => ({
      order_line_id: line.orderLineId,
      mpn: line.mpn,
      brand_name: line.brandName,
      package: line.package,
      quantity: line.quantity,
      refund_fen: line.refundFen,
    })),
    reason: node.reasonCode,
    explanation: node.explanation,
    proof_image_urls: node.proofImageUrls,
    contact_phone: node.contactPhone,
    refund_fen: node.refundFen,
    freight_refund_fen: node.freightRefundFen,
    return_address: node.returnAddress,
    return_deadline_at: iso(node.returnDeadlineAt),
    return_carrier: node.returnCarrier,
    return_waybill_number: node.returnWaybillNumber,
    return_shipped_at: iso(node.returnShippedAt),
    replacement_carrier: node.replacementCarrier,
    replacement_waybill_number: node.replacementWaybillNumber,
    reject_reason: node.rejectReason,
    proof_request: node.proofRequest,
    goods_fine: node.goodsFine,
    created_at: node.createdAt.toISOString(),
    updated_at: node.updatedAt.toISOString(),
    timeline: node.timeline.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor_kind: event.actorKind,
      note: event.note,
    })),
    available_actions: node.availableActions,
  };
}
