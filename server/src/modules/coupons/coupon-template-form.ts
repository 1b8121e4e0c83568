import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../../platform/errors/index.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import { couponLimits } from './coupon-context.js';
import { CouponDiscountKind, CouponScopeKind, type CouponTemplate } from './coupons.entities.js';

/** Everything staff set on a template (the counts are the shop's). */
export interface CouponTemplateForm {
  title: string;
  description: string | null;
  discountKind: CouponDiscountKind;
  amountOffFen: number | null;
  percentOff: number | null;
  maxDiscountFen: number | null;
  thresholdFen: number;
  scopeKind: CouponScopeKind;
  scopeIds: number[];
  validFrom: Date | null;
  validUntil: Date | null;
  validDays: number | null;
  claimStartsAt: Date | null;
  claimEndsAt: Date | null;
  totalQuantity: number | null;
  perUserLimit: number;
  publicClaim: boolean;
}

/** The template's columns a form sets, after validation. */
export type CouponTemplateFields = Pick<
  CouponTemplate,
  | 'title'
  | 'description'
  | 'discountKind'
  | 'amountOffFen'
  | 'percentOff'
  | 'maxDiscountFen'
  | 'thresholdFen'
  | 'scopeKind'
  | 'scopeIds'
  | 'validFrom'
  | 'validUntil'
  | 'validDays'
  | 'claimStartsAt'
  | 'claimEndsAt'
  | 'totalQuantity'
  | 'perUserLimit'
  | 'publicClaim'
>;

const yuan = (fen: number) => (fen / 100).toFixed(0);
const whole = (value: number | null, min: number, max: number) =>
  value !== null && Number.isSafeInteger(value) && value >= min && value <= max;
const field = (name: string) => ({ field: ['input', name] });

/**
 * Checks a template form field by field (each failure names its input field, for the form to show it there) and
 * answers the columns to store: the terms of the other discount kind, and the validity not chosen, are cleared.
 */
export async function validateTemplateForm(em: EntityManager, form: CouponTemplateForm): Promise<CouponTemplateFields> {
  const title = form.title.trim();
  if (title.length === 0 || title.length > couponLimits.titleMax) {
    throw new DomainError('COUPON_TITLE_INVALID', { params: { max: couponLimits.titleMax }, ...field('title') });
  }
  const description = (form.description ?? '').trim();
  if (description.length > couponLimits.descriptionMax) {
    throw new DomainError('COUPON_DESCRIPTION_INVALID', {
      params: { max: couponLimits.descriptionMax },
      ...field('description'),
    });
  }
  const amountMax = { params: { max: yuan(couponLimits.amountMaxFen) } };
  const amountOff = form.discountKind === CouponDiscountKind.AMOUNT_OFF;
  if (amountOff && !whole(form.amountOffFen, 1, couponLimits.amountMaxFen)) {
    throw new DomainError('COUPON_AMOUNT_INVALID', { ...amountMax, ...field('amountOffFen') });
  }
  if (!amountOff && !whole(form.percentOff, 1, 99)) {
    throw new DomainError('COUPON_PERCENT_INVALID', field('percentOff'));
  }
  if (!amountOff && form.maxDiscountFen !== null && !whole(form.maxDiscountFen, 1, couponLimits.amountMaxFen)) {
    throw new DomainError('COUPON_AMOUNT_INVALID', { ...amountMax, ...field('maxDiscountFen') });
  }
  if (!whole(form.thresholdFen, 0, couponLimits.thresholdMaxFen)) {
    throw new DomainError('COUPON_THRESHOLD_INVALID', {
      params: { max: yuan(couponLimits.thresholdMaxFen) },
      ...field('thresholdFen'),
    });
  }
  const scopeIds = form.scopeKind === CouponScopeKind.ALL ? [] : [...new Set(form.scopeIds)];
  await checkScope(em, form.scopeKind, scopeIds);
  checkValidity(form);
  if (form.claimStartsAt && form.claimEndsAt && form.claimStartsAt.getTime() >= form.claimEndsAt.getTime()) {
    throw new DomainError('COUPON_CLAIM_WINDOW_INVALID', field('claimEndsAt'));
  }
  const quantity = { params: { max: couponLimits.quantityMax, claimed: 0 } };
  if (form.totalQuantity !== null && !whole(form.totalQuantity, 1, couponLimits.quantityMax)) {
    throw new DomainError('COUPON_QUANTITY_INVALID', { ...quantity, ...field('totalQuantity') });
  }
  if (!whole(form.perUserLimit, 1, couponLimits.quantityMax)) {
    throw new DomainError('COUPON_QUANTITY_INVALID', { ...quantity, ...field('perUserLimit') });
  }
  const byDays = form.validDays !== null;
  return {
    title,
    description,
    discountKind: form.discountKind,
    amountOffFen: amountOff ? form.amountOffFen : null,
    percentOff: amountOff ? null : form.percentOff,
    maxDiscountFen: amountOff ? null : form.maxDiscountFen,
    thresholdFen: form.thresholdFen,
    scopeKind: form.scopeKind,
    scopeIds,
    validFrom: byDays ? null : form.validFrom,
    validUntil: byDays ? null : form.validUntil,
    validDays: byDays ? form.validDays : null,
    claimStartsAt: form.claimStartsAt,
    claimEndsAt: form.claimEndsAt,
    totalQuantity: form.totalQuantity,
    perUserLimit: form.perUserLimit,
    publicClaim: form.publicClaim,
  };
}

async function checkScope(em: EntityManager, kind: CouponScopeKind, ids: number[]): Promise<void> {
  if (kind === CouponScopeKind.ALL) return;
  const invalid = () =>
    new DomainError('COUPON_SCOPE_INVALID', { params: { max: couponLimits.scopeIdsMax }, ...field('scopeIds') });
  if (ids.length === 0 || ids.length > couponLimits.scopeIdsMax || !ids.every((id) => Number.isSafeInteger(id))) {
    throw invalid();
  }
  const names = await catalogLookups.scopeNames(em, {
    categoryIds: kind === CouponScopeKind.CATEGORY ? ids : [],
    brandIds: kind === CouponScopeKind.MANUFACTURER ? ids : [],
    productIds: kind === CouponScopeKind.PRODUCTS ? ids : [],
  });
  const found =
    kind === CouponScopeKind.CATEGORY
      ? names.categories.size
      : kind === CouponScopeKind.MANUFACTURER
        ? names.brands.size
        : names.products.size;
  if (found !== ids.length) throw invalid();
}

/** Either whole days after the claim, or both dates with the start first. */
function checkValidity(form: CouponTemplateForm): void {
  const params = { params: { max: couponLimits.validDaysMax } };
  if (form.validDays !== null) {
    if (!whole(form.validDays, 1, couponLimits.validDaysMax)) {
      throw new DomainError('COUPON_VALIDITY_INVALID', { ...params, ...field('validDays') });
    }
    return;
  }
  if (!form.validFrom) throw new DomainError('COUPON_VALIDITY_INVALID', { ...params, ...field('validFrom') });
  if (!form.validUntil || form.validUntil.getTime() <= form.validFrom.getTime()) {
    throw new DomainError('COUPON_VALIDITY_INVALID', { ...params, ...field('validUntil') });
  }
}
