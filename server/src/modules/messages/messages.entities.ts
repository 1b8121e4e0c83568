import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

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

export const messageEntities = [Message];
