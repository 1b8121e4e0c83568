import { parseCookie as parseCookies } from 'cookie';

/** Name of the cookie that carries the session token on page loads. */
export const TOKEN_COOKIE = 'token';
/** Name of the header that carries the session token on API calls. */
export const TOKEN_HEADER = 'user-token';

/** The token from header `user-token`, else from the token cookie. */
export function tokenFrom(headers: { [name: string]: string | string[] | undefined }): string | undefined {
  const header = headers[TOKEN_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  const cookieHeader = headers.cookie;
  if (typeof cookieHeader !== 'string') return undefined;
  return parseCookies(cookieHeader)[TOKEN_COOKIE]?.trim() || undefined;
}

/** The API key of header `Authorization: Bearer <key>`, if any. */
export function bearerFrom(headers: { authorization?: string | undefined }): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1];
}
