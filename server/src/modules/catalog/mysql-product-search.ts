import type { EntityManager } from '@mikro-orm/sql';
import { fragment, joinFragments, likeLiteral, type SqlFragment } from './sql-fragment.js';
import { SqlProductSearch } from './sql-product-search.js';

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
