import type { EntityManager } from '@mikro-orm/sql';
import type { ParameterFilter } from './parameter-values.js';
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

/** A piece of SQL and the values of its `?` placeholders, in order. */
interface SqlFragment {
  sql: string;
  params: unknown[];
}

const fragment = (sql: string, params: unknown[] = []): SqlFragment => ({ sql, params });

function joinFragments(parts: SqlFragment[], separator: string): SqlFragment {
  return { sql: parts.map((part) => part.sql).join(separator), params: parts.flatMap((part) => part.params) };
}

/** A LIKE pattern that matches `text` literally; `!` is the escape character on every database. */
export function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, (character) => `!${character}`);
}

/** Most parts a list counts; past it the total says "more than this" (`totalCountCapped`). */
export const MAX_COUNTED = 1000;

/**
 * Relevance sort keys: tier × RELEVANCE_TIER_SIZE plus a rank inside the tier (exact MPN 0, MPN prefix 1, words 2).
 * Inside the MPN tiers the best-stocked part comes first; word matches share one key and go newest first.
 */
const RELEVANCE_TIER_SIZE = 10_000_000_000;
const WORDS_TIER = 2;
const relevanceTier = (sortKey: number) => Math.min(Math.max(Math.floor(sortKey / RELEVANCE_TIER_SIZE), 0), WORDS_TIER);

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
export abstract class SqlProductSearch implements ProductSearch {
  /** A condition true when `p.mpn_normalized` starts with `prefix`, using the index on that column. */
  protected abstract mpnPrefix(prefix: string): SqlFragment;

  /** A condition true when part `p` has `term` in its search text. */
  protected abstract textContains(term: string): SqlFragment;

  /**
   * The full-text table joined to `product p`, the condition that finds the parts having every term, and the
   * ORDER BY that reads them newest first from the index itself (so a LIMIT stops the lookup early).
   */
  protected abstract textSource(terms: string[]): { from: string; where: SqlFragment; newestFirst: string };

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
    const [rows, counted] = await Promise.all([
      this.query<{ id: number; sort_key: number }>(
        em,
        `SELECT p.id AS id, ${key.sql} AS sort_key FROM product p WHERE ${pageWhere.sql}
         ORDER BY sort_key ${order.keyDescending ? 'DESC' : 'ASC'}, p.id ${order.idDescending ? 'DESC' : 'ASC'}
         LIMIT ?`,
        [...key.params, ...pageWhere.params, request.first + 1],
      ),
      this.query<{ total: number }>(
        em,
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
    const afterTier = request.after ? relevanceTier(request.after.sortKey) : 0;
    const limit = request.first + 1;
    let rows: { id: number; sort_key: number }[] = [];
    let counted = 0;
    const exact = this.mpnEquals(query.mpnKeys);
    const prefix = this.anyMpnPrefix(mpnFamilyKeys(query.mpnKeys));
    if (query.mpnKeys.length > 0) {
      // A stock column holds at most 2^31 - 1, well inside a tier.
      const stockRank = `(${RELEVANCE_TIER_SIZE - 1} - p.stock)`;
      const mpnTiers = [
        { tier: 0, match: exact },
        { tier: 1, match: fragment(`${prefix.sql} AND NOT ${exact.sql}`, [...prefix.params, ...exact.params]) },
      ];
      const pages: SqlFragment[] = [];
      const counts: SqlFragment[] = [];
      for (const { tier, match } of mpnTiers) {
        const key = `(${tier * RELEVANCE_TIER_SIZE} + ${stockRank})`;
        const where = joinFragments([rest, match], ' AND ');
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
        this.query<{ total: number }>(em, `SELECT ${total.sql} AS total`, total.params),
      ]);
      rows = mpnRows;
      counted = Number(mpnCount[0]?.total ?? 0);
    }
    const needsWordPage = rows.length < limit;
    const needsWordCount = counted <= MAX_COUNTED;
    if (query.terms.length > 0 && (needsWordPage || needsWordCount)) {
      const brands = await this.brandsOfTerms(em, query.terms);
      const notMpn =
        query.mpnKeys.length > 0
          ? [fragment(`NOT (${exact.sql} OR ${prefix.sql})`, [...exact.params, ...prefix.params])]
          : [];
      const base = [rest, ...notMpn];
      const after = request.after && afterTier === WORDS_TIER ? [fragment('p.id < ?', [request.after.id])] : [];
      const wordPage = this.wordBranches(query.terms, brands, [...base, ...after], limit, true);
      const wordCount = this.wordBranches(query.terms, brands, base, MAX_COUNTED + 1, false);
      const [wordRows, wordCounted] = await Promise.all([
        needsWordPage
          ? this.query<{ id: number }>(em, `SELECT w.id AS id FROM (${wordPage.sql}) w ORDER BY w.id DESC LIMIT ?`, [
              ...wordPage.params,
              limit - rows.length,
            ])
          : [],
        needsWordCount
          ? this.query<{ total: number }>(em, `SELECT count(*) AS total FROM (${wordCount.sql}) w`, wordCount.params)
          : [],
      ]);
      rows = [...rows, ...wordRows.map((row) => ({ id: row.id, sort_key: WORDS_TIER * RELEVANCE_TIER_SIZE }))];
      counted += Number(wordCounted[0]?.total ?? 0);
    }
    return this.page(rows, request.first, counted);
  }

  /**
   * The parts whose text (or maker) has every term, as a UNION of full-text lookups: one over the text alone,
   * and one per maker whose name has some of the terms, looking up only the other terms among its parts.
   * Each branch reads at most `limit` parts, newest first when `ordered`.
   */
  private wordBranches(
    terms: string[],
    brands: { id: number; terms: string[] }[],
    conditions: SqlFragment[],
    limit: number,
    ordered: boolean,
  ): SqlFragment {
    const branch = (textTerms: string[], extra: SqlFragment[]) => {
      const where = joinFragments([...conditions, ...extra], ' AND ');
      const source = textTerms.length > 0 ? this.textSource(textTerms) : undefined;
      const sql = source
        ? `SELECT p.id AS id FROM ${source.from} WHERE ${source.where.sql} AND ${where.sql}
           ${ordered ? `ORDER BY ${source.newestFirst}` : ''} LIMIT ${limit}`
        : `SELECT p.id AS id FROM product p WHERE ${where.sql} ${ordered ? 'ORDER BY p.id DESC' : ''} LIMIT ${limit}`;
      return fragment(`SELECT * FROM (${sql}) b`, [...(source?.where.params ?? []), ...where.params]);
    };
    const parts = [
      branch(terms, []),
      ...brands.map((brand) =>
        branch(
          terms.filter((term) => !brand.terms.includes(term)),
          [fragment('p.manufacturer_id = ?', [brand.id])],
        ),
      ),
    ];
    return joinFragments(parts, ' UNION ');
  }

  /** The makers whose name has one of the terms, and which terms (a term matches a name as LIKE '%term%'). */
  private async brandsOfTerms(em: EntityManager, terms: string[]): Promise<{ id: number; terms: string[] }[]> {
    if (terms.length === 0) return [];
    const rows = await this.query<{ id: number; term: number }>(
      em,
      terms
        .map((_, index) => `SELECT b.id AS id, ${index} AS term FROM brand b WHERE b.name LIKE ? ESCAPE '!'`)
        .join(' UNION ALL '),
      terms.map((term) => `%${likeLiteral(term)}%`),
    );
    const byBrand = new Map<number, string[]>();
    for (const row of rows)
      byBrand.set(Number(row.id), [...(byBrand.get(Number(row.id)) ?? []), terms[Number(row.term)]!]);
    return [...byBrand].map(([id, matched]) => ({ id, terms: matched }));
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
      filter.priceMaxMilli === undefined;
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
    const rows = await this.query<{ id: number; mpn_normalized: string }>(
      em,
      `SELECT p.id, p.mpn_normalized FROM product p
       WHERE p.status = 'ON_SHELF' AND p.mpn_normalized IN (${keys.map(() => '?').join(', ')})
       ORDER BY p.id`,
      keys,
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
           WHERE p.status = 'ON_SHELF' AND ${matches.sql}
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
      `SELECT p.id, p.mpn FROM product p WHERE p.status = 'ON_SHELF' AND ${matches.sql}
       ORDER BY p.mpn_normalized, p.id LIMIT ?`,
      [...matches.params, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), mpn: row.mpn }));
  }

  private filterCondition(filter: ProductSearchFilter): SqlFragment {
    const conditions = [fragment(`p.status = 'ON_SHELF'`)];
    if (filter.categoryIds) {
      conditions.push(
        fragment(`p.category_id IN (${filter.categoryIds.map(() => '?').join(', ')})`, filter.categoryIds),
      );
    }
    if (filter.brandId !== undefined) conditions.push(fragment('p.manufacturer_id = ?', [filter.brandId]));
    if (filter.inStock) conditions.push(fragment('p.stock > 0'));
    if (filter.priceMinMilli !== undefined)
      conditions.push(fragment('p.list_price_milli >= ?', [filter.priceMinMilli]));
    if (filter.priceMaxMilli !== undefined)
      conditions.push(fragment('p.list_price_milli <= ?', [filter.priceMaxMilli]));
    if (filter.query) conditions.push(this.queryMatch(filter.query));
    for (const parameter of filter.parameters ?? []) conditions.push(this.parameterMatch(parameter));
    return joinFragments(conditions, ' AND ');
  }

  /** The part `partId` names has one of the parameter's values, looked up in the (name, value, product) index. */
  private parameterMatch(parameter: ParameterFilter, partId = 'p.id'): SqlFragment {
    return fragment(
      `${partId} IN (SELECT f.product_id FROM product_parameter f WHERE f.name = ? AND f.value IN (${parameter.values.map(() => '?').join(', ')}))`,
      [parameter.name, ...parameter.values],
    );
  }

  /** A part matches by its MPN (exactly or as a prefix), or when every word occurs in its text or maker's name. */
  private queryMatch(query: SearchQuery): SqlFragment {
    const alternatives: SqlFragment[] = [];
    if (query.mpnKeys.length > 0) alternatives.push(this.mpnEquals(query.mpnKeys), this.anyMpnPrefix(query.mpnKeys));
    if (query.terms.length > 0) {
      const words = query.terms.map((term) => {
        const text = this.textContains(term);
        return fragment(
          `(${text.sql} OR p.manufacturer_id IN (SELECT b.id FROM brand b WHERE b.name LIKE ? ESCAPE '!'))`,
          [...text.params, `%${likeLiteral(term)}%`],
        );
      });
      alternatives.push(
        fragment(
          `(${joinFragments(words, ' AND ').sql})`,
          words.flatMap((word) => word.params),
        ),
      );
    }
    return fragment(
      `(${joinFragments(alternatives, ' OR ').sql})`,
      alternatives.flatMap((part) => part.params),
    );
  }

  private mpnEquals(keys: string[]): SqlFragment {
    return fragment(`p.mpn_normalized IN (${keys.map(() => '?').join(', ')})`, keys);
  }

  private anyMpnPrefix(keys: string[]): SqlFragment {
    const prefixes = keys.map((key) => this.mpnPrefix(key));
    return fragment(
      `(${joinFragments(prefixes, ' OR ').sql})`,
      prefixes.flatMap((prefix) => prefix.params),
    );
  }

  private async query<Row>(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
  }
}

/** Words shorter than a trigram cannot use the FTS5 index; they are matched by scanning the search text. */
const trigramLength = 3;

/**
 * SQLite: `product_search` is an FTS5 table with the trigram tokenizer, so any substring of three or more
 * characters (a Chinese word inside an unbroken sentence, part of an MPN) is an index lookup; shorter words
 * (电阻) scan the table. MPN prefixes use GLOB, which SQLite answers from the index on `mpn_normalized`.
 */
export class SqliteProductSearch extends SqlProductSearch {
  protected mpnPrefix(prefix: string): SqlFragment {
    // Normalized keys hold only A-Z and 0-9, so they carry no GLOB wildcards.
    return fragment('p.mpn_normalized GLOB ?', [`${prefix}*`]);
  }

  protected textContains(term: string): SqlFragment {
    if ([...term].length >= trigramLength) {
      return fragment('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)', [
        `"${term.replace(/"/g, '""')}"`,
      ]);
    }
    return fragment(`p.id IN (SELECT rowid FROM product_search WHERE words LIKE ? ESCAPE '!')`, [
      `%${likeLiteral(term)}%`,
    ]);
  }

  protected textSource(terms: string[]) {
    const indexed = terms.filter((term) => [...term].length >= trigramLength);
    const scanned = terms.filter((term) => [...term].length < trigramLength);
    const conditions = [
      // One MATCH of every indexed term: FTS5 walks the terms' lists together instead of one lookup per word.
      ...(indexed.length > 0
        ? [fragment('product_search MATCH ?', [indexed.map((term) => `"${term.replace(/"/g, '""')}"`).join(' AND ')])]
        : []),
      ...scanned.map((term) => fragment(`product_search.words LIKE ? ESCAPE '!'`, [`%${likeLiteral(term)}%`])),
    ];
    return {
      // CROSS JOIN keeps the full-text table outside, so rows come in its rowid order and a LIMIT stops early.
      from: 'product_search CROSS JOIN product p ON p.id = product_search.rowid',
      where: joinFragments(conditions, ' AND '),
      newestFirst: 'product_search.rowid DESC',
    };
  }
}

/** InnoDB's default full-text stopwords of three letters or more: a MATCH on them finds nothing. */
const innodbStopwords = new Set([
  'about',
  'are',
  'com',
  'for',
  'from',
  'how',
  'that',
  'the',
  'this',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
]);

/** Scripts written without spaces between words: InnoDB's parser sees a whole sentence as one word. */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * MySQL/MariaDB: `product_search.words` carries a FULLTEXT index (MariaDB has no ngram parser). Whole words
 * of three or more letters or digits are looked up in it as word prefixes; Chinese, shorter words and words
 * with symbols are matched with LIKE over the search text. MPN prefixes use LIKE 'KEY%' on the indexed column.
 */
export class MySqlProductSearch extends SqlProductSearch {
  protected mpnPrefix(prefix: string): SqlFragment {
    return fragment('p.mpn_normalized LIKE ?', [`${prefix}%`]);
  }

  protected textContains(term: string): SqlFragment {
    if (this.isFullTextWord(term)) {
      return fragment(
        'p.id IN (SELECT s.product_id FROM product_search s WHERE MATCH(s.words) AGAINST (? IN BOOLEAN MODE))',
        [`${term}*`],
      );
    }
    return fragment(`p.id IN (SELECT s.product_id FROM product_search s WHERE s.words LIKE ? ESCAPE '!')`, [
      `%${likeLiteral(term)}%`,
    ]);
  }

  protected textSource(terms: string[]) {
    const indexed = terms.filter((term) => this.isFullTextWord(term));
    const scanned = terms.filter((term) => !this.isFullTextWord(term));
    const conditions = [
      // One boolean MATCH requiring every indexed word, so InnoDB intersects the word lists itself.
      ...(indexed.length > 0
        ? [fragment('MATCH(s.words) AGAINST (? IN BOOLEAN MODE)', [indexed.map((term) => `+${term}*`).join(' ')])]
        : []),
      ...scanned.map((term) => fragment(`s.words LIKE ? ESCAPE '!'`, [`%${likeLiteral(term)}%`])),
    ];
    return {
      from: 'product_search s JOIN product p ON p.id = s.product_id',
      where: joinFragments(conditions, ' AND '),
      newestFirst: 'p.id DESC',
    };
  }

  /** Whole words of three or more letters or digits that are no stopword are in the FULLTEXT index. */
  private isFullTextWord(term: string): boolean {
    return /^[\p{L}\p{N}]{3,}$/u.test(term) && !unspacedScript.test(term) && !innodbStopwords.has(term.toLowerCase());
  }
}
