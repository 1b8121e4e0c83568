/**
 * The account page shows the e-mail and phone only partly, so a screen seen over a shoulder or in a screenshot
 * does not give them away. A value the server already masked (it holds `*`) is shown as it came.
 */

const MASK = '***';

/** `abcdef@example.com` → `ab***@example.com`; a one- or two-letter name keeps its first letter. */
export function maskEmail(email: string): string {
  if (email.includes('*')) return email;
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK;
  const name = email.slice(0, at);
  const kept = name.length > 2 ? 2 : 1;
  return `${name.slice(0, kept)}${MASK}${email.slice(at)}`;
}

/**
 * `+86 13800138000` → `+86 138****8000`: the area code stays, then the first three and last four digits of a
 * number long enough to hide four in between; a shorter number shows only its last two digits.
 */
export function maskPhone(phone: string): string {
  if (phone.includes('*')) return phone;
  const match = /^(\+\d+\s)?(.*)$/.exec(phone.trim());
  const areaCode = match?.[1] ?? '';
  const digits = (match?.[2] ?? '').replace(/\D/g, '');
  if (digits.length >= 11) return `${areaCode}${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length >= 8) return `${areaCode}${digits.slice(0, 2)}****${digits.slice(-2)}`;
  return `${areaCode}${'*'.repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
}
