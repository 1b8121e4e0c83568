import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import type { Lifecycle, PartPackaging } from './catalog.entities.js';
import type { ParameterFilter } from './parameter-values.js';
import type { ValueCondition } from './values/part-values.js';
import { MySqlProductSearch } from './mysql-product-search.js';
import { SqliteProductSearch } from './sqlite-product-search.js';

/** Orders of a product list. RELEVANCE only means something with a search query. */
export const ProductSort = {
  RELEVANCE: 'RELEVANCE',
  NEWEST: 'NEWEST',
  PRICE_ASC: 'PRICE_ASC',
  PRICE_DESC: 'PRICE_DESC',
  STOCK_DESC: 'STOCK_DESC',
} as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

/** What a shopper typed, already trimmed and length-checked, split into what the search engines look up. */
export interface SearchQuery {
  /** Normalized MPN keys, most specific first (see `mpnLookupKeys`). */
  mpnKeys: string[];
  /** Words of the query; each must occur in the part's text or its maker's name. */
  terms: string[];
  /**
   * The engineering values the query names (`4.7k 0603`: resistance 4700 Ω and package 0603) and its other words:
   * parts with exactly those values and those words rank after MPN matches and before word matches.
   */
  values: { conditions: ValueCondition[]; words: string[] };
}

/** Supply facts a list may be narrowed by; each set field must hold. */
export interface SupplyFilter {
  lifecycles?: Lifecycle[] | undefined;
  packagings?: PartPackaging[] | undefined;
  rohsCompliant?: boolean | undefined;
}

/** Which shelf state a list reads: the shop reads on-shelf parts only; staff may read off-shelf ones or both. */
export type ShelfFilter = 'ON_SHELF' | 'OFF_SHELF' | 'ANY';

export interface ProductSearchFilter {
  /** ON_SHELF when absent. */
  shelf?: ShelfFilter | undefined;
  query?: SearchQuery | undefined;
  /** A category and every category below it. */
  categoryIds?: number[] | undefined;
  brandId?: number | undefined;
  inStock?: boolean | undefined;
  priceMinMilli?: number | undefined;
  priceMaxMilli?: number | undefined;
  /** AND across parameters, OR within one parameter's values. */
  parameters?: ParameterFilter[] | undefined;
  supply?: SupplyFilter | undefined;
}

/** The parts of a filtered list per value of one parameter, counted with every other filter applied. */
export interface ParameterFacet {
  name: string;
  values: { value: string; count: number }[];
}

/** Where a part sits in a sorted list: the value it is sorted by, then its id to break ties. */
export interface ProductSortPosition {
  sortKey: number;
  id: number;
}

export interface ProductSearchRequest {
  filter: ProductSearchFilter;
  sort: ProductSort;
  first: number;
  after?: ProductSortPosition | undefined;
}

export interface ProductSearchPage {
  hits: ProductSortPosition[];
  hasNextPage: boolean;
  /** Matching parts, counted up to a limit (1,000 for the SQL engines). */
  totalCount: number;
  /** More parts match than `totalCount` says: it stopped at its limit. */
  totalCountCapped: boolean;
}

/** A part found by its normalized MPN. */
export interface MpnHit {
  id: number;
  mpnNormalized: string;
}

/**
 * Finds parts (on-shelf ones unless a list filter asks for others). Callers (the catalog service) hand over plain filters and get ids back, so the engine
 * behind it (SQLite FTS5, MariaDB/MySQL FULLTEXT, or later an external search service) can change without
 * touching them. Every method answers with a fixed number of round trips whatever its input size.
 */
export interface ProductSearch {
  /** One page of matching parts in the sort's order, continuing after `request.after`, and the (capped) total. */
  findPage(em: EntityManager, request: ProductSearchRequest): Promise<ProductSearchPage>;
  /**
   * The parameter values of the parts matching `filter` with their part counts, in one query. Each parameter's
   * counts apply every filter except that parameter's own (standard faceted search). Unsorted.
   */
  facets(em: EntityManager, filter: ProductSearchFilter): Promise<ParameterFacet[]>;
  /**
   * Up to `limit` on-shelf parts of the category other than `excludeId` with the same package and the same
   * values of `parameters`, parts in stock first, then the best stocked.
   */
  findAlternatives(
    em: EntityManager,
    like: { excludeId: number; categoryId: number; package: string; parameters: { name: string; value: string }[] },
    limit: number,
  ): Promise<number[]>;
  /** Parts whose normalized MPN equals one of `keys`. */
  findByMpnKeys(em: EntityManager, keys: string[]): Promise<MpnHit[]>;
  /**
   * For each prefix (by index), up to `limit` parts whose normalized MPN starts with it, those that also start
   * with the matching `preferred` key first, then the shortest MPNs.
   */
  findMpnCandidates(
    em: EntityManager,
    lookups: { prefix: string; preferred: string }[],
    limit: number,
  ): Promise<MpnHit[][]>;
  /** Up to `limit` parts whose normalized MPN starts with `prefix`, in MPN order. */
  suggestMpns(em: EntityManager, prefix: string, limit: number): Promise<{ id: number; mpn: string }[]>;
  /** Compacts the engine's indexes after many parts were written at once (the demo seed), so lookups stay fast. */
  afterBulkLoad(em: EntityManager): Promise<void>;
}

const sqliteSearch = new SqliteProductSearch();
const mysqlSearch = new MySqlProductSearch();

/** The search engine of the database behind `em`. */
export function productSearchFor(em: EntityManager): ProductSearch {
  return em.getPlatform() instanceof SqlitePlatform ? sqliteSearch : mysqlSearch;
}
