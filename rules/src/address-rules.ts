import type { RuleMessage } from './rule-messages.js';

/**
 * The address rules of spec §5 (consignees and pickup persons, regions, postal codes, the street address, labels).
 * The server refuses an address by them before storing it; the address forms check them before sending. Each check
 * answers the code of the broken rule (a code of the server's error catalogue) or null.
 */

export const MAX_NAME_LENGTH = 32;
export const MAX_DETAIL_LENGTH = 200;
export const MAX_LABEL_LENGTH = 10;
export const MAX_REGION_PART_LENGTH = 64;

/** Letters of any script, digits and spaces; names may also hold the dots and dashes of transliterated names. */
const nameShape = /^[\p{L}\p{M}\p{N} .·'-]+$/u;
/** What a street address needs (numbers, "No. 12", "Room 3/401", full-width Chinese punctuation), nothing else. */
const detailShape = /^[\p{L}\p{M}\p{N}\s,.#/()'&:;，。、（）·-]+$/u;
const labelShape = /^[\p{L}\p{M}\p{N} ]+$/u;
const postalCodeShape = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/** Characters as a person counts them (an emoji or a Chinese character is one). */
const length = (text: string) => [...text].length;

export type AddressRuleCode = keyof typeof addressRuleMessages;

/** A consignee or pickup person (trimmed): 1-32 letters, digits and the dots and dashes of names. */
export function nameProblem(name: string): 'CONSIGNEE_NAME_INVALID' | null {
  return !name || length(name) > MAX_NAME_LENGTH || !nameShape.test(name) ? 'CONSIGNEE_NAME_INVALID' : null;
}

/** The street address (trimmed). */
export function detailProblem(detail: string): 'ADDRESS_DETAIL_REQUIRED' | 'ADDRESS_DETAIL_INVALID' | null {
  if (!detail) return 'ADDRESS_DETAIL_REQUIRED';
  return length(detail) > MAX_DETAIL_LENGTH || !detailShape.test(detail) ? 'ADDRESS_DETAIL_INVALID' : null;
}

/** An optional label such as "Home" (trimmed, not blank). */
export function labelProblem(label: string): 'ADDRESS_LABEL_INVALID' | null {
  return length(label) > MAX_LABEL_LENGTH || !labelShape.test(label) ? 'ADDRESS_LABEL_INVALID' : null;
}

/** An optional postal code (trimmed, upper-cased, not blank): six digits in mainland China, 3-10 letters, digits, spaces or dashes elsewhere. */
export function postalCodeProblem(code: string, country: string): 'POSTAL_CODE_INVALID' | null {
  const valid = country === 'CN' ? /^\d{6}$/.test(code) : postalCodeShape.test(code);
  return valid ? null : 'POSTAL_CODE_INVALID';
}

export const addressRuleMessages = {
  CONSIGNEE_NAME_INVALID: {
    'zh-CN': '请填写姓名（最多32个字，不含特殊字符或表情）',
    'en-US': 'Please enter a name of at most 32 characters without special characters or emoji',
    ru: 'Введите имя не длиннее 32 символов без специальных символов и эмодзи',
    'es-ES': 'Introduzca un nombre de 32 caracteres como máximo, sin caracteres especiales ni emojis',
  },
  ADDRESS_REGION_REQUIRED: {
    'zh-CN': '请选择所在地区',
    'en-US': 'Please choose the region',
    ru: 'Выберите регион',
    'es-ES': 'Elija la región',
  },
  ADDRESS_DETAIL_REQUIRED: {
    'zh-CN': '请填写详细地址',
    'en-US': 'Please enter the detailed address',
    ru: 'Введите точный адрес',
    'es-ES': 'Introduzca la dirección detallada',
  },
  ADDRESS_DETAIL_INVALID: {
    'zh-CN': '详细地址不能包含特殊字符或表情，最多200个字',
    'en-US': 'The detailed address must not contain special characters or emoji and has at most 200 characters',
    ru: 'Точный адрес не должен содержать специальных символов и эмодзи и быть длиннее 200 символов',
    'es-ES':
      'La dirección detallada no debe contener caracteres especiales ni emojis y tiene como máximo 200 caracteres',
  },
  ADDRESS_LABEL_INVALID: {
    'zh-CN': '标签最多10个字，不能包含特殊字符或表情',
    'en-US': 'A label has at most 10 characters without special characters or emoji',
    ru: 'Метка не длиннее 10 символов, без специальных символов и эмодзи',
    'es-ES': 'Una etiqueta tiene como máximo 10 caracteres, sin caracteres especiales ni emojis',
  },
  POSTAL_CODE_INVALID: {
    'zh-CN': '请输入正确的邮政编码',
    'en-US': 'Please enter a correct postal code',
    ru: 'Введите правильный почтовый индекс',
    'es-ES': 'Introduzca un código postal correcto',
  },
} as const satisfies Record<string, RuleMessage>;
