/** What the buyer chose in the checkout's coupon picker: the server's best, no coupon, or one coupon. */
export type CouponChoice = { kind: 'best' } | { kind: 'none' } | { kind: 'coupon'; couponId: string };

export interface CheckoutPromotions {
  couponId?: string | null;
  noCoupon?: boolean | null;
  points?: number | null;
}

/** The `promotions` of the checkout quote for the buyer's choices (nothing chosen: the best coupon, no points). */
export function quotePromotions(choice: CouponChoice, points: number): CheckoutPromotions {
  const coupon =
    choice.kind === 'none' ? { noCoupon: true } : choice.kind === 'coupon' ? { couponId: choice.couponId } : {};
  return points > 0 ? { ...coupon, points } : coupon;
}

/**
 * The `promotions` the order is placed with: exactly what the quote on screen applied (its coupon, or none, and
 * the points it used), so the order never takes a coupon or points the buyer did not see.
 */
export function orderPromotions(quote: { selectedCouponId?: string | null; pointsUsed: number }): CheckoutPromotions {
  const coupon = quote.selectedCouponId ? { couponId: quote.selectedCouponId } : { noCoupon: true };
  return { ...coupon, points: quote.pointsUsed };
}

interface CouponOption {
  couponId: string;
  usable: boolean;
  deductionFen: number;
  validUntil: unknown;
}

/** Usable coupons first, the largest deduction first and then the one that ends soonest; unusable ones after. */
export function sortCouponOptions<T extends CouponOption>(options: readonly T[]): T[] {
  return [...options].sort(
    (left, right) =>
      Number(right.usable) - Number(left.usable) ||
      right.deductionFen - left.deductionFen ||
      String(left.validUntil).localeCompare(String(right.validUntil)),
  );
}
