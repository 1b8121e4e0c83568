/** Fen as yuan text with two decimals ("12.34"), exactly, for providers that count in yuan. */
export function formatFen(amountFen: number): string {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) throw new RangeError(`Not an amount in fen: ${amountFen}`);
  return `${Math.floor(amountFen / 100)}.${String(amountFen % 100).padStart(2, '0')}`;
}
