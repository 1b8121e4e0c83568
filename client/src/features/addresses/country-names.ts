import { useTranslation } from 'react-i18next';
import { regionName } from '../locale-format/country-name';

/** The name of an ISO 3166-1 country code in the page's language, e.g. `CN` → "China" or "中国". */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (code) => regionName(code, locale) ?? code;
}
