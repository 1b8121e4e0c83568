import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../errors/index.js';
import type { Locale } from '../i18n/index.js';

export type Role = 'buyer' | 'support' | 'sales' | 'admin';

/** The signed-in user as services see it. */
export interface AuthUser {
  id: string;
  displayName: string;
  roles: Role[];
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

/** The signed-in user, or the UNAUTHENTICATED error that sends the client to the login page. */
export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new DomainError('UNAUTHENTICATED');
  return ctx.user;
}
