import type { EntityManager } from '@mikro-orm/sql';
import { fragment, joinFragments, likeLiteral, type SqlFragment } from './sql-fragment.js';
import type { MpnHit } from './product-search.js';
import { SqlProductSearch } from './sql-product-search.js';

/** Words shorter than a trigram cannot use the FTS5 index; they are matched by scanning the search text. */
const trigramLength = 3;

/**
 * SQLite: `product_search` is an FTS5 table with the trigram tokenizer, so any substring of three or more
 * characters (a Chinese word inside an unbroken sentence, part of an MPN, part of a maker's name) is an index
 * lookup; shorter words (电阻) scan the table. MPN prefixes use GLOB, which SQLite answers from the index on
 * `mpn_normalized`.
 */
export class SqliteProductSearch extends SqlProductSearch {
  // Without statistics SQLite takes the (status, stock, moq) index for `status = ?`, which every part on the shelf
  // satisfies, and reads the whole table: once per MPN in a BOM lookup, once per search in its MPN prefix tier
  // (1.3 s at 100,000 parts under load), and sorts every part for a list without filters; and for a search's second
  // value (`1%` beside `10k`) it reads the (name, si_number) range once per part of the first. The unary + keeps it
  // on the range of `mpn_normalized` a GLOB prefix gives, or on the primary key.
  protected override outsideIndex(expression: string): string {
    return `+${expression}`;
  }

  /**
   * Every lookup in one short statement, its prefixes in a JSON array, where a UNION of one SELECT per lookup took
   * SQLite longer to prepare (2 ms for 100) than to run, on every call: MikroORM writes the values into the text, so
   * no two calls share a prepared statement. Normalized keys hold only A-Z and 0-9, all below `[`, so `[prefix,
   * prefix || '[')` is the GLOB prefix's index range, which a correlated GLOB pattern would not get.
   */
  override async findMpnCandidates(
    em: EntityManager,
    lookups: { prefix: string; preferred: string }[],
    limit: number,
  ): Promise<MpnHit[][]> {
    const found: MpnHit[][] = lookups.map(() => []);
    if (lookups.length === 0) return found;
    const order = (part: string) =>
      `CASE WHEN substr(${part}.mpn_normalized, 1, length(l.value ->> 1)) = l.value ->> 1 THEN 0 ELSE 1 END,
       length(${part}.mpn_normalized), ${part}.mpn_normalized, ${part}.id`;
    const rows = await this.query<{ lookup: number; id: number; mpn_normalized: string }>(
      em,
      `SELECT l.key AS lookup, p.id, p.mpn_normalized FROM json_each(?) l
       JOIN product p ON p.id IN (
         SELECT q.id FROM product q
         WHERE ${this.outsideIndex("q.status = 'ON_SHELF'")}
           AND q.mpn_normalized >= l.value ->> 0 AND q.mpn_normalized < (l.value ->> 0) || '['
         ORDER BY ${order('q')} LIMIT ?)
       ORDER BY l.key, ${order('p')}`,
      [JSON.stringify(lookups.map(({ prefix, preferred }) => [prefix, preferred])), limit],
    );
    for (const row of rows) found[Number(row.lookup)]!.push({ id: Number(row.id), mpnNormalized: row.mpn_normalized });
    return found;
  }

  // SQLite picks the primary key (part, name) and then reads the row for its value: two b-tree searches for each
  // word match checked for a chip size (`thick 0805` checks up to 1,000); the (part, name, value) index answers
  // alone, 30 % less CPU for those searches.
  protected override partValueIndex(alias: string): string {
    return `product_parameter ${alias} INDEXED BY product_parameter_product_id_name_value_index`;
  }

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

  // A short word (`15` of `15 0805`) as a list would scan the whole full-text table, LIKE on every part's text
  // (845 ms for a total at 100,000 parts under load); looked up by rowid for each part the values found, 40 ms.
  // So is a common word (`SMD` of `4.7uF SMD D5x5.4mm`): its list of tens of thousands of parts cost more than
  // checking the few hundred parts of the value. LIKE folds case as the trigram index does for ASCII only, so a word
  // with other letters keeps the index (which also folds their case and accents).
  protected override textBesideValues(term: string): SqlFragment {
    if ([...term].length >= trigramLength && !/^[\x20-\x7e]+$/.test(term)) return this.textContains(term);
    return fragment(`EXISTS (SELECT 1 FROM product_search s WHERE s.rowid = p.id AND s.words LIKE ? ESCAPE '!')`, [
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
    if (pageLimit !== undefined && countLimit !== undefined && pageLimit <= countLimit) {
      // Page and total from one walk of the matches (materialized once): intersecting the lists of common words
      // (`thin 1206`) is most of a search's cost, and was paid twice.
      const [both] = await this.read<{ total: number; ids: string | null }>(
        em,
        keep,
        `WITH matched AS MATERIALIZED (SELECT p.id AS id FROM ${from} WHERE ${where.sql}
           ORDER BY product_search.rowid DESC LIMIT ?)
         SELECT (SELECT count(*) FROM matched) AS total,
           (SELECT group_concat(id) FROM (SELECT id FROM matched ORDER BY id DESC LIMIT ?)) AS ids`,
        [...where.params, countLimit, pageLimit],
      );
      const ids = both?.ids ? both.ids.split(',').map(Number) : [];
      return { ids, count: Number(both?.total ?? 0) };
    }
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
