import type { EntityManager } from '@mikro-orm/sql';
import type { LowStockPart, LowStockSource } from '../dashboard/dashboard-sources.js';
import { ProductStatus } from './catalog.entities.js';

type Row = Record<string, unknown>;

/**
 * Low stock, as the dashboard shows it: an on-shelf part whose stock cannot fill one minimum order (sold-out
 * parts included). A per-part rule rather than one threshold, since a reel part counts its stock in thousands and
 * a module in ones. Read in the order of the (status, stock, moq) index, fewest pieces first, so the list stops at
 * its limit instead of sorting every match.
 */
export class LowStockParts implements LowStockSource {
  async lowStockParts(em: EntityManager, limit: number): Promise<{ total: number; parts: LowStockPart[] }> {
    const connection = em.getConnection();
    const transaction = em.getTransactionContext();
    const [rows, [count]] = await Promise.all([
      connection.execute<Row[]>(
        `SELECT p.id, p.mpn, b.name AS brand_name, p.stock, p.moq FROM product p
         JOIN brand b ON b.id = p.manufacturer_id
         WHERE p.status = ? AND p.stock < p.moq ORDER BY p.stock, p.moq, p.id LIMIT ?`,
        [ProductStatus.ON_SHELF, limit],
        'all',
        transaction,
      ),
      connection.execute<Row[]>(
        'SELECT COUNT(*) AS total FROM product WHERE status = ? AND stock < moq',
        [ProductStatus.ON_SHELF],
        'all',
        transaction,
      ),
    ]);
    return {
      total: Number(count?.total ?? 0),
      parts: rows.map((row) => ({
        productId: Number(row.id),
        mpn: String(row.mpn),
        brandName: String(row.brand_name),
        stock: Number(row.stock),
        moq: Number(row.moq),
      })),
    };
  }
}
