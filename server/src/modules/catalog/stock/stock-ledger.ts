import { LockMode, raw } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { Product } from '../catalog.entities.js';
import type { StockReason } from './stock-reasons.js';
import { StockMovement } from './stock.entities.js';

/** Why, for what and by whom a stock change happens: what its ledger row records beside the numbers. */
export interface StockCause {
  reason: StockReason;
  /** Order number, after-sales service number, `import:<id>`; null for a plain adjustment. */
  reference: string | null;
  actorId: number | null;
  at: Date;
  note?: string | null;
}

/** What a change did: the pieces added (negative: taken) and the stock it left. */
export interface StockChange {
  delta: number;
  stockAfter: number;
}

/**
 * The stock of a part as this transaction sees it after its own UPDATE of the row (which holds the row's lock until
 * commit, so no one else moves it in between); null when there is no such part. Read as a plain row, not through
 * the identity map: refreshing a product the request had loaded with only its stock made the ORM see every other
 * column as changed, and the order's flush wrote the whole row back as the request had first read it.
 */
async function stockNow(em: EntityManager, productId: number, lock = false): Promise<number | null> {
  const query = em.createQueryBuilder(Product).select(['stock']).where({ id: productId });
  if (lock && !(em.getPlatform() instanceof SqlitePlatform)) query.setLockMode(LockMode.PESSIMISTIC_WRITE);
  const row = await query.execute<{ stock: number } | undefined>('get');
  return row ? Number(row.stock) : null;
}

function record(em: EntityManager, productId: number, change: StockChange, cause: StockCause): void {
  em.create(StockMovement, {
    productId,
    delta: change.delta,
    stockAfter: change.stockAfter,
    reason: cause.reason,
    reference: cause.reference,
    note: cause.note ?? null,
    actorId: cause.actorId,
    at: cause.at,
  });
}

/**
 * Adds `delta` pieces (negative: takes them) to a part's stock inside the caller's transaction by one conditional
 * UPDATE (`stock = stock + d`, and `WHERE stock >= -d` when taking), and writes its ledger row. Null when the part
 * has too few pieces (or does not exist): then nothing changed.
 */
export async function changeStock(
  em: EntityManager,
  productId: number,
  delta: number,
  cause: StockCause,
): Promise<StockChange | null> {
  const where = delta < 0 ? { id: productId, stock: { $gte: -delta } } : { id: productId };
  const changed = await em.nativeUpdate(Product, where, { stock: raw('stock + ?', [delta]), offerUpdatedAt: cause.at });
  if (changed !== 1) return null;
  const change = { delta, stockAfter: (await stockNow(em, productId))! };
  record(em, productId, change, cause);
  return change;
}

/** Pieces of one part to take. */
export interface StockTake {
  productId: number;
  quantity: number;
}

/**
 * Takes pieces of several distinct parts inside the caller's transaction by one conditional UPDATE of them all
 * (`stock = stock - n WHERE stock >= n`, n per part), and writes a ledger row per part. MariaDB locks the rows in
 * ascending id order (the index it walks), as one UPDATE per part in that order did. Answers the parts that had too
 * few pieces, in id order with the stock they have (none: all taken). When some were short, the others may have
 * been taken: the caller must roll the transaction back.
 *
 * SQLite answers the stock left from the UPDATE itself (`RETURNING`); MariaDB has no `UPDATE ... RETURNING`, so it
 * reads the rows first, locked, and the UPDATE's guard only repeats what the lock ensures.
 */
export async function takeStock(
  em: EntityManager,
  takes: readonly StockTake[],
  cause: StockCause,
): Promise<{ productId: number; stock: number }[]> {
  const ids = takes.map((take) => take.productId);
  const quantityOf = `case \`id\` ${takes.map(() => 'when ? then ?').join(' ')} end`;
  const quantities = takes.flatMap((take) => [take.productId, take.quantity]);
  const update = () =>
    em
      .createQueryBuilder(Product)
      .update({ stock: raw(`stock - ${quantityOf}`, quantities), offerUpdatedAt: cause.at })
      .where({ id: { $in: ids } })
      .andWhere(`stock >= ${quantityOf}`, quantities);
  let stockAfter: Map<number, number>;
  if (em.getPlatform() instanceof SqlitePlatform) {
    const rows = await update().returning(['id', 'stock']).execute<{ id: number; stock: number }[]>('all');
    stockAfter = new Map(rows.map((row) => [Number(row.id), Number(row.stock)]));
  } else {
    const rows = await em
      .createQueryBuilder(Product)
      .select(['id', 'stock'])
      .where({ id: { $in: ids } })
      .orderBy({ id: 'asc' })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<{ id: number; stock: number }[]>('all');
    const stockOf = new Map(rows.map((row) => [Number(row.id), Number(row.stock)]));
    const short = takes.filter((take) => (stockOf.get(take.productId) ?? 0) < take.quantity);
    if (short.length > 0)
      return short.map((take) => ({ productId: take.productId, stock: stockOf.get(take.productId) ?? 0 }));
    const changed = await update().execute<{ affectedRows: number }>('run');
    if (changed.affectedRows !== takes.length) throw new Error('stock of parts moved while they were locked');
    stockAfter = new Map(takes.map((take) => [take.productId, stockOf.get(take.productId)! - take.quantity]));
  }
  const short = takes.filter((take) => !stockAfter.has(take.productId));
  if (short.length > 0) {
    const rows = await em
      .createQueryBuilder(Product)
      .select(['id', 'stock'])
      .where({ id: { $in: short.map((take) => take.productId) } })
      .execute<{ id: number; stock: number }[]>('all');
    const stockOf = new Map(rows.map((row) => [Number(row.id), Number(row.stock)]));
    return short.map((take) => ({ productId: take.productId, stock: stockOf.get(take.productId) ?? 0 }));
  }
  for (const take of takes) {
    record(em, take.productId, { delta: -take.quantity, stockAfter: stockAfter.get(take.productId)! }, cause);
  }
  return [];
}

/**
 * Sets a part's stock to a counted number inside the caller's transaction: the row is locked (MariaDB) before its
 * stock is read, so an order cannot slip between the read and the UPDATE and the movement's delta is exact. A
 * count equal to the stock writes a movement of 0 only when `recordUnchanged` (a staff count is worth seeing in
 * the history; an import re-applying the same file must change nothing). Null when there is no such part.
 */
export async function setCountedStock(
  em: EntityManager,
  productId: number,
  counted: number,
  cause: StockCause,
  options: { recordUnchanged: boolean },
): Promise<StockChange | null> {
  const stock = await stockNow(em, productId, true);
  if (stock === null) return null;
  const change = { delta: counted - stock, stockAfter: counted };
  if (change.delta !== 0) {
    // The guard repeats what the lock ensures; on SQLite the one writer at a time does.
    const changed = await em.nativeUpdate(
      Product,
      { id: productId, stock },
      { stock: counted, offerUpdatedAt: cause.at },
    );
    if (changed !== 1) throw new Error(`stock of part ${productId} moved while it was locked`);
  } else if (!options.recordUnchanged) {
    return change;
  }
  record(em, productId, change, cause);
  return change;
}
