import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/index.js';
import { errorCatalogue, errorCodes } from './catalogue.js';
import { translateError } from './domain-error.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('error catalogue', () => {
  it.each(errorCodes)('%s has a message in every language with the same placeholders', (code) => {
    const messages = errorCatalogue[code].messages;
    const expected = placeholders(messages['zh-CN']);
    for (const locale of LOCALES) {
      expect(messages[locale].trim(), locale).not.toBe('');
      expect(placeholders(messages[locale]), locale).toEqual(expected);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translateError('ROUTE_NOT_FOUND', 'en-US', { path: '/x' })).toBe('No such endpoint: /x');
    expect(translateError('ROUTE_NOT_FOUND', 'en-US')).toBe('No such endpoint: {{path}}');
  });

  it('keeps the session-gone REST code of the specification', () => {
    expect(errorCatalogue.UNAUTHENTICATED.restCode).toBe(-202);
  });
});
