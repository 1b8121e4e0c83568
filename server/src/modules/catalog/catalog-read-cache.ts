import type { EntityManager } from '@mikro-orm/sql';

/** Most results kept per database; the least recently used one is dropped past it. */
const MAX_KEPT_RESULTS = 5000;

interface KeptResults {
  /** The `catalog_version` the kept results were read at. */
  version: number;
  results: Map<string, unknown>;
}

/**
 * Results of catalog reads that cost more than the page around them (search totals, MySQL's word statistics, a
 * category's facets), kept until the catalog changes. Triggers bump `catalog_version` whenever a part is added or removed or changes
 * anything but its stock (shelf state, category, maker, MPN, text, price, parameters; a maker renamed), so a kept
 * result is never stale, across server copies sharing the database too. Stock changes with every order, so reads
 * that depend on it must not be kept, or must carry the stock versions of their categories in their key
 * (`categoryStockVersions`: bumped when a part runs out of or gets stock). The version is read once per request (per EntityManager fork).
 */
export class CatalogReadCache {
  private readonly keptByDatabase = new WeakMap<object, KeptResults>();
  private readonly versionByRequest = new WeakMap<EntityManager, Promise<number>>();

  async read<T>(em: EntityManager, key: string, compute: () => Promise<T>): Promise<T> {
    // Inside a transaction the reads see its own uncommitted writes, which no other reader may be given.
    if (em.getTransactionContext()) return compute();
    const version = await this.versionOf(em);
    const database = em.getConnection();
    let kept = this.keptByDatabase.get(database);
    if (!kept || version > kept.version) {
      kept = { version, results: new Map() };
      this.keptByDatabase.set(database, kept);
    }
    // A request that read the version before a change must not answer from, or add to, the newer results.
    if (version < kept.version) return compute();
    const { results } = kept;
    if (results.has(key)) {
      const result = results.get(key) as T;
      // Most recently used last, so the first entry is the one to drop.
      results.delete(key);
      results.set(key, result);
      return result;
    }
    const result = await compute();
    if (kept.version === version) {
      if (results.size >= MAX_KEPT_RESULTS) results.delete(results.keys().next().value!);
      results.set(key, result);
    }
    return result;
  }

  private versionOf(em: EntityManager): Promise<number> {
    let version = this.versionByRequest.get(em);
    if (!version) {
      version = em
        .getConnection()
        .execute<{ version: number | string }[]>('SELECT version FROM catalog_version WHERE id = 1', [], 'all')
        .then((rows) => Number(rows[0]?.version ?? 0));
      this.versionByRequest.set(em, version);
    }
    return version;
  }
}

export const catalogReadCache = new CatalogReadCache();

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
