import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleMessagesIn } from '@circuitmart/rules/rule-messages';
import { describe, expect, it } from 'vitest';
import { SHELL_SECTIONS } from './shell-sections';
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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of a locale with i18next's plural suffixes folded: `parts_one`, `parts_other` are the key `parts`, whose
 * forms are the plural categories the language has (Chinese one, Russian four).
 */
function pluralForms(messages: Map<string, unknown>): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const key of messages.keys()) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    keys.set(base, form ? [...(keys.get(base) ?? []), form].sort() : []);
  }
  return keys;
}

/** The app adds the messages of the rules shared with the server as `rules.<code>` (see i18n.ts). */
const ruleKeys = Object.keys(ruleMessagesIn(SOURCE_LOCALE)).map((code) => `rules.${code}`);
const source = loadLocale(SOURCE_LOCALE);

const staticImport = /^\s*import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/** The app's own files a first visit to the home page runs: main.tsx, the home page and what they import statically. */
function homeRouteFiles(): string[] {
  const pending = [join(sourceRoot, 'main.tsx'), join(sourceRoot, 'pages/index/index-page.tsx')];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || file.includes(`${join(sourceRoot, 'gql')}`)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const imported = resolveSource(file, match[1]!);
      if (imported) pending.push(imported);
    }
  }
  return [...seen];
}

const sourceKeys = pluralForms(source);

describe('locale files', () => {
  for (const locale of LOCALES) {
    it(`${locale} gives each plural message exactly the forms the language has`, () => {
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      const wrong = [...pluralForms(loadLocale(locale))]
        .filter(([, forms]) => forms.length > 0 && forms.join() !== categories.join())
        .map(([key, forms]) => `${key}: ${forms.join(', ')}`);
      expect(wrong).toEqual([]);
    });
  }

  it('the source language has no empty message', () => {
    const empty = [...source].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  for (const locale of LOCALES.filter((candidate) => candidate !== SOURCE_LOCALE)) {
    describe(locale, () => {
      const translated = loadLocale(locale);
      const translatedKeys = pluralForms(translated);

      it(`has every key of ${SOURCE_LOCALE}`, () => {
        expect([...sourceKeys.keys()].filter((key) => !translatedKeys.has(key))).toEqual([]);
      });

      it(`has no key that ${SOURCE_LOCALE} lacks`, () => {
        expect([...translatedKeys.keys()].filter((key) => !sourceKeys.has(key))).toEqual([]);
      });

      it('has no empty message', () => {
        const empty = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(empty.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it('the code of the home route only uses the shell sections that load before the first paint', () => {
    const outside = homeRouteFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(translationCall)]
        .map((match) => match[2]!)
        .filter((key) => !SHELL_SECTIONS.includes(key.split('.')[0]!))
        .map((key) => `${key} (${relative(sourceRoot, file)})`),
    );
    expect(outside).toEqual([]);
  });

  it('leaves the rules section to the shared rules package', () => {
    expect([...source.keys()].filter((key) => key.startsWith('rules.'))).toEqual([]);
  });

  it('defines every key the code translates', () => {
    const missing = [...usedKeys()]
      .filter(([key]) => !sourceKeys.has(key) && !ruleKeys.includes(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
