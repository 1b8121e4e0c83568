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

  private readonly sortOrders: Record<ProductSort, SortOrder> = {
    RELEVANCE: { key: (query) => this.relevance(query), keyDescending: false, idDescending: true },
    NEWEST: { key: () => fragment('p.id'), keyDescending: true, idDescending: true },
    PRICE_ASC: { key: () => fragment('p.list_price_milli'), keyDescending: false, idDescending: false },
    PRICE_DESC: { key: () => fragment('p.list_price_milli'), keyDescending: true, idDescending: true },
    STOCK_DESC: { key: () => fragment('p.stock'), keyDescending: true, idDescending: true },
  };

  async findPage(em: EntityManager, request: ProductSearchRequest): Promise<ProductSearchPage> {
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
      this.query<{ total: number }>(em, `SELECT count(*) AS total FROM product p WHERE ${where.sql}`, where.params),
    ]);
    return {
      hits: rows.slice(0, request.first).map((row) => ({ id: Number(row.id), sortKey: Number(row.sort_key) })),
      hasNextPage: rows.length > request.first,
      totalCount: Number(counted[0]?.total ?? 0),
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

  /** 0 for an exact MPN match, 1 for an MPN prefix match, 2 for a match by words. */
  private relevance(query: SearchQuery | undefined): SqlFragment {
    if (!query || query.mpnKeys.length === 0) return fragment('2');
    const equals = this.mpnEquals(query.mpnKeys);
    const prefix = this.anyMpnPrefix(query.mpnKeys);
    return fragment(`(CASE WHEN ${equals.sql} THEN 0 WHEN ${prefix.sql} THEN 1 ELSE 2 END)`, [
      ...equals.params,
      ...prefix.params,
    ]);
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
    const lower = term.toLowerCase();
    if (/^[\p{L}\p{N}]{3,}$/u.test(term) && !unspacedScript.test(term) && !innodbStopwords.has(lower)) {
      return fragment(
        'p.id IN (SELECT s.product_id FROM product_search s WHERE MATCH(s.words) AGAINST (? IN BOOLEAN MODE))',
        [`${term}*`],
      );
    }
    return fragment(`p.id IN (SELECT s.product_id FROM product_search s WHERE s.words LIKE ? ESCAPE '!')`, [
      `%${likeLiteral(term)}%`,
    ]);
  }
}
