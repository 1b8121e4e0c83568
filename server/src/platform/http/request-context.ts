import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie as parseCookies } from 'cookie';
import type { Orm } from '../db/orm.js';
import { tokenFrom, type AuthUser, type RequestContext, type SessionResolver } from '../auth/index.js';
import { resolveLocale, type Locale } from '../i18n/index.js';

export interface RequestContextFactory {
  (source: {
    headers: IncomingHttpHeaders;
    requestId?: string;
    ip?: string | undefined;
    connectionParams?: Record<string, unknown>;
    /** The user an API key authenticated the request as (see api-key-auth.ts); the session token is then ignored. */
    apiKeyUser?: AuthUser | undefined;
  }): Promise<RequestContext>;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The request's language: header (or connection parameter) `lang`, cookie `lang`, Accept-Language. */
export function localeOf(headers: IncomingHttpHeaders, langParam?: string): Locale {
  const cookies = typeof headers.cookie === 'string' ? parseCookies(headers.cookie) : {};
  return resolveLocale({
    header: langParam ?? firstHeader(headers.lang),
    cookie: cookies.lang,
    acceptLanguage: firstHeader(headers['accept-language']),
  });
}

/**
 * Builds the context of one HTTP request or WebSocket connection. WebSocket clients send
 * `user-token` and `lang` in their connection_init payload instead of headers.
 */
export function createRequestContextFactory(orm: Orm, sessions: SessionResolver): RequestContextFactory {
  return async ({ headers, requestId, ip, connectionParams, apiKeyUser }) => {
    const params = connectionParams ?? {};
    const paramString = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : undefined);
    const locale = localeOf(headers, paramString('lang'));
    const em = orm.em.fork();
    const token = apiKeyUser ? undefined : paramString('user-token') || tokenFrom(headers);
    const user = apiKeyUser ?? (token ? await sessions.resolve(token, em) : null);
    const userAgent = firstHeader(headers['user-agent'])?.slice(0, 255);
    return { requestId: requestId ?? randomUUID(), locale, token, ip, userAgent, user, em };
  };
}
