/**
 * How the money an order actually paid for its goods is split over its lines, and how much of a line goes back for
 * some of its units. Both are exact to the fen: the shares add up to what was paid for the goods, and every partial
 * refund of a line adds up to its share, however the units are split over requests. Freight belongs to no line.
 */

/**
 * Each line's share of what was paid for the goods: its line total minus its part of the deductions (member
 * discount, coupon, points), split in proportion to the line totals by largest remainder (ties: the earlier line),
 * so the shares add up to `sum(lineTotals) - deductions` exactly.
 */
export function allocatePaidShares(lineTotalsFen: readonly number[], deductionsFen: number): number[] {
  for (const total of lineTotalsFen) {
    if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not a line total in fen: ${total}`);
  }
  const itemsFen = lineTotalsFen.reduce((sum, total) => sum + BigInt(total), 0n);
  const deductions = BigInt(deductionsFen);
  if (!Number.isSafeInteger(deductionsFen) || deductions < 0n || deductions > itemsFen) {
    throw new RangeError(`Deductions ${deductionsFen} do not fit goods of ${itemsFen} fen`);
  }
  if (itemsFen === 0n) return lineTotalsFen.map(() => 0);
  const exact = lineTotalsFen.map((total) => BigInt(total) * deductions);
  const taken = exact.map((product) => product / itemsFen);
  let left = deductions - taken.reduce((sum, part) => sum + part, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % itemsFen }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    taken[index]! += 1n;
    left -= 1n;
  }
  return lineTotalsFen.map((total, index) => Number(BigInt(total) - taken[index]!));
}

/**
 * The refund of `quantity` more units of a line of `lineQuantity` units whose share is `shareFen`, when `taken`
 * units of it were refunded before: `floor(share*(taken+quantity)/n) - floor(share*taken/n)`, so refunds of all
 * units, however split, add up to the share.
 */
export function unitsRefundFen(shareFen: number, lineQuantity: number, taken: number, quantity: number): number {
  if (!Number.isSafeInteger(lineQuantity) || lineQuantity <= 0) throw new RangeError(`Not a quantity: ${lineQuantity}`);
  if (taken < 0 || quantity < 0 || taken + quantity > lineQuantity) {
    throw new RangeError(`${taken} + ${quantity} units of a line of ${lineQuantity}`);
  }
  const share = BigInt(shareFen);
  const n = BigInt(lineQuantity);
  return Number((share * BigInt(taken + quantity)) / n - (share * BigInt(taken)) / n);
}
