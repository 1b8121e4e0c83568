import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lifecycle, Product, ProductParameter } from '../src/modules/catalog/catalog.entities.js';
import { filterableParameters } from '../src/modules/catalog/parameter-values.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const listQuery = `query List($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {
  products(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id mpn package parameters { name value } packaging packagingQuantity rohs lifecycle
      onOrderQuantity onOrderExpectedAt stock } }
    facets { name values { value count siNumber } }
  }
}`;

interface Part {
  id: string;
  mpn: string;
  package: string;
  parameters: { name: string; value: string }[];
  packaging: string;
  packagingQuantity: number | null;
  rohs: string;
  lifecycle: string;
  onOrderQuantity: number;
  onOrderExpectedAt: string | null;
}

const valueOf = (part: Part, name: string) => part.parameters.find((parameter) => parameter.name === name)?.value;

/** "4.7 µF", "100 nF", "25 V" in base units, independently of the server's parser. */
function baseUnits(value: string): number {
  const match = /^(\d+(?:\.\d+)?) ?(p|n|µ|m|k|M)?(F|V|Ω)$/.exec(value)!;
  return Number(match[1]) * { p: 1e-12, n: 1e-9, µ: 1e-6, m: 1e-3, k: 1e3, M: 1e6, '': 1 }[match[2] ?? '']!;
}

describe.each(databaseKinds)('typed parameters and supply facts on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  const categoryIds = new Map<string, string>();

  const list = async (filter: Record<string, unknown>, sort: string | null = null, after: string | null = null) => {
    const result = await server.graphql(listQuery, { first: 100, after, filter, sort });
    expect(result.errors).toBeUndefined();
    return result.data.products as {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: Part }[];
      facets: any[];
    };
  };
  /** Every part the filter lists, page by page, in the list's order. */
  const listAll = async (filter: Record<string, unknown>, sort: string | null = null) => {
    const parts: Part[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await list(filter, sort, after);
      parts.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return parts;
      after = page.pageInfo.endCursor;
    }
  };
  const categoryParts = (slug: string) => listAll({ categoryId: categoryIds.get(slug) });

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 900 });
    const categories = await server.graphql('{ categories { id slug } }');
    for (const category of categories.data.categories) categoryIds.set(category.slug, category.id);
  });
  afterAll(() => server.close());

  it('filters capacitors by a capacitance range and a lowest voltage, facets carrying each value in base units', async () => {
    const all = await categoryParts('mlcc');
    const filter = {
      categoryId: categoryIds.get('mlcc'),
      parameters: [
        { name: 'capacitance', min: 1e-6, max: 10e-6 },
        { name: 'voltageRating', min: 25 },
      ],
    };
    const { facets } = await list(filter);
    const listed = await listAll(filter);
    const expected = all.filter((part) => {
      const farads = baseUnits(valueOf(part, 'capacitance')!);
      return (
        farads >= 1e-6 * (1 - 1e-9) && farads <= 10e-6 * (1 + 1e-9) && baseUnits(valueOf(part, 'voltageRating')!) >= 25
      );
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(listed.map((part) => part.id).sort()).toEqual(expected.map((part) => part.id).sort());
    // The capacitance facet ignores its own range: it offers every value of the other filters' parts, in order.
    const capacitance = facets.find((facet) => facet.name === 'capacitance')!;
    expect(capacitance.values.length).toBeGreaterThan(expected.length > 0 ? 1 : 0);
    for (const entry of capacitance.values) expect(entry.siNumber).toBeCloseTo(baseUnits(entry.value), 15);
    const numbers = capacitance.values.map((entry: { siNumber: number }) => entry.siNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('refuses a range whose lowest value is above its highest, or that also lists values', async () => {
    for (const parameter of [
      { name: 'capacitance', min: 2, max: 1 },
      { name: 'capacitance', values: ['1 µF'], min: 1e-6 },
    ]) {
      const result = await server.graphql(listQuery, { first: 5, filter: { parameters: [parameter] } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain('filter.parameters');
    }
  });

  it('finds parts by the values a search names, in any spelling, before other matches', async () => {
    const resistors = await categoryParts('chip-resistors');
    const resistor = resistors.find((part) => /^\d+\.\d+ kΩ$/.test(valueOf(part, 'resistance')!))!;
    const [whole, fraction] = valueOf(resistor, 'resistance')!.replace(' kΩ', '').split('.');
    const sameValue = (part: Part) =>
      valueOf(part, 'resistance') === valueOf(resistor, 'resistance') && part.package === resistor.package;
    for (const query of [`${whole}.${fraction}k ${resistor.package}`, `${whole}k${fraction} ${resistor.package}`]) {
      const found = await listAll({ query }, 'RELEVANCE');
      const expected = resistors.filter(sameValue);
      expect(found.slice(0, expected.length).every(sameValue), query).toBe(true);
      expect(
        found
          .filter(sameValue)
          .map((part) => part.id)
          .sort(),
        query,
      ).toEqual(expected.map((part) => part.id).sort());
    }

    const capacitors = await categoryParts('mlcc');
    const capacitor = capacitors.find((part) => valueOf(part, 'dielectric') === 'X7R')!;
    const nanofarads = Number((baseUnits(valueOf(capacitor, 'capacitance')!) * 1e9).toPrecision(6));
    const volts = baseUnits(valueOf(capacitor, 'voltageRating')!);
    const query = `${nanofarads}nF ${volts}V ${capacitor.package} x7r`;
    const found = await listAll({ query }, 'RELEVANCE');
    const matching = capacitors.filter(
      (part) =>
        valueOf(part, 'capacitance') === valueOf(capacitor, 'capacitance') &&
        valueOf(part, 'voltageRating') === valueOf(capacitor, 'voltageRating') &&
        valueOf(part, 'dielectric') === 'X7R' &&
        part.package === capacitor.package,
    );
    expect(found.map((part) => part.id).sort(), query).toEqual(matching.map((part) => part.id).sort());
  });

  it('tells how each part ships, its RoHS status, lifecycle and pieces on order, and filters by them', async () => {
    const parts = [...(await categoryParts('chip-resistors')), ...(await categoryParts('mlcc'))];
    for (const part of parts) {
      expect(part.packaging).toBe('CUT_TAPE');
      expect(part.packagingQuantity).toBeGreaterThan(0);
      expect(part.onOrderQuantity > 0).toBe(part.onOrderExpectedAt !== null);
    }
    expect(new Set(parts.map((part) => part.lifecycle)).size).toBeGreaterThan(1);
    expect(new Set(parts.map((part) => part.rohs))).toContain('COMPLIANT');

    const filter = {
      categoryId: categoryIds.get('chip-resistors'),
      lifecycles: ['NRND', 'OBSOLETE'],
      rohsCompliant: true,
    };
    const narrowed = await listAll(filter);
    const expected = (await categoryParts('chip-resistors')).filter(
      (part) => ['NRND', 'OBSOLETE'].includes(part.lifecycle) && part.rohs === 'COMPLIANT',
    );
    expect(narrowed.map((part) => part.id).sort()).toEqual(expected.map((part) => part.id).sort());
  });

  it('never matches a BOM line to an obsolete part without saying so, and offers one still made first', async () => {
    const em = server.app.orm.em.fork();
    const [obsolete] = await em.find(
      Product,
      { category: { slug: 'chip-resistors' }, status: 'ON_SHELF', stock: { $gt: 0 } },
      { orderBy: { id: 'asc' }, limit: 1, populate: ['category'] },
    );
    obsolete!.lifecycle = Lifecycle.OBSOLETE;
    // A replacement with the same value and package, still made.
    const replacement = em.create(Product, {
      ...obsolete!,
      id: undefined,
      mpn: `${obsolete!.mpn}-NEW`,
      mpnNormalized: `${obsolete!.mpnNormalized}NEW`,
      lifecycle: Lifecycle.ACTIVE,
      createdAt: new Date(),
    } as any);
    await em.flush();
    await em.insertMany(
      ProductParameter,
      filterableParameters(replacement).map((parameter) => ({
        product: replacement.id,
        category: replacement.category.id,
        onShelf: true,
        ...parameter,
      })),
    );
    const token = await signUp(server, clock, `typed-${database}@example.com`);
    const result = await server.graphql(
      `mutation Match($input: BomLinesInput!) { matchBom(input: $input) { quote { lines {
        status reason product { id } alternatives { id lifecycle } } } } }`,
      { input: { boards: 1, lines: [{ reference: '1', mpn: obsolete!.mpn, quantity: 1 }] } },
      asUser(token),
    );
    expect(result.errors).toBeUndefined();
    const [line] = result.data.matchBom.quote.lines;
    expect(line).toMatchObject({ status: 'SUGGESTED', reason: 'OBSOLETE', product: { id: String(obsolete!.id) } });
    expect(line.alternatives.length).toBeGreaterThan(0);
    expect(line.alternatives[0].lifecycle).toBe('ACTIVE');
    expect(line.alternatives.map((part: { id: string }) => part.id)).toContain(String(replacement.id));
  });
});
