/**
 * Exact money arithmetic. Order amounts are integer fen (0.01 yuan); component unit prices are integer
 * "milli" (0.0001 yuan, as in `unitPriceMilli`). BigInt keeps every step exact however large the order.
 */

/** 0.0001-yuan units in one fen. */
const MILLI_PER_FEN = 100n;

/**
 * THE rounding rule of the shop: the price of `quantity` pieces at `unitPriceMilli` each is the exact
 * product in milli, rounded half-up to fen ONCE per line (0.005 yuan becomes 0.01). Totals of several
 * lines are sums of these rounded line totals, never rounded again. Cart, checkout, orders and
 * documents all price lines with this function so their totals agree.
 */
export function lineTotalFen(quantity: number, unitPriceMilli: number): bigint {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  if (!Number.isSafeInteger(unitPriceMilli) || unitPriceMilli < 0) {
    throw new RangeError(`Not a unit price in 0.0001 yuan: ${unitPriceMilli}`);
  }
  const totalMilli = BigInt(quantity) * BigInt(unitPriceMilli);
  return (totalMilli + MILLI_PER_FEN / 2n) / MILLI_PER_FEN;
}

/** The sum of amounts in fen. */
export function sumFen(amounts: Iterable<bigint>): bigint {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}

/** An amount in fen for a JSON/GraphQL number; refuses amounts a double could not hold exactly. */
export function fenToNumber(amountFen: bigint): number {
  if (amountFen > BigInt(Number.MAX_SAFE_INTEGER) || amountFen < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount in fen too large to send exactly: ${amountFen}`);
  }
  return Number(amountFen);
}
