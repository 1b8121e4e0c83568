/**
 * The address rules of spec §5, checked before a request so the user sees the mistake at once. They mirror
 * server/src/modules/addresses/address-rules.ts, and the messages carry the server's wording. Each check answers
 * the translation key of its message, or undefined when the value is fine.
 */
import type { TFunction } from 'i18next';
import { validatePhone, type ValidationMessageKey } from '../session/account-validation';

export type AddressMessageKey =
  | 'addresses.validation.nameInvalid'
  | 'addresses.validation.regionRequired'
  | 'addresses.validation.detailRequired'
  | 'addresses.validation.detailInvalid'
  | 'addresses.validation.labelInvalid'
  | 'addresses.validation.postalCodeInvalid'
  /** The phone's messages are those of the login forms. */
  | ValidationMessageKey;

const MAX_NAME_LENGTH = 32;
const MAX_DETAIL_LENGTH = 200;
const MAX_LABEL_LENGTH = 10;

const nameShape = /^[\p{L}\p{M}\p{N} .·'-]+$/u;
const detailShape = /^[\p{L}\p{M}\p{N}\s,.#/()'&:;，。、（）·-]+$/u;
const labelShape = /^[\p{L}\p{M}\p{N} ]+$/u;
const postalCodeShape = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

const length = (text: string) => [...text].length;

export interface AddressFormValues {
  consignee: string;
  areaCode: string;
  phone: string;
  country: string;
  province: string;
  city: string;
  district: string;
  postalCode: string;
  detail: string;
  label: string;
  isDefault: boolean;
}

export type AddressFormField = Exclude<keyof AddressFormValues, 'isDefault' | 'areaCode'>;

/** A consignee or pickup person: 1-32 letters, digits and the dots and dashes of names. */
export function validateName(raw: string): AddressMessageKey | undefined {
  const name = raw.trim();
  if (!name || length(name) > MAX_NAME_LENGTH || !nameShape.test(name)) return 'addresses.validation.nameInvalid';
  return undefined;
}

export function validateRegionPart(raw: string): AddressMessageKey | undefined {
  return raw.trim() ? undefined : 'addresses.validation.regionRequired';
}

export function validateDetail(raw: string): AddressMessageKey | undefined {
  const detail = raw.trim();
  if (!detail) return 'addresses.validation.detailRequired';
  if (length(detail) > MAX_DETAIL_LENGTH || !detailShape.test(detail)) return 'addresses.validation.detailInvalid';
  return undefined;
}

export function validateLabel(raw: string): AddressMessageKey | undefined {
  const label = raw.trim();
  if (!label) return undefined;
  return length(label) <= MAX_LABEL_LENGTH && labelShape.test(label) ? undefined : 'addresses.validation.labelInvalid';
}

/** Optional; six digits in mainland China, 3-10 letters, digits, spaces or dashes elsewhere. */
export function validatePostalCode(raw: string, country: string): AddressMessageKey | undefined {
  const code = raw.trim().toUpperCase();
  if (!code) return undefined;
  const valid = country === 'CN' ? /^\d{6}$/.test(code) : postalCodeShape.test(code);
  return valid ? undefined : 'addresses.validation.postalCodeInvalid';
}

/** Every field's problem, in the server's order; an empty object when the address can be sent. */
export function validateAddress(values: AddressFormValues): Partial<Record<AddressFormField, AddressMessageKey>> {
  const checks: Record<AddressFormField, AddressMessageKey | undefined> = {
    consignee: validateName(values.consignee),
    phone: validatePhone(values.areaCode, values.phone),
    country: validateRegionPart(values.country),
    province: validateRegionPart(values.province),
    city: validateRegionPart(values.city),
    district: undefined,
    postalCode: validatePostalCode(values.postalCode, values.country),
    detail: validateDetail(values.detail),
    label: validateLabel(values.label),
  };
  return Object.fromEntries(Object.entries(checks).filter(([, key]) => key !== undefined));
}

/** The messages of the checks that failed, by form field; a field that passed is left out. */
export function translateAddressProblems<Field extends string>(
  t: TFunction,
  checks: Partial<Record<Field, AddressMessageKey | undefined>>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const [field, key] of Object.entries(checks) as [Field, AddressMessageKey | undefined][]) {
    if (key !== undefined) problems[field] = t(key);
  }
  return problems;
}
