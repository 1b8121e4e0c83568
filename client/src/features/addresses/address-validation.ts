/**
 * The address rules of spec §5, checked before a request so the user sees the mistake at once. The rules and their
 * messages are the server's own (@circuitmart/rules/address-rules, shown as `rules.<code>`). Each check answers the
 * translation key of its message, or undefined when the value is fine.
 */
import { detailProblem, labelProblem, nameProblem, postalCodeProblem } from '@circuitmart/rules/address-rules';
import type { TFunction } from 'i18next';
import { validatePhone, type ValidationMessageKey } from '../session/account-validation';

export type AddressMessageKey =
  | 'rules.CONSIGNEE_NAME_INVALID'
  | 'rules.ADDRESS_REGION_REQUIRED'
  | 'rules.ADDRESS_DETAIL_REQUIRED'
  | 'rules.ADDRESS_DETAIL_INVALID'
  | 'rules.ADDRESS_LABEL_INVALID'
  | 'rules.POSTAL_CODE_INVALID'
  /** The phone's messages are those of the login forms. */
  | ValidationMessageKey;

const keyOf = <Code extends string>(code: Code | null) => (code === null ? undefined : (`rules.${code}` as const));

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
  return keyOf(nameProblem(raw.trim()));
}

export function validateRegionPart(raw: string): AddressMessageKey | undefined {
  return raw.trim() ? undefined : 'rules.ADDRESS_REGION_REQUIRED';
}

export function validateDetail(raw: string): AddressMessageKey | undefined {
  return keyOf(detailProblem(raw.trim()));
}

export function validateLabel(raw: string): AddressMessageKey | undefined {
  const label = raw.trim();
  return label ? keyOf(labelProblem(label)) : undefined;
}

/** Optional; six digits in mainland China, 3-10 letters, digits, spaces or dashes elsewhere. */
export function validatePostalCode(raw: string, country: string): AddressMessageKey | undefined {
  const code = raw.trim().toUpperCase();
  return code ? keyOf(postalCodeProblem(code, country)) : undefined;
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
