import { z } from 'zod';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { MAX_TRANSFER_PROOFS, type RefundTasks } from './refund-tasks.js';
import { RefundStatus, type Refund } from './refunds.entities.js';
import { toRefundNode } from './refunds.graphql.js';

const idText = z.union([z.string().max(20), z.number().int()]);

const refundData = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  amount_fen: z.number().int(),
  method: z.enum(['BALANCE', 'WECHAT', 'ALIPAY', 'BANK_TRANSFER']),
  status: z.enum(['PENDING', 'TO_TRANSFER', 'SUCCEEDED', 'FAILED']),
  reason: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  transfer_proof_urls: z.array(z.string()),
});

function toRefundData(refund: Refund): z.infer<typeof refundData> {
  const node = toRefundNode(refund);
  return {
    id: node.id,
    order_id: node.orderId,
    order_number: node.orderNumber,
    amount_fen: node.amountFen,
    method: node.method,
    status: node.status,
    reason: node.reason,
    created_at: node.createdAt.toISOString(),
    settled_at: node.settledAt?.toISOString() ?? null,
    transfer_proof_urls: node.transferProofUrls,
  };
}

export function refundRoutes(tasks: RefundTasks) {
  return [
    defineRoute({
      method: 'POST',
      path: '/order/refunds',
      tag: 'order',
      summary:
        "The refunds of an order, oldest first (orderRefunds): the signed-in buyer's own order, or any order for " +
        'staff; code -404 for an order that is not theirs, -202 without a session',
      body: z.object({ order_id: idText }),
      data: z.object({ refunds: z.array(refundData) }),
      handle: async (ctx, { body }) => ({
        refunds: (await tasks.ofOrder(ctx, parseId(body.order_id, ['order_id']))).map(toRefundData),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/refund/list',
      reads: true,
      tag: 'admin',
      summary:
        'Staff: refunds newest first by states, e.g. the bank transfers to make (staffRefunds); ' +
        'code -403 without the permission, -202 without a session',
      body: z.object({
        statuses: z.array(z.enum(Object.values(RefundStatus) as [RefundStatus, ...RefundStatus[]])).optional(),
        first: z.number().int().optional(),
        after: z.string().optional(),
      }),
      data: z.object({
        refunds: z.array(refundData),
        total_count: z.number().int(),
        end_cursor: z.string().nullable(),
        has_next_page: z.boolean(),
      }),
      handle: async (ctx, { body }) => {
        const page = await tasks.list(ctx, body.statuses ?? null, pageRequest(body.first, body.after));
        return {
          refunds: page.items.map(toRefundData),
          total_count: page.totalCount,
          end_cursor: page.hasNextPage ? encodeCursor(page.items.at(-1)!.id) : null,
          has_next_page: page.hasNextPage,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/refund/confirm-transfer',
      tag: 'admin',
      summary:
        `Sales and admin staff: the bank transfer of a refund was made (multipart: refund_id and 1 to ` +
        `${MAX_TRANSFER_PROOFS} proof images in fields named \`file\`); the refund succeeds; -4105 when it is not a ` +
        `transfer to make`,
      multipart: { maxFiles: MAX_TRANSFER_PROOFS + 1 },
      body: z.object({ refund_id: idText }),
      data: refundData,
      handle: async (ctx, { body, files }) =>
        toRefundData(await tasks.confirmTransfer(ctx, parseId(body.refund_id, ['refund_id']), files)),
    }),
  ];
}
