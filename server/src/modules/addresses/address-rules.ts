import { DomainError } from '../../platform/errors/index.js';
import { normalisePhone } from '../identity/account-address.js';
import { isInDeliveryRange } from './delivery-range.js';

/**
 * The address rules of spec §5, applied to every address before it is stored. The client mirrors them in
 * client/src/features/addresses/address-validation.ts with the same messages.
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

export interface PhoneNumber {
  areaCode: string;
  phone: string;
}

export interface AddressFields extends PhoneNumber {
  consignee: string;
  country: string;
  province: string;
  city: string;
  district: string | null;
  postalCode: string | null;
  detail: string;
  label: string | null;
}

/** What a client sends for an address; optional parts may be absent or blank. */
export interface AddressDraft {
  consignee: string;
  areaCode?: string | null | undefined;
  phone: string;
  country: string;
  province: string;
  city: string;
  district?: string | null | undefined;
  postalCode?: string | null | undefined;
  detail: string;
  label?: string | null | undefined;
}

const length = (text: string) => [...text].length;
const blankToNull = (text: string | null | undefined) => text?.trim() || null;

export function checkName(raw: string, field: string[]): string {
  const name = raw.trim();
  if (!name || length(name) > MAX_NAME_LENGTH || !nameShape.test(name)) {
    throw new DomainError('CONSIGNEE_NAME_INVALID', { field });
  }
  return name;
}

/** The area code defaults to 86 (mainland China); answers digits only, e.g. `{ areaCode: '86', phone: '13800138000' }`. */
export function checkPhone(areaCode: string | null | undefined, phone: string, field: string[]): PhoneNumber {
  const [area, digits] = normalisePhone(areaCode?.trim() || '86', phone, field).split(' ');
  return { areaCode: area!.slice(1), phone: digits! };
}

function checkRegionPart(raw: string, field: string[]): string {
  const part = raw.trim();
  if (!part) throw new DomainError('ADDRESS_REGION_REQUIRED', { field });
  if (length(part) > MAX_REGION_PART_LENGTH) {
    throw new DomainError('INVALID_INPUT', { params: { field: field.join('.') }, field });
  }
  return part;
}

function checkPostalCode(raw: string | null | undefined, country: string, field: string[]): string | null {
  const code = blankToNull(raw)?.toUpperCase() ?? null;
  if (code === null) return null;
  const valid = country === 'CN' ? /^\d{6}$/.test(code) : postalCodeShape.test(code);
  if (!valid) throw new DomainError('POSTAL_CODE_INVALID', { field });
  return code;
}

function checkDetail(raw: string, field: string[]): string {
  const detail = raw.trim();
  if (!detail) throw new DomainError('ADDRESS_DETAIL_REQUIRED', { field });
  if (length(detail) > MAX_DETAIL_LENGTH || !detailShape.test(detail)) {
    throw new DomainError('ADDRESS_DETAIL_INVALID', { field });
  }
  return detail;
}

function checkLabel(raw: string | null | undefined, field: string[]): string | null {
  const label = blankToNull(raw);
  if (label === null) return null;
  if (length(label) > MAX_LABEL_LENGTH || !labelShape.test(label)) {
    throw new DomainError('ADDRESS_LABEL_INVALID', { field });
  }
  return label;
}

/** Checks a draft field by field, in the order of the form, and answers the values to store. */
export function checkAddress(draft: AddressDraft, field: (name: string) => string[]): AddressFields {
  const consignee = checkName(draft.consignee, field('consignee'));
  const phone = checkPhone(draft.areaCode, draft.phone, field('phone'));
  const country = draft.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new DomainError('ADDRESS_REGION_REQUIRED', { field: field('country') });
  if (!isInDeliveryRange(country)) throw new DomainError('ADDRESS_OUT_OF_DELIVERY_RANGE', { field: field('country') });
  const province = checkRegionPart(draft.province, field('province'));
  const city = checkRegionPart(draft.city, field('city'));
  const district = blankToNull(draft.district) === null ? null : checkRegionPart(draft.district!, field('district'));
  return {
    consignee,
    ...phone,
    country,
    province,
    city,
    district,
    postalCode: checkPostalCode(draft.postalCode, country, field('postalCode')),
    detail: checkDetail(draft.detail, field('detail')),
    label: checkLabel(draft.label, field('label')),
  };
}
