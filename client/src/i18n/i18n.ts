import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocaleCookie, saveLocaleCookie } from './locale-cookie';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './supported-locales';

/**
 * Each locale is two chunks (see build/locale-bundles-plugin.ts): the shell sections the first paint needs, and the
 * sections of every other page, which `loadPageTranslations` adds when the first such page opens. A visitor
 * downloads only the language they read.
 */
const shellLoaders = import.meta.glob<ResourceKey>('./locales/*.json', {
  query: { 'locale-bundle': 'shell' },
  import: 'default',
});
const pageLoaders = import.meta.glob<ResourceKey>('./locales/*.json', {
  query: { 'locale-bundle': 'pages' },
  import: 'default',
});

function loaderFor(loaders: Record<string, () => Promise<ResourceKey>>, language: string) {
  return loaders[`./locales/${language}.json`];
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaderFor(shellLoaders, language);
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

const pageTranslations = new Map<string, Promise<void>>();

/**
 * Settles once `initI18n` has chosen the language. The router starts loading the first page's route when its
 * module is evaluated, before `initI18n` runs; without waiting, that page got only the default language's
 * sections, and a visitor opening e.g. /home/brand with the `lang` cookie set to ru read its text in English.
 */
let languageChosen: () => void = () => {};
const initialized = new Promise<void>((resolve) => (languageChosen = resolve));

function loadPageTranslationsFor(language: string): Promise<void> {
  let loading = pageTranslations.get(language);
  if (!loading) {
    const load = loaderFor(pageLoaders, language);
    // The messages of the rules the server shares (@circuitmart/rules) join the page sections as `rules.<code>`, so a
    // form that catches a mistake first shows the server's own words.
    loading = Promise.all([load ? load() : Promise.resolve({}), import('@circuitmart/rules/rule-messages')])
      .then(([resources, { ruleMessagesIn }]) => {
        const rules = isLocale(language) ? ruleMessagesIn(language) : {};
        i18next.addResourceBundle(language, 'translation', { ...resources, rules }, true, false);
      })
      .catch((error: unknown) => {
        pageTranslations.delete(language);
        console.error(`Loading page translations for ${language} failed`, error);
      });
    pageTranslations.set(language, loading);
  }
  return loading;
}

/** Adds the page sections of the current language and the fallback (once each); page loaders await it. */
export async function loadPageTranslations(): Promise<void> {
  await initialized;
  const languages = new Set([i18next.resolvedLanguage ?? DEFAULT_LOCALE, DEFAULT_LOCALE]);
  await Promise.all([...languages].map(loadPageTranslationsFor));
}

function reflectLocaleInDocument(locale: string): void {
  document.documentElement.lang = locale;
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', reflectLocaleInDocument);
  try {
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
  } finally {
    languageChosen();
  }
}

export async function changeLocale(locale: Locale): Promise<void> {
  saveLocaleCookie(locale);
  // A page already on screen keeps its text in the new language without a flash of keys.
  if (pageTranslations.size > 0) await loadPageTranslationsFor(locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
