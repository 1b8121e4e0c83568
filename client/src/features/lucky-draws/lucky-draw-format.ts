import type { TFunction } from 'i18next';

/**
 * A prize's published odds (parts per million of one open, from the server) as a percentage in the reader's
 * language, with as many decimals as the share needs (at most four, since 1 ppm = 0.0001%).
 */
export function formatOdds(ppm: number, locale: string): string {
  const decimals = ppm % 10_000 === 0 ? 0 : ppm % 1_000 === 0 ? 1 : ppm % 100 === 0 ? 2 : ppm % 10 === 0 ? 3 : 4;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(ppm / 1_000_000);
}

export interface PrizeFace {
  kind: 'PART' | 'COUPON' | 'POINTS';
  title: string;
  points?: number | null;
  /** PART: pieces per prize. */
  quantity?: number | null;
}

/** How a prize is named on the pages: a part by its title (MPN), a coupon by its title, points by their count. */
export function prizeLabel(prize: PrizeFace, t: TFunction): string {
  if (prize.kind === 'POINTS') return t('luckyDraws.prize.points', { count: prize.points ?? 0 });
  if (prize.kind === 'COUPON') return t('luckyDraws.prize.coupon', { title: prize.title });
  if (prize.quantity && prize.quantity > 1) {
    return t('luckyDraws.prize.partPieces', { title: prize.title, quantity: prize.quantity });
  }
  return t('luckyDraws.prize.part', { title: prize.title });
}

/** What the user has left today, as the button's note: null for a visitor (nothing is known yet). */
export function chancesNote(left: number | null | undefined, daily: number, t: TFunction, key: string): string | null {
  if (left === null || left === undefined) return null;
  return t(key, { left, daily });
}
