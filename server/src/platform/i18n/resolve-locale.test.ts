import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales.js';
import { resolveLocale } from './resolve-locale.js';

describe('resolveLocale', () => {
  it('prefers header lang, then cookie lang, then Accept-Language, then en-US', () => {
    expect(resolveLocale({ header: 'ru', cookie: 'zh-CN', acceptLanguage: 'es' })).toBe('ru');
    expect(resolveLocale({ cookie: 'zh-CN', acceptLanguage: 'es' })).toBe('zh-CN');
    expect(resolveLocale({ acceptLanguage: 'es' })).toBe('es-ES');
    expect(resolveLocale({})).toBe('en-US');
  });

  it('skips values it does not support instead of failing', () => {
    expect(resolveLocale({ header: 'fr', cookie: 'de-DE', acceptLanguage: 'fr-FR,ru;q=0.5' })).toBe('ru');
  });

  it('honours q-values in Accept-Language', () => {
    expect(resolveLocale({ acceptLanguage: 'en;q=0.2, zh-TW;q=0.8, ru;q=0' })).toBe('zh-CN');
  });

  it('maps language tags to the shop locales', () => {
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('RU-ru')).toBe('ru');
    expect(matchLocale('es_MX')).toBe('es-ES');
    expect(matchLocale('EN-us')).toBe('en-US');
    expect(matchLocale('xx')).toBeUndefined();
  });
});
