import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

/** What a webhook endpoint may be told about (the GraphQL enum `WebhookEvent`). */
export const WebhookEvent = {
  /** One of the user's orders changed state. */
  ORDER_STATUS_CHANGED: 'ORDER_STATUS_CHANGED',
  /** One of the user's after-sales requests changed state. */
  AFTER_SALE_STATUS_CHANGED: 'AFTER_SALE_STATUS_CHANGED',
  /** A part on the user's watch list changed stock or price. */
  WATCHED_PART_CHANGED: 'WATCHED_PART_CHANGED',
} as const;
export type WebhookEvent = (typeof WebhookEvent)[keyof typeof WebhookEvent];

/**
 * An address of the user's own server that the shop POSTs events to, signed with the endpoint's secret (kept
 * encrypted: the shop needs it again to sign, and shows it only once, when the endpoint is made).
 */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  indexes: [{ properties: ['user', 'id'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    url: p.string().length(500),
    events: p.json<WebhookEvent[]>(),
    secretEncrypted: p.string().length(200),
    createdAt: p.datetime(),
  },
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpoint>;

/** Where a delivery stands (the GraphQL enum `WebhookDeliveryStatus`). */
export const WebhookDeliveryStatus = {
  /** Waiting for its first attempt or for its next one after a failure. */
  PENDING: 'PENDING',
  /** The endpoint answered 2xx. */
  DELIVERED: 'DELIVERED',
  /** Every attempt failed; it can still be redelivered by hand. */
  FAILED: 'FAILED',
} as const;
export type WebhookDeliveryStatus = (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];

/**
 * One event for one endpoint: the body as sent (the same bytes on every attempt, signed anew each time), and how its
 * last attempt went. A redelivery by hand is a new delivery of the same body.
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  indexes: [{ properties: ['endpoint', 'id'] }],
  properties: {
    id: p.integer().primary(),
    endpoint: () => p.manyToOne(WebhookEndpoint).ref().deleteRule('cascade'),
    event: p.enum(() => WebhookEvent),
    body: p.text(),
    status: p.enum(() => WebhookDeliveryStatus).default(WebhookDeliveryStatus.PENDING),
    attempts: p.integer().default(0),
    /** The HTTP status of the last attempt; null when there was no answer (refused, timed out). */
    responseStatus: p.integer().nullable(),
    /** How long the last attempt took. */
    durationMs: p.integer().nullable(),
    /** Why the last attempt failed, briefly (no answer, or the status); null when it succeeded. */
    lastError: p.string().length(200).nullable(),
    /** The delivery this one repeats by hand; null for an event's own delivery. */
    redeliveryOf: p.integer().nullable(),
    createdAt: p.datetime(),
    lastAttemptAt: p.datetime().nullable(),
  },
});
export type WebhookDelivery = InferEntity<typeof WebhookDelivery>;

/** A part the user watches: its stock and price changes reach their webhooks and `watchedPartChanged`. */
export const WatchedPart = defineEntity({
  name: 'WatchedPart',
  tableName: 'watched_part',
  indexes: [{ properties: ['product'] }],
  properties: {
    user: () => p.manyToOne(User).ref().primary(),
    product: () => p.manyToOne(Product).ref().primary().deleteRule('cascade'),
    createdAt: p.datetime(),
  },
});
export type WatchedPart = InferEntity<typeof WatchedPart>;

export const webhookEntities = [WebhookEndpoint, WebhookDelivery, WatchedPart];
