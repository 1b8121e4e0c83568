import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';
import { WebPushSubscription } from './web-push.entities.js';

export const MessageKind = { SYSTEM: 'system', PLATFORM: 'platform', OTHER: 'other' } as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/**
 * One message of a user's message center. A message the shop writes names a template (`templateKey` +
 * `params`) and is rendered in the reader's language when read; a message staff write is plain text.
 */
export const Message = defineEntity({
  name: 'Message',
  tableName: 'message',
  indexes: [{ properties: ['recipient', 'deletedAt', 'readAt'] }],
  properties: {
    id: p.integer().primary(),
    recipient: () => p.manyToOne(User).ref(),
    kind: p.enum(() => MessageKind),
    templateKey: p.string().length(64).nullable(),
    params: p.json<Record<string, string | number>>().nullable(),
    title: p.string().length(200).nullable(),
    body: p.text().nullable(),
    /** A route of the shop the message is about, e.g. `/user/order/details?id=12`. */
    link: p.string().length(255).nullable(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
  },
});
export type Message = InferEntity<typeof Message>;

/** Who a broadcast goes to: everybody, super members, customers who ordered lately, or listed accounts. */
export const BroadcastAudience = {
  ALL: 'ALL',
  SUPER_MEMBERS: 'SUPER_MEMBERS',
  ORDERED_WITHIN: 'ORDERED_WITHIN',
  LISTED: 'LISTED',
} as const;
export type BroadcastAudience = (typeof BroadcastAudience)[keyof typeof BroadcastAudience];

/**
 * A platform message staff sent to an audience, kept for the list of sent broadcasts. One to everybody is delivered
 * by a job (`deliveredAt` null until then); the others in the sending transaction.
 */
export const Broadcast = defineEntity({
  name: 'Broadcast',
  tableName: 'broadcast',
  properties: {
    id: p.integer().primary(),
    senderId: p.integer(),
    audience: p.enum(() => BroadcastAudience),
    /** ORDERED_WITHIN: the number of days looked back. */
    orderedWithinDays: p.integer().nullable(),
    title: p.string().length(200),
    body: p.text(),
    link: p.string().length(255).nullable(),
    /** How many got it; for everybody, counted when sent and again when delivered. */
    recipientCount: p.integer(),
    createdAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
  },
});
export type Broadcast = InferEntity<typeof Broadcast>;

export const messageEntities = [Message, Broadcast, WebPushSubscription];
