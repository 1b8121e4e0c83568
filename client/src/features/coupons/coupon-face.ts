import type { TFunction } from 'i18next';
import { formatDate } from '../locale-format/format-date';
import { formatMoneyFen } from '../money/format-money';

/** The terms every coupon shows on its face, whether offered in the coupon centre or held by the shopper. */
export interface CouponFaceTerms {
  discountKind: 'AMOUNT_OFF' | 'PERCENT_OFF';
  amountOffFen?: number | null;
  percentOff?: number | null;
  maxDiscountFen?: number | null;
  thresholdFen: number;
}

export interface CouponFace {
  /** The big figure: "¥5.00" or "10% off". */
  value: string;
  /** "Orders over ¥50.00" or "No minimum spend". */
  condition: string;
  /** "Up to ¥30.00 off" for a capped percentage, otherwise null. */
  cap: string | null;
}

/** The words on a coupon's face, from its terms, in the reader's language. */
export function couponFace(terms: CouponFaceTerms, t: TFunction, locale: string): CouponFace {
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const value =
    terms.discountKind === 'AMOUNT_OFF'
      ? money(terms.amountOffFen ?? 0)
      : t('coupons.face.percentOff', { percent: terms.percentOff ?? 0 });
  const condition =
    terms.thresholdFen > 0
      ? t('coupons.face.threshold', { amount: money(terms.thresholdFen) })
      : t('coupons.face.noThreshold');
  const cap =
    terms.discountKind === 'PERCENT_OFF' && terms.maxDiscountFen != null && terms.maxDiscountFen > 0
      ? t('coupons.face.cap', { amount: money(terms.maxDiscountFen) })
      : null;
  return { value, condition, cap };
}

export interface CouponValidity {
  validFrom?: string | null;
  validUntil?: string | null;
  /** Days after claiming, for an offer whose validity starts when it is claimed. */
  validDays?: number | null;
}

/** "Valid 1 Dec 2026 – 31 Dec 2026", "Valid until 31 Dec 2026" or "Valid for 7 days after claiming". */
export function couponValidity(validity: CouponValidity, t: TFunction, locale: string): string | null {
  if (validity.validUntil) {
    const until = formatDate(validity.validUntil, locale);
    return validity.validFrom
      ? t('coupons.validity.range', { from: formatDate(validity.validFrom, locale), until })
      : t('coupons.validity.until', { until });
  }
  if (validity.validDays) return t('coupons.validity.days', { count: validity.validDays });
  return null;
}
