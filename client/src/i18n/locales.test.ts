import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './supported-locales';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));
const localesFolder = fileURLToPath(new URL('./locales/', import.meta.url));

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [nestedPath, nestedValue] of flatten(value, path)) entries.set(nestedPath, nestedValue);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function loadLocale(locale: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(localesFolder, `${locale}.json`), 'utf8')) as Messages);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `t('a.b')`, `i18next.t("a.b")` ...: keys written out in full; keys built at run time carry a defaultValue. */
const translationCall = /\bt\(\s*(['"`])([\w.-]+)\1/g;

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(sourceRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(translationCall)) {
      keys.set(match[2]!, relative(sourceRoot, file));
    }
  }
  return keys;
}

const source = loadLocale(SOURCE_LOCALE);

describe('locale files', () => {
  it('the source language has no empty message', () => {
    const empty = [...source].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  for (const locale of LOCALES.filter((candidate) => candidate !== SOURCE_LOCALE)) {
    describe(locale, () => {
      const translated = loadLocale(locale);

      it(`has every key of ${SOURCE_LOCALE}`, () => {
        expect([...source.keys()].filter((key) => !translated.has(key))).toEqual([]);
      });

      it(`has no key that ${SOURCE_LOCALE} lacks`, () => {
        expect([...translated.keys()].filter((key) => !source.has(key))).toEqual([]);
      });

      it('has no empty message', () => {
        const empty = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(empty.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it('defines every key the code translates', () => {
    const missing = [...usedKeys()].filter(([key]) => !source.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
