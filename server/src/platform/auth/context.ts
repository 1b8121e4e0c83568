import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../errors/index.js';
import type { Locale } from '../i18n/index.js';
import type { ApiKeyScope } from './permissions.js';

export type Role = 'buyer' | 'support' | 'sales' | 'admin';

/** The signed-in user as services see it. */
export interface AuthUser {
  id: string;
  displayName: string;
  roles: Role[];
  /** Set when an API key acts for this user: what the key may do (see `requireUser`). */
  apiKeyScopes?: readonly ApiKeyScope[];
}

/** What a service knows about the request it serves, whichever transport brought it. */
export interface RequestContext {
  requestId: string;
  locale: Locale;
  /** The raw session token presented (header `user-token` or cookie `token`), if any. */
  token: string | undefined;
  /** The client's address (behind loopback proxies, the forwarded one), for per-IP limits. */
  ip: string | undefined;
  /** The client's User-Agent, kept with a new session so the user can recognise the device. */
  userAgent: string | undefined;
  /** The user the token belongs to; null when there is no valid session. */
  user: AuthUser | null;
  /** This request's unit of work: its own identity map, forked from the global one. */
  em: EntityManager;
}

/**
 * Turns a session token into its user. The accounts module provides the real one; until a token
 * is recognised the request is anonymous.
 */
export interface SessionResolver {
  resolve(token: string, em: EntityManager): Promise<AuthUser | null>;
}

export const noSessions: SessionResolver = {
  resolve: async () => null,
};

/**
 * Turns an integrator's API key (sent as `Authorization: Bearer <key>`) into the user it acts for, with its scopes;
 * null for an unknown or revoked key. The api-keys module provides the real one.
 */
export interface ApiKeyAuthenticator {
  authenticate(secret: string, em: EntityManager): Promise<AuthUser | null>;
}

/** The key scope one operation (a top-level GraphQL field, a REST call) was let in under, once a check passed. */
export interface KeyGrant {
  scope: ApiKeyScope | undefined;
}

const currentGrant = new AsyncLocalStorage<KeyGrant>();

/**
 * Runs one operation of a transport (a top-level GraphQL field, a REST route): once its first check let an API key in
 * under a scope, the steps it takes for that operation in other modules (checkout reading the address book and the
 * placed order, a BOM filling the cart) pass too, while another operation of the same request must be let in on its
 * own. Staff permissions stay closed to keys whatever the grant (`can`).
 */
export function runKeyOperation<T>(work: () => T, grant: KeyGrant = { scope: undefined }): T {
  return currentGrant.run(grant, work);
}

/**
 * The signed-in user, or the UNAUTHENTICATED error that sends the client to the login page. When an API key acts,
 * the operation must name the key scope it belongs to and the key must hold it (API_KEY_SCOPE_MISSING otherwise):
 * an operation that names none (account settings, wallet, staff work) is never open to a key, unless it is a step
 * of an operation a scope already opened (`runKeyOperation`).
 */
export function requireUser(ctx: RequestContext, keyScope?: ApiKeyScope): AuthUser {
  if (!ctx.user) throw new DomainError('UNAUTHENTICATED');
  requireKeyScope(ctx, keyScope);
  return ctx.user;
}

/**
 * For operations open to visitors too (catalog reads): nothing for a visitor or a session, but an API key must
 * hold the scope.
 */
export function requireKeyScope(ctx: RequestContext, keyScope: ApiKeyScope | undefined): void {
  const scopes = ctx.user?.apiKeyScopes;
  if (!scopes) return;
  const grant = currentGrant.getStore();
  // A later step of an operation the key was let into (placing an order reads it back in full) is that operation's.
  if (grant?.scope) return;
  if (keyScope && scopes.includes(keyScope)) {
    if (grant) grant.scope = keyScope;
    return;
  }
  throw new DomainError('API_KEY_SCOPE_MISSING', { params: { scope: keyScope ?? '-' } });
}
