/**
 * The settings rules of spec §5 that the login forms do not already check (those live in
 * session/account-validation.ts), mirroring the server's; each answers the key of its message or undefined.
 */
export type SecurityValidationKey =
  | 'security.validation.currentPasswordRequired'
  | 'security.validation.sameAsOld'
  | 'security.validation.paymentPasswordFormat'
  | 'security.validation.paymentPasswordsInconsistent'
  | 'security.validation.realNameRequired'
  | 'security.validation.idNumberInvalid';

export function validateNewPasswordDiffers(current: string, next: string): SecurityValidationKey | undefined {
  return current !== '' && current === next ? 'security.validation.sameAsOld' : undefined;
}

/** Spec §5: the payment password is 6 digits, entered twice. */
export function validatePaymentPassword(password: string): SecurityValidationKey | undefined {
  return /^\d{6}$/.test(password) ? undefined : 'security.validation.paymentPasswordFormat';
}

export function validatePaymentPasswordConfirmation(
  password: string,
  confirmation: string,
): SecurityValidationKey | undefined {
  return password === confirmation ? undefined : 'security.validation.paymentPasswordsInconsistent';
}

export function validateRealName(name: string): SecurityValidationKey | undefined {
  return name.trim() === '' ? 'security.validation.realNameRequired' : undefined;
}

/** Only the shape here (18 characters, the last may be X); the server checks the date and checksum. */
export function validateIdNumber(idNumber: string): SecurityValidationKey | undefined {
  return /^\d{17}[\dXx]$/.test(idNumber.trim()) ? undefined : 'security.validation.idNumberInvalid';
}
