import { deleteCookie, readCookie } from '../cookies/browser-cookie';

const TOKEN_COOKIE = 'token';
/** Where the login flow keeps the user info it receives (nickName, username, vip). */
export const USER_INFO_STORAGE_KEY = 'circuitmart.userInfo';

/** The token lives in memory for the running page and in a cookie so a reload keeps the session. */
let tokenInMemory: string | undefined;

/** The session token, or '' when logged out. */
export function getSessionToken(): string {
  tokenInMemory ??= readCookie(TOKEN_COOKIE) ?? '';
  return tokenInMemory;
}

export function clearSession(): void {
  tokenInMemory = '';
  deleteCookie(TOKEN_COOKIE);
  window.localStorage.removeItem(USER_INFO_STORAGE_KEY);
}
