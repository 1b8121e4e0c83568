import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const OutboxChannel = { EMAIL: 'email', SMS: 'sms' } as const;
export type OutboxChannel = (typeof OutboxChannel)[keyof typeof OutboxChannel];

/** A message the embedded default recorded instead of sending; developers read them at /dev/outbox. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: p.integer().primary(),
    channel: p.enum(() => OutboxChannel),
    recipient: p.string().length(191),
    subject: p.string().length(255),
    body: p.text(),
    /** The HTML alternative of an e-mail that has one. */
    html: p.text().nullable(),
    createdAt: p.datetime().index(),
  },
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
