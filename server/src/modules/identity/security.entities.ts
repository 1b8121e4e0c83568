import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './identity.entities.js';

/**
 * A user's security data and preferences, one row per user created on first use (apart from `user` so the
 * profile's columns and these evolve separately). Personal data is AES-256-GCM encrypted; see DataEncryption.
 */
export const AccountSettings = defineEntity({
  name: 'AccountSettings',
  tableName: 'account_settings',
  properties: {
    id: p.integer().primary(),
    user: () => p.oneToOne(User).owner().ref().unique(),
    /** scrypt hash of the 6-digit payment password, as passwords.ts writes it. */
    paymentPasswordHash: p.string().length(255).nullable(),
    /** Wrong payment passwords since the last right one or the last lock. */
    paymentFailures: p.integer().default(0),
    paymentLockedUntil: p.datetime().nullable(),
    /** The locale the client switches to after login; null: keep the browser's. */
    locale: p.string().length(8).nullable(),
    /** The message-notification toggles, one per kind of message (docs/notifications.md): push and e-mail. */
    notifySystemMessages: p.boolean().default(true),
    notifyPlatformMessages: p.boolean().default(true),
    notifyOrderUpdates: p.boolean().default(true),
    notifyChatMessages: p.boolean().default(true),
    notifyActivityReminders: p.boolean().default(true),
    personalisedRecommendations: p.boolean().default(true),
    realNameEncrypted: p.text().nullable(),
    idNumberEncrypted: p.text().nullable(),
    realNameVerifiedAt: p.datetime().nullable(),
  },
});
export type AccountSettings = InferEntity<typeof AccountSettings>;

export const CancellationStatus = {
  SUBMITTED: 'SUBMITTED',
  UNDER_REVIEW: 'UNDER_REVIEW',
  CLOSED: 'CLOSED',
  REJECTED: 'REJECTED',
  WITHDRAWN: 'WITHDRAWN',
} as const;
export type CancellationStatus = (typeof CancellationStatus)[keyof typeof CancellationStatus];

/** A user's request to close the account, decided by staff. A closed account cannot log in again. */
export const AccountCancellation = defineEntity({
  name: 'AccountCancellation',
  tableName: 'account_cancellation',
  indexes: [{ properties: ['user', 'status'] }, { properties: ['status', 'id'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    status: p.enum(() => CancellationStatus),
    reason: p.string().length(300).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    decidedBy: () => p.manyToOne(User).nullable().ref(),
  },
});
export type AccountCancellation = InferEntity<typeof AccountCancellation>;

/** Password attempts of one subject (`user:<id>`, `account:<as typed>` or `ip:<address>`); see LoginThrottle. */
export const LoginAttempts = defineEntity({
  name: 'LoginAttempts',
  tableName: 'login_attempts',
  indexes: [{ properties: ['lastAttemptAt'] }],
  properties: {
    subject: p.string().length(191).primary(),
    /** Attempts counted as wrong since the subject was last quiet. */
    failures: p.integer(),
    /** Epoch milliseconds before which no password of the subject is checked. */
    nextAttemptAt: p.bigint('number'),
    /** Epoch milliseconds of the latest counted attempt. */
    lastAttemptAt: p.bigint('number'),
  },
});
export type LoginAttempts = InferEntity<typeof LoginAttempts>;

export const securityEntities = [AccountSettings, AccountCancellation, LoginAttempts];
