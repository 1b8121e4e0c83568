import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { RemittanceStatus, type BankRemittance } from './payments.entities.js';
import { friendPayPath, toRemittanceNode } from './payments.graphql.js';
import type { PaymentStartView, PaymentsService } from './payments.service.js';
import { MAX_REMITTANCE_PROOFS, type RemittanceService } from './remittance.service.js';

const orderId = z.union([z.string().max(20), z.number().int()]).describe("Id of one of the signed-in user's orders");
const orderIdOf = (value: string | number) => parseId(value, ['order_id']);
const method = z.enum(['wechat', 'alipay']);
const sessionNote = 'code -202 without a valid session';

const paymentStart = z.object({
  order_id: z.string(),
  order_number: z.string(),
  method,
  out_trade_no: z.string(),
  amount_fen: z.number().int(),
  expires_at: z.string(),
  pay_url: z.string(),
  /** The REST façade starts desktop payments: scan to pay, so always set. */
  qr_content: z.string().nullable(),
});

const remittanceData = z.object({
  id: z.string(),
  order_id: z.string(),
  amount_fen: z.number().int(),
  payer_name: z.string(),
  bank: z.string(),
  account: z.string(),
  country: z.string().nullable(),
  card_number: z.string().nullable(),
  proof_urls: z.array(z.string()),
  status: z.enum(['under_review', 'confirmed', 'rejected']),
  reject_reason: z.string().nullable(),
  submitted_at: z.string(),
});

function toPaymentStartData(start: PaymentStartView): z.infer<typeof paymentStart> {
  return {
    order_id: String(start.orderId),
    order_number: start.orderNumber,
    method: start.provider,
    out_trade_no: start.outTradeNo,
    amount_fen: start.amountFen,
    expires_at: start.expiresAt.toISOString(),
    pay_url: start.payUrl,
    qr_content: start.action === 'scan' ? start.qrContent : null,
  };
}

/** The façade answers the values it always has; the database now stores the GraphQL enum's. */
const restRemittanceStatusOf = {
  [RemittanceStatus.UNDER_REVIEW]: 'under_review',
  [RemittanceStatus.CONFIRMED]: 'confirmed',
  [RemittanceStatus.REJECTED]: 'rejected',
} as const satisfies Record<RemittanceStatus, string>;

function toRemittanceData(remittance: BankRemittance): z.infer<typeof remittanceData> {
  const node = toRemittanceNode(remittance);
  return {
    id: node.id,
    order_id: node.orderId,
    amount_fen: node.amountFen,
    payer_name: node.payerName,
    bank: node.bank,
    account: node.account,
    country: node.country,
    card_number: node.cardNumber,
    proof_urls: node.proofUrls,
    status: restRemittanceStatusOf[node.status],
    reject_reason: node.rejectReason,
    submitted_at: node.submittedAt.toISOString(),
  };
}

export function paymentRoutes(payments: PaymentsService, remittances: RemittanceService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/pay/create',
      tag: 'pay',
      summary: `Starts paying an order by WeChat Pay or Alipay; -300x when the order cannot be paid (expired, paid); ${sessionNote}`,
      body: z.object({ order_id: orderId, method }),
      data: paymentStart,
      handle: async (ctx, { body }) =>
        toPaymentStartData(await payments.createPayment(ctx, orderIdOf(body.order_id), body.method)),
    }),
    defineRoute({
      method: 'POST',
      path: '/pay/status',
      tag: 'pay',
      summary: `How paying the order went: UNPAID, PENDING, SUCCEEDED, FAILED (with reason), UNDER_REVIEW, REJECTED; ${sessionNote}`,
      body: z.object({ order_id: orderId }),
      data: z.object({
        order_id: z.string(),
        status: z.enum(['UNPAID', 'PENDING', 'SUCCEEDED', 'FAILED', 'UNDER_REVIEW', 'REJECTED']),
        method: z.string().nullable(),
        amount_fen: z.number().int().nullable(),
        paid_at: z.string().nullable(),
        reason: z.string().nullable(),
      }),
      handle: async (ctx, { body }) => {
        const result = await payments.paymentResult(ctx, orderIdOf(body.order_id));
        return {
          order_id: String(result.orderId),
          status: result.status,
          method: result.method,
          amount_fen: result.amountFen,
          paid_at: result.paidAt?.toISOString() ?? null,
          reason: result.reason,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/pay/remittance/submit',
      tag: 'pay',
      summary:
        `Reports an offline bank transfer (multipart: order_id, payer_name, bank, account, country, card_number and ` +
        `1 to ${MAX_REMITTANCE_PROOFS} proof images in fields named \`file\`); ${sessionNote}`,
      multipart: { maxFiles: MAX_REMITTANCE_PROOFS + 1 },
      body: z.object({
        order_id: orderId,
        payer_name: z.string().max(200).optional(),
        bank: z.string().max(200).optional(),
        account: z.string().max(200).optional(),
        country: z.string().max(200).optional(),
        card_number: z.string().max(200).optional(),
      }),
      data: remittanceData,
      handle: async (ctx, { body, files }) =>
        toRemittanceData(
          await remittances.submit(
            ctx,
            orderIdOf(body.order_id),
            {
              payerName: body.payer_name ?? '',
              bank: body.bank ?? '',
              account: body.account ?? '',
              country: body.country,
              cardNumber: body.card_number,
            },
            files,
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/pay/remittance/status',
      tag: 'pay',
      summary: `The user's latest remittance for the order (null when none); ${sessionNote}`,
      body: z.object({ order_id: orderId }),
      data: remittanceData.nullable(),
      handle: async (ctx, { body }) => {
        const remittance = await remittances.latest(ctx, orderIdOf(body.order_id));
        return remittance && toRemittanceData(remittance);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/pay/friend/link',
      tag: 'pay',
      summary: `A link through which another signed-in user pays the order; it expires with the order; ${sessionNote}`,
      body: z.object({ order_id: orderId }),
      data: z.object({ token: z.string(), path: z.string(), expires_at: z.string() }),
      handle: async (ctx, { body }) => {
        const link = await payments.createFriendPayLink(ctx, orderIdOf(body.order_id));
        return { token: link.token, path: friendPayPath(link.token), expires_at: link.expiresAt.toISOString() };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/pay/friend/create',
      tag: 'pay',
      summary: `Starts paying someone else's order through their link; -4014 for an unknown or expired link; ${sessionNote}`,
      body: z.object({ token: z.string().max(100), method }),
      data: paymentStart,
      handle: async (ctx, { body }) =>
        toPaymentStartData(await payments.createFriendPayment(ctx, body.token, body.method)),
    }),
  ];
}
