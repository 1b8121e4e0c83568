import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/i18n/index.js';
import { messageTemplates, type MessageTemplateKey } from './message-templates.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('message templates', () => {
  it.each(Object.keys(messageTemplates) as MessageTemplateKey[])(
    '%s has a title and body in every language with the same placeholders',
    (key) => {
      const { title, body } = messageTemplates[key];
      for (const text of [title, body]) {
        for (const locale of LOCALES) {
          expect(text[locale].trim(), `${key} ${locale}`).not.toBe('');
          expect(placeholders(text[locale]), `${key} ${locale}`).toEqual(placeholders(text['zh-CN']));
        }
      }
    },
  );
});
