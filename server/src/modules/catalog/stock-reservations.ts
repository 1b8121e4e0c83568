import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../../platform/errors/index.js';
import { changeStock, takeStock, type StockCause } from './stock/stock-ledger.js';

/** Pieces of one part an order takes or gives back. */
export interface StockLine {
  productId: number;
  quantity: number;
  /** The caller's line the pieces are for (a cart line), named in the error when the stock is short. */
  lineId?: string;
}

/**
 * Stock lines in the one order every transaction locks part rows in: ascending part id. Two carts holding the same
 * parts in opposite orders otherwise each lock one part and wait for the other's (an InnoDB deadlock).
 */
function inLockOrder(lines: readonly StockLine[]): StockLine[] {
  return [...lines].sort((left, right) => left.productId - right.productId);
}

/**
 * Takes the pieces off the shelf inside the caller's transaction: one conditional UPDATE of all the parts
 * (`stock = stock - n WHERE stock >= n`, `takeStock`), so stock never goes below zero whatever runs at the same time,
 * and one ledger row per part (`cause`: the order). PRODUCT_SOLD_OUT or ONLY_N_LEFT (with the stock left) for the
 * first part (in id order) that is short; the caller's transaction then rolls back what was taken. The lines name
 * distinct parts (a cart has one line per part).
 */
export async function reserveStock(em: EntityManager, lines: readonly StockLine[], cause: StockCause): Promise<void> {
  const ordered = inLockOrder(lines);
  const [short] = await takeStock(em, ordered, cause);
  if (!short) return;
  const line = ordered.find((candidate) => candidate.productId === short.productId)!;
  throw new DomainError(short.stock <= 0 ? 'PRODUCT_SOLD_OUT' : 'ONLY_N_LEFT', {
    params: { stock: short.stock },
    ...(line.lineId !== undefined && { lineIds: [line.lineId] }),
  });
}

/** Puts reserved pieces back on the shelf inside the caller's transaction, in the same lock order, with ledger rows. */
export async function releaseStock(em: EntityManager, lines: readonly StockLine[], cause: StockCause): Promise<void> {
  for (const line of inLockOrder(lines)) await changeStock(em, line.productId, line.quantity, cause);
}
