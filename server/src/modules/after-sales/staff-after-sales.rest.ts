import { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.js';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { afterSaleRequestData, idText, toRequestData } from './after-sale-rest-data.js';
import { AfterSaleStatus, AfterSaleType } from './after-sales.entities.js';
import type { AfterSalesService } from './after-sales.service.js';

const staffNote = 'code -403 without the permission, -202 without a session';

/** The staff twins of the after-sales mutations and queue, under /api/admin/after-sale. */
export function staffAfterSaleRoutes(service: AfterSalesService) {
  const move = <B extends z.ZodRawShape>(
    path: string,
    summary: string,
    fields: B,
    run: (ctx: RequestContext, id: number, body: z.infer<z.ZodObject<B>>) => Promise<void>,
  ) =>
    defineRoute({
      method: 'POST',
      path: `/admin/after-sale/${path}`,
      tag: 'admin-after-sale',
      summary: `${summary}; ${staffNote}`,
      body: z.object({ id: idText, ...fields }),
      data: afterSaleRequestData,
      handle: async (ctx, { body }) => {
        const id = parseId((body as { id: string | number }).id, ['id']);
        await run(ctx, id, body as z.infer<z.ZodObject<B>>);
        return toRequestData(await service.detail(ctx, id));
      },
    });
  return [
    defineRoute({
      method: 'POST',
      path: '/admin/after-sale/list',
      reads: true,
      tag: 'admin-after-sale',
      summary: `The after-sales queue, newest first, by states, types, age and service or order number (staffAfterSaleRequests); ${staffNote}`,
      body: z.object({
        statuses: z.array(z.enum(Object.values(AfterSaleStatus) as [AfterSaleStatus, ...AfterSaleStatus[]])).optional(),
        types: z.array(z.enum(Object.values(AfterSaleType) as [AfterSaleType, ...AfterSaleType[]])).optional(),
        older_than_hours: z.number().int().min(0).max(100_000).optional(),
        search: z.string().max(64).optional(),
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
        const filter = {
          statuses: body.statuses,
          types: body.types,
          olderThanHours: body.older_than_hours,
          search: body.search,
        };
        const page = await service.staffQueue(ctx, filter, pageRequest(body.first, body.after));
        const requests = page.items.map(toRequestData);
        return {
          requests,
          total_count: page.totalCount,
          end_cursor: page.hasNextPage ? encodeCursor(Number(requests.at(-1)!.id)) : null,
          has_next_page: page.hasNextPage,
        };
      },
    }),
    move('approve', 'Approves by the type: refund, return (its deadline starts) or replenishment', {}, (ctx, id) =>
      service.approve(ctx, id),
    ),
    move('reject', 'Rejects with a reason the buyer is told', { reason: z.string().max(1000) }, (ctx, id, body) =>
      service.reject(ctx, id, body.reason),
    ),
    move('request-proof', 'Asks the buyer for more proof', { note: z.string().max(1000) }, (ctx, id, body) =>
      service.requestProof(ctx, id, body.note),
    ),
    move(
      'receive',
      'The return arrived; goods that are fine go back on the shelf',
      { goods_fine: z.boolean() },
      (ctx, id, body) => service.receiveReturn(ctx, id, body.goods_fine),
    ),
    move('refund', 'Refunds the request the way the order was paid', {}, (ctx, id) => service.issueRefund(ctx, id)),
    move(
      'ship',
      'Ships the replacement with a carrier code and its waybill',
      { carrier: z.string().max(32), waybill_number: z.string().max(64) },
      (ctx, id, body) => service.shipReplacement(ctx, id, body.carrier, body.waybill_number),
    ),
    defineRoute({
      method: 'POST',
      path: '/admin/order/cancel-paid',
      tag: 'admin-after-sale',
      summary: `Closes a paid, unshipped order that cannot be fulfilled and refunds it in full (cancelPaidOrder); ${staffNote}`,
      body: z.object({ order_id: idText, reason: z.string().max(1000) }),
      data: z.object({ order_id: z.string(), status: z.literal('CLOSED') }),
      handle: async (ctx, { body }) => {
        const orderId = parseId(body.order_id, ['order_id']);
        await service.cancelPaidOrder(ctx, orderId, body.reason);
        return { order_id: String(orderId), status: 'CLOSED' as const };
      },
    }),
  ];
}
