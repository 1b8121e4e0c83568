import type { EntityManager } from '@mikro-orm/sql';
import { requireKeyScope, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { Brand, Category, Product } from './catalog.entities.js';
import { mpnLookupKeys, normalizeMpn } from './mpn.js';
import { decodeProductCursor, encodeProductCursor } from './product-cursor.js';
import { checkedParameterFilters } from './parameter-values.js';
import {
  ProductSort,
  productSearchFor,
  type MpnHit,
  type ParameterFacet,
  type ProductSearch,
  type ProductSearchFilter,
} from './product-search.js';
import { catalogReadCache, categoryStockVersions } from './catalog-read-cache.js';
import { keptFacetCounts } from './facet-counts.js';
import { CatalogCounts } from './catalog-counts.js';
import { releaseStock, reserveStock, type StockLine } from './stock-reservations.js';
import type { StockCause } from './stock/stock-ledger.js';
import { readProductDetail, readProductDetails, type ProductDetail } from './product-reader.js';
import { readProductImages, type ProductImageView } from './product-images.js';
import { checkedSearchText, parseSearchQuery } from './search-query.js';
import { mostCommonValues, orderFacets } from './facet-order.js';
import type {
  CategoryWithCount,
  ListedParameterFacet,
  MpnMatch,
  ProductFilter,
  ProductPage,
  ProductPageRequest,
  SearchSuggestion,
} from './catalog-views.js';

export const MAX_MPNS_PER_LOOKUP = 500;
const CANDIDATES_PER_MPN = 5;
/** Brands and categories offered among the suggestions; the rest of the list is MPN completions. */
const NAMED_SUGGESTIONS = 2;
/** Most alternatives one part lists. */
const MAX_ALTERNATIVES = 20;
/** Parameters whose value makes a passive what it is; an alternative must have the same one. */
const passiveValueParameters = ['resistance', 'capacitance', 'inductance'];
/** Reads the catalog: parts, categories and brands. */
export class CatalogService {
  /** Without an engine, each database uses its own (SQLite FTS5 or MySQL/MariaDB FULLTEXT). */
  constructor(private readonly search?: ProductSearch) {}

  private readonly counts = new CatalogCounts();

  private searchFor(ctx: RequestContext): ProductSearch {
    return this.search ?? productSearchFor(ctx.em);
  }

  /**
   * Parts matching the filter (on-shelf ones unless it names another shelf state) in the requested order, continuing after `page.after`. A fixed number of
   * queries whatever the page size: (with a query) the makers named by its words, the page's ids, the total
   * counted up to 1,000, and the parts with their makers and categories.
   */
  async listProducts(ctx: RequestContext, filter: ProductFilter, page: ProductPageRequest): Promise<ProductPage> {
    requireKeyScope(ctx, 'catalog:read');
    const query = filter.query === undefined ? undefined : parseSearchQuery(filter.query, ['filter', 'query']);
    const requested = page.sort ?? (query ? ProductSort.RELEVANCE : ProductSort.NEWEST);
    // Without a query every part is equally relevant; newest first is the useful order then.
    const sort = requested === ProductSort.RELEVANCE && !query ? ProductSort.NEWEST : requested;
    const after = page.after === undefined ? undefined : decodeProductCursor(page.after, sort);
    const result = await this.searchFor(ctx).findPage(ctx.em, {
      filter: await this.searchFilter(ctx, filter, query),
      sort,
      first: page.first,
      after,
    });
    const products = await readProductDetails(
      ctx.em,
      result.hits.map((hit) => hit.id),
    );
    const positions = new Map(result.hits.map((hit) => [hit.id, hit]));
    return {
      items: result.hits.flatMap((hit) => products.get(hit.id) ?? []),
      hasNextPage: result.hasNextPage,
      hasPreviousPage: after !== undefined,
      totalCount: result.totalCount,
      totalCountCapped: result.totalCountCapped,
      cursorOf: (product) => encodeProductCursor(sort, positions.get(product.id)!),
    };
  }

  /**
   * The parameter facets of a category's filtered list: every parameter value of its matching parts with their
   * count, numeric values in numeric order. Without a category there are none (parameters differ by category).
   * A category browsed as it is (in stock or not, within price bounds that leave out few parts) reads the counts kept
   * per category; other filters count the matching parts' parameter rows. At most three queries (the category tree,
   * read once per request, the parts a price bound leaves out, and one GROUP BY), whatever the number of parameters;
   * none but the versions of the catalog (and, in stock only, of the categories' stock) while those stay the same.
   */
  async productFacets(
    ctx: RequestContext,
    filter: ProductFilter,
    valuesFirst?: number | null,
  ): Promise<ListedParameterFacet[]> {
    if (filter.categoryId === undefined) return [];
    const searchFilter = await this.searchFilter(ctx, filter);
    // Which parts are in stock changes only where a part runs out or gets stock, which bumps its category's version.
    const stockVersions = searchFilter.inStock ? await categoryStockVersions(ctx.em, searchFilter.categoryIds!) : '';
    const facets = await catalogReadCache.read(
      ctx.em,
      JSON.stringify(['facets', searchFilter, stockVersions]),
      () => this.countFacets(ctx, searchFilter),
      (counted) => counted.reduce((rows, facet) => rows + facet.values.length, 0),
    );
    const limit = valuesFirst == null ? undefined : Math.max(1, Math.trunc(valuesFirst));
    return facets.map((facet) => ({
      name: facet.name,
      valueCount: facet.values.length,
      values:
        limit === undefined || facet.values.length <= limit
          ? facet.values
          : mostCommonValues(
              facet.values,
              limit,
              filter.parameters?.find((parameter) => parameter.name === facet.name)?.values ?? [],
            ),
    }));
  }

  private async countFacets(ctx: RequestContext, searchFilter: ProductSearchFilter): Promise<ParameterFacet[]> {
    const facets =
      (await keptFacetCounts(ctx.em, searchFilter)) ?? (await this.searchFor(ctx).facets(ctx.em, searchFilter));
    return orderFacets(facets);
  }

  /**
   * Parts that could replace `product`: same category and package, and for resistors, capacitors and inductors
   * the same value; on-shelf, in-stock parts first.
   */
  async alternatives(ctx: RequestContext, product: Product, first: number): Promise<Product[]> {
    const ids = await this.alternativeIds(ctx, product, product.category.id, first);
    const products = await this.productsById(ctx, ids);
    return ids.flatMap((id) => products.get(id) ?? []);
  }

  /** `alternatives` of a part read as plain data, answered as plain data (the BOM matcher's obsolete lines). */
  async alternativeDetails(ctx: RequestContext, part: ProductDetail, first: number): Promise<ProductDetail[]> {
    const ids = await this.alternativeIds(ctx, part.product, part.category.id, first);
    const details = await readProductDetails(ctx.em, ids);
    return ids.flatMap((id) => details.get(id) ?? []);
  }

  private async alternativeIds(
    ctx: RequestContext,
    product: Pick<Product, 'id' | 'package' | 'parameters'>,
    categoryId: number,
    first: number,
  ): Promise<number[]> {
    requireKeyScope(ctx, 'catalog:read');
    const limit = Math.min(Math.max(Math.trunc(first), 1), MAX_ALTERNATIVES);
    return this.searchFor(ctx).findAlternatives(
      ctx.em,
      {
        excludeId: product.id,
        categoryId,
        package: product.package,
        parameters: passiveValueParameters.flatMap((name) => {
          const value = product.parameters[name];
          return value === undefined ? [] : [{ name, value }];
        }),
      },
      limit,
    );
  }

  /**
   * A list filter as the search engine takes it: the query parsed (or as the caller already parsed it), the category
   * with its descendants.
   */
  private async searchFilter(
    ctx: RequestContext,
    filter: ProductFilter,
    query = filter.query === undefined ? undefined : parseSearchQuery(filter.query, ['filter', 'query']),
  ): Promise<ProductSearchFilter> {
    return {
      shelf: filter.shelf,
      query,
      categoryIds:
        filter.categoryId === undefined ? undefined : await this.counts.categoryAndDescendants(ctx, filter.categoryId),
      brandId: filter.brandId,
      inStock: filter.inStock,
      priceMinMilli: filter.priceMinMilli,
      priceMaxMilli: filter.priceMaxMilli,
      parameters: filter.parameters && checkedParameterFilters(filter.parameters, ['filter', 'parameters']),
      supply: filter.supply,
    };
  }

  /**
   * Looks up part numbers, answered in order, with the parts as entities (the topic pages work on them). A fixed
   * number of queries whatever the count: one for every exact match, one for the close candidates (on MySQL one per
   * 250 MPNs), one to load the parts.
   */
  async partsByMpn(ctx: RequestContext, mpns: string[]): Promise<MpnMatch[]> {
    const matched = await this.matchMpns(ctx, mpns);
    return answerInOrder(mpns, matched, await this.productsById(ctx, partIdsOf(matched)));
  }

  /**
   * `partsByMpn` with the parts as plain data, read in one joined query instead of loaded as entities: what the
   * API answers with (`partsByMpn`, `partsMultiMatch`) and what the BOM matcher holds, where loading entities cost
   * more than the lookup.
   */
  async partDetailsByMpn(ctx: RequestContext, mpns: string[]): Promise<MpnMatch<ProductDetail>[]> {
    const matched = await this.matchMpns(ctx, mpns);
    return answerInOrder(mpns, matched, await readProductDetails(ctx.em, partIdsOf(matched)));
  }

  /**
   * `partsByMpn` with only the parts' ids, for a caller that reads the details of the few parts it answers with
   * (`partDetailsById`): `partsMultiMatch` answers 3 of the up to 6 parts an MPN finds.
   */
  async partIdsByMpn(ctx: RequestContext, mpns: string[]): Promise<MpnMatch<number>[]> {
    const matched = await this.matchMpns(ctx, mpns);
    return mpns.map((query, index) => ({
      query,
      exact: matched[index]!.exact ?? null,
      candidates: matched[index]!.candidates,
    }));
  }

  /**
   * Parts by id (on the shelf or not) with their makers and categories as plain data, in one query and outside the
   * identity map: the BOM matcher holds thousands of them, where entities and their hydration cost several times the
   * memory.
   */
  partDetailsById(ctx: RequestContext, ids: number[]): Promise<Map<number, ProductDetail>> {
    return readProductDetails(ctx.em, ids);
  }

  /** Each MPN's exact part and its close candidates (the exact one left out), by id. */
  private async matchMpns(ctx: RequestContext, mpns: string[]): Promise<MatchedIds[]> {
    if (mpns.length > MAX_MPNS_PER_LOOKUP) {
      throw new DomainError('TOO_MANY_MPNS', { params: { max: MAX_MPNS_PER_LOOKUP }, field: ['mpns'] });
    }
    const search = this.searchFor(ctx);
    const keysOf = mpns.map((mpn) => mpnLookupKeys(checkedSearchText(mpn, ['mpns'])));
    const exactHits = await search.findByMpnKeys(ctx.em, [...new Set(keysOf.flat())]);
    const firstHitByKey = new Map<string, MpnHit>();
    for (const hit of exactHits) if (!firstHitByKey.has(hit.mpnNormalized)) firstHitByKey.set(hit.mpnNormalized, hit);
    const exactIds = keysOf.map((keys) => keys.map((key) => firstHitByKey.get(key)?.id).find((id) => id !== undefined));

    const lookups = keysOf.flatMap((keys, index) => {
      const base = keys.at(-1);
      return base ? [{ index, prefix: closePrefix(base), preferred: base }] : [];
    });
    const candidateHits = await search.findMpnCandidates(ctx.em, lookups, CANDIDATES_PER_MPN + 1);
    const candidateIds: number[][] = mpns.map(() => []);
    lookups.forEach(({ index }, lookup) => {
      candidateIds[index] = candidateHits[lookup]!.map((hit) => hit.id)
        .filter((id) => id !== exactIds[index])
        .slice(0, CANDIDATES_PER_MPN);
    });
    return mpns.map((_, index) => ({ exact: exactIds[index], candidates: candidateIds[index]! }));
  }

  /** Completions while typing: matching brands and categories by name, then parts whose MPN starts like the text. */
  async searchSuggestions(ctx: RequestContext, text: string, first: number): Promise<SearchSuggestion[]> {
    requireKeyScope(ctx, 'catalog:read');
    const query = checkedSearchText(text, ['query']);
    const limit = Math.min(Math.max(Math.trunc(first), 1), 20);
    if (query === '') return [];
    const lower = query.toLocaleLowerCase();
    const key = normalizeMpn(query);
    const [brands, categories, parts] = await Promise.all([
      ctx.em.find(Brand, {}, { fields: ['id', 'name', 'slug'], orderBy: { name: 'asc' } }),
      ctx.em.find(Category, {}, { fields: ['id', 'name', 'slug', 'parent'], orderBy: { position: 'asc', id: 'asc' } }),
      key === '' ? [] : this.searchFor(ctx).suggestMpns(ctx.em, key, limit),
    ]);
    const named: SearchSuggestion[] = [
      ...brands
        .filter((brand) => brand.name.toLocaleLowerCase().startsWith(lower))
        .slice(0, NAMED_SUGGESTIONS)
        .map((brand) => ({ kind: 'BRAND' as const, text: brand.name, id: brand.id })),
      ...categories
        .filter((category) => category.name[ctx.locale].toLocaleLowerCase().includes(lower))
        .slice(0, NAMED_SUGGESTIONS)
        .map((category) => ({ kind: 'CATEGORY' as const, text: category.name[ctx.locale], id: category.id })),
    ];
    const completions = parts.map((part) => ({ kind: 'MPN' as const, text: part.mpn, id: part.id }));
    return [...named, ...completions].slice(0, limit);
  }

  /** Parts by id (on the shelf or not) with their makers and categories, in one query. */
  async productsById(ctx: RequestContext, ids: number[]): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const products = await ctx.em.find(Product, { id: { $in: ids } }, { populate: ['manufacturer', 'category'] });
    return new Map(products.map((product) => [product.id, product]));
  }

  /** A part (on the shelf or not) with its maker and category as plain data, in one query: the product page. */
  async productDetail(ctx: RequestContext, id: number): Promise<ProductDetail | null> {
    requireKeyScope(ctx, 'catalog:read');
    return readProductDetail(ctx.em, id);
  }

  /** The photos staff uploaded for parts, by part id, each part's in order. */
  productImages(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, ProductImageView[]>> {
    return readProductImages(ctx.em, ids);
  }

  /** Takes an order's pieces off the shelf in its transaction (see `reserveStock`): never below zero. */
  reserveStock(em: EntityManager, lines: readonly StockLine[], cause: StockCause): Promise<void> {
    return reserveStock(em, lines, cause);
  }

  /** Puts an ended order's pieces back on the shelf in its transaction. */
  releaseStock(em: EntityManager, lines: readonly StockLine[], cause: StockCause): Promise<void> {
    return releaseStock(em, lines, cause);
  }

  async getProduct(ctx: RequestContext, id: number): Promise<Product | null> {
    return ctx.em.findOne(Product, { id }, { populate: ['manufacturer', 'category'] });
  }

  /** Every category with its on-shelf part count (its own and its descendants'). */
  async listCategories(ctx: RequestContext): Promise<CategoryWithCount[]> {
    requireKeyScope(ctx, 'catalog:read');
    const [categories, counts] = await Promise.all([
      ctx.em.find(Category, {}, { orderBy: { position: 'asc', id: 'asc' } }),
      this.productCounts(ctx),
    ]);
    return categories.map((category) => ({ category, productCount: counts.get(category.id) ?? 0 }));
  }

  /** On-shelf parts per category id, descendants included; once per request (see CatalogCounts). */
  productCounts(ctx: RequestContext): Promise<Map<number, number>> {
    return this.counts.productCounts(ctx);
  }

  /** On-shelf parts per brand id; once per request (see CatalogCounts). */
  brandProductCounts(ctx: RequestContext): Promise<Map<number, number>> {
    return this.counts.brandProductCounts(ctx);
  }

  async listBrands(ctx: RequestContext, featured: boolean | undefined): Promise<Brand[]> {
    requireKeyScope(ctx, 'catalog:read');
    return ctx.em.find(Brand, featured === undefined ? {} : { featured }, { orderBy: { name: 'asc' } });
  }

  async getBrand(ctx: RequestContext, id: number): Promise<Brand | null> {
    requireKeyScope(ctx, 'catalog:read');
    return ctx.em.findOne(Brand, { id });
  }
}

/** An MPN's exact part and close candidates by id. */
interface MatchedIds {
  exact: number | undefined;
  candidates: number[];
}

const partIdsOf = (matched: MatchedIds[]) => [
  ...new Set(matched.flatMap(({ exact, candidates }) => (exact === undefined ? candidates : [exact, ...candidates]))),
];

/** The matches of `mpns` in order, with their parts from `parts` (by id). */
function answerInOrder<Part>(mpns: string[], matched: MatchedIds[], parts: Map<number, Part>): MpnMatch<Part>[] {
  return mpns.map((query, index) => {
    const { exact, candidates } = matched[index]!;
    return {
      query,
      exact: (exact !== undefined && parts.get(exact)) || null,
      candidates: candidates.flatMap((id) => parts.get(id) ?? []),
    };
  });
}

/**
 * The prefix that finds parts close to an MPN: the MPN without its last three characters (its grade,
 * package or temperature code), so `STM32F103C8T7` still offers STM32F103C8T6.
 */
function closePrefix(mpn: string): string {
  return mpn.length <= 4 ? mpn : mpn.slice(0, Math.max(4, mpn.length - 3));
}
