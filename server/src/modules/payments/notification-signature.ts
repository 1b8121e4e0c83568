import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The text that gets signed, as WeChat Pay's HMAC-SHA256 scheme builds it: every field but `sign`
 * that has a value, sorted by name, as `name=value` joined with `&`, then `&key=<secret>`.
 */
export function canonicalText(fields: Record<string, string>, secret: string): string {
  const pairs = Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`);
  return [...pairs, `key=${secret}`].join('&');
}

/** Upper-case hex HMAC-SHA256 of the canonical text. */
export function signFields(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalText(fields, secret)).digest('hex').toUpperCase();
}

/** True when `fields.sign` is the signature of the other fields, compared in constant time. */
export function hasValidSignature(fields: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(fields.sign ?? '', 'utf8');
  const expected = Buffer.from(signFields(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
