import { describe, expect, it } from 'vitest';
import {
  formatContactAddress,
  validateAgreement,
  validateContactAddress,
  validateEmail,
  validateLoginAccount,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateVerificationCode,
} from './account-validation';

describe('validateEmail', () => {
  it('accepts an ordinary address, with surrounding spaces', () => {
    expect(validateEmail(' alice@example.com ')).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validateEmail('  ')).toBe('account.validation.emailRequired');
  });

  it.each(['alice', 'alice@example', 'a b@example.com', '张三@example.com', 'alice@例子.com'])(
    'rejects %s',
    (email) => {
      expect(validateEmail(email)).toBe('rules.EMAIL_INVALID');
    },
  );
});

describe('validatePhone', () => {
  it('accepts a mainland mobile for +86', () => {
    expect(validatePhone('86', '138 0013 8000')).toBeUndefined();
  });

  it('rejects a number that is no mainland mobile for +86', () => {
    expect(validatePhone('86', '12345678')).toBe('rules.PHONE_INVALID');
  });

  it('accepts 5-15 digits for other area codes, with dashes', () => {
    expect(validatePhone('1', '415-555-0100')).toBeUndefined();
    expect(validatePhone('852', '91234567')).toBeUndefined();
  });

  it('rejects letters and too few digits', () => {
    expect(validatePhone('44', '7700 9OO123')).toBe('rules.PHONE_INVALID');
    expect(validatePhone('44', '1234')).toBe('rules.PHONE_INVALID');
  });

  it('requires a value', () => {
    expect(validatePhone('86', '')).toBe('account.validation.phoneRequired');
  });
});

describe('validateVerificationCode', () => {
  it('accepts six digits', () => {
    expect(validateVerificationCode('012345')).toBeUndefined();
  });

  it.each(['12345', '1234567', '12a456'])('rejects %s', (code) => {
    expect(validateVerificationCode(code)).toBe('account.validation.codeSixDigits');
  });

  it('requires a value', () => {
    expect(validateVerificationCode('')).toBe('account.validation.codeRequired');
  });
});

describe('validatePassword', () => {
  it('accepts 6-12 letters and digits', () => {
    expect(validatePassword('abc123')).toBeUndefined();
    expect(validatePassword('Abcdefgh1234')).toBeUndefined();
  });

  it('rejects lengths outside 6-12', () => {
    expect(validatePassword('ab123')).toBe('rules.PASSWORD_LENGTH');
    expect(validatePassword('abcdefgh12345')).toBe('rules.PASSWORD_LENGTH');
  });

  it('needs both letters and digits', () => {
    expect(validatePassword('abcdefg')).toBe('rules.PASSWORD_LETTERS_AND_DIGITS');
    expect(validatePassword('1234567')).toBe('rules.PASSWORD_LETTERS_AND_DIGITS');
  });

  it('rejects Chinese characters before anything else', () => {
    expect(validatePassword('密码')).toBe('rules.PASSWORD_NO_CHINESE');
  });

  it('requires a value', () => {
    expect(validatePassword('')).toBe('account.validation.passwordRequired');
  });
});

describe('validatePasswordConfirmation', () => {
  it('passes when both match and fails otherwise', () => {
    expect(validatePasswordConfirmation('abc123', 'abc123')).toBeUndefined();
    expect(validatePasswordConfirmation('abc123', 'abc124')).toBe('account.validation.passwordsDiffer');
  });
});

describe('validateLoginAccount and validateAgreement', () => {
  it('require a value and a ticked box', () => {
    expect(validateLoginAccount(' ')).toBe('account.validation.accountRequired');
    expect(validateLoginAccount('alice')).toBeUndefined();
    expect(validateAgreement(false)).toBe('account.validation.agreementRequired');
    expect(validateAgreement(true)).toBeUndefined();
  });
});

describe('contact addresses', () => {
  it('checks the e-mail or the phone depending on the kind', () => {
    const base = { email: 'bad', areaCode: '86', phone: '13800138000' };
    expect(validateContactAddress({ ...base, kind: 'email' })).toBe('rules.EMAIL_INVALID');
    expect(validateContactAddress({ ...base, kind: 'phone' })).toBeUndefined();
  });

  it('formats a phone with its area code the way the API expects', () => {
    expect(formatContactAddress({ kind: 'phone', email: '', areaCode: '86', phone: '138 0013-8000' })).toBe(
      '+86 13800138000',
    );
    expect(formatContactAddress({ kind: 'email', email: ' a@b.co ', areaCode: '86', phone: '' })).toBe('a@b.co');
  });
});
