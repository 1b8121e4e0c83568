import { parseYuanToMilli } from '../money/parse-yuan';

export type BalanceDirection = 'credit' | 'debit';

/**
 * The signed change in fen of an amount typed in yuan ("12.5"), credited or debited: exact (string arithmetic), at
 * most two decimals, more than zero. Null for anything else.
 */
export function balanceChangeFen(amountText: string, direction: BalanceDirection): number | null {
  const milli = parseYuanToMilli(amountText);
  if (milli === undefined || milli === 0 || milli % 100 !== 0) return null;
  const fen = milli / 100;
  return direction === 'credit' ? fen : -fen;
}
