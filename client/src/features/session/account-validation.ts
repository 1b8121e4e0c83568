/**
 * The login-area input rules of spec §5, checked before a request so the visitor sees the mistake at once. The
 * rules and their messages are the server's own (@circuitmart/rules/account-rules, shown as `rules.<code>`); only
 * "please fill in" and the agreement are the form's. Each check answers the translation key of its message, or
 * undefined when the value is fine.
 */
import {
  DEFAULT_AREA_CODE,
  VERIFICATION_CODE_LENGTH,
  isValidEmail,
  isValidPhone,
  passwordProblem,
  phoneDigits,
} from '@circuitmart/rules/account-rules';

export { DEFAULT_AREA_CODE, VERIFICATION_CODE_LENGTH };

/** The area codes offered beside a phone number; +86 first, as most customers are in mainland China. */
export const AREA_CODES = ['86', '1', '7', '34', '44', '49', '852', '853', '886', '81', '82', '65'] as const;

export type ValidationMessageKey =
  | 'account.validation.emailRequired'
  | 'rules.EMAIL_INVALID'
  | 'account.validation.phoneRequired'
  | 'rules.PHONE_INVALID'
  | 'account.validation.accountRequired'
  | 'account.validation.codeRequired'
  | 'account.validation.codeSixDigits'
  | 'account.validation.passwordRequired'
  | 'rules.PASSWORD_LENGTH'
  | 'rules.PASSWORD_LETTERS_AND_DIGITS'
  | 'rules.PASSWORD_NO_CHINESE'
  | 'account.validation.passwordsDiffer'
  | 'account.validation.agreementRequired';

export function validateEmail(email: string): ValidationMessageKey | undefined {
  const value = email.trim();
  if (value === '') return 'account.validation.emailRequired';
  return isValidEmail(value) ? undefined : 'rules.EMAIL_INVALID';
}

/** Spaces and dashes are allowed while typing; what counts is 5-15 digits, and a mainland mobile for +86. */
export function validatePhone(areaCode: string, phone: string): ValidationMessageKey | undefined {
  if (phoneDigits(phone) === '') return 'account.validation.phoneRequired';
  return isValidPhone(areaCode, phone) ? undefined : 'rules.PHONE_INVALID';
}

export function validateVerificationCode(code: string): ValidationMessageKey | undefined {
  const value = code.trim();
  if (value === '') return 'account.validation.codeRequired';
  if (value.length !== VERIFICATION_CODE_LENGTH || !/^\d+$/.test(value)) return 'account.validation.codeSixDigits';
  return undefined;
}

/** Spec §5: 6-12 characters, letters plus digits, no Chinese characters (the server's rule). */
export function validatePassword(password: string): ValidationMessageKey | undefined {
  if (password === '') return 'account.validation.passwordRequired';
  const problem = passwordProblem(password);
  return problem === null ? undefined : `rules.${problem}`;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationMessageKey | undefined {
  return password === confirmation ? undefined : 'account.validation.passwordsDiffer';
}

/** Password login takes an e-mail, a phone with area code or a username, so only emptiness is checked here. */
export function validateLoginAccount(account: string): ValidationMessageKey | undefined {
  return account.trim() === '' ? 'account.validation.accountRequired' : undefined;
}

/** A password being checked at login may follow older rules, so only emptiness is checked here. */
export function validateLoginPassword(password: string): ValidationMessageKey | undefined {
  return password === '' ? 'account.validation.passwordRequired' : undefined;
}

export function validateAgreement(accepted: boolean): ValidationMessageKey | undefined {
  return accepted ? undefined : 'account.validation.agreementRequired';
}

export type ContactKind = 'email' | 'phone';

export interface ContactAddress {
  kind: ContactKind;
  email: string;
  areaCode: string;
  phone: string;
}

/** What an address field starts from: e-mail chosen, nothing typed, the default area code. */
export const EMPTY_CONTACT_ADDRESS: ContactAddress = {
  kind: 'email',
  email: '',
  areaCode: DEFAULT_AREA_CODE,
  phone: '',
};

export function validateContactAddress(address: ContactAddress): ValidationMessageKey | undefined {
  return address.kind === 'email' ? validateEmail(address.email) : validatePhone(address.areaCode, address.phone);
}

/** The address as the API takes it: the e-mail, or `+<area code> <digits>` (e.g. `+86 13800138000`). */
export function formatContactAddress(address: ContactAddress): string {
  if (address.kind === 'email') return address.email.trim();
  return `+${address.areaCode} ${phoneDigits(address.phone)}`;
}
