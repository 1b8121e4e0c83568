import { randomInt } from 'node:crypto';

/** What the draw needs of a blind box's prize. */
export interface DrawablePrize {
  id: number;
  /** The prize's weight (an integer >= 0); its odds are weight / the sum of the weights of the prizes in stock. */
  weight: number;
  /** Units left; a prize with none is skipped. */
  stock: number;
}

/** A prize's published odds, in parts per million of one open (the shares of all prizes add up to 1,000,000). */
export interface PrizeOdds {
  id: number;
  /** weight / total, in ppm, rounded so that the shares still add up to exactly 1,000,000 (largest remainders). */
  ppm: number;
}

/** An integer in [0, maxExclusive) from the operating system's cryptographic generator (no modulo bias). */
export type RandomBelow = (maxExclusive: number) => number;

export const cryptoRandomBelow: RandomBelow = (maxExclusive) => randomInt(maxExclusive);

/** The largest weight a prize may have: the sum of 50 of them stays far below randomInt's 2^48 bound. */
export const MAX_PRIZE_WEIGHT = 1_000_000;

/**
 * The prizes that can be drawn now: weight > 0 and stock left. A prize out of stock drops out and the odds of
 * the others are renormalised over what is left (each keeps its weight, the total shrinks), which is also what
 * the page publishes: the odds shown are always those of the prizes still in stock.
 */
export function drawable<P extends DrawablePrize>(prizes: readonly P[]): P[] {
  return prizes.filter((prize) => prize.weight > 0 && prize.stock > 0);
}

/**
 * One draw: a prize with probability weight / total over the drawable prizes, or null when none is drawable.
 * `random(total)` picks a point in [0, total); the prizes own consecutive intervals of their weight's length.
 */
export function drawPrize<P extends DrawablePrize>(prizes: readonly P[], random: RandomBelow = cryptoRandomBelow) {
  const candidates = drawable(prizes);
  const total = candidates.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) return null;
  let point = random(total);
  for (const prize of candidates) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  // random() answered outside [0, total): a broken generator must not quietly favour the last prize.
  throw new Error(`random(${total}) answered out of range`);
}

/** The odds published on the blind box's page: each drawable prize's share, in ppm; 0 for the others. */
export function publishedOdds(prizes: readonly DrawablePrize[]): PrizeOdds[] {
  const candidates = new Set(drawable(prizes).map((prize) => prize.id));
  const total = prizes.reduce((sum, prize) => sum + (candidates.has(prize.id) ? prize.weight : 0), 0);
  if (total === 0) return prizes.map((prize) => ({ id: prize.id, ppm: 0 }));
  const exact = prizes.map((prize) => {
    const share = candidates.has(prize.id) ? (prize.weight * 1_000_000) / total : 0;
    return { id: prize.id, floor: Math.floor(share), remainder: share - Math.floor(share) };
  });
  let left = 1_000_000 - exact.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...exact].sort((a, b) => b.remainder - a.remainder || a.id - b.id);
  const bonus = new Set<number>();
  for (const share of byRemainder) {
    if (left <= 0) break;
    if (share.remainder === 0) continue;
    bonus.add(share.id);
    left -= 1;
  }
  return exact.map((share) => ({ id: share.id, ppm: share.floor + (bonus.has(share.id) ? 1 : 0) }));
}
