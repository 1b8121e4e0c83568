import type { EntityManager } from '@mikro-orm/sql';
import { readRows } from '../../platform/db/bound-statements.js';
import { catalogReadCache } from './catalog-read-cache.js';
import type { ParameterFilter } from './parameter-values.js';
import type { ValueCondition } from './values/part-values.js';
import type { ProductSearchFilter, SearchQuery, ShelfFilter } from './product-search.js';
import { fragment, joinFragments, type SqlFragment } from './sql-fragment.js';

const oneOf = (column: string, values: string[]) =>
  fragment(`${column} IN (${values.map(() => '?').join(', ')})`, values);

/**
 * Which value a search's lookup starts from: a resistance, capacitance or inductance (a few hundred parts at
 * 100,000), then other numbers (`25V`: thousands), then texts (a package or dielectric: tens of thousands).
 */
const lookupOrder = (condition: ValueCondition) =>
  'text' in condition ? 2 : ['resistance', 'capacitance', 'inductance'].includes(condition.name) ? 0 : 1;

/** `bound` moved outwards (direction -1 down, 1 up) by a part in a billion of its size. */
const widened = (bound: number, direction: -1 | 1) => bound + direction * Math.abs(bound) * 1e-9;

/** Shelf states as literals, so each list's statement (and its kept results) stays one text per shelf state. */
const shelfConditions: Record<ShelfFilter, string> = {
  ON_SHELF: "p.status = 'ON_SHELF'",
  OFF_SHELF: "p.status = 'OFF_SHELF'",
  ANY: "p.status IN ('ON_SHELF', 'OFF_SHELF')",
};

/**
 * The WHERE conditions of product search in SQL (shelf state, category, maker, stock, price, parameters, query) and
 * the way its statements run, shared by every dialect. A dialect says how an MPN prefix and a word are looked up.
 */
export abstract class SqlSearchConditions {
  /** A condition true when `p.mpn_normalized` starts with `prefix`, using the index on that column. */
  protected abstract mpnPrefix(prefix: string): SqlFragment;

  /** A condition true when part `p` has `term` in its search text. */
  protected abstract textContains(term: string): SqlFragment;

  /**
   * An expression (a shelf-state condition, a parameter's number) written so that the planner chooses no index for
   * it, where it would pick a worse one than the lookup beside it (see the SQLite dialect). The base dialect leaves
   * that to its planner and statistics.
   */
  protected outsideIndex(expression: string): string {
    return expression;
  }

  /**
   * The conditions of `filter` on part `p`. The shelf state is left to the index (`shelfIndexed`) inside a category,
   * where it is the second column of the category's indexes, and when the caller knows the parts come from a short
   * list of ids (the part's narrow index then answers it); otherwise it would lead the planner to the
   * (status, stock, moq) index, which reads every part (see `outsideIndex`).
   */
  protected filterCondition(filter: ProductSearchFilter, shelfIndexed = filter.categoryIds !== undefined): SqlFragment {
    const shelf = shelfConditions[filter.shelf ?? 'ON_SHELF'];
    const conditions = [fragment(shelfIndexed ? shelf : this.outsideIndex(shelf))];
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
    const supply = filter.supply;
    if (supply?.lifecycles?.length) conditions.push(oneOf('p.lifecycle', supply.lifecycles));
    if (supply?.packagings?.length) conditions.push(oneOf('p.packaging', supply.packagings));
    if (supply?.rohsCompliant) conditions.push(fragment("p.rohs = 'COMPLIANT'"));
    return joinFragments(conditions, ' AND ');
  }

  /**
   * The part `partId` names has one of the parameter's values, looked up in the (name, value, product) index, or
   * with bounds a value in that range, looked up in the (name, si_number, product) index.
   */
  protected parameterMatch(parameter: ParameterFilter, partId = 'p.id'): SqlFragment {
    if (parameter.values.length > 0) {
      return fragment(
        `${partId} IN (SELECT f.product_id FROM product_parameter f WHERE f.name = ? AND f.value IN (${parameter.values.map(() => '?').join(', ')}))`,
        [parameter.name, ...parameter.values],
      );
    }
    // Bounds are widened by a part in a billion: the same value parsed from differently written text may differ
    // in its last binary digits.
    const bounds: SqlFragment[] = [];
    if (parameter.min !== undefined) bounds.push(fragment('f.si_number >= ?', [widened(parameter.min, -1)]));
    if (parameter.max !== undefined) bounds.push(fragment('f.si_number <= ?', [widened(parameter.max, 1)]));
    if (bounds.length === 0) bounds.push(fragment('f.si_number IS NOT NULL'));
    const range = joinFragments(bounds, ' AND ');
    return fragment(`${partId} IN (SELECT f.product_id FROM product_parameter f WHERE f.name = ? AND ${range.sql})`, [
      parameter.name,
      ...range.params,
    ]);
  }

  /**
   * A part has every value the query names (`4.7k 0603`) and its other words. Null when it names no value. The
   * values are one lookup: the parts with the first numeric value (few: one resistance) read from the
   * (name, si_number, product) index, each checked for the other values by its primary key, never the thousands
   * of parts of a package.
   */
  protected valuesMatch(query: SearchQuery): SqlFragment | null {
    const { words } = query.values;
    const conditions = [...query.values.conditions].sort((a, b) => lookupOrder(a) - lookupOrder(b));
    if (conditions.length === 0) return null;
    const matches = conditions.map((condition, index) => {
      const alias = `v${index}`;
      // The first value is looked up by its number; the others are checked on each of its parts by the primary key
      // (product, name). Without statistics SQLite read every part with a tolerance of 1 % for each 10 kΩ part.
      const number = index === 0 ? `${alias}.si_number` : this.outsideIndex(`${alias}.si_number`);
      const value =
        'text' in condition
          ? fragment(`${alias}.value = ?`, [condition.text])
          : fragment(`${number} BETWEEN ? AND ?`, [widened(condition.numeric, -1), widened(condition.numeric, 1)]);
      return fragment(`${alias}.name = ? AND ${value.sql}`, [condition.name, ...value.params]);
    });
    const [first, ...others] = matches;
    const joins = others.map((match, index) =>
      fragment(
        `JOIN product_parameter v${index + 1} ON v${index + 1}.product_id = v0.product_id AND ${match.sql}`,
        match.params,
      ),
    );
    const values = fragment(
      `p.id IN (SELECT v0.product_id FROM product_parameter v0 ${joins.map((join) => join.sql).join(' ')} WHERE ${first!.sql})`,
      [...joins.flatMap((join) => join.params), ...first!.params],
    );
    return joinFragments([values, ...words.map((word) => this.textBesideValues(word))], ' AND ');
  }

  /** The words a search whose values are all texts looks up: its other words and the texts themselves. */
  protected textValueTerms(query: SearchQuery): string[] {
    const texts = query.values.conditions.flatMap((condition) => ('text' in condition ? [condition.text] : []));
    return [...new Set([...query.values.words, ...texts])];
  }

  /** Part `p` has each text value (`package = 1210`), checked by the parameter's primary key (part, name). */
  protected textValuesMatch(conditions: ValueCondition[]): SqlFragment {
    return joinFragments(
      conditions.flatMap((condition) =>
        'text' in condition
          ? [
              fragment(
                `EXISTS (SELECT 1 FROM ${this.partValueIndex('t')} WHERE t.product_id = p.id AND t.name = ? AND t.value = ?)`,
                [condition.name, condition.text],
              ),
            ]
          : [],
      ),
      ' AND ',
    );
  }

  /** `product_parameter` as `alias`, for checking one part's value of one parameter. */
  protected partValueIndex(alias: string): string {
    return `product_parameter ${alias}`;
  }

  /** A word of a value search besides its values: checked on the parts the values found. */
  protected textBesideValues(term: string): SqlFragment {
    return this.textContains(term);
  }

  /**
   * A part matches by its MPN (exactly or as a prefix), by the values the query names, or when every word occurs in
   * its text or maker's name.
   */
  protected queryMatch(query: SearchQuery): SqlFragment {
    const alternatives: SqlFragment[] = [];
    if (query.mpnKeys.length > 0) alternatives.push(this.mpnEquals(query.mpnKeys), this.anyMpnPrefix(query.mpnKeys));
    const values = this.valuesMatch(query);
    if (values) alternatives.push(values);
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

  protected mpnEquals(keys: string[]): SqlFragment {
    return fragment(`p.mpn_normalized IN (${keys.map(() => '?').join(', ')})`, keys);
  }

  protected anyMpnPrefix(keys: string[]): SqlFragment {
    const prefixes = keys.map((key) => this.mpnPrefix(key));
    return fragment(
      `(${joinFragments(prefixes, ' OR ').sql})`,
      prefixes.flatMap((prefix) => prefix.params),
    );
  }

  protected async query<Row>(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
    return readRows<Row>(em, sql, params);
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
