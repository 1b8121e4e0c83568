import { z } from 'zod';
import { pageRequest, toConnection, type Page } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { ChatRole, ChatSystemEvent, ConversationState } from './chat.entities.js';
import { toChatMessageNode, toConversationNode } from './chat-nodes.graphql.js';
import type { ChatMessageView, ChatService, ConversationView } from './chat.service.js';

const idParameter = (what: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,15}$/))
    .describe(what);

const isoTime = z.string().describe('ISO 8601 time');

/** The façade answers the values it always has; the database now stores the GraphQL enum's. */
const restStateOf = {
  [ConversationState.WAITING]: 'waiting',
  [ConversationState.ACTIVE]: 'active',
  [ConversationState.CLOSED]: 'closed',
} as const satisfies Record<ConversationState, string>;

const conversation = z.object({
  id: z.string(),
  state: z.enum(['waiting', 'active', 'closed']),
  customerId: z.string(),
  customerName: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  contextProductId: z.string().nullable(),
  contextProductMpn: z.string().nullable(),
  contextOrderId: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

const message = z.object({
  id: z.string(),
  conversationId: z.string().describe('A new conversation when the customer wrote into a closed one'),
  senderName: z.string(),
  role: z.enum(ChatRole),
  text: z.string().nullable().describe('Plain text, escape it'),
  imageUrl: z.string().nullable(),
  systemEvent: z.enum(ChatSystemEvent).nullable(),
  createdAt: isoTime,
  deliveredAt: isoTime.nullable(),
  readAt: isoTime.nullable(),
});

function toRestConversation(view: ConversationView): z.infer<typeof conversation> {
  const node = toConversationNode(view);
  return {
    id: node.id,
    state: restStateOf[node.state],
    customerId: node.customerId,
    customerName: node.customerName,
    agentId: node.agentId,
    agentName: node.agentName,
    contextProductId: node.contextProductId,
    contextProductMpn: node.contextProductMpn,
    contextOrderId: node.contextOrderId,
    createdAt: node.createdAt.toISOString(),
    updatedAt: node.updatedAt.toISOString(),
  };
}

function toRestMessage(view: ChatMessageView): z.infer<typeof message> {
  const node = toChatMessageNode(view);
  return {
    id: node.id,
    conversationId: node.conversationId,
    senderName: node.senderName,
    role: node.role,
    text: node.text,
    imageUrl: node.imageUrl,
    systemEvent: node.systemEvent,
    createdAt: node.createdAt.toISOString(),
    deliveredAt: node.deliveredAt?.toISOString() ?? null,
    readAt: node.readAt?.toISOString() ?? null,
  };
}

const pageSize = z.number().int().optional().describe('Page size, default 20, clamped to 1..100');
const afterCursor = z.string().max(200).optional().describe('endCursor of the previous page (older messages)');
const messagePage = z.object({
  items: z.array(message),
  totalCount: z.number().int(),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});

function toRestPage(page: Page<ChatMessageView>): z.infer<typeof messagePage> {
  const connection = toConnection(page, toRestMessage);
  return {
    items: connection.edges.map((edge) => edge.node),
    totalCount: connection.totalCount,
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor,
  };
}

export function chatRoutes(chat: ChatService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/chat/open',
      tag: 'chat',
      summary: 'Resumes the open conversation with customer service or opens one; code -202 without a session',
      body: z
        .object({
          productId: idParameter('The product page the chat is opened from').optional(),
          orderId: idParameter('The order page the chat is opened from').optional(),
        })
        .default({}),
      data: conversation,
      handle: async (ctx, { body }) =>
        toRestConversation(
          await chat.open(ctx, {
            productId: body.productId ? parseId(body.productId, ['productId']) : null,
            orderId: body.orderId ? parseId(body.orderId, ['orderId']) : null,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/chat/send',
      tag: 'chat',
      summary: 'Sends a text (1 to 2000 characters) into a conversation of the user',
      body: z.object({ conversationId: idParameter('Conversation id'), text: z.string().max(10_000) }),
      data: message,
      handle: async (ctx, { body }) =>
        toRestMessage(await chat.sendText(ctx, parseId(body.conversationId, ['conversationId']), body.text)),
    }),
    defineRoute({
      method: 'POST',
      path: '/chat/image',
      tag: 'chat',
      summary: 'Sends an image (multipart: field `conversationId`, file `file`: JPEG, PNG or WebP up to 5 MB)',
      multipart: { maxFiles: 1 },
      body: z.object({ conversationId: idParameter('Conversation id') }),
      data: message,
      handle: async (ctx, { body, files }) =>
        toRestMessage(await chat.sendImage(ctx, parseId(body.conversationId, ['conversationId']), files[0])),
    }),
    defineRoute({
      method: 'POST',
      path: '/chat/history',
      tag: 'chat',
      summary: "A conversation's messages, newest first, a page at a time; another user's conversation answers -404",
      body: z.object({
        conversationId: idParameter('Conversation id'),
        first: pageSize,
        after: afterCursor,
      }),
      data: messagePage,
      handle: async (ctx, { body }) =>
        toRestPage(
          await chat.history(
            ctx,
            parseId(body.conversationId, ['conversationId']),
            pageRequest(body.first, body.after),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/chat/customer-history',
      reads: true,
      tag: 'chat',
      summary: "Staff: a customer's messages across all their conversations, newest first, a page at a time",
      body: z.object({
        customerId: idParameter('Customer (user) id'),
        first: pageSize,
        after: afterCursor,
      }),
      data: messagePage,
      handle: async (ctx, { body }) =>
        toRestPage(
          await chat.customerHistory(
            ctx,
            parseId(body.customerId, ['customerId']),
            pageRequest(body.first, body.after),
          ),
        ),
    }),
  ];
}
