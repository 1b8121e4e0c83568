import { z } from 'zod';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { OrderStatus } from './orders.entities.js';
import type { OrdersService } from './orders.service.js';
import { toStaffDetailNode, toSummaryNode } from './staff-orders.graphql.js';
import type { StaffOrdersService } from './staff-orders.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const staffNote = 'sales and admin staff only (code -403 otherwise)';

const summary = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  createdAt: z.string(),
  payableFen: z.number().int(),
  lineCount: z.number().int(),
  moneyToReturnFen: z.number().int().describe('Provider money the shop still has to return (0: none)'),
  buyer: z.object({ id: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
});

const auditEntry = z.object({
  at: z.string(),
  kind: z.string(),
  action: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  description: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string(), roles: z.array(z.string()) }).nullable(),
});

export function staffOrderRoutes(staffOrders: StaffOrdersService, orders: OrdersService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/admin/order/list',
      reads: true,
      tag: 'order',
      summary: `Every order, newest first, by part of its number or the buyer's e-mail/phone; ${staffNote}`,
      body: z.object({
        q: z.string().max(64).optional(),
        status: z.enum(OrderStatus).optional(),
        moneyToReturn: z.boolean().optional().describe('true: only orders with provider money to return'),
        first: z.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
        after: z.string().max(64).optional().describe('endCursor of the previous page'),
      }),
      data: z.object({ items: z.array(summary), totalCount: z.number().int(), endCursor: z.string().nullable() }),
      handle: async (ctx, { body }) => {
        const page = await staffOrders.search(
          ctx,
          { query: body.q ?? null, status: body.status ?? null, moneyToReturn: body.moneyToReturn ?? null },
          pageRequest(body.first, body.after),
        );
        const items = page.items.map((item) => {
          const node = toSummaryNode(item);
          return { ...node, createdAt: node.createdAt.toISOString() };
        });
        const last = page.items.at(-1);
        return {
          items,
          totalCount: page.totalCount,
          endCursor: page.hasNextPage && last ? encodeCursor(last.id) : null,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/order/audit',
      reads: true,
      tag: 'order',
      summary: `An order's audit trail, oldest first: who did what, when; ${staffNote}`,
      body: z.object({ id: idText }),
      data: z.array(auditEntry),
      handle: async (ctx, { body }) =>
        toStaffDetailNode(await staffOrders.detail(ctx, parseId(body.id, ['id']))).audit.map((entry) => ({
          at: entry.at.toISOString(),
          kind: entry.kind,
          action: entry.action,
          fromStatus: entry.fromStatus,
          toStatus: entry.toStatus,
          description: entry.description,
          actor: entry.actor,
        })),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/order/approve',
      tag: 'order',
      summary: `Approves an order pending approval; its payment window starts; ${staffNote}`,
      body: z.object({ id: idText }),
      data: z.object({ id: z.string(), status: z.string() }),
      handle: async (ctx, { body }) => {
        const order = await orders.approve(ctx, parseId(body.id, ['id']));
        return { id: String(order.id), status: order.status };
      },
    }),
  ];
}
