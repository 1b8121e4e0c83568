/**
 * THE rules for how many pieces of a part may be ordered (spec §3 Product, §5 cart rules): at least 1 and at least
 * the MOQ; above the MOQ in steps of the order increment; at most the purchase limit; at most the stock ("only N
 * left"). The server's cart and checkout refuse a quantity by `orderQuantityProblem`; the web client's quantity
 * stepper snaps to the same grid with `chooseOrderQuantity`.
 */
export interface OrderQuantityRules {
  moq: number;
  /** Above the minimum, quantities go in steps of this many. */
  orderIncrement: number;
  stock: number;
  purchaseLimit?: number | null | undefined;
}

/** Why a quantity cannot be ordered: an error code of the server's catalogue and its message parameters. */
export type OrderQuantityProblem =
  | { code: 'PRODUCT_SOLD_OUT'; params: Record<string, never> }
  | { code: 'PRODUCT_CANNOT_BE_BOUGHT'; params: Record<string, never> }
  | { code: 'QUANTITY_AT_LEAST_ONE'; params: Record<string, never> }
  | { code: 'QUANTITY_BELOW_MOQ'; params: { moq: number } }
  | { code: 'QUANTITY_INCREMENT'; params: { moq: number; increment: number } }
  | { code: 'PURCHASE_LIMIT_EXCEEDED'; params: { limit: number } }
  | { code: 'ONLY_N_LEFT'; params: { stock: number } };

/** Why a requested quantity was changed into the one shown. */
export type QuantityAdjustment =
  | { kind: 'minimum'; moq: number }
  | { kind: 'increment'; moq: number; increment: number }
  | { kind: 'onlyLeft'; stock: number }
  | { kind: 'purchaseLimit'; limit: number };

/** Why no quantity at all can be ordered. */
export type Unavailability =
  | { kind: 'outOfStock' }
  | { kind: 'stockBelowMinimum'; stock: number; moq: number }
  | { kind: 'limitBelowMinimum'; limit: number; moq: number };

export type QuantityChoice =
  | { orderable: true; quantity: number; adjustment: QuantityAdjustment | null }
  | { orderable: false; unavailability: Unavailability };

function purchaseLimit(rules: OrderQuantityRules): number | null {
  return rules.purchaseLimit ?? null;
}

function increment(rules: OrderQuantityRules): number {
  // A part stored without a sensible step still sells piece by piece rather than not at all.
  return Number.isSafeInteger(rules.orderIncrement) && rules.orderIncrement > 0 ? rules.orderIncrement : 1;
}

function minimum(rules: OrderQuantityRules): number {
  return Math.max(1, rules.moq);
}

/** The quantity on the grid moq + k·increment at or below `quantity` (which is at least the minimum). */
function gridFloor(quantity: number, rules: OrderQuantityRules): number {
  const step = increment(rules);
  return minimum(rules) + Math.floor((quantity - minimum(rules)) / step) * step;
}

/** The first rule `quantity` breaks, in the order a shopper can act on them; null when it may be ordered. */
export function orderQuantityProblem(rules: OrderQuantityRules, quantity: number): OrderQuantityProblem | null {
  if (rules.stock <= 0) return { code: 'PRODUCT_SOLD_OUT', params: {} };
  const moq = minimum(rules);
  const limit = purchaseLimit(rules);
  if (limit !== null && limit < moq) return { code: 'PRODUCT_CANNOT_BE_BOUGHT', params: {} };
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { code: 'QUANTITY_AT_LEAST_ONE', params: {} };
  if (quantity < moq) return { code: 'QUANTITY_BELOW_MOQ', params: { moq } };
  const step = increment(rules);
  if ((quantity - moq) % step !== 0) return { code: 'QUANTITY_INCREMENT', params: { moq, increment: step } };
  if (limit !== null && quantity > limit) return { code: 'PURCHASE_LIMIT_EXCEEDED', params: { limit } };
  if (quantity > rules.stock) return { code: 'ONLY_N_LEFT', params: { stock: rules.stock } };
  return null;
}

/** Why nothing can be ordered, or null when at least the minimum can. */
export function unavailability(rules: OrderQuantityRules): Unavailability | null {
  const moq = minimum(rules);
  if (rules.stock <= 0) return { kind: 'outOfStock' };
  const limit = purchaseLimit(rules);
  if (limit !== null && limit < moq) return { kind: 'limitBelowMinimum', limit, moq };
  if (rules.stock < moq) return { kind: 'stockBelowMinimum', stock: rules.stock, moq };
  return null;
}

/** The largest quantity that may be ordered, or null when none may. */
export function maximumOrderQuantity(rules: OrderQuantityRules): number | null {
  if (unavailability(rules)) return null;
  const limit = purchaseLimit(rules);
  const cap = limit === null ? rules.stock : Math.min(rules.stock, limit);
  return gridFloor(cap, rules);
}

/** The smallest valid quantity at or above `quantity`, or null when that is beyond the maximum. */
export function smallestValidQuantityFrom(quantity: number, rules: OrderQuantityRules): number | null {
  const maximum = maximumOrderQuantity(rules);
  if (maximum === null) return null;
  const step = increment(rules);
  const moq = minimum(rules);
  const candidate = quantity <= moq ? moq : moq + Math.ceil((quantity - moq) / step) * step;
  return candidate <= maximum ? candidate : null;
}

function overMaximum(rules: OrderQuantityRules, maximum: number): QuantityChoice {
  const limit = purchaseLimit(rules);
  return {
    orderable: true,
    quantity: maximum,
    adjustment:
      limit !== null && limit < rules.stock
        ? { kind: 'purchaseLimit', limit }
        : { kind: 'onlyLeft', stock: rules.stock },
  };
}

/**
 * The valid quantity nearest to what the shopper asked for, and why it differs. Between two steps the
 * higher one wins on a tie (150 with steps of 100 from 100 becomes 200). Anything not a number asks for
 * the minimum.
 */
export function chooseOrderQuantity(requested: number, rules: OrderQuantityRules): QuantityChoice {
  const unavailable = unavailability(rules);
  if (unavailable) return { orderable: false, unavailability: unavailable };
  const maximum = maximumOrderQuantity(rules) ?? minimum(rules);
  const moq = minimum(rules);
  if (Number.isNaN(requested) || requested < moq) {
    const adjusted = requested !== moq;
    return { orderable: true, quantity: moq, adjustment: adjusted ? { kind: 'minimum', moq } : null };
  }
  if (requested > maximum) {
    if (requested <= (purchaseLimit(rules) ?? Infinity) && requested <= rules.stock) {
      // Within stock and limit but past the last whole step: the increment is what stopped it.
      return {
        orderable: true,
        quantity: maximum,
        adjustment: { kind: 'increment', moq, increment: increment(rules) },
      };
    }
    return overMaximum(rules, maximum);
  }
  const lower = gridFloor(requested, rules);
  if (lower === requested) return { orderable: true, quantity: requested, adjustment: null };
  const upper = lower + increment(rules);
  const nearest = upper <= maximum && upper - requested <= requested - lower ? upper : lower;
  return { orderable: true, quantity: nearest, adjustment: { kind: 'increment', moq, increment: increment(rules) } };
}
