import type { RuleMessage } from './rule-messages.js';

/**
 * The account input rules of spec §5: e-mail and phone shapes, the login password and the payment password. The
 * server refuses a value by them (identity module); the login, sign-up and settings forms check them before
 * sending, and both show the messages below.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;
export const VERIFICATION_CODE_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 191;
/** Mainland China, where most customers are. */
export const DEFAULT_AREA_CODE = '86';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const chineseCharacter = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const mainlandMobile = /^1[3-9]\d{9}$/;
/** Spec §5: the payment password is 6 digits. */
const paymentPasswordShape = /^\d{6}$/;

export type AccountRuleCode = keyof typeof accountRuleMessages;

/** Whether `email` (trimmed) is an address the shop takes: `a@b.c`, at most 191 characters, no Chinese characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && emailShape.test(email) && !chineseCharacter.test(email);
}

/** The digits of a phone number as typed (spaces and dashes are allowed while typing). */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** An area code of 1-4 digits (a leading + is fine) and 5-15 digits, a mainland mobile number for +86. */
export function isValidPhone(areaCode: string, phone: string): boolean {
  const area = areaCode.trim().replace(/^\+/, '');
  const digits = phoneDigits(phone);
  return /^\d{1,4}$/.test(area) && /^\d{5,15}$/.test(digits) && (area !== '86' || mainlandMobile.test(digits));
}

/** Spec §5: 6-12 characters, letters plus digits, no Chinese characters; the first rule broken, in that order. */
export function passwordProblem(
  password: string,
): 'PASSWORD_NO_CHINESE' | 'PASSWORD_LENGTH' | 'PASSWORD_LETTERS_AND_DIGITS' | null {
  if (chineseCharacter.test(password)) return 'PASSWORD_NO_CHINESE';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'PASSWORD_LENGTH';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'PASSWORD_LETTERS_AND_DIGITS';
  return null;
}

export function isValidPaymentPassword(password: string): boolean {
  return paymentPasswordShape.test(password);
}

export const accountRuleMessages = {
  EMAIL_INVALID: {
    'zh-CN': '请输入正确的邮箱地址',
    'en-US': 'Please enter a valid e-mail address',
    ru: 'Введите правильный адрес электронной почты',
    'es-ES': 'Introduzca una dirección de correo electrónico válida',
  },
  PHONE_INVALID: {
    'zh-CN': '请输入正确的手机号',
    'en-US': 'Please enter a correct phone number',
    ru: 'Введите правильный номер телефона',
    'es-ES': 'Introduzca un número de teléfono correcto',
  },
  PASSWORD_LENGTH: {
    'zh-CN': '密码长度为6-12位',
    'en-US': 'The password must be 6-12 characters long',
    ru: 'Пароль должен содержать от 6 до 12 символов',
    'es-ES': 'La contraseña debe tener entre 6 y 12 caracteres',
  },
  PASSWORD_LETTERS_AND_DIGITS: {
    'zh-CN': '密码须包含字母和数字',
    'en-US': 'The password must contain letters and digits',
    ru: 'Пароль должен содержать буквы и цифры',
    'es-ES': 'La contraseña debe contener letras y números',
  },
  PASSWORD_NO_CHINESE: {
    'zh-CN': '密码不能包含中文',
    'en-US': 'The password must not contain Chinese characters',
    ru: 'Пароль не должен содержать китайские символы',
    'es-ES': 'La contraseña no debe contener caracteres chinos',
  },
  PASSWORD_SAME_AS_OLD: {
    'zh-CN': '新密码不能与旧密码相同',
    'en-US': 'The new password must differ from the old one',
    ru: 'Новый пароль должен отличаться от старого',
    'es-ES': 'La nueva contraseña debe ser distinta de la anterior',
  },
  PAYMENT_PASSWORD_FORMAT: {
    'zh-CN': '支付密码必须是 6 位数字',
    'en-US': 'The payment password must be 6 digits',
    ru: 'Платёжный пароль должен состоять из 6 цифр',
    'es-ES': 'La contraseña de pago debe tener 6 dígitos',
  },
  PAYMENT_PASSWORDS_INCONSISTENT: {
    'zh-CN': '两次输入的支付密码不一致',
    'en-US': 'The two payment passwords entered are inconsistent',
    ru: 'Два введённых платёжных пароля не совпадают',
    'es-ES': 'Las dos contraseñas de pago introducidas no coinciden',
  },
} as const satisfies Record<string, RuleMessage>;
