import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocaleCookie, saveLocaleCookie } from './locale-cookie';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './supported-locales';

/** Each locale is its own chunk: a visitor downloads only the language they read. */
const localeLoaders = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = localeLoaders[`./locales/${language}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      // Spec §8: a locale that fails to load is only logged; i18next then falls back to the default language.
      (error: unknown) => {
        console.error(`Loading translations for ${language} failed`, error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

function reflectLocaleInDocument(locale: string): void {
  document.documentElement.lang = locale;
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', reflectLocaleInDocument);
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: readLocaleCookie(),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

export async function changeLocale(locale: Locale): Promise<void> {
  saveLocaleCookie(locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
