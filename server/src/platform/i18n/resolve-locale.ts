import { DEFAULT_LOCALE, matchLocale, type Locale } from './locales.js';

export interface LocaleSources {
  /** The `lang` request header. */
  header?: string | undefined;
  /** The `lang` cookie. */
  cookie?: string | undefined;
  /** The raw `Accept-Language` header. */
  acceptLanguage?: string | undefined;
}

/** Languages of an Accept-Language header, best first (q-values respected, q=0 dropped). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Header `lang`, then cookie `lang`, then Accept-Language, then en-US. */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    matchLocale(sources.header) ??
    matchLocale(sources.cookie) ??
    acceptedLanguages(sources.acceptLanguage ?? '')
      .map(matchLocale)
      .find((locale) => locale !== undefined) ??
    DEFAULT_LOCALE
  );
}
