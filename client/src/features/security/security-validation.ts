import { normalisedIdNumber } from '@circuitmart/rules/identity-rules';
/**
 * The settings rules of spec §5 that the login forms do not already check (those live in
 * session/account-validation.ts); where the server has the rule, its rule and message (`rules.<code>`) are used.
 * Each answers the key of its message or undefined.
 */
import { isValidPaymentPassword } from '@circuitmart/rules/account-rules';

export type SecurityValidationKey =
  | 'security.validation.currentPasswordRequired'
  | 'rules.PASSWORD_SAME_AS_OLD'
  | 'rules.PAYMENT_PASSWORD_FORMAT'
  | 'rules.PAYMENT_PASSWORDS_INCONSISTENT'
  | 'security.validation.realNameRequired'
  | 'rules.ID_NUMBER_INVALID';

export function validateNewPasswordDiffers(current: string, next: string): SecurityValidationKey | undefined {
  return current !== '' && current === next ? 'rules.PASSWORD_SAME_AS_OLD' : undefined;
}

/** Spec §5: the payment password is 6 digits, entered twice. */
export function validatePaymentPassword(password: string): SecurityValidationKey | undefined {
  return isValidPaymentPassword(password) ? undefined : 'rules.PAYMENT_PASSWORD_FORMAT';
}

export function validatePaymentPasswordConfirmation(
  password: string,
  confirmation: string,
): SecurityValidationKey | undefined {
  return password === confirmation ? undefined : 'rules.PAYMENT_PASSWORDS_INCONSISTENT';
}

export function validateRealName(name: string): SecurityValidationKey | undefined {
  return name.trim() === '' ? 'security.validation.realNameRequired' : undefined;
}

/** Only the shape here (18 characters, the last may be X); the server checks the date and checksum. */
export function validateIdNumber(idNumber: string): SecurityValidationKey | undefined {
  return normalisedIdNumber(idNumber, new Date()) === null ? 'rules.ID_NUMBER_INVALID' : undefined;
}
