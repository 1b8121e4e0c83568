import { describe, expect, it } from 'vitest';
import {
  validateIdNumber,
  validateNewPasswordDiffers,
  validatePaymentPassword,
  validatePaymentPasswordConfirmation,
} from './security-validation';

describe('settings validation', () => {
  it('wants a payment password of exactly 6 digits, entered twice', () => {
    expect(validatePaymentPassword('123456')).toBeUndefined();
    expect(validatePaymentPassword('12345')).toBe('rules.PAYMENT_PASSWORD_FORMAT');
    expect(validatePaymentPassword('12345a')).toBe('rules.PAYMENT_PASSWORD_FORMAT');
    expect(validatePaymentPasswordConfirmation('123456', '123465')).toBe('rules.PAYMENT_PASSWORDS_INCONSISTENT');
  });

  it('wants a new password other than the current one', () => {
    expect(validateNewPasswordDiffers('Secret123', 'Secret123')).toBe('rules.PASSWORD_SAME_AS_OLD');
    expect(validateNewPasswordDiffers('Secret123', 'Better123')).toBeUndefined();
  });

  it('accepts an 18-character ID number ending in a digit or X', () => {
    expect(validateIdNumber('11010519491231002x')).toBeUndefined();
    expect(validateIdNumber('1101051949123100')).toBe('rules.ID_NUMBER_INVALID');
  });
});
