import type { RuleMessage } from './rule-messages.js';

/** GB 11643-1999: weights of the first 17 digits and the check character for each remainder mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/**
 * A mainland China resident ID number, trimmed and upper-cased, when it is one: 18 characters, a real birth date
 * (digits 7-14, not in the future, not before 1900) and the right check character; null otherwise.
 */
export function normalisedIdNumber(raw: string, today: Date): string | null {
  const value = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return null;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  if (!realDate || year < 1900 || birth.getTime() > today.getTime()) return null;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return CHECK_CHARACTERS[sum % 11] === value[17] ? value : null;
}

export const identityRuleMessages = {
  ID_NUMBER_INVALID: {
    'zh-CN': '请输入正确的身份证号码',
    'en-US': 'Please enter a correct ID number',
    ru: 'Введите правильный номер удостоверения личности',
    'es-ES': 'Introduzca un número de identidad correcto',
  },
} as const satisfies Record<string, RuleMessage>;
