import { z } from 'zod';
import { defineRoute } from '../../rest/route.js';
import { toOrderNode } from '../orders/orders.graphql.js';
import type { OrdersService } from '../orders/orders.service.js';
import { buyRequestOf } from './flash-sales.graphql.js';
import type { FlashSaleSessionView } from './flash-sale-views.js';
import { DeliveryMethod, InvoiceType } from './flash-sales.entities.js';
import type { FlashSalesService } from './flash-sales.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const state = z.enum(['NOT_STARTED', 'ON_SALE', 'SOLD_OUT', 'PAUSED', 'ENDED']);

const session = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.string().describe('ActivityStatus of the GraphQL schema'),
    state,
    startsAt: z.string(),
    endsAt: z.string(),
    abnormalReason: z.string().nullable(),
    myReminder: z.enum(['SET', 'CANCELLED', 'SENT']).nullable(),
    items: z.array(
      z.object({
        id: z.string(),
        part: z.object({
          productId: z.string(),
          mpn: z.string(),
          brandName: z.string(),
          package: z.string(),
          imageUrl: z.string(),
        }),
        salePriceMilli: z.number().int().describe('0.0001 yuan'),
        listPriceMilli: z.number().int().describe('0.0001 yuan'),
        stock: z.number().int(),
        sold: z.number().int(),
        remaining: z.number().int(),
        soldPercent: z.number().int(),
        perUserLimit: z.number().int(),
        state,
        myBought: z.number().int().nullable(),
      }),
    ),
  })
  .describe('The GraphQL FlashSaleSession with the same fields');

const sessionData = (view: FlashSaleSessionView) => ({
  ...view,
  startsAt: view.startsAt.toISOString(),
  endsAt: view.endsAt.toISOString(),
});

const deliveryMethod = z.enum([DeliveryMethod.EXPRESS, DeliveryMethod.PICKUP]);
const invoiceType = z.enum([InvoiceType.NONE, InvoiceType.PERSONAL, InvoiceType.ENTERPRISE]);

/** Flash-sale routes under /api/activity/flash-sale: the list for anyone, the buy with a session (-202 without). */
export function flashSaleRoutes(service: FlashSalesService, orders: OrdersService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/activity/flash-sale/list',
      tag: 'activity',
      summary: "Flash-sale sessions of a UTC day, or today's and the coming days' (flashSaleSessions)",
      body: z.object({ day: z.string().optional().describe('YYYY-MM-DD (UTC); absent: today and the coming days') }),
      data: z.object({ sessions: z.array(session) }),
      handle: async (ctx, { body }) => ({
        sessions: (await service.sessions(ctx, body.day ?? null)).map(sessionData),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/flash-sale/buy',
      tag: 'activity',
      summary:
        'Buys a flash-sale item at the sale price; a repeated idempotencyKey answers the same order; ' +
        'HTTP 503 SERVER_BUSY when the server is too crowded (buyFlashSale)',
      body: z.object({
        itemId: idText,
        quantity: z.number().int().optional().describe('1 by default'),
        idempotencyKey: z.string().min(8).max(64),
        deliveryMethod,
        addressId: idText.optional(),
        pickup: z.object({ pointId: idText, date: z.string(), timeSlot: z.string(), personId: idText }).optional(),
        invoice: z
          .object({ type: invoiceType, title: z.string().optional(), taxNumber: z.string().optional() })
          .optional(),
        remark: z.string().max(1000).optional(),
      }),
      data: z.object({
        id: z.string(),
        number: z.string(),
        status: z.string(),
        payableFen: z.number().int(),
        expiresAt: z.string().describe('End of the flash-sale payment window'),
      }),
      handle: async (ctx, { body }) => {
        const placed = await service.buy(
          ctx,
          buyRequestOf({
            ...body,
            quantity: body.quantity ?? null,
            addressId: body.addressId ?? null,
            pickup: body.pickup ?? null,
            invoice: body.invoice ?? null,
            remark: body.remark ?? null,
          }),
        );
        const order = toOrderNode(await orders.orderDetail(ctx, placed.id));
        return {
          id: order.id,
          number: order.number,
          status: order.status,
          payableFen: order.payableFen,
          expiresAt: new Date(order.expiresAt).toISOString(),
        };
      },
    }),
  ];
}
