import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  isApiKeyScope,
  requireUser,
  type ApiKeyAuthenticator,
  type ApiKeyScope,
  type AuthUser,
  type RequestContext,
} from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PersonalDataEraser } from '../identity/personal-data.js';
import { userDirectory } from '../identity/user-directory.js';
import { ApiKey } from './api-keys.entities.js';

export const MAX_ACTIVE_API_KEYS = 20;
export const MAX_API_KEY_NAME_LENGTH = 40;
const LAST_USED_TOUCH_MS = 60_000;

/** `cm_<8 characters>_<43 characters>`: the prefix finds the row, the 32 random bytes after it are the secret. */
const KEY_PATTERN = /^(cm_[A-Za-z0-9_-]{8})_[A-Za-z0-9_-]{43}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest();

export interface NewApiKey {
  apiKey: ApiKey;
  /** The whole key, shown to its user this once: only its hash is kept. */
  secret: string;
}

/** A user's API keys: created with scopes, listed, revoked; and the authentication of the requests that carry one. */
export class ApiKeysService implements ApiKeyAuthenticator {
  constructor(private readonly clock: Clock) {}

  /** Newest first, revoked ones too (their row says when). Managing keys is the user's own: no key may do it. */
  list(ctx: RequestContext): Promise<ApiKey[]> {
    const user = requireUser(ctx);
    return ctx.em.find(ApiKey, { user: Number(user.id) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async create(ctx: RequestContext, draft: { name: string; scopes: readonly string[] }): Promise<NewApiKey> {
    const userId = Number(requireUser(ctx).id);
    const name = draft.name.trim();
    if (name.length < 1 || name.length > MAX_API_KEY_NAME_LENGTH) {
      throw new DomainError('API_KEY_NAME_INVALID', {
        params: { max: MAX_API_KEY_NAME_LENGTH },
        field: ['input', 'name'],
      });
    }
    const scopes = [...new Set(draft.scopes)];
    if (scopes.length === 0 || !scopes.every(isApiKeyScope)) {
      throw new DomainError('API_KEY_SCOPES_INVALID', { field: ['input', 'scopes'] });
    }
    const active = await ctx.em.count(ApiKey, { user: userId, revokedAt: null });
    if (active >= MAX_ACTIVE_API_KEYS) {
      throw new DomainError('API_KEY_LIMIT_REACHED', { params: { max: MAX_ACTIVE_API_KEYS } });
    }
    const prefix = `cm_${randomBytes(6).toString('base64url')}`;
    const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
    const apiKey = ctx.em.create(ApiKey, {
      user: userId,
      name,
      prefix,
      secretHash: hashOf(secret).toString('hex'),
      scopes: scopes as ApiKeyScope[],
      createdAt: this.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    });
    await ctx.em.flush();
    return { apiKey, secret };
  }

  /** Requests carrying the key are refused (API_KEY_INVALID) from now on. NOT_FOUND for another user's key. */
  async revoke(ctx: RequestContext, id: number): Promise<ApiKey> {
    const userId = Number(requireUser(ctx).id);
    const apiKey = await ctx.em.findOne(ApiKey, { id, user: userId });
    if (!apiKey) throw new DomainError('NOT_FOUND');
    apiKey.revokedAt ??= this.clock.now();
    await ctx.em.flush();
    return apiKey;
  }

  async authenticate(key: string, em: EntityManager): Promise<AuthUser | null> {
    const prefix = KEY_PATTERN.exec(key)?.[1];
    if (!prefix) return null;
    const apiKey = await em.findOne(ApiKey, { prefix, revokedAt: null });
    if (!apiKey || !timingSafeEqual(hashOf(key), Buffer.from(apiKey.secretHash, 'hex'))) return null;
    const user = await userDirectory.activeUser(em, apiKey.user.id);
    if (!user) return null;
    const now = this.clock.now();
    if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() >= LAST_USED_TOUCH_MS) {
      await em.nativeUpdate(ApiKey, { id: apiKey.id }, { lastUsedAt: now });
    }
    return { ...user, apiKeyScopes: apiKey.scopes };
  }
}

export const eraseApiKeysOf: PersonalDataEraser = async (em, userId) => {
  await em.nativeDelete(ApiKey, { user: userId });
};
