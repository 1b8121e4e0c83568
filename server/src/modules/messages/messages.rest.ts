import { z } from 'zod';
import { pageRequest, toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { toMessageNode } from './messages.graphql.js';
import { MessageKind } from './messages.entities.js';
import type { MessageService, MessageView } from './messages.service.js';

const idParameter = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,15}$/))
  .describe('Message id');
const kind = z.enum(MessageKind);

const unreadCounts = z.object({
  all: z.number().int().describe('Unread messages of every kind: the header badge'),
  system: z.number().int(),
  platform: z.number().int(),
  other: z.number().int(),
});

const message = z.object({
  id: z.string(),
  kind,
  title: z.string().describe("In the reader's language; plain text, escape it"),
  body: z.string().describe('Plain text, escape it'),
  link: z.string().nullable().describe('A route of the shop the message is about'),
  createdAt: z.string().describe('ISO 8601 time'),
  readAt: z.string().nullable().describe('ISO 8601 time; null while unread'),
});

function toRestMessage(view: MessageView): z.infer<typeof message> {
  const node = toMessageNode(view);
  return { ...node, createdAt: node.createdAt.toISOString(), readAt: node.readAt?.toISOString() ?? null };
}

export function messageRoutes(messages: MessageService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/message/unreadCount',
      tag: 'message',
      summary: 'Unread messages of the signed-in user: data.all and per kind; code -202 without a session',
      data: unreadCounts,
      handle: (ctx) => messages.unreadCounts(ctx),
    }),
    defineRoute({
      method: 'POST',
      path: '/message/list',
      tag: 'message',
      summary: "The signed-in user's messages, newest first, a page at a time",
      body: z
        .object({
          kind: kind.optional().describe('Only this tab'),
          read: z.boolean().optional().describe('true: only read; false: only unread; absent: both'),
          first: z.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
          after: z.string().max(200).optional().describe('endCursor of the previous page'),
        })
        .default({}),
      data: z.object({
        items: z.array(message),
        totalCount: z.number().int(),
        hasNextPage: z.boolean(),
        endCursor: z.string().nullable(),
      }),
      handle: async (ctx, { body }) => {
        const page = await messages.list(
          ctx,
          { kind: body.kind, read: body.read },
          pageRequest(body.first, body.after),
        );
        const connection = toConnection(page, toRestMessage);
        return {
          items: connection.edges.map((edge) => edge.node),
          totalCount: connection.totalCount,
          hasNextPage: connection.pageInfo.hasNextPage,
          endCursor: connection.pageInfo.endCursor,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/message/read',
      tag: 'message',
      summary: "Marks one of the user's messages read; another user's id answers -404",
      body: z.object({ id: idParameter }),
      data: message,
      handle: async (ctx, { body }) => toRestMessage(await messages.markRead(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/message/readAll',
      tag: 'message',
      summary: 'Marks every unread message read, or those of one kind; data.count says how many',
      body: z.object({ kind: kind.optional() }).default({}),
      data: z.object({ count: z.number().int() }),
      handle: async (ctx, { body }) => ({ count: await messages.markAllRead(ctx, body.kind) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/message/delete',
      tag: 'message',
      summary: "Deletes one of the user's messages; another user's id answers -404",
      body: z.object({ id: idParameter }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await messages.delete(ctx, parseId(body.id, ['id']));
        return null;
      },
    }),
  ];
}
