/** Fen as yuan text with two decimals ("12.34"), exactly, for providers that count in yuan. */
export function formatFen(amountFen: number): string {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) throw new RangeError(`Not an amount in fen: ${amountFen}`);
  return `${Math.floor(amountFen / 100)}.${String(amountFen % 100).padStart(2, '0')}`;
}

/** Yuan text with two decimals ("12.34", as Alipay writes amounts) in fen; undefined for anything else. */
export function parseYuan(text: unknown): number | undefined {
  const match = typeof text === 'string' ? /^(\d{1,10})\.(\d{2})$/.exec(text) : null;
  return match ? Number(match[1]) * 100 + Number(match[2]) : undefined;
}
