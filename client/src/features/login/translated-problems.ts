import type { TFunction } from 'i18next';
import type { ValidationMessageKey } from '../session/account-validation';

/** The messages of the client-side checks that failed, by form field; a field that passed is left out. */
export function translatedProblems<Field extends string>(
  t: TFunction,
  checks: Partial<Record<Field, ValidationMessageKey | undefined>>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const [field, key] of Object.entries(checks) as [Field, ValidationMessageKey | undefined][]) {
    if (key !== undefined) problems[field] = t(key);
  }
  return problems;
}
