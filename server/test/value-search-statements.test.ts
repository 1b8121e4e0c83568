import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type GraphQLResult, type TestServer } from './harness.js';

const listQuery = `query List($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {
  products(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id mpn package stock parameters { name value } } }
  }
}`;
const facetsQuery = `query Facets($filter: ProductFilter) {
  products(first: 20, filter: $filter) {
    totalCount
    edges { node { id } }
    facets(valuesFirst: 8) { name valueCount values { value count } }
  }
}`;

interface Part {
  id: string;
  mpn: string;
  package: string;
  stock: number;
  parameters: { name: string; value: string }[];
}

const valueOf = (part: Part, name: string) => part.parameters.find((parameter) => parameter.name === name)?.value;

/** The SQL of a statement as MikroORM logs it (`[query] select ... [took 1 ms, 2 results]`). */
const sqlOf = (logged: string) =>
  logged
    .replace(/^\[query\]\s*/, '')
    .replace(/\s*\[took [^\]]*\]\s*$/, '')
    .trim();

describe.each(databaseKinds)('value search and range filters on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  const categoryIds = new Map<string, string>();

  const listAll = async (filter: Record<string, unknown>, sort: string | null = null) => {
    const parts: Part[] = [];
    let after: string | null = null;
    for (;;) {
      const result: GraphQLResult = await server.graphql(listQuery, { first: 100, after, filter, sort });
      expect(result.errors).toBeUndefined();
      const page: { edges: { node: Part }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } =
        result.data.products;
      parts.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return parts;
      after = page.pageInfo.endCursor;
    }
  };
  /** The SELECT statements one GraphQL call issues. */
  const selectsOf = async (query: string, variables: Record<string, unknown>) => {
    statements.length = 0;
    const result = await server.graphql(query, variables);
    expect(result.errors).toBeUndefined();
    return { data: result.data, selects: statements.map(sqlOf).filter((sql) => /^\s*select\b/i.test(sql)) };
  };

  beforeAll(async () => {
    // The statements GraphQL runs are pinned here; a kept answer of a repeated anonymous read would run none.
    server = await startTestServer({
      database,
      parts: 900,
      onQuery: (sql) => statements.push(sql),
      settings: { CATALOG_ANSWER_CACHE_TTL_MS: '0' },
    });
    const categories = await server.graphql('{ categories { id slug } }');
    for (const category of categories.data.categories) categoryIds.set(category.slug, category.id);
  });
  afterAll(() => server.close());

  it('finds exactly the resistors with the value, tolerance and chip size a search names, best stocked first', async () => {
    const resistors = await listAll({ categoryId: categoryIds.get('chip-resistors') });
    // The most common combination, so that the search has several parts to find and rank.
    const groups = new Map<string, Part[]>();
    for (const part of resistors) {
      const key = [valueOf(part, 'resistance'), valueOf(part, 'tolerance'), part.package].join(' ');
      if (valueOf(part, 'resistance') && valueOf(part, 'tolerance'))
        groups.set(key, [...(groups.get(key) ?? []), part]);
    }
    const [query, expected] = [...groups].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(expected.length).toBeGreaterThan(1);
    // `4.7 kΩ ±1% 0603` as the catalog writes it, and as an engineer types it (`4.7k 1% 0603`).
    const typed = query.replace(/ (k|M)?Ω/, '$1').replace('±', '');
    for (const text of [query, typed]) {
      const found = await listAll({ query: text }, 'RELEVANCE');
      expect(found.map((part) => part.id).sort(), text).toEqual(expected.map((part) => part.id).sort());
      const stocks = found.map((part) => part.stock);
      expect(stocks, text).toEqual([...stocks].sort((a, b) => b - a));
    }
  });

  it('finds the parts of a chip size with a word of their text when the search names no number (`resistor 0603`), newest first', async () => {
    // Every part of the size with the word anywhere in its text, as the word alone finds them.
    const withWord = await listAll({ query: 'resistor' }, 'RELEVANCE');
    const expected = withWord.filter((part) => part.package === '0603');
    expect(expected.length).toBeGreaterThan(1);
    const found = await listAll({ query: 'resistor 0603' }, 'RELEVANCE');
    expect(found.map((part) => part.id).sort()).toEqual(expected.map((part) => part.id).sort());
    const ids = found.map((part) => Number(part.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const counted = await server.graphql(listQuery, {
      first: 5,
      filter: { query: 'resistor 0603' },
      sort: 'RELEVANCE',
    });
    expect(counted.data.products.totalCount).toBe(Math.min(expected.length, 1000));
  });

  it('answers a repeated value search and capacitance range from kept results, reading no parameter rows again', async () => {
    const capacitors = {
      categoryId: categoryIds.get('mlcc'),
      parameters: [{ name: 'capacitance', min: 1e-9, max: 1e-7 }],
    };
    const first = await selectsOf(facetsQuery, { filter: capacitors });
    expect(first.data.products.totalCount).toBeGreaterThan(0);
    // the category tree, the catalog version, the page, the total, the parts, the facets
    expect(first.selects.length).toBeLessThanOrEqual(6);
    const again = await selectsOf(facetsQuery, { filter: capacitors });
    expect(again.data).toEqual(first.data);
    // Only the category tree, the catalog version and the parts of the page: the range is not looked up again.
    expect(again.selects.filter((sql) => /product_parameter/i.test(sql))).toEqual([]);
    expect(again.selects.length).toBeLessThanOrEqual(3);

    const search = { first: 20, filter: { query: '4.7k 0603' }, sort: 'RELEVANCE' };
    const searched = await selectsOf(listQuery, search);
    // the catalog version, the page (ranked by stock, so read every time), the total, the parts
    expect(searched.selects.length).toBeLessThanOrEqual(4);
    const repeated = await selectsOf(listQuery, search);
    expect(repeated.data).toEqual(searched.data);
    expect(repeated.selects.length).toBe(searched.selects.length - 1);
  });

  it.runIf(database === 'sqlite')(
    'looks up MPN prefixes, values and unfiltered lists by their own indexes, never reading every part (SQLite plans)',
    async () => {
      const em = server.app.orm.em.fork();
      const plans: { detail: string; sql: string }[] = [];
      for (const [query, variables] of [
        [listQuery, { first: 20, filter: { query: '4.7k 0603' }, sort: 'RELEVANCE' }],
        [listQuery, { first: 20, filter: { query: '10k 1% 0402' }, sort: 'RELEVANCE' }],
        [listQuery, { first: 20, filter: { query: '10uF 25V 0805' }, sort: 'RELEVANCE' }],
        // A word shorter than a trigram beside a value.
        [listQuery, { first: 20, filter: { query: '4.7k 0603 06' }, sort: 'RELEVANCE' }],
        [listQuery, { first: 20, filter: { query: 'GRM188' }, sort: 'RELEVANCE' }],
        [listQuery, { first: 20 }],
        [listQuery, { first: 20, filter: { query: 'gRm188' }, sort: 'PRICE_ASC' }],
        ['query($mpns: [String!]!) { partsByMpn(mpns: $mpns) { query } }', { mpns: ['GRM188R71H104KA93D'] }],
      ] as const) {
        // A fresh catalog version, so that nothing is answered from kept results.
        await em.getConnection().execute('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
        const { selects } = await selectsOf(query, variables);
        for (const sql of selects.filter((statement) => /\bproduct\b/i.test(statement))) {
          const rows = await em.getConnection().execute<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`);
          plans.push(...rows.map((row) => ({ detail: row.detail, sql })));
        }
      }
      expect(plans.length).toBeGreaterThan(10);
      const using = (pattern: RegExp) => plans.filter(({ detail }) => pattern.test(detail));
      // Every part on the shelf matches `status = ?` in the (status, stock, moq) index: searching it reads them all
      // (a count scanning that narrow index stops at its limit, which is fine).
      expect(using(/product_status_stock_moq_index \(status=/)).toEqual([]);
      // A search's second and third values are checked by each part's primary key, not by reading their range.
      expect(using(/SEARCH v[1-9] USING .*si_number/)).toEqual([]);
      expect(using(/^SCAN p$/)).toEqual([]);
      // The short word is looked up in each found part's text, not matched against the text of every part.
      expect(using(/^SCAN product_search VIRTUAL TABLE INDEX 0:$/)).toEqual([]);
    },
  );
});
