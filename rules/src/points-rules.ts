/**
 * Points at checkout and points earned: pure, shared by the server (pricing pipeline, points module) and the
 * client (the points field's hint).
 */

export interface PointsRequest {
  /** Points the buyer asked to spend (absent or negative: none). */
  requested: number;
  /** Points the buyer holds. */
  balance: number;
  /** What one point is worth, in fen (1: 100 points = ¥1). */
  fenPerPoint: number;
  /** Points may pay at most this percentage of the goods (0..100). */
  maxDeductionPercent: number;
}

export interface PointsUse {
  /** Points spent: never more than asked, held, or what the cap allows. */
  points: number;
  deductionFen: bigint;
}

/** The most points the cap lets pay for `goodsFen` (after member discount and coupon): whole points only. */
export function pointsCap(
  terms: Pick<PointsRequest, 'balance' | 'fenPerPoint' | 'maxDeductionPercent'>,
  goodsFen: bigint,
): number {
  if (terms.fenPerPoint <= 0 || goodsFen <= 0n) return 0;
  const percent = BigInt(Math.min(100, Math.max(0, Math.floor(terms.maxDeductionPercent))));
  const capFen = (goodsFen * percent) / 100n;
  const byCap = capFen / BigInt(terms.fenPerPoint);
  const balance = BigInt(Math.max(0, Math.floor(terms.balance)));
  return Number(byCap < balance ? byCap : balance);
}

/** The points actually spent of those requested on goods of `goodsFen`, and what they take off. */
export function pointsUsable(request: PointsRequest, goodsFen: bigint): PointsUse {
  const requested = Number.isFinite(request.requested) ? Math.max(0, Math.floor(request.requested)) : 0;
  const points = Math.min(requested, pointsCap(request, goodsFen));
  return { points, deductionFen: BigInt(points) * BigInt(Math.max(0, request.fenPerPoint)) };
}

/**
 * Points earned on `paidFen` paid for goods: `pointsPerYuan` per whole yuan, times the member level's multiplier
 * (100 = x1), rounded down.
 */
export function pointsEarned(paidFen: number, pointsPerYuan: number, multiplierPercent: number): number {
  if (paidFen <= 0 || pointsPerYuan <= 0 || multiplierPercent <= 0) return 0;
  const scaled =
    BigInt(Math.floor(paidFen)) * BigInt(Math.round(pointsPerYuan * 100)) * BigInt(Math.round(multiplierPercent));
  // fen -> yuan (/100), pointsPerYuan scaled by 100, multiplier percent (/100).
  return Number(scaled / 1_000_000n);
}
