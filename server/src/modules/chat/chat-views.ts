import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import { displayNameOf } from '../identity/session.service.js';
import {
  ChatRole,
  Conversation,
  type ChatMessage,
  type ChatRole as ChatRoleValue,
  type ChatSystemEvent,
  type ConversationState,
} from './chat.entities.js';

/* What a conversation and its messages look like to the API and the live events, and who may see them. */

/** A conversation as its participants and staff see it (JSON plus Dates: it crosses server copies). */
export interface ConversationView {
  id: number;
  state: ConversationState;
  customerId: string;
  customerName: string;
  customerVip: number;
  customerSince: Date;
  agentId: string | null;
  agentName: string | null;
  contextProductId: string | null;
  contextProductMpn: string | null;
  contextOrderId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChatMessageView {
  id: number;
  conversationId: number;
  senderId: string;
  senderName: string;
  role: ChatRoleValue;
  text: string | null;
  imageUrl: string | null;
  systemEvent: ChatSystemEvent | null;
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
}

export const ChatEventKind = { MESSAGE: 'message', TYPING: 'typing', RECEIPT: 'receipt', STATE: 'state' } as const;
export type ChatEventKind = (typeof ChatEventKind)[keyof typeof ChatEventKind];

/** Delivery or read marks the reader set on the other side's messages up to one message. */
export interface ChatReceipt {
  readerRole: ChatRoleValue;
  upToMessageId: number;
  deliveredAt: Date;
  readAt: Date | null;
}

/** One thing that happened in a conversation; `participantIds` are who may receive it (the subscription filter). */
export interface ChatEvent {
  kind: ChatEventKind;
  conversationId: number;
  participantIds: string[];
  /** Who caused it; a typing indicator is not echoed to its typist. */
  actorId: string;
  actorRole: ChatRoleValue;
  message?: ChatMessageView;
  receipt?: ChatReceipt;
  conversation?: ConversationView;
}

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** Everything that happens in one conversation, on the channel of its id. */
    CHAT_EVENTS: [conversationId: string, event: ChatEvent];
    /** A conversation entered or left the waiting queue, or changed hands; for the staff console. */
    CHAT_QUEUE: [conversation: ConversationView];
  }
}

export interface ChatContext {
  productId?: number | null | undefined;
  orderId?: number | null | undefined;
}

/** What every message, mark and subscription needs to know of its conversation: its state and who takes part. */
export interface ConversationParticipants {
  id: number;
  status: ConversationState;
  customerId: number;
  agentId: number | null;
  contextProductId: number | null;
  contextOrderId: number | null;
}

/**
 * The conversation if the user is its customer or the agent who claimed it; NOT_FOUND for anyone else.
 * Also who may listen to its events. One primary-key read mapped by hand: it runs for every message, and
 * loading the conversation with its customer, agent and product through the ORM cost more than the rest of
 * sending a message.
 */
export async function participantConversation(ctx: RequestContext, id: number): Promise<ConversationParticipants> {
  const userId = Number(requireUser(ctx).id);
  const [row] = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT id, status, customer_id, agent_id, context_product_id, context_order_id FROM chat_conversation
     WHERE id = ? AND (customer_id = ? OR agent_id = ?)`,
    [id, userId, userId],
    'all',
    ctx.em.getTransactionContext(),
  );
  if (!row) throw new DomainError('NOT_FOUND');
  const idOrNull = (value: unknown) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    status: row.status as ConversationState,
    customerId: Number(row.customer_id),
    agentId: idOrNull(row.agent_id),
    contextProductId: idOrNull(row.context_product_id),
    contextOrderId: idOrNull(row.context_order_id),
  };
}

/** A conversation as the API shows it. */
export function conversationView(conversation: Conversation): ConversationView {
  const customer = conversation.customer.getEntity();
  const agent = conversation.agent?.getEntity() ?? null;
  const product = conversation.contextProduct?.getEntity() ?? null;
  return {
    id: conversation.id,
    state: conversation.status,
    customerId: String(customer.id),
    customerName: displayNameOf(customer),
    customerVip: customer.vip,
    customerSince: customer.createdAt,
    agentId: agent ? String(agent.id) : null,
    agentName: agent ? displayNameOf(agent) : null,
    contextProductId: product ? String(product.id) : null,
    contextProductMpn: product?.mpn ?? null,
    contextOrderId: conversation.contextOrderId ?? null,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  };
}

/** Whoever wrote a message, as the chat entities' relation loads them. */
type Sender = ReturnType<ChatMessage['sender']['getEntity']>;

/** A message as the API shows it; `sender` when it is at hand already. */
export function messageView(message: ChatMessage, sender?: Sender): ChatMessageView {
  const from = sender ?? message.sender.getEntity();
  return {
    id: message.id,
    conversationId: message.conversation.id,
    senderId: String(from.id),
    senderName: displayNameOf(from),
    role: message.role,
    text: message.text ?? null,
    imageUrl: message.imagePath ? uploadUrl(message.imagePath) : null,
    systemEvent: message.systemEvent ?? null,
    createdAt: message.createdAt,
    deliveredAt: message.deliveredAt ?? null,
    readAt: message.readAt ?? null,
  };
}

/** The conversation with what its view shows, read afresh. */
export function reloadConversation(em: EntityManager, id: number): Promise<Conversation> {
  return em.findOneOrFail(Conversation, { id }, { populate: ['customer', 'agent', 'contextProduct'], refresh: true });
}

/** The side the signed-in user takes in the conversation. */
export function roleIn(ctx: RequestContext, conversation: Pick<ConversationParticipants, 'customerId'>): ChatRoleValue {
  return conversation.customerId === Number(requireUser(ctx).id) ? ChatRole.CUSTOMER : ChatRole.AGENT;
}

/** Tells the conversation's participants (and `alsoTo`, e.g. the agent it just left) what happened. */
export function publishChatEvent(
  pubSub: PubSub,
  conversation: Pick<ConversationParticipants, 'id' | 'customerId' | 'agentId'>,
  event: Omit<ChatEvent, 'conversationId' | 'participantIds'>,
  alsoTo: string[] = [],
): void {
  const participantIds = [String(conversation.customerId), ...alsoTo];
  if (conversation.agentId !== null) participantIds.push(String(conversation.agentId));
  pubSub.publish('CHAT_EVENTS', String(conversation.id), {
    ...event,
    conversationId: conversation.id,
    participantIds: [...new Set(participantIds)],
  });
}
