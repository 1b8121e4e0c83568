import { REVIEW_POINTS_MIN_CHARACTERS } from '@circuitmart/rules/review-rules';
import { DomainError } from '../../platform/errors/index.js';

/** The point rules: how points are earned, what they are worth and how long they last. */
export interface PointsRulesValues {
  /** Points per yuan paid for a completed goods order (before the member level's multiplier). */
  pointsPerYuan: number;
  /** Points for a review with more than `REVIEW_POINTS_MIN_CHARACTERS` characters of text. */
  reviewPoints: number;
  /** Extra points when that review has at least one photo. */
  reviewPhotoPoints: number;
  /** What one point is worth at checkout, in fen (1: 100 points = ¥1). */
  fenPerPoint: number;
  /** Points pay at most this percentage of the goods. */
  maxDeductionPercent: number;
  /** Earned points expire this many months after they were earned. */
  validityMonths: number;
}

export interface PointsRules extends PointsRulesValues {
  /** Text longer than this many characters earns review points (fixed, shared with the review form). */
  reviewMinCharacters: number;
}

export const defaultPointsRules: PointsRulesValues = {
  pointsPerYuan: 1,
  reviewPoints: 20,
  reviewPhotoPoints: 10,
  fenPerPoint: 1,
  maxDeductionPercent: 50,
  validityMonths: 12,
};

/** The allowed range of each rule. */
export const pointsRuleLimits: Record<keyof PointsRulesValues, { min: number; max: number }> = {
  pointsPerYuan: { min: 0, max: 100 },
  reviewPoints: { min: 0, max: 10_000 },
  reviewPhotoPoints: { min: 0, max: 10_000 },
  fenPerPoint: { min: 1, max: 100 },
  maxDeductionPercent: { min: 0, max: 100 },
  validityMonths: { min: 1, max: 120 },
};

export function withFixedRules(values: PointsRulesValues): PointsRules {
  return { ...values, reviewMinCharacters: REVIEW_POINTS_MIN_CHARACTERS };
}

/** Throws POINTS_RULE_OUT_OF_RANGE on the first rule outside its range, pointing at its input field. */
export function checkPointsRules(values: PointsRulesValues): void {
  const limits = Object.entries(pointsRuleLimits) as [keyof PointsRulesValues, { min: number; max: number }][];
  for (const [name, { min, max }] of limits) {
    const value = values[name];
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new DomainError('POINTS_RULE_OUT_OF_RANGE', { params: { min, max }, field: ['input', name] });
    }
  }
}

/** `at` plus whole calendar months (UTC); the 31st becomes the last day of a shorter month. */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
