import { couponVerdict } from '@circuitmart/rules/coupon-rules';
import { lineTotalFen, sumFen } from '@circuitmart/rules/money';
import { pointsCap, pointsUsable } from '@circuitmart/rules/points-rules';
import { allocatePaidShares } from '@circuitmart/rules/refund-allocation';
import type { Product } from '../catalog/catalog.entities.js';
import { lineUnitPriceMilli } from '@circuitmart/rules/price-breaks';
import { quantityProblem, type QuantityProblem } from '../catalog/quantity-rules.js';
import type { ErrorCode } from '../../platform/errors/index.js';
import type { CheckoutCoupon, PointsTerms, PromotionLine } from './order-promotions.js';
import { DeliveryMethod } from './orders.entities.js';

/**
 * The shop's pricing settings (config `EXPRESS_FREIGHT_FEN`, `FREE_SHIPPING_THRESHOLD_FEN`). The member discount is
 * not a setting: the membership module gives the level's (membership levels, staff set them).
 */
export interface PricingSettings {
  /** Flat express freight in fen. */
  expressFreightFen: number;
  /** Goods amount (after discounts) from which express is free, in fen. */
  freeShippingThresholdFen: number;
}

export const defaultPricingSettings: PricingSettings = {
  expressFreightFen: 1200,
  freeShippingThresholdFen: 9900,
};

export interface PricingLineInput {
  product: Product;
  quantity: number;
  /** The cart line it came from, for pointing at it in errors. */
  cartLineId?: number;
  /** A sales quote's unit price that still holds for this line (0.0001 yuan); the breaks price it otherwise. */
  quotedUnitPriceMilli?: number | null;
  /** The buyer's own reference for the line, kept on the order line. */
  customerReference?: string | null;
}

export interface PricedLine extends PricingLineInput {
  unitPriceMilli: number;
  lineTotalFen: bigint;
  problem: QuantityProblem | null;
}

/** What the buyer chose on the confirm page: a coupon (absent: the best one), none, and points to spend. */
export interface PromotionChoice {
  couponId?: number | null | undefined;
  noCoupon?: boolean | null | undefined;
  points?: number | null | undefined;
}

export interface PricingInput {
  lines: PricingLineInput[];
  /** The member discount's percentage for this buyer now (0: none). */
  memberDiscountPercent: number;
  deliveryMethod: DeliveryMethod;
  /** The buyer's unused, unexpired coupons (the coupons module's), or none. */
  coupons?: readonly CheckoutCoupon[];
  /** The buyer's points as checkout may spend them; null: no points. */
  points?: PointsTerms | null;
  choice?: PromotionChoice;
  now?: Date;
}

/** Why a coupon cannot be used on this checkout, as an error code and its params. */
export interface CouponReason {
  code: Extract<ErrorCode, 'COUPON_THRESHOLD_NOT_MET' | 'COUPON_NOT_APPLICABLE' | 'COUPON_NOT_STARTED'>;
  params: Record<string, string | number>;
}

/** One of the buyer's coupons weighed against this checkout. */
export interface CouponOption {
  coupon: CheckoutCoupon;
  usable: boolean;
  /** What it would take off (0 when unusable). */
  deductionFen: bigint;
  reason: CouponReason | null;
  /** The lines its scope covers (indexes into `Quote.lines`). */
  eligibleLineIndexes: number[];
}

export interface AppliedCoupon {
  couponId: number;
  title: string;
  eligibleLineIndexes: number[];
}

export interface QuotePoints {
  balance: number;
  /** The most points this checkout lets spend (balance and cap). */
  maxUsable: number;
  used: number;
  fenPerPoint: number;
}

/** Every amount of an order, in fen; `payable = items - memberDiscount - coupon - points + freight`. */
export interface Quote {
  lines: PricedLine[];
  itemsFen: bigint;
  memberDiscountFen: bigint;
  couponDeductionFen: bigint;
  pointsDeductionFen: bigint;
  freightFen: bigint;
  payableFen: bigint;
  /** Every coupon of the buyer, usable ones first (best first), then the others. */
  couponOptions: CouponOption[];
  /** The coupon applied, or null. */
  coupon: AppliedCoupon | null;
  /** The buyer asked for a coupon that cannot be used here (placing the order refuses it). */
  couponRefused: boolean;
  points: QuotePoints | null;
  pointsUsed: number;
  /** Per line: what it pays of the goods (line total minus its part of every deduction); adds up exactly. */
  paidSharesFen: number[];
}

type PricingStep = (quote: Quote, input: PricingInput, settings: PricingSettings) => Quote;

/** Rounds `amount * percent / 100` half-up to fen. */
function percentOf(amount: bigint, percent: number): bigint {
  return (amount * BigInt(Math.round(percent * 100)) + 5000n) / 10000n;
}

const memberDiscount: PricingStep = (quote, input) => ({
  ...quote,
  memberDiscountFen: input.memberDiscountPercent > 0 ? percentOf(quote.itemsFen, input.memberDiscountPercent) : 0n,
});

function promotionLine(line: PricedLine): PromotionLine {
  return {
    productId: line.product.id,
    categoryId: line.product.category.id,
    manufacturerId: line.product.manufacturer.id,
    lineTotalFen: line.lineTotalFen,
  };
}

/** Yuan with two decimals for a message ("12.30"). */
function yuan(fen: bigint): string {
  const whole = fen / 100n;
  const cents = (fen % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/** One coupon against the lines: its scope's lines, its start, its threshold on those lines' totals. */
function weigh(coupon: CheckoutCoupon, lines: PricedLine[], goodsLeftFen: bigint, now: Date): CouponOption {
  const eligibleLineIndexes = lines.flatMap((line, index) => (coupon.appliesTo(promotionLine(line)) ? [index] : []));
  const unusable = (reason: CouponReason): CouponOption => ({
    coupon,
    usable: false,
    deductionFen: 0n,
    reason,
    eligibleLineIndexes,
  });
  if (coupon.validFrom.getTime() > now.getTime()) return unusable({ code: 'COUPON_NOT_STARTED', params: {} });
  if (eligibleLineIndexes.length === 0) return unusable({ code: 'COUPON_NOT_APPLICABLE', params: {} });
  const eligibleFen = sumFen(eligibleLineIndexes.map((index) => lines[index]!.lineTotalFen));
  const verdict = couponVerdict(coupon.terms, eligibleFen);
  if (!verdict.usable) {
    return unusable({ code: 'COUPON_THRESHOLD_NOT_MET', params: { amount: yuan(verdict.shortOfFen) } });
  }
  const deductionFen = verdict.deductionFen < goodsLeftFen ? verdict.deductionFen : goodsLeftFen;
  return { coupon, usable: true, deductionFen, reason: null, eligibleLineIndexes };
}

/** Best first: the largest deduction, then the one that expires first, then the older coupon. */
function better(a: CouponOption, b: CouponOption): number {
  if (a.usable !== b.usable) return a.usable ? -1 : 1;
  if (a.deductionFen !== b.deductionFen) return a.deductionFen > b.deductionFen ? -1 : 1;
  const byExpiry = a.coupon.validUntil.getTime() - b.coupon.validUntil.getTime();
  return byExpiry !== 0 ? byExpiry : a.coupon.couponId - b.coupon.couponId;
}

const couponDeduction: PricingStep = (quote, input) => {
  const now = input.now ?? new Date();
  // A coupon leaves at least one fen to pay: every payment method needs an amount (points take at most a share).
  const left = quote.itemsFen - quote.memberDiscountFen - 1n;
  const goodsLeft = left > 0n ? left : 0n;
  const options = (input.coupons ?? []).map((coupon) => weigh(coupon, quote.lines, goodsLeft, now)).sort(better);
  const choice = input.choice ?? {};
  let chosen: CouponOption | null = null;
  let couponRefused = false;
  if (choice.couponId !== undefined && choice.couponId !== null) {
    chosen = options.find((option) => option.coupon.couponId === choice.couponId && option.usable) ?? null;
    couponRefused = chosen === null;
  } else if (!choice.noCoupon) {
    chosen = options.find((option) => option.usable && option.deductionFen > 0n) ?? null;
  }
  return {
    ...quote,
    couponOptions: options,
    couponRefused,
    coupon: chosen && {
      couponId: chosen.coupon.couponId,
      title: chosen.coupon.title,
      eligibleLineIndexes: chosen.eligibleLineIndexes,
    },
    couponDeductionFen: chosen?.deductionFen ?? 0n,
  };
};

const pointsDeduction: PricingStep = (quote, input) => {
  const terms = input.points;
  if (!terms) return { ...quote, points: null, pointsUsed: 0, pointsDeductionFen: 0n };
  const goodsLeft = quote.itemsFen - quote.memberDiscountFen - quote.couponDeductionFen;
  const use = pointsUsable({ ...terms, requested: input.choice?.points ?? 0 }, goodsLeft);
  return {
    ...quote,
    points: {
      balance: terms.balance,
      maxUsable: pointsCap(terms, goodsLeft),
      used: use.points,
      fenPerPoint: terms.fenPerPoint,
    },
    pointsUsed: use.points,
    pointsDeductionFen: use.deductionFen,
  };
};

const goodsAfterDeductions = (quote: Quote) =>
  quote.itemsFen - quote.memberDiscountFen - quote.couponDeductionFen - quote.pointsDeductionFen;

const freight: PricingStep = (quote, input, settings) => ({
  ...quote,
  freightFen:
    input.deliveryMethod !== DeliveryMethod.EXPRESS ||
    goodsAfterDeductions(quote) >= BigInt(settings.freeShippingThresholdFen)
      ? 0n
      : BigInt(settings.expressFreightFen),
});

const payable: PricingStep = (quote) => ({ ...quote, payableFen: goodsAfterDeductions(quote) + quote.freightFen });

/**
 * What each line pays of the goods: the coupon is split over its eligible lines only (in proportion to their
 * totals), then the member discount and points over what every line has left (in proportion), both by largest
 * remainder, so no line goes below zero and the shares add up to the goods paid, to the fen.
 */
const paidShares: PricingStep = (quote) => {
  const totals = quote.lines.map((line) => Number(line.lineTotalFen));
  const afterCoupon = [...totals];
  if (quote.coupon && quote.couponDeductionFen > 0n) {
    const indexes = quote.coupon.eligibleLineIndexes;
    const left = allocatePaidShares(
      indexes.map((index) => totals[index]!),
      Number(quote.couponDeductionFen),
    );
    indexes.forEach((index, position) => (afterCoupon[index] = left[position]!));
  }
  const paidSharesFen = allocatePaidShares(afterCoupon, Number(quote.memberDiscountFen + quote.pointsDeductionFen));
  return { ...quote, paidSharesFen };
};

const pipeline: PricingStep[] = [memberDiscount, couponDeduction, pointsDeduction, freight, payable, paidShares];

/**
 * THE pricing pipeline of checkout: items (each line at `lineUnitPriceMilli`: a valid quote's price or its break's,
 * rounded once to fen) -> member discount -> coupon (threshold on its eligible lines' totals, never more than the
 * goods left but one fen) -> points (capped by the balance and a share of the goods left) -> freight (on the goods after
 * deductions) -> payable, and each line's paid share. The confirm page, order placement, REST and documents all call
 * it, so their totals agree; clients never compute money.
 */
export function priceOrder(input: PricingInput, settings: PricingSettings): Quote {
  const lines = input.lines.map((line): PricedLine => {
    const unitPriceMilli = lineUnitPriceMilli(line.product.priceBreaks, line.quantity, line.quotedUnitPriceMilli);
    return {
      ...line,
      unitPriceMilli,
      lineTotalFen: lineTotalFen(line.quantity, unitPriceMilli),
      problem: quantityProblem(line.product, line.quantity),
    };
  });
  const start: Quote = {
    lines,
    itemsFen: sumFen(lines.map((line) => line.lineTotalFen)),
    memberDiscountFen: 0n,
    couponDeductionFen: 0n,
    pointsDeductionFen: 0n,
    freightFen: 0n,
    payableFen: 0n,
    couponOptions: [],
    coupon: null,
    couponRefused: false,
    points: null,
    pointsUsed: 0,
    paidSharesFen: [],
  };
  return pipeline.reduce((quote, step) => step(quote, input, settings), start);
}
