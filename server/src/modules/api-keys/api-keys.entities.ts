import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApiKeyScope } from '../../platform/auth/index.js';
import { User } from '../identity/identity.entities.js';

/**
 * An integrator's key: acts as its user within its scopes. Only the SHA-256 of its secret is kept; the prefix
 * finds the row and tells the user which key is which.
 */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    name: p.string().length(40),
    /** `cm_` and 8 random characters: the visible start of the key. */
    prefix: p.string().length(16).unique(),
    /** Hex SHA-256 of the whole key. */
    secretHash: p.string().length(64),
    scopes: p.json<ApiKeyScope[]>(),
    createdAt: p.datetime(),
    /** Refreshed at most once a minute, so a busy key does not write on every request. */
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ApiKey = InferEntity<typeof ApiKey>;

export const apiKeyEntities = [ApiKey];
