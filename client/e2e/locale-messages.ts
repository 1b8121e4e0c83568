import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ruleMessagesIn } from '@circuitmart/rules/rule-messages';

export const LOCALES = ['zh-CN', 'en-US', 'ru', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

type Messages = { [key: string]: string | Messages };

/**
 * Reads a message of the shipped locale files, or of the rules shared with the server (`rules.<code>`, which the app
 * adds to them), so the journeys check the same words a visitor reads.
 */
export function message(locale: Locale, key: string): string {
  const messages = {
    ...(JSON.parse(
      readFileSync(fileURLToPath(new URL(`../src/i18n/locales/${locale}.json`, import.meta.url)), 'utf8'),
    ) as Messages),
    rules: ruleMessagesIn(locale),
  };
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return value;
}
