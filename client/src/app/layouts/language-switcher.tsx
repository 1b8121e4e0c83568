import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/i18n';
import { LOCALES, LOCALE_NATIVE_NAMES, isLocale } from '../../i18n/supported-locales';

const localeOptions = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('header.language')}
      data={localeOptions}
      value={i18n.resolvedLanguage}
      size="xs"
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (isLocale(locale)) void changeLocale(locale);
      }}
    />
  );
}
