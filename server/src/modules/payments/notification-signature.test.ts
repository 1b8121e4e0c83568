import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalText, hasValidSignature, signFields } from './notification-signature.js';

describe('notification signature', () => {
  const fields = { total_fee: '1234', out_trade_no: 'CM1T00', nonce_str: 'n1', attach: '' };

  it('signs the non-empty fields sorted by name, with the key last, as upper-case HMAC-SHA256', () => {
    expect(canonicalText({ ...fields, sign: 'ignored' }, 'k')).toBe(
      'nonce_str=n1&out_trade_no=CM1T00&total_fee=1234&key=k',
    );
    const expected = createHmac('sha256', 'k')
      .update('nonce_str=n1&out_trade_no=CM1T00&total_fee=1234&key=k')
      .digest('hex')
      .toUpperCase();
    expect(signFields(fields, 'k')).toBe(expected);
  });

  it('accepts its own signature and refuses any changed field, another key or a missing signature', () => {
    const signed = { ...fields, sign: signFields(fields, 'k') };
    expect(hasValidSignature(signed, 'k')).toBe(true);
    expect(hasValidSignature({ ...signed, total_fee: '1235' }, 'k')).toBe(false);
    expect(hasValidSignature({ ...signed, extra: 'x' }, 'k')).toBe(false);
    expect(hasValidSignature(signed, 'other')).toBe(false);
    expect(hasValidSignature({ ...fields, sign: '' }, 'k')).toBe(false);
  });
});
