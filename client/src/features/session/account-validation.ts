/**
 * The login-area input rules of spec §5, checked before a request so the visitor sees the mistake at once.
 * They mirror the server's rules (server/src/modules/identity) and the messages carry the same wording.
 * Each check answers the translation key of its message, or undefined when the value is fine.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;
export const VERIFICATION_CODE_LENGTH = 6;

/** The area codes offered beside a phone number; +86 first, as most customers are in mainland China. */
export const AREA_CODES = ['86', '1', '7', '34', '44', '49', '852', '853', '886', '81', '82', '65'] as const;
export const DEFAULT_AREA_CODE = '86';

export type ValidationMessageKey =
  | 'account.validation.emailRequired'
  | 'account.validation.emailInvalid'
  | 'account.validation.phoneRequired'
  | 'account.validation.phoneInvalid'
  | 'account.validation.accountRequired'
  | 'account.validation.codeRequired'
  | 'account.validation.codeSixDigits'
  | 'account.validation.passwordRequired'
  | 'account.validation.passwordLength'
  | 'account.validation.passwordLettersAndDigits'
  | 'account.validation.passwordNoChinese'
  | 'account.validation.passwordsDiffer'
  | 'account.validation.agreementRequired';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const chineseCharacter = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const mainlandMobile = /^1[3-9]\d{9}$/;

export function validateEmail(email: string): ValidationMessageKey | undefined {
  const value = email.trim();
  if (value === '') return 'account.validation.emailRequired';
  if (value.length > 191 || !emailShape.test(value) || chineseCharacter.test(value)) {
    return 'account.validation.emailInvalid';
  }
  return undefined;
}

/** Spaces and dashes are allowed while typing; what counts is 5-15 digits, and a mainland mobile for +86. */
export function validatePhone(areaCode: string, phone: string): ValidationMessageKey | undefined {
  const digits = phone.replace(/[\s-]/g, '');
  if (digits === '') return 'account.validation.phoneRequired';
  if (!/^\d{5,15}$/.test(digits)) return 'account.validation.phoneInvalid';
  if (areaCode === '86' && !mainlandMobile.test(digits)) return 'account.validation.phoneInvalid';
  return undefined;
}

export function validateVerificationCode(code: string): ValidationMessageKey | undefined {
  const value = code.trim();
  if (value === '') return 'account.validation.codeRequired';
  if (!/^\d{6}$/.test(value)) return 'account.validation.codeSixDigits';
  return undefined;
}

/** Spec §5: 6-12 characters, letters plus digits, no Chinese characters (checked in the server's order). */
export function validatePassword(password: string): ValidationMessageKey | undefined {
  if (password === '') return 'account.validation.passwordRequired';
  if (chineseCharacter.test(password)) return 'account.validation.passwordNoChinese';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'account.validation.passwordLength';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'account.validation.passwordLettersAndDigits';
  return undefined;
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
  return `+${address.areaCode} ${address.phone.replace(/[\s-]/g, '')}`;
}
