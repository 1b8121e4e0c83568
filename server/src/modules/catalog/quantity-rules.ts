import { DomainError, type ErrorCode, type ErrorParams } from '../../platform/errors/index.js';
import { ProductStatus, type Product } from './catalog.entities.js';

/**
 * THE rule for how many pieces of a part may be ordered (spec §3 Product, §5 cart rules): the part is on
 * the shelf and in stock; at least 1 and at least the MOQ; above the MOQ in steps of the order increment;
 * at most the purchase limit; at most the stock ("only N left"). Cart and checkout both ask it; the web
 * client only mirrors it to guide its quantity stepper.
 */
export type OrderableProduct = Pick<Product, 'status' | 'stock' | 'moq' | 'orderIncrement' | 'purchaseLimit'>;

/** Why a quantity cannot be ordered: an error code of the catalogue and its message parameters. */
export interface QuantityProblem {
  code: ErrorCode;
  params: ErrorParams;
}

/** A part stored without a sensible step still sells piece by piece rather than not at all. */
function incrementOf(product: OrderableProduct): number {
  return Number.isSafeInteger(product.orderIncrement) && product.orderIncrement > 0 ? product.orderIncrement : 1;
}

function minimumOf(product: OrderableProduct): number {
  return Math.max(1, product.moq);
}

/** The first rule `quantity` breaks, in the order a shopper can act on them; null when it may be ordered. */
export function quantityProblem(product: OrderableProduct, quantity: number): QuantityProblem | null {
  if (product.status !== ProductStatus.ON_SHELF) return { code: 'PRODUCT_OFF_SHELF', params: {} };
  if (product.stock <= 0) return { code: 'PRODUCT_SOLD_OUT', params: {} };
  const moq = minimumOf(product);
  const limit = product.purchaseLimit ?? null;
  if (limit !== null && limit < moq) return { code: 'PRODUCT_CANNOT_BE_BOUGHT', params: {} };
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { code: 'QUANTITY_AT_LEAST_ONE', params: {} };
  if (quantity < moq) return { code: 'QUANTITY_BELOW_MOQ', params: { moq } };
  const increment = incrementOf(product);
  if ((quantity - moq) % increment !== 0) return { code: 'QUANTITY_INCREMENT', params: { moq, increment } };
  if (limit !== null && quantity > limit) return { code: 'PURCHASE_LIMIT_EXCEEDED', params: { limit } };
  if (quantity > product.stock) return { code: 'ONLY_N_LEFT', params: { stock: product.stock } };
  return null;
}

/** Throws the first broken rule as a user error pointing at `field`. */
export function checkOrderQuantity(
  product: OrderableProduct,
  quantity: number,
  options: { field: string[]; lineIds?: string[] },
): void {
  const problem = quantityProblem(product, quantity);
  if (problem) throw new DomainError(problem.code, { params: problem.params, ...options });
}
