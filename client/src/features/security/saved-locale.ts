import type { Language } from '../../gql/graphql';
import type { Locale } from '../../i18n/supported-locales';

/** The API names locales as enum values; the client as BCP 47 tags. */
export const LOCALE_OF_LANGUAGE: Record<Language, Locale> = {
  ZH_CN: 'zh-CN',
  EN_US: 'en-US',
  RU: 'ru',
  ES_ES: 'es-ES',
};

export const LANGUAGE_OF_LOCALE = Object.fromEntries(
  Object.entries(LOCALE_OF_LANGUAGE).map(([language, locale]) => [locale, language]),
) as Record<Locale, Language>;
