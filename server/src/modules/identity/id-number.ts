import { DomainError } from '../../platform/errors/index.js';

/** GB 11643-1999: weights of the first 17 digits and the check character for each remainder mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/**
 * A mainland China resident ID number, upper-cased: 18 characters, a valid birth date (digits 7-14, not in
 * the future, not before 1900) and the right check character. Throws ID_NUMBER_INVALID otherwise.
 */
export function normaliseIdNumber(raw: string, today: Date, field: string[]): string {
  const value = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) throw new DomainError('ID_NUMBER_INVALID', { field });
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  if (!realDate || year < 1900 || birth.getTime() > today.getTime()) {
    throw new DomainError('ID_NUMBER_INVALID', { field });
  }
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  if (CHECK_CHARACTERS[sum % 11] !== value[17]) throw new DomainError('ID_NUMBER_INVALID', { field });
  return value;
}

/** Chinese names (with the middle dot of minority names) or Latin letters with spaces, 2-30 characters. */
const realNameShape = /^(?:[\u3400-\u4dbf\u4e00-\u9fff·•]{2,30}|[A-Za-z][A-Za-z .'-]{0,28}[A-Za-z])$/u;

export function normaliseRealName(raw: string, field: string[]): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!realNameShape.test(value)) throw new DomainError('REAL_NAME_INVALID', { field });
  return value;
}

/** `张**`: the first character, then one star for each other one. */
export function maskRealName(name: string): string {
  const characters = [...name];
  return characters[0] + '*'.repeat(characters.length - 1);
}

/** `1101**********1234`: the first four and last four characters. */
export function maskIdNumber(idNumber: string): string {
  return idNumber.slice(0, 4) + '*'.repeat(idNumber.length - 8) + idNumber.slice(-4);
}
