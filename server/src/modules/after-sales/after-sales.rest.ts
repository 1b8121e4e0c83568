import { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { toOptionsNode } from './after-sale-nodes.graphql.js';
import { afterSaleRequestData, fen, idText, iso, status, toRequestData, type } from './after-sale-rest-data.js';
import { MAX_PROOF_IMAGES, type RequestedLine } from './after-sale-rules.js';
import type { AfterSaleType } from './after-sales.entities.js';
import type { AfterSaleForm, AfterSalesService } from './after-sales.service.js';

const sessionNote = 'code -202 without a valid session';
const linesJson = z.string().max(20_000).describe('JSON text: [{"order_line_id":"5","quantity":2}]');

/** The lines of a multipart form (JSON text) or a JSON body (an array). */
function linesOf(value: unknown): RequestedLine[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  const lines = z.array(z.object({ order_line_id: idText, quantity: z.number().int() })).safeParse(parsed);
  if (!lines.success) throw new DomainError('INVALID_INPUT', { params: { field: 'lines' }, field: ['lines'] });
  return lines.data.map((line) => ({
    orderLineId: parseId(line.order_line_id, ['lines']),
    quantity: line.quantity,
  }));
}

const applyFields = {
  type,
  reason: z.string().max(32),
  explanation: z.string().max(2000).optional(),
  contact_phone: z.string().max(40),
  lines: linesJson,
};

function formOf(
  orderId: number,
  body: { type: AfterSaleType; reason: string; explanation?: string | undefined; contact_phone: string; lines: string },
): AfterSaleForm {
  return {
    orderId,
    type: body.type,
    reasonCode: body.reason,
    explanation: body.explanation,
    contactPhone: body.contact_phone,
    lines: linesOf(body.lines),
  };
}

const filesNote = `up to ${MAX_PROOF_IMAGES} proof images in fields named \`file\``;

/** After-sales routes under /api/after-sale; every one needs a session. */
export function afterSaleRoutes(service: AfterSalesService) {
  const detail = async (ctx: RequestContext, id: number) => toRequestData(await service.detail(ctx, id));
  const idBody = z.object({ id: idText });
  const move = (path: string, summary: string, run: (ctx: RequestContext, id: number) => Promise<void>) =>
    defineRoute({
      method: 'POST',
      path,
      tag: 'after-sale',
      summary: `${summary}; ${sessionNote}`,
      body: idBody,
      data: afterSaleRequestData,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await run(ctx, id);
        return detail(ctx, id);
      },
    });
  return [
    defineRoute({
      method: 'POST',
      path: '/after-sale/apply',
      tag: 'after-sale',
      summary: `Applies for after-sales on a received order (multipart: order_id, type, reason, explanation, contact_phone, lines, ${filesNote}); ${sessionNote}`,
      multipart: { maxFiles: MAX_PROOF_IMAGES + 1 },
      body: z.object({ order_id: idText, ...applyFields }),
      data: afterSaleRequestData,
      handle: async (ctx, { body, files }) => {
        const created = await service.apply(ctx, formOf(parseId(body.order_id, ['order_id']), body), files);
        return detail(ctx, created.id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/resubmit',
      tag: 'after-sale',
      summary: `Changes a rejected or cancelled request and sends it to review again (multipart: id and the apply fields; new images replace the old); ${sessionNote}`,
      multipart: { maxFiles: MAX_PROOF_IMAGES + 1 },
      body: z.object({ id: idText, ...applyFields }),
      data: afterSaleRequestData,
      handle: async (ctx, { body, files }) => {
        const id = parseId(body.id, ['id']);
        await service.resubmit(ctx, id, formOf(0, body), files);
        return detail(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/proof',
      tag: 'after-sale',
      summary: `Adds proof images to a request under review (multipart: id, ${filesNote}); ${sessionNote}`,
      multipart: { maxFiles: MAX_PROOF_IMAGES + 1 },
      body: idBody,
      data: afterSaleRequestData,
      handle: async (ctx, { body, files }) => {
        const id = parseId(body.id, ['id']);
        await service.addProof(ctx, id, files);
        return detail(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/list',
      tag: 'after-sale',
      summary: `The buyer's requests, newest first (myAfterSaleRequests); ${sessionNote}`,
      body: z.object({
        statuses: z.array(status).optional(),
        first: z.number().int().optional(),
        after: z.string().optional(),
      }),
      data: z.object({
        requests: z.array(afterSaleRequestData),
        total_count: z.number().int(),
        end_cursor: z.string().nullable(),
        has_next_page: z.boolean(),
      }),
      handle: async (ctx, { body }) => {
        const page = await service.mine(ctx, body.statuses, pageRequest(body.first, body.after));
        const requests = page.items.map(toRequestData);
        return {
          requests,
          total_count: page.totalCount,
          end_cursor: page.hasNextPage ? encodeCursor(Number(requests.at(-1)!.id)) : null,
          has_next_page: page.hasNextPage,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/detail',
      tag: 'after-sale',
      summary: `One of the buyer's requests with its timeline (afterSaleRequest); ${sessionNote}`,
      body: idBody,
      data: afterSaleRequestData,
      handle: (ctx, { body }) => detail(ctx, parseId(body.id, ['id'])),
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/options',
      tag: 'after-sale',
      summary: `What the apply page offers for one of the buyer's orders (afterSaleOptions); ${sessionNote}`,
      body: z.object({ order_id: idText }),
      data: z.object({
        order_id: z.string(),
        order_number: z.string(),
        eligible: z.boolean(),
        ineligible_code: z.string().nullable(),
        no_reason_return_until: z.string().nullable(),
        types: z.array(type),
        reasons: z.array(z.object({ type, code: z.string(), no_reason: z.boolean() })),
        lines: z.array(
          z.object({
            order_line_id: z.string(),
            product_id: z.string(),
            mpn: z.string(),
            brand_name: z.string(),
            package: z.string(),
            bought_quantity: z.number().int(),
            available_quantity: z.number().int(),
            unit_price_milli: z.number().int(),
            paid_share_fen: fen,
          }),
        ),
        max_proof_images: z.number().int(),
      }),
      handle: async (ctx, { body }) => {
        const node = toOptionsNode(await service.options(ctx, parseId(body.order_id, ['order_id'])));
        return {
          order_id: node.orderId,
          order_number: node.orderNumber,
          eligible: node.eligible,
          ineligible_code: node.ineligibleCode,
          no_reason_return_until: iso(node.noReasonReturnUntil),
          types: node.types,
          reasons: node.reasons.map((reason) => ({ type: reason.type, code: reason.code, no_reason: reason.noReason })),
          lines: node.lines.map((line) => ({
            order_line_id: line.orderLineId,
            product_id: line.productId,
            mpn: line.mpn,
            brand_name: line.brandName,
            package: line.package,
            bought_quantity: line.boughtQuantity,
            available_quantity: line.availableQuantity,
            unit_price_milli: line.unitPriceMilli,
            paid_share_fen: line.paidShareFen,
          })),
          max_proof_images: node.maxProofImages,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/quote',
      tag: 'after-sale',
      summary: `The refund the server grants for these lines now (afterSaleQuote); ${sessionNote}`,
      body: z.object({
        order_id: idText,
        type,
        lines: z.array(z.object({ order_line_id: idText, quantity: z.number().int() })),
      }),
      data: z.object({ refund_fen: fen, freight_refund_fen: fen }),
      handle: async (ctx, { body }) => {
        const quote = await service.quote(ctx, parseId(body.order_id, ['order_id']), body.type, linesOf(body.lines));
        return { refund_fen: quote.refundFen, freight_refund_fen: quote.freightRefundFen };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/after-sale/ship-return',
      tag: 'after-sale',
      summary: `Ships an approved return: a carrier code and its waybill (shipAfterSaleReturn); ${sessionNote}`,
      body: z.object({ id: idText, carrier: z.string().max(32), waybill_number: z.string().max(64) }),
      data: afterSaleRequestData,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await service.shipReturn(ctx, id, body.carrier, body.waybill_number);
        return detail(ctx, id);
      },
    }),
    move('/after-sale/cancel', 'Withdraws a request; it may be resubmitted (cancelAfterSale)', (ctx, id) =>
      service.cancel(ctx, id),
    ),
    move(
      '/after-sale/confirm-replacement',
      'Confirms the replacement arrived (confirmAfterSaleReplacement)',
      (ctx, id) => service.confirmReplacement(ctx, id),
    ),
  ];
}
