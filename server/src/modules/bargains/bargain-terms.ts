import { DomainError } from '../../platform/errors/index.js';

/** An offer's terms as staff enter them (prices in 0.0001 yuan). */
export interface BargainTerms {
  productId: number;
  quantity: number;
  startPriceMilli: number;
  floorPriceMilli: number;
  expectedCuts: number;
  timeLimitMinutes: number;
  perUserLimit: number;
}

export const MAX_EXPECTED_CUTS = 100;
export const MAX_TIME_LIMIT_MINUTES = 7 * 24 * 60;
export const MAX_PER_USER_LIMIT = 100;
export const MAX_QUANTITY = 1_000_000;
/** A bargain's order must be paid within this, like any order. */
export const BARGAIN_PAYMENT_WINDOW_MS = 30 * 60_000;

const whole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The rules of an offer's terms: a floor above zero and below the start price; expected cuts 1-100 and no more than
 * the span (so every cut is at least 0.0001 yuan and the schedule lands exactly on the floor in that many cuts); a
 * time limit of a minute to a week, 1-100 bargains per shopper, a positive quantity.
 */
export function checkTerms(terms: BargainTerms): BargainTerms {
  const field = (name: keyof BargainTerms) => ['input', name];
  if (!whole(terms.startPriceMilli, 2, Number.MAX_SAFE_INTEGER)) {
    throw new DomainError('BARGAIN_PRICES_INVALID', { field: field('startPriceMilli') });
  }
  if (!whole(terms.floorPriceMilli, 1, terms.startPriceMilli - 1)) {
    throw new DomainError('BARGAIN_PRICES_INVALID', { field: field('floorPriceMilli') });
  }
  const span = terms.startPriceMilli - terms.floorPriceMilli;
  if (!whole(terms.expectedCuts, 1, Math.min(MAX_EXPECTED_CUTS, span))) {
    throw new DomainError('BARGAIN_CUTS_INVALID', { field: field('expectedCuts') });
  }
  if (!whole(terms.timeLimitMinutes, 1, MAX_TIME_LIMIT_MINUTES)) {
    throw new DomainError('BARGAIN_TERMS_INVALID', { field: field('timeLimitMinutes') });
  }
  if (!whole(terms.perUserLimit, 1, MAX_PER_USER_LIMIT)) {
    throw new DomainError('BARGAIN_TERMS_INVALID', { field: field('perUserLimit') });
  }
  if (!whole(terms.quantity, 1, MAX_QUANTITY)) {
    throw new DomainError('BARGAIN_TERMS_INVALID', { field: field('quantity') });
  }
  return terms;
}
