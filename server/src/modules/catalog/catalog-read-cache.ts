import type { EntityManager } from '@mikro-orm/sql';
import { readConnection } from '../../platform/db/read-replicas.js';
import { BoundedCache } from '../../platform/metrics/bounded-cache.js';

/** Bytes a kept row (a total, one facet value and its count) takes, about: the bound below is in rows times this. */
const BYTES_PER_KEPT_ROW = 100;

/**
 * Most rows (a total: 1; a category's facets: one per value) kept per database, about 20 MB, in at most 20,000
 * results; the least recently used results are dropped past either, so a crawler asking for every filter cannot
 * grow the cache without bound.
 */
const keptResultsCache = () =>
  new BoundedCache<string, KeptResult>({
    name: 'catalog-kept-results',
    maxEntries: 20_000,
    maxBytes: 200_000 * BYTES_PER_KEPT_ROW,
    bytesOf: (kept, key) => kept.rows * BYTES_PER_KEPT_ROW + key.length * 2,
  });

interface KeptResult {
  value: unknown;
  rows: number;
}

interface KeptResults {
  /** The `catalog_version` the kept results were read at. */
  version: number;
  results: BoundedCache<string, KeptResult>;
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
    if (!kept) {
      kept = { version, results: keptResultsCache() };
      this.keptByDatabase.set(database, kept);
    } else if (version > kept.version) {
      kept.version = version;
      kept.results.clear();
    }
    // A request that read the version before a change must not answer from, or add to, the newer results.
    if (version < kept.version) return compute();
    const { results } = kept;
    const hit = results.get(key);
    if (hit) return hit.value as T;
    const value = await compute();
    if (kept.version === version && !results.has(key)) results.set(key, { value, rows: Math.max(1, rowsOf(value)) });
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
  const rows = await readConnection(em).execute<{ version: number | string }[]>(
    'SELECT version FROM catalog_version WHERE id = 1',
    [],
    'all',
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * The stock versions of categories (see the catalog_version migration), `category:version` in id order: part of
 * the key of a kept result that counts only parts in stock.
 */
export async function categoryStockVersions(em: EntityManager, categoryIds: number[]): Promise<string> {
  if (categoryIds.length === 0) return '';
  const rows = await readConnection(em).execute<{ category_id: number; version: number }[]>(
    `SELECT category_id, version FROM category_stock_version WHERE category_id IN (${categoryIds.map(() => '?').join(', ')}) ORDER BY category_id`,
    categoryIds,
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => `${row.category_id}:${row.version}`).join(',');
}
