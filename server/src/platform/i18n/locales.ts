/** The shop's languages. zh-CN is the source language; en-US is the default. */
export const LOCALES = ['zh-CN', 'en-US', 'ru', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** A text in every language of the shop; a missing language is a type error. */
export type LocalizedText = Record<Locale, string>;

const byLanguage: Record<string, Locale> = { zh: 'zh-CN', en: 'en-US', ru: 'ru', es: 'es-ES' };

/** Maps `zh`, `zh-cn`, `ru-RU`, `es-MX` ... to a shop locale, or undefined when none fits. */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const trimmed = tag.trim();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === trimmed.toLowerCase());
  if (exact) return exact;
  return byLanguage[trimmed.split(/[-_]/)[0]!.toLowerCase()];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
