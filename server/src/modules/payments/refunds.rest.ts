import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { MAX_TRANSFER_PROOFS, type RefundTasks } from './refund-tasks.js';
import { toRefundNode } from './refunds.graphql.js';

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

export function refundRoutes(tasks: RefundTasks) {
  return [
    defineRoute({
      method: 'POST',
      path: '/admin/refund/confirm-transfer',
      tag: 'admin',
      summary:
        `Sales and admin staff: the bank transfer of a refund was made (multipart: refund_id and 1 to ` +
        `${MAX_TRANSFER_PROOFS} proof images in fields named \`file\`); the refund succeeds; -4105 when it is not a ` +
        `transfer to make`,
      multipart: { maxFiles: MAX_TRANSFER_PROOFS + 1 },
      body: z.object({ refund_id: z.union([z.string().max(20), z.number().int()]) }),
      data: refundData,
      handle: async (ctx, { body, files }) => {
        const node = toRefundNode(await tasks.confirmTransfer(ctx, parseId(body.refund_id, ['refund_id']), files));
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
      },
    }),
  ];
}
