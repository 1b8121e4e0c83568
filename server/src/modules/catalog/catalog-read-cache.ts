import type { EntityManager } from '@mikro-orm/sql';

/**
 * Most rows (a total: 1; a category's facets: one per value) kept per database, about 20 MB; the least recently
 * used results are dropped past it, so a crawler asking for every filter cannot grow the cache without bound.
 */
const MAX_KEPT_ROWS = 200_000;

interface KeptResult {
  value: unknown;
  rows: number;
}

interface KeptResults {
  /** The `catalog_version` the kept results were read at. */
  version: number;
  results: Map<string, KeptResult>;
  rows: number;
}

/**
 * Results of catalog reads that cost more than the page around them (search totals, MySQL's word statistics, a
 * category's facets), kept until the catalog changes. Triggers bump `catalog_version` whenever a part is added or
 * removed or changes anything but its stock (shelf state, category, maker, MPN, text, price, parameters; a maker
 * renamed), so a kept result is never stale, across server copies sharing the database too. Stock changes with
 * every order, so reads that depend on it must not be kept, or must carry the stock versions of their categories
 * in their key (`categoryStockVersions`: bumped when a part runs out of or gets stock). The version is read once
 * per request (per EntityManager fork).
 */
export class CatalogReadCache {
  private readonly keptByDatabase = new WeakMap<object, KeptResults>();
  private readonly versionByRequest = new WeakMap<EntityManager, Promise<number>>();

  /** The result of `compute`, or the one kept under `key` since the catalog last changed; `rowsOf` sizes it. */
  async read<T>(em: EntityManager, key: string, compute: () => Promise<T>, rowsOf: (result: T) => number): Promise<T> {
    // Inside a transaction the reads see its own uncommitted writes, which no other reader may be given.
    if (em.getTransactionContext()) return compute();
    const version = await this.versionOf(em);
    const database = em.getConnection();
    let kept = this.keptByDatabase.get(database);
    if (!kept || version > kept.version) {
      kept = { version, results: new Map(), rows: 0 };
      this.keptByDatabase.set(database, kept);
    }
    // A request that read the version before a change must not answer from, or add to, the newer results.
    if (version < kept.version) return compute();
    const { results } = kept;
    const hit = results.get(key);
    if (hit) {
      // Most recently used last, so the first entries are the ones to drop.
      results.delete(key);
      results.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    const rows = Math.max(1, rowsOf(value));
    if (kept.version === version && !results.has(key) && rows <= MAX_KEPT_ROWS) {
      results.set(key, { value, rows });
      kept.rows += rows;
      for (const [oldKey, old] of results) {
        if (kept.rows <= MAX_KEPT_ROWS) break;
        results.delete(oldKey);
        kept.rows -= old.rows;
      }
    }
    return value;
  }

  private versionOf(em: EntityManager): Promise<number> {
    let version = this.versionByRequest.get(em);
    if (!version) {
      version = readCatalogVersion(em);
      this.versionByRequest.set(em, version);
    }
    return version;
  }
}

export const catalogReadCache = new CatalogReadCache();

/** The catalog's version now: bumped by triggers on every change to parts but their stock (see CatalogReadCache). */
export async function readCatalogVersion(em: EntityManager): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ version: number | string }[]>('SELECT version FROM catalog_version WHERE id = 1', [], 'all');
  return Number(rows[0]?.version ?? 0);
}

/**
 * The stock versions of categories (see the catalog_version migration), `category:version` in id order: part of
 * the key of a kept result that counts only parts in stock.
 */
export async function categoryStockVersions(em: EntityManager, categoryIds: number[]): Promise<string> {
  if (categoryIds.length === 0) return '';
  const rows = await em
    .getConnection()
    .execute<{ category_id: number; version: number }[]>(
      `SELECT category_id, version FROM category_stock_version WHERE category_id IN (${categoryIds.map(() => '?').join(', ')}) ORDER BY category_id`,
      categoryIds,
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => `${row.category_id}:${row.version}`).join(',');
}
