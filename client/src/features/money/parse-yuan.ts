/** 0.0001-yuan units in one yuan, as in format-money. */
const MILLI_PER_YUAN = 10_000n;
const FRACTION_DIGITS = 4;
const YUAN_AMOUNT = /^(\d+)(?:[.,](\d*))?$|^[.,](\d+)$/;

/**
 * Reads an amount typed or put in a URL in yuan ("12.5", "0.0003", "3,20") as whole 0.0001 yuan, with
 * string and integer arithmetic only, so "0.1" is exactly 1000. Undefined for anything that is not a
 * non-negative amount of at most four decimals within the safe-integer range.
 */
export function parseYuanToMilli(text: string): number | undefined {
  const match = YUAN_AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const wholeDigits = match[1] ?? '0';
  const fractionDigits = match[2] ?? match[3] ?? '';
  if (fractionDigits.length > FRACTION_DIGITS) return undefined;
  const milli = BigInt(wholeDigits) * MILLI_PER_YUAN + BigInt(fractionDigits.padEnd(FRACTION_DIGITS, '0'));
  if (milli > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(milli);
}
