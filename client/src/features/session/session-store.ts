import { deleteCookie, readCookie, writeCookie } from '../cookies/browser-cookie';

const TOKEN_COOKIE = 'token';
/** Spec §9: the token cookie lasts 365 days. */
const TOKEN_COOKIE_DAYS = 365;
/** Where the login flow keeps the user info it receives (nickName, username, vip). */
export const USER_INFO_STORAGE_KEY = 'circuitmart.userInfo';

/** What the header shows of the signed-in user; kept across reloads so it paints before `me` answers. */
export interface StoredUser {
  id: string;
  displayName: string;
  vip: number;
  /** Staff have roles beyond buying: the header shows them no shopper tier ("normal user"). */
  staff: boolean;
}

export interface SessionSnapshot {
  token: string;
  user: StoredUser | undefined;
}

/** The token lives in memory for the running page and in a cookie so a reload keeps the session. */
let tokenInMemory: string | undefined;
let snapshot: SessionSnapshot | undefined;
const listeners = new Set<() => void>();

function readStoredUser(): StoredUser | undefined {
  const raw = window.localStorage.getItem(USER_INFO_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof parsed.id !== 'string' || typeof parsed.displayName !== 'string') return undefined;
    return {
      id: parsed.id,
      displayName: parsed.displayName,
      vip: typeof parsed.vip === 'number' ? parsed.vip : 0,
      staff: parsed.staff === true,
    };
  } catch {
    // Written by an older build or by hand: the next `me` answer replaces it.
    return undefined;
  }
}

function publish(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** The session token, or '' when logged out. */
export function getSessionToken(): string {
  tokenInMemory ??= readCookie(TOKEN_COOKIE) ?? '';
  return tokenInMemory;
}

export function hasSession(): boolean {
  return getSessionToken() !== '';
}

/** One object per change, so React's useSyncExternalStore sees a stable value between changes. */
export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= { token: getSessionToken(), user: getSessionToken() ? readStoredUser() : undefined };
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(token: string, user: StoredUser): void {
  tokenInMemory = token;
  writeCookie(TOKEN_COOKIE, token, { maxAgeDays: TOKEN_COOKIE_DAYS, sameSite: 'Lax' });
  window.localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
  publish();
}

export function updateStoredUser(user: StoredUser): void {
  if (!hasSession()) return;
  window.localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
  publish();
}

export function clearSession(): void {
  tokenInMemory = '';
  deleteCookie(TOKEN_COOKIE);
  window.localStorage.removeItem(USER_INFO_STORAGE_KEY);
  publish();
}
