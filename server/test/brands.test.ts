import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

interface BrandRow {
  id: string;
  name: string;
  featured: boolean;
  productCount: number;
}

const brandsQuery = '{ brands { id name featured productCount } }';

describe.each(databaseKinds)('GraphQL brands on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ database, onQuery: (sql) => statements.push(sql) });
  });
  afterAll(() => server.close());

  const countStatements = async (query: string) => {
    statements.length = 0;
    const result = await server.graphql(query);
    expect(result.errors).toBeUndefined();
    return statements.filter((sql) => /\bselect\b/i.test(sql)).length;
  };

  it("counts each brand's on-shelf parts, matching the brand filter of the parts list", async () => {
    const { data, errors } = await server.graphql<{ brands: BrandRow[] }>(brandsQuery);
    expect(errors).toBeUndefined();
    const brands = data!.brands;
    expect(brands.length).toBeGreaterThan(3);
    const total = brands.reduce((sum, brand) => sum + brand.productCount, 0);
    const all = await server.graphql('{ products(first: 1) { totalCount } }');
    expect(total).toBe(all.data.products.totalCount);

    for (const brand of brands.slice(0, 3)) {
      const filtered = await server.graphql(
        'query($filter: ProductFilter) { products(first: 1, filter: $filter) { totalCount } }',
        { filter: { brandId: brand.id } },
      );
      expect(filtered.data.products.totalCount).toBe(brand.productCount);
    }
  });

  it('counts parts of every brand with one grouped query, not one per brand', async () => {
    const withoutCounts = await countStatements('{ brands { id name } }');
    const withCounts = await countStatements(brandsQuery);
    expect(withCounts).toBe(withoutCounts + 1);
    // The list's page is kept until the catalog changes: asked once first, so both counts below read it kept.
    await countStatements('{ products(first: 50) { edges { node { id } } } }');
    const onParts = await countStatements(
      '{ products(first: 50) { edges { node { manufacturer { productCount } } } } }',
    );
    const onPartsWithoutCounts = await countStatements(
      '{ products(first: 50) { edges { node { manufacturer { id } } } } }',
    );
    expect(onParts).toBe(onPartsWithoutCounts + 1);
  });

  it('answers one brand by id with its profile and count, translated by the request language', async () => {
    const { data } = await server.graphql<{ brands: BrandRow[] }>(brandsQuery);
    const known = data!.brands.find((brand) => brand.productCount > 0)!;
    const query = `query($id: ID!) { brand(id: $id) { id name country website description featured productCount } }`;
    const english = await server.graphql(query, { id: known.id });
    expect(english.errors).toBeUndefined();
    expect(english.data.brand).toMatchObject({ id: known.id, name: known.name, productCount: known.productCount });
    expect(english.data.brand.description.length).toBeGreaterThan(0);
    const chinese = await server.graphql(query, { id: known.id }, { lang: 'zh-CN' });
    expect(chinese.data.brand.description).not.toBe(english.data.brand.description);
  });

  it('answers null for an unknown brand and an input error for a malformed id', async () => {
    const unknown = await server.graphql('{ brand(id: "999999") { id } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data.brand).toBeNull();
    const malformed = await server.graphql('{ brand(id: "abc") { id } }');
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
