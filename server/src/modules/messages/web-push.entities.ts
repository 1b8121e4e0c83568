import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

/**
 * A browser that takes the shop's web pushes for a user (the Push API's subscription): where its push service
 * accepts messages for it, and the keys a message is encrypted with (RFC 8291). One per browser; a user may have
 * several.
 */
export const WebPushSubscription = defineEntity({
  name: 'WebPushSubscription',
  tableName: 'web_push_subscription',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().index(),
    /** The push service's URL for this browser; unique, so subscribing again replaces the keys. */
    endpoint: p.string().length(500).unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: p.string().length(100),
    /** The browser's authentication secret, base64url. */
    auth: p.string().length(40),
    createdAt: p.datetime(),
  },
});
export type WebPushSubscription = InferEntity<typeof WebPushSubscription>;
