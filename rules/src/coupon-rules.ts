/**
 * What a coupon takes off a checkout. Pure: the server's pricing pipeline and the client's coupon picker weigh
 * coupons with the same function, so the deduction the picker shows is the one the order gets.
 */

/** The money terms of a coupon. */
export interface CouponTerms {
  discountKind: 'AMOUNT_OFF' | 'PERCENT_OFF';
  /** AMOUNT_OFF: fen taken off. */
  amountOffFen: number | null;
  /** PERCENT_OFF: 1..99, the percentage taken off the eligible goods (15 = 15% off). */
  percentOff: number | null;
  /** PERCENT_OFF: the most it takes off, in fen; null for no cap. */
  maxDiscountFen: number | null;
  /** Eligible goods must come to at least this many fen (0: no threshold). */
  thresholdFen: number;
}

export type CouponVerdict =
  | { usable: true; deductionFen: bigint }
  /** The eligible goods fall short of the threshold by this much. */
  | { usable: false; shortOfFen: bigint };

/**
 * The coupon's deduction on goods of which `eligibleFen` fall in its scope: nothing under the threshold (and how
 * much is missing); AMOUNT_OFF takes `min(amountOff, eligible)`; PERCENT_OFF takes `eligible * percent / 100`
 * rounded half-up to the fen, capped by `maxDiscountFen`. Never more than the eligible goods, never negative.
 */
export function couponVerdict(terms: CouponTerms, eligibleFen: bigint): CouponVerdict {
  const eligible = eligibleFen > 0n ? eligibleFen : 0n;
  const threshold = BigInt(Math.max(0, terms.thresholdFen));
  if (eligible < threshold) return { usable: false, shortOfFen: threshold - eligible };
  let deduction: bigint;
  if (terms.discountKind === 'AMOUNT_OFF') {
    deduction = BigInt(Math.max(0, terms.amountOffFen ?? 0));
  } else {
    const percent = BigInt(Math.min(100, Math.max(0, terms.percentOff ?? 0)));
    deduction = (eligible * percent + 50n) / 100n;
    if (terms.maxDiscountFen !== null && terms.maxDiscountFen !== undefined) {
      const cap = BigInt(Math.max(0, terms.maxDiscountFen));
      if (deduction > cap) deduction = cap;
    }
  }
  return { usable: true, deductionFen: deduction > eligible ? eligible : deduction };
}
