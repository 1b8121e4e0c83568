import type { EntityManager } from '@mikro-orm/sql';
import { readConnection } from '../../platform/db/read-replicas.js';
import type { ParameterFacet, ProductSearchFilter } from './product-search.js';

/**
 * Most parts whose parameter rows a facet request counts live to correct the kept counts (those of a category's
 * parts that a price bound leaves out). Past it the search engine counts the whole filtered list instead.
 */
export const MAX_LIVE_CORRECTION = 2000;

/**
 * A category's facets from the counts kept in `facet_count` (per category, in stock or not, parameter value),
 * so browsing a 50,000-part category reads a few hundred summary rows instead of 250,000 parameter rows.
 * A price bound is applied by subtracting the parameter values of the category's parts outside it, counted live,
 * when there are few of them (usually: a bound leaves out the few dearest or cheapest parts).
 *
 * Answers `undefined` when the kept counts cannot answer the filter exactly (a query, a brand, parameters
 * ticked, no category, or a price bound leaving out many parts); the search engine counts those.
 */
export async function keptFacetCounts(
  em: EntityManager,
  filter: ProductSearchFilter,
): Promise<ParameterFacet[] | undefined> {
  const categoryIds = filter.categoryIds;
  if (
    !categoryIds ||
    categoryIds.length === 0 ||
    filter.query ||
    filter.brandId !== undefined ||
    filter.supply ||
    (filter.parameters && filter.parameters.length > 0)
  ) {
    return undefined;
  }
  const inCategories = categoryIds.map(() => '?').join(', ');
  const kept = {
    sql: `SELECT name, value, count FROM facet_count WHERE category_id IN (${inCategories})${filter.inStock ? ' AND in_stock = 1' : ''}`,
    params: [...categoryIds],
  };
  // The category's on-shelf parts (in stock, when asked) that a price bound leaves out.
  const outside = [
    ...(filter.priceMinMilli === undefined ? [] : [{ sql: 'p.list_price_milli < ?', value: filter.priceMinMilli }]),
    ...(filter.priceMaxMilli === undefined ? [] : [{ sql: 'p.list_price_milli > ?', value: filter.priceMaxMilli }]),
  ];
  const listed = `p.status = 'ON_SHELF' AND p.category_id IN (${inCategories})${filter.inStock ? ' AND p.stock > 0' : ''}`;
  let correction: { sql: string; params: unknown[] } | undefined;
  if (outside.length > 0) {
    // One index range per bound (category, status, price), each stopping past the limit.
    const sizes = outside.map(
      (bound) =>
        `SELECT * FROM (SELECT p.id FROM product p WHERE ${listed} AND ${bound.sql} LIMIT ${MAX_LIVE_CORRECTION + 1}) b`,
    );
    const rows = await query<{ total: number | string }>(
      em,
      `SELECT count(*) AS total FROM (${sizes.join(' UNION ALL ')}) outside`,
      outside.flatMap((bound) => [...categoryIds, bound.value]),
    );
    if (Number(rows[0]?.total ?? 0) > MAX_LIVE_CORRECTION) return undefined;
    correction = {
      sql: `SELECT pp.name AS name, pp.value AS value, -count(*) AS count
        FROM product p JOIN product_parameter pp ON pp.product_id = p.id
        WHERE ${listed} AND (${outside.map((bound) => bound.sql).join(' OR ')})
        GROUP BY pp.name, pp.value`,
      params: [...categoryIds, ...outside.map((bound) => bound.value)],
    };
  }
  const parts = correction ? [kept, correction] : [kept];
  const rows = await query<{ name: string; value: string; count: number | string }>(
    em,
    `SELECT name, value, sum(count) AS count FROM (${parts.map((part) => part.sql).join(' UNION ALL ')}) counted
     GROUP BY name, value HAVING sum(count) > 0`,
    parts.flatMap((part) => part.params),
  );
  const facets = new Map<string, ParameterFacet>();
  for (const row of rows) {
    const facet = facets.get(row.name) ?? { name: row.name, values: [] };
    facet.values.push({ value: row.value, count: Number(row.count) });
    facets.set(row.name, facet);
  }
  return [...facets.values()];
}

async function query<Row>(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  return readConnection(em).execute<Row[]>(sql, params, 'all', em.getTransactionContext());
}
