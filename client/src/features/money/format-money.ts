/** Unit prices are integers of 0.0001 yuan ("milli" in field names such as `unitPriceMilli`). */
const MILLI_PER_YUAN = 10_000n;
const FRACTION_DIGITS = 4;
/** Prices always show at least fen (0.01); finer digits appear only when they are not zero. */
const MIN_FRACTION_DIGITS = 2;
const YUAN_SIGN = '¥';

const decimalSeparators = new Map<string, string>();

function decimalSeparator(locale: string): string {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * Formats an amount in 0.0001 yuan with integer arithmetic only: 123456 → "¥12.3456", 120000 → "¥12.00",
 * 5 → "¥0.0005". Digit grouping and the decimal separator follow the locale.
 */
export function formatMoneyMilli(amountMilli: number, locale: string): string {
  if (!Number.isSafeInteger(amountMilli)) throw new RangeError(`Not an amount in 0.0001 yuan: ${amountMilli}`);
  const magnitude = BigInt(Math.abs(amountMilli));
  const yuan = magnitude / MILLI_PER_YUAN;
  const fraction = (magnitude % MILLI_PER_YUAN).toString().padStart(FRACTION_DIGITS, '0');
  const significantFraction = fraction.replace(/0+$/, '');
  const shownFraction = significantFraction.padEnd(MIN_FRACTION_DIGITS, '0');
  const sign = amountMilli < 0 ? '-' : '';
  const groupedYuan = new Intl.NumberFormat(locale, { useGrouping: true }).format(yuan);
  return `${sign}${YUAN_SIGN}${groupedYuan}${decimalSeparator(locale)}${shownFraction}`;
}

const FEN_PER_YUAN = 100n;

/** Formats an amount in fen exactly, always with two decimals: 123456n → "¥1,234.56". */
export function formatMoneyFen(amountFen: bigint, locale: string): string {
  const magnitude = amountFen < 0n ? -amountFen : amountFen;
  const yuan = magnitude / FEN_PER_YUAN;
  const fen = (magnitude % FEN_PER_YUAN).toString().padStart(2, '0');
  const sign = amountFen < 0n ? '-' : '';
  const groupedYuan = new Intl.NumberFormat(locale, { useGrouping: true }).format(yuan);
  return `${sign}${YUAN_SIGN}${groupedYuan}${decimalSeparator(locale)}${fen}`;
}
