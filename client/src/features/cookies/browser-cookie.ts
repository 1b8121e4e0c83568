const SECONDS_PER_DAY = 24 * 60 * 60;

export interface CookieOptions {
  maxAgeDays: number;
  sameSite: 'Lax' | 'Strict';
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, { maxAgeDays, sameSite }: CookieOptions): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * SECONDS_PER_DAY}` +
    `; Path=/; SameSite=${sameSite}${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/`;
}
