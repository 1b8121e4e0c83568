import type { EntityManager } from '@mikro-orm/sql';
import { catalogReadCache } from './catalog-read-cache.js';
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

  abstract afterBulkLoad(em: EntityManager): Promise<void>;

  /** A condition true when part `p` has `term` in its search text. */
  protected abstract textContains(term: string): SqlFragment;

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
    // Totals and word matches are kept until the catalog changes, unless they depend on stock, which every order
    // changes. The MPN tiers' pages are ranked by stock, so they are read afresh.
    const keep = !request.filter.inStock;
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
        this.read<{ total: number }>(em, keep, `SELECT ${total.sql} AS total`, total.params),
      ]);
      rows = mpnRows;
      counted = Number(mpnCount[0]?.total ?? 0);
    }
    const needsWordPage = rows.length < limit;
    const needsWordCount = counted <= MAX_COUNTED;
    if (query.terms.length > 0 && (needsWordPage || needsWordCount)) {
      const notMpn =
        query.mpnKeys.length > 0
          ? [fragment(`NOT (${exact.sql} OR ${prefix.sql})`, [...exact.params, ...prefix.params])]
          : [];
      const after = request.after && afterTier === WORDS_TIER ? [fragment('p.id < ?', [request.after.id])] : [];
      // The page continues after the cursor; the count covers every word match, so the two differ only then.
      const words = await this.findWords(
        em,
        query.terms,
        [rest, ...notMpn, ...after],
        needsWordPage ? limit - rows.length : undefined,
        needsWordCount && after.length === 0 ? MAX_COUNTED + 1 : undefined,
        keep,
      );
      const wordCount =
        needsWordCount && after.length > 0
          ? (await this.findWords(em, query.terms, [rest, ...notMpn], undefined, MAX_COUNTED + 1, keep)).count
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
      // A maker's name is part of each part's search text, so a word may name the maker too.
      const words = query.terms.map((term) => this.textContains(term));
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

  protected async query<Row>(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
  }

  /**
   * `query`, answered from the rows kept since the catalog last changed when `keep` is set: for reads that do not
   * depend on stock (see `CatalogReadCache`). The kept rows are shared, so callers only read them.
   */
  protected read<Row>(em: EntityManager, keep: boolean, sql: string, params: unknown[]): Promise<Row[]> {
    if (!keep) return this.query<Row>(em, sql, params);
    return catalogReadCache.read(
      em,
      `${sql}\n${JSON.stringify(params)}`,
      () => this.query<Row>(em, sql, params),
      (rows) => rows.length,
    );
  }
}

/** Words shorter than a trigram cannot use the FTS5 index; they are matched by scanning the search text. */
const trigramLength = 3;

/**
 * SQLite: `product_search` is an FTS5 table with the trigram tokenizer, so any substring of three or more
 * characters (a Chinese word inside an unbroken sentence, part of an MPN, part of a maker's name) is an index
 * lookup; shorter words (电阻) scan the table. MPN prefixes use GLOB, which SQLite answers from the index on
 * `mpn_normalized`.
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

  async afterBulkLoad(em: EntityManager): Promise<void> {
    // Bulk inserts leave the FTS5 index in many segments; one merged b-tree answers a MATCH several times faster.
    await this.query(em, `INSERT INTO product_search (product_search) VALUES ('optimize')`, []);
  }

  protected async findWords(
    em: EntityManager,
    terms: string[],
    conditions: SqlFragment[],
    pageLimit: number | undefined,
    countLimit: number | undefined,
    keep: boolean,
  ): Promise<{ ids: number[]; count: number }> {
    const indexed = terms.filter((term) => [...term].length >= trigramLength);
    const scanned = terms.filter((term) => [...term].length < trigramLength);
    const where = joinFragments(
      [
        // One MATCH of every indexed term: FTS5 walks the terms' lists together instead of one lookup per word.
        ...(indexed.length > 0
          ? [fragment('product_search MATCH ?', [indexed.map((term) => `"${term.replace(/"/g, '""')}"`).join(' AND ')])]
          : []),
        ...scanned.map((term) => fragment(`product_search.words LIKE ? ESCAPE '!'`, [`%${likeLiteral(term)}%`])),
        ...conditions,
      ],
      ' AND ',
    );
    // CROSS JOIN keeps the full-text table outside, so rows come in its rowid order and a LIMIT stops early. Each
    // match is checked against the narrow index of filtered columns rather than the wide part row.
    const from = 'product_search CROSS JOIN product p INDEXED BY product_filter_by_id ON p.id = product_search.rowid';
    const [page, counted] = await Promise.all([
      pageLimit === undefined
        ? []
        : this.read<{ id: number }>(
            em,
            keep,
            `SELECT p.id AS id FROM ${from} WHERE ${where.sql} ORDER BY product_search.rowid DESC LIMIT ?`,
            [...where.params, pageLimit],
          ),
      countLimit === undefined
        ? []
        : this.read<{ total: number }>(
            em,
            keep,
            `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${where.sql} LIMIT ?) w`,
            [...where.params, countLimit],
          ),
    ]);
    return { ids: page.map((row) => Number(row.id)), count: Number(counted[0]?.total ?? 0) };
  }
}

/** Scripts written without spaces between words: a run of them is one "word" to a tokenizer. */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Longest word kept in `product_search_token` (the migration cuts longer ones to this); shorter than 2 are left out. */
const MAX_TOKEN_LENGTH = 100;
const MIN_TOKEN_LENGTH = 2;

/** Word lists are measured up to this length: enough to tell the rarest word of a query. */
const DRIVER_LIST_LIMIT = 5000;

/** Most indexed words one typed word may stand for and still be looked up word by word; more is "broad". */
const MAX_EXPANSION = 20;

/**
 * How a term is looked up: `tokens` are word prefixes that a matching part must have among its indexed words;
 * `words` are word prefixes checked in the part's text only (one character: not indexed); a term with anything
 * but letters and digits (Chinese, `SOIC-8`, `±1%`) must also occur in the part's text as written (`text`).
 */
interface TermLookup {
  tokens: string[];
  words: string[];
  text?: string;
}

function lookupOf(term: string): TermLookup {
  const lower = term.toLowerCase();
  const runs = (lower.match(/[\p{L}\p{N}]+/gu) ?? []).filter((run) => !unspacedScript.test(run));
  const lookup: TermLookup = {
    tokens: runs.filter((run) => [...run].length >= MIN_TOKEN_LENGTH).map((run) => run.slice(0, MAX_TOKEN_LENGTH)),
    words: runs.filter((run) => [...run].length < MIN_TOKEN_LENGTH),
  };
  return runs.length === 1 && runs[0] === lower ? lookup : { ...lookup, text: term };
}

/** A REGEXP true when the text has a word starting with `word` (letters and digits only, so nothing to escape). */
const wordStart = (word: string) => `(?i)(^|[^\\p{L}\\p{N}])${word}`;

/**
 * MySQL/MariaDB: each part's words (lower case, two or more characters) are rows of `product_search_token`
 * (token, product_id), kept by triggers on `product_search`: MariaDB has no ngram FULLTEXT parser, and a boolean
 * MATCH computes every match before a LIMIT applies. A typed word matches the words that start with it, a range of
 * the primary key. A search reads the list of its rarest word when that has at most DRIVER_LIST_LIMIT entries
 * (otherwise the newest parts) and checks the other words in each part's text, stopping after a page or
 * MAX_COUNTED parts. Chinese and words with symbols are checked with LIKE over the text. MPN prefixes use
 * LIKE 'KEY%' on the indexed column.
 */
export class MySqlProductSearch extends SqlProductSearch {
  protected mpnPrefix(prefix: string): SqlFragment {
    return fragment('p.mpn_normalized LIKE ?', [`${prefix}%`]);
  }

  async afterBulkLoad(em: EntityManager): Promise<void> {
    // Fresh statistics, so the optimizer's estimates for the word list match its size.
    await this.query(em, 'ANALYZE TABLE product_search_token', []);
  }

  protected textContains(term: string): SqlFragment {
    const lookup = lookupOf(term);
    const conditions = lookup.tokens.map((token) =>
      fragment('p.id IN (SELECT x.product_id FROM product_search_token x WHERE x.token LIKE ?)', [`${token}%`]),
    );
    const text = this.textChecks([], lookup.words, lookup.text === undefined ? [] : [lookup.text]);
    if (text.params.length > 0) {
      conditions.push(fragment(`p.id IN (SELECT s.product_id FROM product_search s WHERE ${text.sql})`, text.params));
    }
    return conditions.length > 0 ? joinFragments(conditions, ' AND ') : fragment('1 = 1');
  }

  /** Conditions on `product_search s`: the text has words starting with `words` and contains every `texts`. */
  private textChecks(tokens: string[], words: string[], texts: string[]): SqlFragment {
    return joinFragments(
      [
        fragment('1 = 1'),
        ...[...tokens, ...words].map((word) => fragment('s.words REGEXP ?', [wordStart(word)])),
        ...texts.map((text) => fragment(`s.words LIKE ? ESCAPE '!'`, [`%${likeLiteral(text)}%`])),
      ],
      ' AND ',
    );
  }

  protected async findWords(
    em: EntityManager,
    terms: string[],
    conditions: SqlFragment[],
    pageLimit: number | undefined,
    countLimit: number | undefined,
    keep: boolean,
  ): Promise<{ ids: number[]; count: number }> {
    const lookups = terms.map(lookupOf);
    // A word that starts another word of the query is implied by it.
    const implied = (list: string[]) =>
      [...new Set(list)].filter((word) => !list.some((other) => other !== word && other.startsWith(word)));
    const tokens = implied(lookups.flatMap((lookup) => lookup.tokens));
    const words = implied(lookups.flatMap((lookup) => lookup.words)).filter(
      (word) => !tokens.some((token) => token.startsWith(word)),
    );
    const texts = lookups.flatMap((lookup) => (lookup.text === undefined ? [] : [lookup.text]));

    // Each word's indexed words starting with it (from the vocabulary; more than MAX_EXPANSION makes it "broad")
    // and how many parts its list holds (up to DRIVER_LIST_LIMIT + 1), both from primary keys alone.
    const expansions = new Map<string, string[]>(tokens.map((token) => [token, []]));
    const lengths = new Map<string, number>();
    if (tokens.length > 0) {
      // Both read only the word index, which changes with the catalog's text, never with stock.
      const [vocabulary, counted] = await Promise.all([
        this.read<{ term: number; token: string }>(
          em,
          true,
          tokens
            .map(
              (_, index) =>
                `SELECT ${index} AS term, v.token FROM (SELECT token FROM product_search_word WHERE token LIKE ? ORDER BY token LIMIT ${MAX_EXPANSION + 1}) v`,
            )
            .join(' UNION ALL '),
          tokens.map((token) => `${token}%`),
        ),
        this.read<Record<string, number>>(
          em,
          true,
          `SELECT ${tokens
            .map(
              (_, index) =>
                `(SELECT count(*) FROM (SELECT 1 FROM product_search_token WHERE token LIKE ? LIMIT ${DRIVER_LIST_LIMIT + 1}) l${index}) AS l${index}`,
            )
            .join(', ')}`,
          tokens.map((token) => `${token}%`),
        ),
      ]);
      for (const row of vocabulary) expansions.get(tokens[Number(row.term)]!)!.push(row.token);
      tokens.forEach((token, index) => lengths.set(token, Number(counted[0]?.[`l${index}`] ?? 0)));
      // No part has the word (the vocabulary holds every indexed word, so no expansion means no part either).
      const missing = (token: string) => lengths.get(token) === 0 || expansions.get(token)!.length === 0;
      if (tokens.some(missing)) return { ids: [], count: 0 };
    }
    const isBroad = (token: string) => expansions.get(token)!.length > MAX_EXPANSION;
    // The rarest word drives: read word by word in part-id order, or (a broad word) its whole short list at once.
    const driver = tokens
      .filter((token) => !isBroad(token) || lengths.get(token)! <= DRIVER_LIST_LIMIT)
      .reduce<string | undefined>(
        (best, token) => (best === undefined || lengths.get(token)! < lengths.get(best)! ? token : best),
        undefined,
      );

    // The other words: a word with few expansions is probed by primary key (a point read per indexed word and
    // part); broad words, one-character words and text with symbols are checked in the part's own text. Scalar
    // subqueries, so the optimizer checks part by part instead of materializing every part with a common word.
    const checks: SqlFragment[] = [];
    for (const token of tokens.filter((token) => token !== driver && !isBroad(token))) {
      const list = expansions.get(token)!;
      const probes = list.map(() => '(SELECT 1 FROM product_search_token x WHERE x.token = ? AND x.product_id = p.id)');
      checks.push(fragment(`COALESCE(${probes.join(', ')}, NULL) IS NOT NULL`, list));
    }
    const text = this.textChecks(
      tokens.filter((token) => token !== driver && isBroad(token)),
      words,
      texts,
    );
    if (text.params.length > 0) {
      checks.push(
        fragment(
          `(SELECT 1 FROM product_search s WHERE s.product_id = p.id AND ${text.sql} LIMIT 1) IS NOT NULL`,
          text.params,
        ),
      );
    }
    const where = joinFragments([fragment('1 = 1'), ...conditions, ...checks], ' AND ');

    // Matching parts newest first: at most `limit` from each of the driver's words, or the driver's whole short
    // list sorted, or (no driver: every word broad and common) the newest parts checked one by one.
    const source = (limit: number): SqlFragment => {
      if (driver === undefined) {
        return fragment(
          `SELECT p.id AS id FROM product p WHERE ${where.sql} ORDER BY p.id DESC LIMIT ${limit}`,
          where.params,
        );
      }
      const join = 'product_search_token d STRAIGHT_JOIN product p ON p.id = d.product_id';
      if (isBroad(driver)) {
        return fragment(
          `SELECT DISTINCT p.id AS id FROM ${join} WHERE d.token LIKE ? AND ${where.sql} ORDER BY p.id DESC LIMIT ${limit}`,
          [`${driver}%`, ...where.params],
        );
      }
      const branches = expansions.get(driver)!.map((token) =>
        fragment(
          `SELECT * FROM (SELECT p.id AS id FROM ${join}
           WHERE d.token = ? AND ${where.sql} ORDER BY d.product_id DESC LIMIT ${limit}) b`,
          [token, ...where.params],
        ),
      );
      return joinFragments(branches, ' UNION ');
    };
    const page = pageLimit === undefined ? undefined : source(pageLimit);
    const count = countLimit === undefined ? undefined : source(countLimit);
    const [pageRows, countRows] = await Promise.all([
      page === undefined
        ? []
        : this.read<{ id: number }>(em, keep, `SELECT w.id FROM (${page.sql}) w ORDER BY w.id DESC LIMIT ?`, [
            ...page.params,
            pageLimit,
          ]),
      count === undefined
        ? []
        : this.read<{ total: number }>(em, keep, `SELECT count(*) AS total FROM (${count.sql}) w`, count.params),
    ]);
    return {
      ids: pageRows.map((row) => Number(row.id)),
      count: Math.min(Number(countRows[0]?.total ?? 0), countLimit ?? 0),
    };
  }
}
