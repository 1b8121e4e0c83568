import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductParameter, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const listQuery = `query List($first: Int!, $after: String, $filter: ProductFilter) {
  products(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id package stock listPriceMilli category { id } parameters { name value } } }
    facets { name values { value count } }
  }
}`;

const alternativesQuery = `query Alternatives($id: ID!) {
  product(id: $id) { id package category { id } parameters { name value } alternatives(first: 20) {
    id package stock category { id } parameters { name value }
  } }
}`;

interface Part {
  id: string;
  package: string;
  stock: number;
  listPriceMilli: number;
  parameters: { name: string; value: string }[];
}
interface Facet {
  name: string;
  values: { value: string; count: number }[];
}
type ParameterFilter = { name: string; values: string[] }[];

/** A part's value of a facet name, the package included, as the filter sees it. */
const valueOf = (part: Part, name: string) =>
  name === 'package' ? part.package : part.parameters.find((parameter) => parameter.name === name)?.value;

const matches = (part: Part, filter: ParameterFilter) =>
  filter.every(({ name, values }) => values.includes(valueOf(part, name) ?? '\u0000'));

/** "10 kΩ" as 10000, independently of the server's parser, to check the facet order. */
function ohms(value: string): number {
  const match = /^(\d+(?:\.\d+)?) (m|k|M)?Ω$/.exec(value)!;
  return Number(match[1]) * { m: 1e-3, k: 1e3, M: 1e6, '': 1 }[match[2] ?? '']!;
}

describe.each(databaseKinds)('parametric facets on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  let resistorsId: string;
  /** Every on-shelf chip resistor, read page by page. */
  let resistors: Part[];

  const list = async (filter: Record<string, unknown>, first = 100, after: string | null = null) => {
    const result = await server.graphql(listQuery, { first, after, filter });
    expect(result.errors).toBeUndefined();
    return result.data.products as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: Part }[];
      facets: Facet[];
    };
  };

  /** The counts a correct faceted search shows: per parameter, every filter applied except its own. */
  const expectedFacet = (name: string, filter: ParameterFilter, listed: (part: Part) => boolean = () => true) => {
    const counts = new Map<string, number>();
    const others = filter.filter((parameter) => parameter.name !== name);
    for (const part of resistors.filter((candidate) => listed(candidate) && matches(candidate, others))) {
      const value = valueOf(part, name);
      if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
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
    resistorsId = categories.data.categories.find((category: any) => category.slug === 'chip-resistors').id;
    resistors = [];
    let after: string | null = null;
    for (;;) {
      const page = await list({ categoryId: resistorsId }, 100, after);
      resistors.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
  });
  afterAll(() => server.close());

  it("counts every value of a category's parameters, with numeric values in numeric order", async () => {
    expect(resistors.length).toBeGreaterThan(30);
    const { facets, totalCount } = await list({ categoryId: resistorsId }, 5);
    expect(totalCount).toBe(resistors.length);
    expect(facets.map((facet) => facet.name)).toEqual(expect.arrayContaining(['resistance', 'tolerance', 'package']));
    for (const facet of facets) {
      expect(new Map(facet.values.map(({ value, count }) => [value, count])), facet.name).toEqual(
        expectedFacet(facet.name, []),
      );
    }
    const resistance = facets.find((facet) => facet.name === 'resistance')!.values.map(({ value }) => ohms(value));
    expect(resistance).toEqual([...resistance].sort((a, b) => a - b));
    // Every resistor has a resistance and a package, so each of those facets adds up to the whole list.
    for (const name of ['resistance', 'package']) {
      const sum = facets.find((facet) => facet.name === name)!.values.reduce((total, { count }) => total + count, 0);
      expect(sum, name).toBe(totalCount);
    }
    expect((await list({}, 5)).facets).toEqual([]);
  });

  it('sends only the values with the most parts when asked, and every ticked one, on GraphQL and REST', async () => {
    const limitedQuery = `query Limited($filter: ProductFilter, $valuesFirst: Int) {
      products(first: 1, filter: $filter) { facets(valuesFirst: $valuesFirst) { name valueCount values { value count } } }
    }`;
    const limited = async (filter: Record<string, unknown>, valuesFirst: number | null) => {
      const result = await server.graphql(limitedQuery, { filter, valuesFirst });
      expect(result.errors).toBeUndefined();
      return result.data.products.facets as (Facet & { valueCount: number })[];
    };
    const all = await limited({ categoryId: resistorsId }, null);
    const resistance = all.find((facet) => facet.name === 'resistance')!;
    expect(resistance.valueCount).toBe(resistance.values.length);
    expect(resistance.values.length).toBeGreaterThan(3);

    const mostCommon = [...resistance.values].sort((a, b) => b.count - a.count).slice(0, 3);
    const top = (await limited({ categoryId: resistorsId }, 3)).find((facet) => facet.name === 'resistance')!;
    expect(top.valueCount).toBe(resistance.values.length);
    expect(top.values).toHaveLength(3);
    // The most common values (ties taken in the facet's order), still in the facet's order.
    expect(top.values.map(({ count }) => count).sort((a, b) => b - a)).toEqual(mostCommon.map(({ count }) => count));
    expect(top.values).toEqual(
      resistance.values.filter((entry) => top.values.some((kept) => kept.value === entry.value)),
    );

    // A ticked value stays listed however few parts it has; a limit below 1 means 1.
    const rarest = [...resistance.values].sort((a, b) => a.count - b.count)[0]!;
    const ticked = (
      await limited({ categoryId: resistorsId, parameters: [{ name: 'resistance', values: [rarest.value] }] }, 0)
    ).find((facet) => facet.name === 'resistance')!;
    expect(ticked.values.map(({ value }) => value)).toContain(rarest.value);
    expect(ticked.values.length).toBeLessThanOrEqual(2);

    const rest = await server.request('GET', `/api/goods/list?category=${resistorsId}&first=1&facetValues=3`);
    const restFacets = ((await rest.json()) as { data: { facets: Facet[] } }).data.facets;
    const restResistance = restFacets.find((facet) => facet.name === 'resistance');
    expect(restResistance).toEqual(top);
  });

  it('combines filters: AND across parameters, OR within one, each facet ignoring only its own selection', async () => {
    const all = await list({ categoryId: resistorsId }, 5);
    const packages = all.facets.find((facet) => facet.name === 'package')!.values;
    const [first, second] = [...packages].sort((a, b) => b.count - a.count);
    const byPackage = await list({
      categoryId: resistorsId,
      parameters: [{ name: 'package', values: [first!.value] }],
    });
    expect(byPackage.totalCount).toBe(first!.count);
    expect(byPackage.edges.every(({ node }) => node.package === first!.value)).toBe(true);

    const either = await list({
      categoryId: resistorsId,
      parameters: [{ name: 'package', values: [first!.value, second!.value] }],
    });
    expect(either.totalCount).toBe(first!.count + second!.count);

    const tolerance = byPackage.facets.find((facet) => facet.name === 'tolerance')!.values[0]!;
    const filter: ParameterFilter = [
      { name: 'package', values: [first!.value, second!.value] },
      { name: 'tolerance', values: [tolerance.value] },
    ];
    const combined = await list({ categoryId: resistorsId, parameters: filter });
    expect(combined.totalCount).toBe(resistors.filter((part) => matches(part, filter)).length);
    expect(combined.totalCount).toBeGreaterThan(0);
    for (const facet of combined.facets) {
      expect(new Map(facet.values.map(({ value, count }) => [value, count])), facet.name).toEqual(
        expectedFacet(facet.name, filter),
      );
    }
    // The list's count is the sum the package facet shows for the ticked packages.
    const ticked = combined.facets
      .find((facet) => facet.name === 'package')!
      .values.filter(({ value }) => filter[0]!.values.includes(value));
    expect(ticked.reduce((total, { count }) => total + count, 0)).toBe(combined.totalCount);

    const withStock = await list({ categoryId: resistorsId, inStock: true, parameters: filter });
    expect(withStock.totalCount).toBe(resistors.filter((part) => part.stock > 0 && matches(part, filter)).length);
  });

  it('answers a list with facets in the same number of SQL statements whatever the page size, fewer while the catalog is unchanged', async () => {
    const count = async (first: number, tolerances: string[]) => {
      statements.length = 0;
      await list({ categoryId: resistorsId, parameters: [{ name: 'tolerance', values: tolerances }] }, first);
      return statements.filter((sql) => /\bselect\b/i.test(sql)).length;
    };
    const small = await count(2, ['±1%', '±5%']);
    expect(await count(100, ['±1%', '±0.5%'])).toBe(small);
    expect(small).toBeLessThanOrEqual(7);
    // The same filter again: its facets, total and page are kept until the catalog changes (a part is added, changed
    // or removed); a page of another size is read once, then kept too.
    const kept = await count(2, ['±1%', '±5%']);
    expect(kept).toBeLessThan(small);
    expect(await count(100, ['±1%', '±5%'])).toBe(kept + 1);
    expect(await count(100, ['±1%', '±5%'])).toBe(kept);
  });

  it('refuses malformed parameter filters with a clear error, on GraphQL and REST', async () => {
    const bad = await server.graphql(listQuery, {
      first: 5,
      filter: { categoryId: resistorsId, parameters: [{ name: 'drop table;', values: ['x'] }] },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('filter.parameters');

    const parameters = [{ name: 'package', values: ['0603'] }];
    const query = new URLSearchParams({ category: resistorsId, parameters: JSON.stringify(parameters), first: '3' });
    const rest = (await (await server.request('GET', `/api/goods/list?${query}`)).json()) as any;
    expect(rest.code).toBe(1);
    expect(rest.data.totalCount).toBe(resistors.filter((part) => part.package === '0603').length);
    expect(rest.data.facets.find((facet: Facet) => facet.name === 'package').values.length).toBeGreaterThan(1);
    const garbled = new URLSearchParams({ category: resistorsId, parameters: '[{' });
    expect(((await (await server.request('GET', `/api/goods/list?${garbled}`)).json()) as any).code).toBe(-400);
  });

  it('offers alternatives of the same category, package and value, in-stock parts first', async () => {
    const packages = new Map<string, number>();
    for (const part of resistors) {
      const key = `${part.package}|${valueOf(part, 'resistance')}`;
      packages.set(key, (packages.get(key) ?? 0) + 1);
    }
    const part = resistors.find(
      (candidate) => packages.get(`${candidate.package}|${valueOf(candidate, 'resistance')}`)! > 1,
    )!;
    const result = await server.graphql(alternativesQuery, { id: part.id });
    expect(result.errors).toBeUndefined();
    const alternatives = result.data.product.alternatives as (Part & { category: { id: string } })[];
    expect(alternatives.length).toBe(packages.get(`${part.package}|${valueOf(part, 'resistance')}`)! - 1);
    for (const alternative of alternatives) {
      expect(alternative.id).not.toBe(part.id);
      expect(alternative.category.id).toBe(resistorsId);
      expect(alternative.package).toBe(part.package);
      expect(valueOf(alternative, 'resistance')).toBe(valueOf(part, 'resistance'));
    }
    const inStock = alternatives.map((alternative) => alternative.stock > 0);
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
  });

  it('follows a part taken off the shelf or moved to another category', async () => {
    const packageCount = async (categoryId: string, packageName: string) =>
      (await list({ categoryId }, 1)).facets
        .find((facet) => facet.name === 'package')
        ?.values.find(({ value }) => value === packageName)?.count ?? 0;
    const part = resistors[0]!;
    const before = await packageCount(resistorsId, part.package);
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(Product, { id: Number(part.id) }, { status: ProductStatus.OFF_SHELF });
    expect(await packageCount(resistorsId, part.package)).toBe(before - 1);
    await em.nativeUpdate(Product, { id: Number(part.id) }, { status: ProductStatus.ON_SHELF });
    expect(await packageCount(resistorsId, part.package)).toBe(before);

    const categories = (await server.graphql('{ categories { id slug } }')).data.categories as any[];
    const otherId = categories.find((category) => category.slug === 'mlcc').id as string;
    const otherBefore = await packageCount(otherId, part.package);
    await em.nativeUpdate(Product, { id: Number(part.id) }, { category: Number(otherId) });
    expect(await packageCount(resistorsId, part.package)).toBe(before - 1);
    expect(await packageCount(otherId, part.package)).toBe(otherBefore + 1);
    await em.nativeUpdate(Product, { id: Number(part.id) }, { category: Number(resistorsId) });
    expect(await packageCount(resistorsId, part.package)).toBe(before);
  });

  it('counts only parts in stock and within the price bounds when asked, following stock as it runs out', async () => {
    const prices = [...new Set(resistors.map((part) => part.listPriceMilli))].sort((a, b) => a - b);
    // Bounds that leave out the cheapest and the dearest few parts, and bounds that leave out most of them.
    const bounds = [
      { priceMinMilli: prices[1]!, priceMaxMilli: prices.at(-2)! },
      { priceMaxMilli: prices[Math.floor(prices.length / 3)]! },
      { priceMinMilli: prices.at(-1)! + 1 },
    ];
    for (const bound of bounds) {
      for (const inStock of [false, true]) {
        const listed = (part: Part) =>
          (!inStock || part.stock > 0) &&
          part.listPriceMilli >= (bound.priceMinMilli ?? 0) &&
          part.listPriceMilli <= (bound.priceMaxMilli ?? Number.MAX_SAFE_INTEGER);
        const { facets, totalCount } = await list({ categoryId: resistorsId, inStock, ...bound }, 1);
        expect(totalCount).toBe(resistors.filter(listed).length);
        expect(facets.map((facet) => facet.name).sort()).toEqual(
          [...new Set(resistors.filter(listed).flatMap((part) => ['package', ...part.parameters.map((p) => p.name)]))]
            .filter((name) => expectedFacet(name, [], listed).size > 0)
            .sort(),
        );
        for (const facet of facets) {
          expect(new Map(facet.values.map(({ value, count }) => [value, count])), facet.name).toEqual(
            expectedFacet(facet.name, [], listed),
          );
        }
      }
    }

    const inStockCount = async (packageName: string) =>
      (await list({ categoryId: resistorsId, inStock: true }, 1)).facets
        .find((facet) => facet.name === 'package')
        ?.values.find(({ value }) => value === packageName)?.count ?? 0;
    const part = resistors.find((candidate) => candidate.stock > 0)!;
    const before = await inStockCount(part.package);
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(Product, { id: Number(part.id) }, { stock: 0 });
    expect(await inStockCount(part.package)).toBe(before - 1);
    await em.nativeUpdate(Product, { id: Number(part.id) }, { stock: 1 });
    await em.nativeUpdate(Product, { id: Number(part.id) }, { stock: part.stock });
    expect(await inStockCount(part.package)).toBe(before);
  });

  it('follows parameter values added, changed and removed', async () => {
    const toleranceCount = async (value: string) =>
      (await list({ categoryId: resistorsId }, 1)).facets
        .find((facet) => facet.name === 'tolerance')
        ?.values.find((entry) => entry.value === value)?.count ?? 0;
    const part = resistors.find((candidate) => valueOf(candidate, 'tolerance') !== undefined)!;
    const value = valueOf(part, 'tolerance')!;
    const before = await toleranceCount(value);
    const em = server.app.orm.em.fork();
    const where = { product: Number(part.id), name: 'tolerance' };
    await em.nativeUpdate(ProductParameter, where, { value: '±0.01%' });
    expect(await toleranceCount(value)).toBe(before - 1);
    expect(await toleranceCount('±0.01%')).toBe((value === '±0.01%' ? before - 1 : 0) + 1);
    await em.nativeDelete(ProductParameter, where);
    expect(await toleranceCount('±0.01%')).toBe(value === '±0.01%' ? before - 1 : 0);
    await em.insert(ProductParameter, { ...where, value, category: Number(resistorsId), onShelf: true });
    expect(await toleranceCount(value)).toBe(before);
  });
});
