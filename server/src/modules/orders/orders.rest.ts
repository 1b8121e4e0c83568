import { z } from 'zod';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import {
  placeOrderInputOf,
  promotionChoiceOf,
  toOrderNode,
  toQuoteNode,
  type CheckoutSourceInput,
} from './orders.graphql.js';
import { DeliveryMethod, InvoiceType } from './orders.entities.js';
import { OrderTab, type OrdersService } from './orders.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const orderId = z.object({ id: idText });

const source = {
  productId: idText.optional().describe('Buy now: this part; absent: the selected cart lines'),
  quantity: z.number().int().optional().describe('Buy now: pieces'),
};

/** The coupon and points chosen, as on the confirm page (CheckoutPromotionsInput). */
const promotions = {
  couponId: idText.optional().describe('The coupon to use; absent (and noCoupon not true): the best one'),
  noCoupon: z.boolean().optional().describe('Use no coupon'),
  points: z.number().int().min(0).optional().describe('Points to spend; absent: none'),
};
const promotionsOf = (body: {
  couponId?: string | undefined;
  noCoupon?: boolean | undefined;
  points?: number | undefined;
}) =>
  promotionChoiceOf({ couponId: body.couponId ?? null, noCoupon: body.noCoupon ?? null, points: body.points ?? null });

const fen = z.number().int();
const quote = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      cartLineId: z.string().nullable(),
      mpn: z.string(),
      brandName: z.string(),
      quantity: z.number().int(),
      unitPriceMilli: z.number().int().describe('0.0001 yuan'),
      lineTotalFen: fen,
      problem: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
  itemsFen: fen,
  memberDiscountFen: fen,
  couponDeductionFen: fen,
  pointsDeductionFen: fen,
  freightFen: fen,
  payableFen: fen,
  coupons: z.array(
    z.object({
      couponId: z.string(),
      title: z.string(),
      usable: z.boolean(),
      deductionFen: fen,
      reason: z.object({ code: z.string(), message: z.string() }).nullable(),
      validUntil: z.string(),
    }),
  ),
  selectedCouponId: z.string().nullable(),
  points: z
    .object({ balance: z.number().int(), maxUsable: z.number().int(), used: z.number().int(), fenPerPoint: fen })
    .nullable(),
});

const order = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.string().describe('OrderStatus of the GraphQL schema'),
    kind: z.enum(['GOODS', 'MEMBERSHIP', 'BLIND_BOX_OPEN']),
    title: z.string().nullable().describe('What a membership order sells'),
    createdAt: z.string(),
    expiresAt: z.string().describe('End of the 30-minute payment window'),
    lines: z.array(z.object({ mpn: z.string(), quantity: z.number().int(), lineTotalFen: fen })),
    itemsFen: fen,
    memberDiscountFen: fen,
    couponDeductionFen: fen,
    pointsDeductionFen: fen,
    couponTitle: z.string().nullable(),
    pointsSpent: z.number().int(),
    freightFen: fen,
    payableFen: fen,
    paidFen: fen.nullable(),
    availableActions: z.array(z.string()),
  })
  .describe('The GraphQL Order with the same fields');

const sourceOf = (body: { productId?: string | undefined; quantity?: number | undefined }): CheckoutSourceInput => ({
  productId: body.productId ?? null,
  quantity: body.quantity ?? null,
});

/** The lowercase spellings of the façade for the GraphQL enums. */
const deliveryMethod = z.enum([DeliveryMethod.EXPRESS, DeliveryMethod.PICKUP]);
const invoiceType = z.enum([InvoiceType.NONE, InvoiceType.PERSONAL, InvoiceType.ENTERPRISE]);

/** Order routes under /api/order; every one needs a session and answers -202 without one. */
export function orderRoutes(service: OrdersService) {
  const detail = async (ctx: Parameters<OrdersService['orderDetail']>[0], id: number) =>
    toOrderNode(await service.orderDetail(ctx, id));
  return [
    defineRoute({
      method: 'POST',
      path: '/order/confirm',
      tag: 'order',
      summary: "The confirm page's lines and totals from the pricing pipeline (checkoutQuote)",
      body: z.object({ deliveryMethod, ...source, ...promotions }),
      data: quote,
      handle: async (ctx, { body }) => {
        const input = placeOrderInputOf({
          idempotencyKey: '',
          deliveryMethod: body.deliveryMethod,
          source: sourceOf(body),
        });
        const { lines, coupons, ...totals } = toQuoteNode(
          await service.quote(ctx, input.source, body.deliveryMethod, promotionsOf(body)),
          ctx.locale,
        );
        return {
          ...totals,
          coupons: coupons.map((coupon) => ({
            ...coupon,
            validUntil: coupon.validUntil.toISOString(),
            reason: coupon.reason && { code: coupon.reason.code, message: coupon.reason.message },
          })),
          lines: lines.map((line) => ({
            ...line,
            problem: line.problem && { code: line.problem.code, message: line.problem.message },
          })),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/place',
      tag: 'order',
      summary: 'Places an order; a repeated idempotencyKey answers the same order (placeOrder)',
      body: z.object({
        idempotencyKey: z.string().min(8).max(64),
        deliveryMethod,
        ...source,
        addressId: idText.optional(),
        pickup: z.object({ pointId: idText, date: z.string(), timeSlot: z.string(), personId: idText }).optional(),
        invoice: z
          .object({ type: invoiceType, title: z.string().optional(), taxNumber: z.string().optional() })
          .optional(),
        remark: z.string().max(1000).optional(),
        ...promotions,
      }),
      data: order,
      handle: async (ctx, { body }) => {
        const { couponId, noCoupon, points, ...rest } = body;
        const placed = await service.placeOrderDetail(ctx, {
          ...placeOrderInputOf({
            ...rest,
            source: sourceOf(body),
            addressId: body.addressId ?? null,
            pickup: body.pickup ?? null,
          }),
          promotions: promotionsOf({ couponId, noCoupon, points }),
        });
        return toOrderNode(placed);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/list',
      tag: 'order',
      summary: "The buyer's orders of a tab, newest first, with the tab counts (myOrders, orderTabCounts)",
      body: z.object({
        tab: z.enum(Object.values(OrderTab) as [OrderTab, ...OrderTab[]]).optional(),
        first: z.number().int().optional(),
        after: z.string().optional(),
      }),
      data: z.object({
        orders: z.array(order),
        totalCount: z.number().int(),
        endCursor: z.string().nullable(),
        hasNextPage: z.boolean(),
        tabCounts: z.record(z.string(), z.number().int()),
      }),
      handle: async (ctx, { body }) => {
        const page = await service.myOrders(ctx, { tab: body.tab }, pageRequest(body.first, body.after));
        const orders = page.items.map(toOrderNode);
        return {
          orders,
          totalCount: page.totalCount,
          endCursor: page.hasNextPage ? encodeCursor(Number(orders.at(-1)!.id)) : null,
          hasNextPage: page.hasNextPage,
          tabCounts: await service.tabCounts(ctx),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/detail',
      tag: 'order',
      summary: "One of the buyer's orders with lines and timeline (order)",
      body: orderId,
      data: order,
      handle: (ctx, { body }) => detail(ctx, parseId(body.id, ['id'])),
    }),
    defineRoute({
      method: 'POST',
      path: '/order/cancel',
      tag: 'order',
      summary: 'Cancels an unpaid order with a reason; its stock returns (cancelOrder)',
      body: z.object({ id: idText, reason: z.string() }),
      data: order,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await service.cancel(ctx, id, body.reason);
        return detail(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/delete',
      tag: 'order',
      summary: 'Removes a finished order from the list (deleteOrder)',
      body: orderId,
      data: z.object({ deletedOrderId: z.string() }),
      handle: async (ctx, { body }) => {
        await service.deleteOrder(ctx, parseId(body.id, ['id']));
        return { deletedOrderId: body.id };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/pay',
      tag: 'order',
      summary: 'Pays with the account balance after the payment password (payOrderWithBalance)',
      body: z.object({ id: idText, paymentPassword: z.string() }),
      data: order,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await service.payWithBalance(ctx, id, body.paymentPassword);
        return detail(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/confirmReceipt',
      tag: 'order',
      summary: 'Confirms that a shipped order arrived (confirmReceipt)',
      body: orderId,
      data: order,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await service.confirmReceipt(ctx, id);
        return detail(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/remind',
      tag: 'order',
      summary: 'Reminds the seller to ship a paid order, once a day (remindToShip)',
      body: orderId,
      data: order,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await service.remindToShip(ctx, id);
        return detail(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/buyAgain',
      tag: 'order',
      summary: "Puts an order's parts back into the cart (buyAgain)",
      body: orderId,
      data: z.object({ addedCount: z.number().int(), skippedCount: z.number().int() }),
      handle: async (ctx, { body }) => {
        const { added, skipped } = await service.buyAgain(ctx, parseId(body.id, ['id']));
        return { addedCount: added, skippedCount: skipped };
      },
    }),
  ];
}
