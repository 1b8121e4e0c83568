import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Role } from '../../platform/auth/index.js';

export const Gender = { MALE: 'male', FEMALE: 'female', SECRET: 'secret' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** A shopper or a staff member. Signs in by e-mail, phone (with area code) or username. */
export const User = defineEntity({
  name: 'User',
  tableName: 'user',
  properties: {
    id: p.integer().primary(),
    /** Lower-cased. */
    email: p.string().length(191).nullable().unique(),
    /** Area code and number, normalised as `+86 13800138000`. */
    phone: p.string().length(32).nullable().unique(),
    username: p.string().length(64).nullable().unique(),
    /** A self-describing scrypt hash; null for accounts created by code login that never set one. */
    passwordHash: p.string().length(255).nullable(),
    nickname: p.string().length(10).nullable(),
    /** The user's own code, shared to invite others. */
    inviteCode: p.string().length(16).unique(),
    invitedBy: () => p.manyToOne(User).nullable().ref(),
    /** 1 means super member. */
    vip: p.integer().default(0),
    roles: p.json<Role[]>(),
    createdAt: p.datetime(),
    /** Path below the uploads folder, e.g. `avatars/3f...c1.webp`. */
    avatarPath: p.string().length(191).nullable(),
    gender: p.enum(() => Gender).default(Gender.SECRET),
    /** `YYYY-MM-DD`; a calendar date without a time zone, so it is kept as text. */
    birthday: p.string().length(10).nullable(),
    location: p.string().length(100).nullable(),
    firstName: p.string().length(50).nullable(),
    lastName: p.string().length(50).nullable(),
    companyName: p.string().length(100).nullable(),
    companyPosition: p.string().length(50).nullable(),
    /** The account's WeChat identity, set by the first WeChat login. */
    wechatOpenId: p.string().length(128).nullable().unique(),
    /** The person's WeChat unionid, when the login's app is bound to the shop's open-platform account. */
    wechatUnionId: p.string().length(128).nullable().unique(),
    /** Set while staff have disabled the account: it cannot sign in and has no live session. */
    disabledAt: p.datetime().nullable(),
    /** Why staff disabled it, for the next colleague who looks. */
    disabledReason: p.string().length(200).nullable(),
  },
});
export type User = InferEntity<typeof User>;

/** A signed-in device. Only the SHA-256 of its token is kept, so a database leak reveals no token. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  indexes: [{ properties: ['user', 'revokedAt'] }],
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(User).ref(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    userAgent: p.string().length(255).nullable(),
    ip: p.string().length(64).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;

export const VerificationPurpose = {
  LOGIN: 'login',
  RESET_PASSWORD: 'resetPassword',
  /** Sent to a NEW e-mail or phone the signed-in user wants to bind instead of the current one. */
  BIND_ADDRESS: 'bindAddress',
  /** Sent to an address already bound to the signed-in user, to set a forgotten payment password. */
  RESET_PAYMENT_PASSWORD: 'resetPaymentPassword',
} as const;
export type VerificationPurpose = (typeof VerificationPurpose)[keyof typeof VerificationPurpose];

/**
 * A code sent to an e-mail address or phone. Only its hash is kept; the newest code of an address
 * and purpose is the only one that counts. Rows stay for the hourly request limits.
 */
export const VerificationCode = defineEntity({
  name: 'VerificationCode',
  tableName: 'verification_code',
  indexes: [{ properties: ['address', 'createdAt'] }, { properties: ['requesterIp', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    address: p.string().length(191),
    purpose: p.enum(() => VerificationPurpose),
    codeHash: p.string().length(64),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    /** Wrong tries so far; the code is burnt when it reaches the limit. */
    attempts: p.integer().default(0),
    consumedAt: p.datetime().nullable(),
    requesterIp: p.string().length(64).nullable(),
  },
});
export type VerificationCode = InferEntity<typeof VerificationCode>;

/**
 * The `state` of a third-party login that has left for the provider. Only its hash is kept; it is
 * spent by the first callback that presents it, and expires unused.
 */
export const OAuthState = defineEntity({
  name: 'OAuthState',
  tableName: 'oauth_state',
  properties: {
    id: p.integer().primary(),
    stateHash: p.string().length(64).unique(),
    provider: p.string().length(32),
    /** The shop page to return to after the login. */
    returnTo: p.string().length(500),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
  },
});
export type OAuthState = InferEntity<typeof OAuthState>;

export const identityEntities = [User, Session, VerificationCode, OAuthState];
