import type { EntityManager } from '@mikro-orm/sql';
import type { StockLine } from '../catalog/stock-reservations.js';
import type { StockCause } from '../catalog/stock/stock-ledger.js';

/** The shelf an order takes its pieces from (the catalog implements it): orders never write the part table. */
export interface OrderStock {
  /**
   * In the caller's transaction, by conditional updates in part id order, each with its stock ledger row naming
   * `cause` (the order); an error names the first short line.
   */
  reserveStock(em: EntityManager, lines: readonly StockLine[], cause: StockCause): Promise<void>;
  releaseStock(em: EntityManager, lines: readonly StockLine[], cause: StockCause): Promise<void>;
}

/** The cart an order was checked out from (the cart implements it): orders never write the cart table. */
export interface CheckedOutCart {
  removeOrderedParts(em: EntityManager, userId: number, productIds: number[]): Promise<void>;
}
