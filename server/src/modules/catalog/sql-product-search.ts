import type { EntityManager } from '@mikro-orm/sql';
import type {
  MpnHit,
  ParameterFacet,
  ProductSearch,
  ProductSearchFilter,
  ProductSearchPage,
  ProductSearchRequest,
  ProductSort,
  SearchQuery,
} from './product-search.js';
import { inList } from '../../platform/db/in-list.js';
import { fragment, joinFragments, type SqlFragment } from './sql-fragment.js';
import { SqlSearchConditions } from './sql-search-conditions.js';

/** Most parts a list counts; past it the total says "more than this" (`totalCountCapped`). */
export const MAX_COUNTED = 1000;

/**
 * Relevance sort keys: tier × RELEVANCE_TIER_SIZE plus a rank inside the tier (exact MPN 0, MPN prefix 1, the
 * values the query names 2, words 3). Inside the MPN and value tiers the best-stocked part comes first; word matches
 * share one key and go newest first.
 */
const RELEVANCE_TIER_SIZE = 10_000_000_000;
const WORDS_TIER = 3;
const relevanceTier = (sortKey: number) => Math.min(Math.max(Math.floor(sortKey / RELEVANCE_TIER_SIZE), 0), WORDS_TIER);

/**
 * Whether the parts a filter selects change only when the catalog version does: not when it reads stock (every order
 * changes it) or the supply facts (lifecycle, packaging, RoHS), which the version's triggers do not follow.
 */
const keptUntilCatalogChanges = (filter: ProductSearchFilter) => !filter.inStock && !filter.supply;

/** The keys whose prefix ranges cover all of `keys`: a key that starts with another key adds nothing. */
function mpnFamilyKeys(keys: string[]): string[] {
  return keys.filter((key) => !keys.some((other) => other !== key && key.startsWith(other)));
}

/** How each sort orders parts: the value sorted by, its direction, and the direction of the id tie-break. */
interface SortOrder {
  key: (query: SearchQuery | undefined) => SqlFragment;
  keyDescending: boolean;
  idDescending: boolean;
}

/**
 * Product search in SQL, shared by SQLite and MySQL/MariaDB. Each dialect says how an MPN prefix and a word
 * are looked up in its indexes; filters, relevance, sorting and keyset paging are written once here.
 *
 * The side table `product_search` holds each part's searchable text (MPN, package, descriptions in every
 * language, parameter values), filled by triggers on `product` that the search migration creates.
 */
export abstract class SqlProductSearch extends SqlSearchConditions implements ProductSearch {
  abstract afterBulkLoad(em: EntityManager): Promise<void>;

  /**
   * Word matches: up to `pageLimit` ids (newest first) of the parts passing `conditions` whose text has every
   * term, and how many such parts there are counted up to `countLimit`. Either may be skipped (undefined). Both
   * may be kept until the catalog changes (`keep`) when the conditions do not depend on stock: word matches go
   * newest first, an order no order placed can change.
   */
  protected abstract findWords(
    em: EntityManager,
    terms: string[],
    conditions: SqlFragment[],
    pageLimit: number | undefined,
    countLimit: number | undefined,
    keep: boolean,
  ): Promise<{ ids: number[]; count: number }>;

  private readonly sortOrders: Record<ProductSort, SortOrder> = {
    // Reached only without a query (the service then lists newest first); with one, `findRelevantPage` ranks.
    RELEVANCE: {
      key: () => fragment(String(WORDS_TIER * RELEVANCE_TIER_SIZE)),
      keyDescending: false,
      idDescending: true,
    },
    NEWEST: { key: () => fragment('p.id'), keyDescending: true, idDescending: true },
    PRICE_ASC: { key: () => fragment('p.list_price_milli'), keyDescending: false, idDescending: false },
    PRICE_DESC: { key: () => fragment('p.list_price_milli'), keyDescending: true, idDescending: true },
    STOCK_DESC: { key: () => fragment('p.stock'), keyDescending: true, idDescending: true },
  };

  async findPage(em: EntityManager, request: ProductSearchRequest): Promise<ProductSearchPage> {
    if (request.filter.query && request.sort === 'RELEVANCE') {
      return this.findRelevantPage(em, request, request.filter.query);
    }
    const where = this.filterCondition(request.filter);
    const order = this.sortOrders[request.sort];
    const key = order.key(request.filter.query);
    const conditions = [where];
    if (request.after) {
      const { sortKey, id } = request.after;
      const idAfter = order.idDescending ? 'p.id < ?' : 'p.id > ?';
      conditions.push(
        request.sort === 'NEWEST'
          ? fragment(idAfter, [id])
          : fragment(`(${key.sql} ${order.keyDescending ? '<' : '>'} ? OR (${key.sql} = ? AND ${idAfter}))`, [
              ...key.params,
              sortKey,
              ...key.params,
              sortKey,
              id,
            ]),
      );
    }
    const pageWhere = joinFragments(conditions, ' AND ');
    // Without stock in the filter or the order, a list's page and total change only when the catalog does (a range
    // of values reads thousands of parameter rows for both): kept until then, like a search's total.
    const keep = keptUntilCatalogChanges(request.filter);
    const [rows, counted] = await Promise.all([
      this.read<{ id: number; sort_key: number }>(
        em,
        keep && request.sort !== 'STOCK_DESC',
        `SELECT p.id AS id, ${key.sql} AS sort_key FROM product p WHERE ${pageWhere.sql}
         ORDER BY sort_key ${order.keyDescending ? 'DESC' : 'ASC'}, p.id ${order.idDescending ? 'DESC' : 'ASC'}
         LIMIT ?`,
        [...key.params, ...pageWhere.params, request.first + 1],
      ),
      this.read<{ total: number }>(
        em,
        keep,
        `SELECT count(*) AS total FROM (SELECT 1 FROM product p WHERE ${where.sql} LIMIT ?) counted`,
        [...where.params, MAX_COUNTED + 1],
      ),
    ]);
    return this.page(rows, request.first, Number(counted[0]?.total ?? 0));
  }

  /**
   * A search in relevance order, built from index lookups that each stop after a page: exact MPNs, then the MPN
   * prefix family (best stocked first), then word matches (newest first) read from the full-text index in id
   * order. Word matches are looked up only when the MPN tiers leave the page or the count short, and nothing is
   * counted past MAX_COUNTED, so a common word or prefix costs about as little as a rare one.
   */
  private async findRelevantPage(
    em: EntityManager,
    request: ProductSearchRequest,
    query: SearchQuery,
  ): Promise<ProductSearchPage> {
    const rest = this.filterCondition({ ...request.filter, query: undefined });
    // The values tier's parts come from a short list of ids, checked against the part's narrow index.
    const restOfIds = this.filterCondition({ ...request.filter, query: undefined }, true);
    // Totals and word matches are kept until the catalog changes, unless they depend on stock, which every order
    // changes. The MPN tiers' pages are ranked by stock, so they are read afresh.
    const keep = keptUntilCatalogChanges(request.filter);
    const afterTier = request.after ? relevanceTier(request.after.sortKey) : 0;
    const limit = request.first + 1;
    let rows: { id: number; sort_key: number }[] = [];
    let counted = 0;
    const exact = this.mpnEquals(query.mpnKeys);
    const prefix = this.anyMpnPrefix(mpnFamilyKeys(query.mpnKeys));
    const mpnMatch = fragment(`(${exact.sql} OR ${prefix.sql})`, [...exact.params, ...prefix.params]);
    // Values that are all texts (`film 1210`: a chip size; `X7R`) name tens of thousands of parts: ranking them by
    // stock read every part of the package and every part with the word (40-110 ms at 100,000 parts). They are
    // found as word matches instead (newest first, stopping after a page), each match checked for the texts.
    const textValuesOnly =
      query.values.conditions.length > 0 && query.values.conditions.every((condition) => 'text' in condition);
    const values = textValuesOnly ? null : this.valuesMatch(query);
    const rankedTiers: { tier: number; rest: SqlFragment; match: SqlFragment }[] = [];
    if (query.mpnKeys.length > 0) {
      rankedTiers.push(
        { tier: 0, rest, match: exact },
        {
          tier: 1,
          rest,
          match: fragment(`${prefix.sql} AND NOT ${exact.sql}`, [...prefix.params, ...exact.params]),
        },
      );
    }
    if (values) {
      rankedTiers.push({
        tier: 2,
        rest: restOfIds,
        match:
          query.mpnKeys.length > 0
            ? fragment(`${values.sql} AND NOT ${mpnMatch.sql}`, [...values.params, ...mpnMatch.params])
            : values,
      });
    }
    if (rankedTiers.length > 0) {
      // A stock column holds at most 2^31 - 1, well inside a tier.
      const stockRank = `(${RELEVANCE_TIER_SIZE - 1} - p.stock)`;
      const pages: SqlFragment[] = [];
      const counts: SqlFragment[] = [];
      for (const { tier, rest: tierRest, match } of rankedTiers) {
        const key = `(${tier * RELEVANCE_TIER_SIZE} + ${stockRank})`;
        const where = joinFragments([tierRest, match], ' AND ');
        counts.push(
          fragment(
            `(SELECT count(*) FROM (SELECT p.id FROM product p WHERE ${where.sql} LIMIT ${MAX_COUNTED + 1}) c${tier})`,
            where.params,
          ),
        );
        if (tier < afterTier) continue;
        const after =
          tier === afterTier && request.after
            ? [
                fragment(`(${key} > ? OR (${key} = ? AND p.id < ?))`, [
                  request.after.sortKey,
                  request.after.sortKey,
                  request.after.id,
                ]),
              ]
            : [];
        const pageWhere = joinFragments([where, ...after], ' AND ');
        pages.push(
          fragment(
            `SELECT * FROM (SELECT p.id AS id, ${key} AS sort_key FROM product p WHERE ${pageWhere.sql}
             ORDER BY sort_key, p.id DESC LIMIT ${limit}) t${tier}`,
            pageWhere.params,
          ),
        );
      }
      const union = joinFragments(pages, ' UNION ALL ');
      const total = joinFragments(counts, ' + ');
      const [mpnRows, mpnCount] = await Promise.all([
        pages.length === 0
          ? []
          : this.query<{ id: number; sort_key: number }>(
              em,
              `SELECT id, sort_key FROM (${union.sql}) page ORDER BY sort_key, id DESC LIMIT ${limit}`,
              union.params,
            ),
        this.read<{ total: number }>(em, keep, `SELECT ${total.sql} AS total`, total.params),
      ]);
      rows = mpnRows;
      counted = Number(mpnCount[0]?.total ?? 0);
    }
    const needsWordPage = rows.length < limit;
    const needsWordCount = counted <= MAX_COUNTED;
    // A query that names values (`4.7k 0603`) is answered by them: its words as text find nothing more. Text values
    // are in each part's search text, so their parts are word matches of the texts and the other words.
    const wordTerms = textValuesOnly ? this.textValueTerms(query) : query.terms;
    const textValues = textValuesOnly ? [this.textValuesMatch(query.values.conditions)] : [];
    if (wordTerms.length > 0 && !values && (needsWordPage || needsWordCount)) {
      const notMpn = query.mpnKeys.length > 0 ? [fragment(`NOT ${mpnMatch.sql}`, mpnMatch.params)] : [];
      const after = request.after && afterTier === WORDS_TIER ? [fragment('p.id < ?', [request.after.id])] : [];
      // The page continues after the cursor; the count covers every word match, so the two differ only then.
      const words = await this.findWords(
        em,
        wordTerms,
        [rest, ...textValues, ...notMpn, ...after],
        needsWordPage ? limit - rows.length : undefined,
        needsWordCount && after.length === 0 ? MAX_COUNTED + 1 : undefined,
        keep,
      );
      const wordCount =
        needsWordCount && after.length > 0
          ? (await this.findWords(em, wordTerms, [rest, ...textValues, ...notMpn], undefined, MAX_COUNTED + 1, keep))
              .count
          : words.count;
      rows = [...rows, ...words.ids.map((id) => ({ id, sort_key: WORDS_TIER * RELEVANCE_TIER_SIZE }))];
      counted += wordCount;
    }
    return this.page(rows, request.first, counted);
  }

  private page(rows: { id: number; sort_key: number }[], first: number, counted: number): ProductSearchPage {
    return {
      hits: rows.slice(0, first).map((row) => ({ id: Number(row.id), sortKey: Number(row.sort_key) })),
      hasNextPage: rows.length > first,
      totalCount: Math.min(counted, MAX_COUNTED),
      totalCountCapped: counted > MAX_COUNTED,
    };
  }

  async facets(em: EntityManager, filter: ProductSearchFilter): Promise<ParameterFacet[]> {
    // Browsing a category needs only product_parameter's own copy of category and shelf state: its index answers
    // alone. Other filters read the part rows too.
    const byCategoryOnly =
      filter.categoryIds !== undefined &&
      !filter.query &&
      filter.brandId === undefined &&
      !filter.inStock &&
      filter.priceMinMilli === undefined &&
      filter.priceMaxMilli === undefined &&
      !filter.supply;
    const base = byCategoryOnly
      ? fragment(
          `pp.on_shelf = 1 AND pp.category_id IN (${filter.categoryIds!.map(() => '?').join(', ')})`,
          filter.categoryIds,
        )
      : this.filterCondition({ ...filter, parameters: undefined });
    const partId = byCategoryOnly ? 'pp.product_id' : 'p.id';
    // A row of parameter N counts when its part passes every selected parameter except N itself.
    const others = (filter.parameters ?? []).map((parameter) => {
      const selected = this.parameterMatch(parameter, partId);
      return fragment(`(pp.name = ? OR ${selected.sql})`, [parameter.name, ...selected.params]);
    });
    const where = joinFragments([base, ...others], ' AND ');
    const rows = await this.query<{ name: string; value: string; count: number }>(
      em,
      `SELECT pp.name AS name, pp.value AS value, count(*) AS count
       FROM ${byCategoryOnly ? 'product_parameter pp' : 'product p JOIN product_parameter pp ON pp.product_id = p.id'}
       WHERE ${where.sql} GROUP BY pp.name, pp.value`,
      where.params,
    );
    const facets = new Map<string, ParameterFacet>();
    for (const row of rows) {
      const facet = facets.get(row.name) ?? { name: row.name, values: [] };
      facet.values.push({ value: row.value, count: Number(row.count) });
      facets.set(row.name, facet);
    }
    return [...facets.values()];
  }

  async findAlternatives(
    em: EntityManager,
    like: { excludeId: number; categoryId: number; package: string; parameters: { name: string; value: string }[] },
    limit: number,
  ): Promise<number[]> {
    const conditions = [
      fragment(`p.status = 'ON_SHELF' AND p.category_id = ? AND p.package = ? AND p.id <> ?`, [
        like.categoryId,
        like.package,
        like.excludeId,
      ]),
      ...like.parameters.map(({ name, value }) => this.parameterMatch({ name, values: [value] })),
    ];
    const where = joinFragments(conditions, ' AND ');
    const rows = await this.query<{ id: number }>(
      em,
      `SELECT p.id FROM product p WHERE ${where.sql}
       ORDER BY CASE WHEN p.stock > 0 THEN 0 ELSE 1 END, p.stock DESC, p.id LIMIT ?`,
      [...where.params, limit],
    );
    return rows.map((row) => Number(row.id));
  }

  async findByMpnKeys(em: EntityManager, keys: string[]): Promise<MpnHit[]> {
    if (keys.length === 0) return [];
    const keyed = inList(em, 'p.mpn_normalized', keys);
    const rows = await this.query<{ id: number; mpn_normalized: string }>(
      em,
      `SELECT p.id, p.mpn_normalized FROM product p WHERE p.status = 'ON_SHELF' AND ${keyed.sql} ORDER BY p.id`,
      keyed.params,
    );
    return rows.map((row) => ({ id: Number(row.id), mpnNormalized: row.mpn_normalized }));
  }

  async findMpnCandidates(
    em: EntityManager,
    lookups: { prefix: string; preferred: string }[],
    limit: number,
  ): Promise<MpnHit[][]> {
    const found: MpnHit[][] = lookups.map(() => []);
    // SQLite allows at most 500 terms in one compound SELECT; 250 keeps every statement well inside it.
    for (let start = 0; start < lookups.length; start += 250) {
      const parts = lookups.slice(start, start + 250).map(({ prefix, preferred }, offset) => {
        const matches = this.mpnPrefix(prefix);
        const preferredMatch = this.mpnPrefix(preferred);
        return fragment(
          `SELECT * FROM (SELECT ? AS lookup, p.id, p.mpn_normalized FROM product p
           WHERE ${this.outsideIndex("p.status = 'ON_SHELF'")} AND ${matches.sql}
           ORDER BY CASE WHEN ${preferredMatch.sql} THEN 0 ELSE 1 END, length(p.mpn_normalized), p.mpn_normalized, p.id
           LIMIT ?) c${offset}`,
          [start + offset, ...matches.params, ...preferredMatch.params, limit],
        );
      });
      const union = joinFragments(parts, ' UNION ALL ');
      const rows = await this.query<{ lookup: number; id: number; mpn_normalized: string }>(
        em,
        union.sql,
        union.params,
      );
      for (const row of rows)
        found[Number(row.lookup)]!.push({ id: Number(row.id), mpnNormalized: row.mpn_normalized });
    }
    return found;
  }

  async suggestMpns(em: EntityManager, prefix: string, limit: number): Promise<{ id: number; mpn: string }[]> {
    const matches = this.mpnPrefix(prefix);
    const rows = await this.query<{ id: number; mpn: string }>(
      em,
      `SELECT p.id, p.mpn FROM product p WHERE ${this.outsideIndex("p.status = 'ON_SHELF'")} AND ${matches.sql}
       ORDER BY p.mpn_normalized, p.id LIMIT ?`,
      [...matches.params, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), mpn: row.mpn }));
  }
}
