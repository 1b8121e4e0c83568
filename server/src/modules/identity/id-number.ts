import { normalisedIdNumber } from '@circuitmart/rules/identity-rules';
import { DomainError } from '../../platform/errors/index.js';

/** A mainland China resident ID number, upper-cased (`normalisedIdNumber`); throws ID_NUMBER_INVALID otherwise. */
export function normaliseIdNumber(raw: string, today: Date, field: string[]): string {
  const value = normalisedIdNumber(raw, today);
  if (value === null) throw new DomainError('ID_NUMBER_INVALID', { field });
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
