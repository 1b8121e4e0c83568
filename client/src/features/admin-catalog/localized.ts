import type { Locale } from '../../i18n/supported-locales';
import type { TextKey } from './part-form-values';

const keyOf: Record<Locale, TextKey> = { 'zh-CN': 'zhCN', 'en-US': 'enUS', ru: 'ru', 'es-ES': 'esES' };

/** A per-language text in the page's language, else the English or any other given one. */
export function localized(text: Partial<Record<TextKey, string | null>>, locale: string): string {
  const own = keyOf[locale as Locale];
  return (own && text[own]) || text.enUS || text.zhCN || text.ru || text.esES || '';
}
