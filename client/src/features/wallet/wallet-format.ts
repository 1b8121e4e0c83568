import { parseYuanToMilli } from '../money/parse-yuan';

export const balanceEntryKinds = [
  'PAYMENT',
  'REFUND',
  'ADJUSTMENT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RETURN',
  'COMMISSION',
  'TOPUP',
] as const;

export const withdrawalStatuses = ['SUBMITTED', 'UNDER_REVIEW', 'PASSED', 'REJECTED', 'CANCELLED'] as const;

/** Whole fen of an amount typed in yuan ("12.5"): more than zero, at most two decimals; null otherwise. */
export function yuanToFen(text: string): number | null {
  const milli = parseYuanToMilli(text);
  if (milli === undefined || milli === 0 || milli % 100 !== 0) return null;
  return milli / 100;
}

/** The fee the server will charge (basis points rounded down, at least the minimum), for the form's preview. */
export function previewFee(amountFen: number, settings: { feeBasisPoints: number; minimumFeeFen: unknown }): number {
  return Math.max(Number(settings.minimumFeeFen), Math.floor((amountFen * settings.feeBasisPoints) / 10_000));
}

export const fen = (value: unknown) => BigInt(value as string | number);
