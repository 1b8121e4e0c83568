import { isValidEmail, isValidPhone, phoneDigits } from '@circuitmart/rules/account-rules';
import { DomainError } from '../../platform/errors/index.js';

/** Where a verification code goes and what an account is found by: an e-mail address or a phone. */
export type AccountAddress = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** `+86 13800138000`, `+1 415-555-0100`: an area code, a space, then the number. */
const phoneShape = /^\+(\d{1,4})\s+([\d\s-]{5,20})$/;

export { DEFAULT_AREA_CODE } from '@circuitmart/rules/account-rules';

/** The phone as stored: `+<area code> <digits>`, e.g. `+86 13800138000`. */
export function normalisePhone(areaCode: string, number: string, field: string[]): string {
  if (!isValidPhone(areaCode, number)) throw new DomainError('PHONE_INVALID', { field });
  return `+${areaCode.trim().replace(/^\+/, '')} ${phoneDigits(number)}`;
}

export function normaliseEmail(email: string, field: string[]): string {
  const value = email.trim().toLowerCase();
  if (!isValidEmail(value)) throw new DomainError('EMAIL_INVALID', { field });
  return value;
}

/** An e-mail address, or a phone written with its area code (`+86 13800138000`). */
export function parseAccountAddress(raw: string, field: string[]): AccountAddress {
  const text = raw.trim();
  if (text.includes('@')) return { kind: 'email', value: normaliseEmail(text, field) };
  const phone = phoneShape.exec(text);
  if (!phone) throw new DomainError('PHONE_INVALID', { field });
  return { kind: 'phone', value: normalisePhone(phone[1]!, phone[2]!, field) };
}

/** `al***@example.com`, `+86 138****8000`: enough to recognise, not enough to copy. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at >= 0) return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
  const [area, digits = ''] = address.split(' ');
  if (digits.length < 7) return `${area} ${digits.slice(0, 2)}***`;
  return `${area} ${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
