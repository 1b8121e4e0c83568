import {
  MAX_REGION_PART_LENGTH,
  detailProblem,
  labelProblem,
  nameProblem,
  postalCodeProblem,
} from '@circuitmart/rules/address-rules';
import { DomainError } from '../../platform/errors/index.js';
import { normalisePhone } from '../identity/account-address.js';
import { isInDeliveryRange } from './delivery-range.js';

/**
 * The address rules of spec §5 (@circuitmart/rules/address-rules, which the address forms check too), applied to
 * every address before it is stored.
 */

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
  const problem = nameProblem(name);
  if (problem) throw new DomainError(problem, { field });
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
  const problem = postalCodeProblem(code, country);
  if (problem) throw new DomainError(problem, { field });
  return code;
}

function checkDetail(raw: string, field: string[]): string {
  const detail = raw.trim();
  const problem = detailProblem(detail);
  if (problem) throw new DomainError(problem, { field });
  return detail;
}

function checkLabel(raw: string | null | undefined, field: string[]): string | null {
  const label = blankToNull(raw);
  if (label === null) return null;
  const problem = labelProblem(label);
  if (problem) throw new DomainError(problem, { field });
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
