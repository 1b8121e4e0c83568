import { readCookie, writeCookie } from '../features/cookies/browser-cookie';
import { DEFAULT_LOCALE, isLocale, type Locale } from './supported-locales';

const LOCALE_COOKIE = 'lang';
const LOCALE_COOKIE_DAYS = 365;

export function readLocaleCookie(): Locale {
  const stored = readCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function saveLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeDays: LOCALE_COOKIE_DAYS, sameSite: 'Lax' });
}
