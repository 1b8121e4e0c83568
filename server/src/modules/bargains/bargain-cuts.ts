import { randomInt } from 'node:crypto';

/** Draws a whole number in [min, max], both included. */
export type DrawInteger = (min: number, max: number) => number;

/** The server's draw: the operating system's cryptographic randomness, never Math.random. */
export const cryptoDraw: DrawInteger = (min, max) => randomInt(min, max + 1);

/** What the next cut of a bargain may be: a whole number of 0.0001 yuan in [min, max]. */
export interface CutBounds {
  min: number;
  max: number;
}

/**
 * THE cut schedule. A bargain `remaining` (0.0001 yuan) above its floor with `cutsLeft` of its expected cuts to go
 * cuts between half and one and a half times the even share (`remaining / cutsLeft`), but always leaves at least
 * one unit for each later cut; the last expected cut takes exactly what is left. So, as long as an offer's span is
 * at least its expected cuts (the offer's rule), every bargain lands exactly on its floor in exactly its expected
 * number of cuts, never below it, and no cut is zero. Integer arithmetic only.
 */
export function cutBounds(remaining: number, cutsLeft: number): CutBounds {
  if (!Number.isSafeInteger(remaining) || !Number.isSafeInteger(cutsLeft)) throw new RangeError('whole numbers only');
  if (remaining <= 0) return { min: 0, max: 0 };
  if (cutsLeft <= 1) return { min: remaining, max: remaining };
  // The most this cut may take and still leave one unit for each cut after it (1 when the span is too small).
  const ceiling = Math.max(1, remaining - (cutsLeft - 1));
  const half = Math.max(1, Math.floor(remaining / (2 * cutsLeft)));
  const oneAndHalf = Math.floor((3 * remaining + 2 * cutsLeft - 1) / (2 * cutsLeft));
  const min = Math.min(half, ceiling);
  return { min, max: Math.max(min, Math.min(oneAndHalf, ceiling)) };
}

/** The next cut of a bargain at `currentMilli` with `cutsMade` of `expectedCuts` done, drawn by `draw`. */
export function drawCut(
  bargain: { currentPriceMilli: number; floorPriceMilli: number; cutsMade: number; expectedCuts: number },
  draw: DrawInteger = cryptoDraw,
): number {
  const remaining = bargain.currentPriceMilli - bargain.floorPriceMilli;
  const { min, max } = cutBounds(remaining, Math.max(1, bargain.expectedCuts - bargain.cutsMade));
  if (max <= 0) return 0;
  const amount = min === max ? min : draw(min, max);
  if (!Number.isSafeInteger(amount) || amount < min || amount > max) throw new RangeError('a draw out of bounds');
  return amount;
}
