import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

export const ConversationState = { WAITING: 'WAITING', ACTIVE: 'ACTIVE', CLOSED: 'CLOSED' } as const;
export type ConversationState = (typeof ConversationState)[keyof typeof ConversationState];

export const ChatRole = { CUSTOMER: 'customer', AGENT: 'agent', SYSTEM: 'system' } as const;
export type ChatRole = (typeof ChatRole)[keyof typeof ChatRole];

/** What a system line of the conversation records; clients word it in the reader's language. */
export const ChatSystemEvent = { CLAIMED: 'claimed', TRANSFERRED: 'transferred', CLOSED: 'closed' } as const;
export type ChatSystemEvent = (typeof ChatSystemEvent)[keyof typeof ChatSystemEvent];

/**
 * A customer's conversation with support: waiting in the queue, active with the agent who claimed it,
 * or closed. The product or order it was opened from is its context.
 */
export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'chat_conversation',
  indexes: [
    { properties: ['customer', 'status'] },
    { properties: ['status', 'id'] },
    { properties: ['agent', 'status'] },
    { properties: ['createdAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    customer: () => p.manyToOne(User).ref(),
    status: p.enum(() => ConversationState),
    /** The agent who claimed it; null while waiting. */
    agent: () => p.manyToOne(User).nullable().ref(),
    contextProduct: () => p.manyToOne(Product).nullable().ref(),
    /** An order id; orders live in a module of their own, so no foreign key. */
    contextOrderId: p.integer().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Conversation = InferEntity<typeof Conversation>;

/** One line of a conversation: text, an image, or a system event. Marks are set by the other side. */
export const ChatMessage = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  indexes: [{ properties: ['conversation', 'id'] }],
  properties: {
    id: p.integer().primary(),
    conversation: () => p.manyToOne(Conversation).ref(),
    sender: () => p.manyToOne(User).ref(),
    role: p.enum(() => ChatRole),
    /** Plain text as written; clients escape it. */
    text: p.text().nullable(),
    /** Path below the uploads folder of a re-encoded image. */
    imagePath: p.string().length(191).nullable(),
    systemEvent: p.enum(() => ChatSystemEvent).nullable(),
    createdAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
    readAt: p.datetime().nullable(),
  },
});
export type ChatMessage = InferEntity<typeof ChatMessage>;

export const chatEntities = [Conversation, ChatMessage];
