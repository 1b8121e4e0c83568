import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity.entities.js';

/**
 * A staff member's authenticator app (TOTP, RFC 6238). The shared secret is kept encrypted like other personal
 * data; until `confirmedAt` the member has scanned it but not yet proven a code, and it does not count.
 */
export const StaffTotp = defineEntity({
  name: 'StaffTotp',
  tableName: 'staff_totp',
  properties: {
    id: p.integer().primary(),
    user: () => p.oneToOne(User).owner().ref().unique().deleteRule('cascade'),
    /** The base32 secret, sealed with the data encryption key. */
    secretSealed: p.string().length(255),
    createdAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    /** The 30-second step of the last accepted code: a code is accepted once, so an overheard one cannot be replayed. */
    lastUsedStep: p.integer().nullable(),
  },
});
export type StaffTotp = InferEntity<typeof StaffTotp>;

/**
 * A staff sign-in whose password (or e-mailed code) was right and that now waits for the authenticator code.
 * Only the hash of its token is kept; it is spent by the sign-in it completes, and expires unused.
 */
export const StaffSignInChallenge = defineEntity({
  name: 'StaffSignInChallenge',
  tableName: 'staff_sign_in_challenge',
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
  },
});
export type StaffSignInChallenge = InferEntity<typeof StaffSignInChallenge>;

export const staffSignInEntities = [StaffTotp, StaffSignInChallenge];
