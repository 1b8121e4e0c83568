import { useTranslation } from 'react-i18next';

/** The name of an ISO 3166-1 country code in the page's language, e.g. `CN` → "China" or "中国". */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? i18n.language], { type: 'region' });
  return (code) => names.of(code) ?? code;
}
