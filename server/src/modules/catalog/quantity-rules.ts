import { orderQuantityProblem } from '@circuitmart/rules/order-quantity';
import { DomainError, type ErrorCode, type ErrorParams } from '../../platform/errors/index.js';
import { ProductStatus, type Product } from './catalog.entities.js';

/**
 * Whether `quantity` pieces of a part may be ordered: the part is on the shelf, then the quantity rules every
 * client shares (MOQ, order increment, purchase limit, stock: @circuitmart/rules/order-quantity). Cart and
 * checkout both ask it.
 */
export type OrderableProduct = Pick<Product, 'status' | 'stock' | 'moq' | 'orderIncrement' | 'purchaseLimit'>;

/** Why a quantity cannot be ordered: an error code of the catalogue and its message parameters. */
export interface QuantityProblem {
  code: ErrorCode;
  params: ErrorParams;
}

/** The first rule `quantity` breaks, in the order a shopper can act on them; null when it may be ordered. */
export function quantityProblem(product: OrderableProduct, quantity: number): QuantityProblem | null {
  if (product.status !== ProductStatus.ON_SHELF) return { code: 'PRODUCT_OFF_SHELF', params: {} };
  return orderQuantityProblem(product, quantity);
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
