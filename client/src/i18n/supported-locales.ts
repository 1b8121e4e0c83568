/** The shop's languages (spec §9). zh-CN is the source language; en-US is the default. */
export const LOCALES = ['zh-CN', 'en-US', 'ru', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';
export const SOURCE_LOCALE: Locale = 'zh-CN';

/** Each language named in itself, so a visitor finds theirs whatever is currently shown. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  ru: 'Русский',
  'es-ES': 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
