import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const productFields = `id mpn package material description leadTimeDays listPriceMilli stock moq orderIncrement
  batchNumber purchaseLimit datasheetUrl imageUrl status createdAt
  manufacturer { id name } category { id name parentId }
  parameters { name value } priceBreaks { minQty unitPriceMilli }`;

const productsQuery = `query Products($first: Int!, $after: String, $filter: ProductFilter) {
  products(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { ${productFields} } }
  }
}`;

describe.each(databaseKinds)('GraphQL catalog on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    // The statements GraphQL runs are pinned here; kept answers of anonymous reads (a statement of their own for the
    // catalog version on a first ask) are tested in catalog-answer-cache.test.ts.
    server = await startTestServer({
      database,
      onQuery: (sql) => statements.push(sql),
      settings: { CATALOG_ANSWER_CACHE_TTL_MS: '0' },
    });
  });
  afterAll(() => server.close());

  it('pages through parts newest first with cursors', async () => {
    const first = await server.graphql(productsQuery, { first: 5 });
    expect(first.errors).toBeUndefined();
    const page = first.data.products;
    expect(page.edges).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThan(250);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const ids = page.edges.map((edge: any) => Number(edge.node.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const second = await server.graphql(productsQuery, { first: 5, after: page.pageInfo.endCursor });
    const nextIds = second.data.products.edges.map((edge: any) => Number(edge.node.id));
    expect(nextIds).toHaveLength(5);
    expect(Math.max(...nextIds)).toBeLessThan(Math.min(...ids));
    expect(second.data.products.pageInfo.hasPreviousPage).toBe(true);
  });

  it('clamps a page size above the maximum to 100', async () => {
    const result = await server.graphql(productsQuery, { first: 5000 });
    expect(result.data.products.edges).toHaveLength(100);
  });

  it('reads a page with the same number of SQL statements whatever its size', async () => {
    const count = async (first: number) => {
      statements.length = 0;
      await server.graphql(productsQuery, { first });
      return statements.filter((sql) => /\b(select|insert|update|delete)\b/i.test(sql)).length;
    };
    const small = await count(2);
    expect(small).toBeGreaterThan(0);
    expect(await count(50)).toBe(small);
  });

  it('filters by a top-level category including the categories below it', async () => {
    const { data } = await server.graphql('{ categories { id parentId productCount name } }');
    const root = data.categories.find((category: any) => category.parentId === null && category.productCount > 0);
    const leaves = data.categories.filter((category: any) => category.parentId === root.id);
    expect(leaves.length).toBeGreaterThan(0);
    expect(root.productCount).toBe(leaves.reduce((sum: number, leaf: any) => sum + leaf.productCount, 0));

    const filtered = await server.graphql(productsQuery, { first: 100, filter: { categoryId: root.id } });
    expect(filtered.data.products.totalCount).toBe(root.productCount);
    for (const edge of filtered.data.products.edges) {
      expect([edge.node.category.id, edge.node.category.parentId]).toContain(root.id);
    }
  });

  it('answers one part with every field, translated by the request language', async () => {
    const { data } = await server.graphql(productsQuery, { first: 1 });
    const id = data.products.edges[0].node.id;
    const english = await server.graphql(`query($id: ID!) { product(id: $id) { ${productFields} } }`, { id });
    const chinese = await server.graphql(
      `query($id: ID!) { product(id: $id) { description category { name } } }`,
      { id },
      { lang: 'zh-CN' },
    );
    const product = english.data.product;
    expect(product.mpn).toEqual(expect.any(String));
    expect(product.priceBreaks.length).toBeGreaterThan(0);
    expect(product.priceBreaks[0].minQty).toBe(product.moq);
    expect(product.listPriceMilli).toBe(product.priceBreaks[0].unitPriceMilli);
    expect(product.imageUrl).toMatch(/^\/media\/packages\/[a-z0-9-]+\.svg$/);
    expect(chinese.data.product.description).not.toBe(product.description);
    expect(chinese.data.product.description).toMatch(/[\u4e00-\u9fff]/);

    const image = await server.request('GET', product.imageUrl);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain(`>${product.package}<`);
    expect((await server.request('GET', '/media/packages/no-such-package.svg')).status).toBe(404);
  });

  it('finds the well-known parts a newcomer would look for', async () => {
    const all: string[] = [];
    let after: string | null = null;
    do {
      const result: any = await server.graphql(
        `query($after: String) { products(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor } edges { node { mpn manufacturer { name } } } } }`,
        { after },
      );
      all.push(...result.data.products.edges.map((edge: any) => edge.node.mpn));
      after = result.data.products.pageInfo.hasNextPage ? result.data.products.pageInfo.endCursor : null;
    } while (after);
    expect(all).toEqual(expect.arrayContaining(['STM32F103C8T6', 'ATMEGA328P-AU', 'NE555DR', 'CH340G', 'AMS1117-3.3']));
  });

  it('answers a part exactly as the list shows it, in one SQL statement', async () => {
    const fields = `${productFields} manufacturer { slug country website description featured } category { slug position }`;
    const list = await server.graphql(`{ products(first: 40) { edges { node { ${fields} } } } }`);
    const nodes = list.data.products.edges.map((edge: any) => edge.node);
    for (const node of nodes) {
      statements.length = 0;
      const detail = await server.graphql(`query($id: ID!) { product(id: $id) { ${fields} } }`, { id: node.id });
      expect(detail.data.product).toEqual(node);
      expect(statements.filter((sql) => /\bselect\b/i.test(sql))).toHaveLength(1);
    }
  });

  it('answers null for an unknown part and a translated input error for a malformed id', async () => {
    expect((await server.graphql('{ product(id: "99999999") { id } }')).data.product).toBeNull();
    const malformed = await server.graphql('{ product(id: "x1") { id } }', {}, { lang: 'ru' });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malformed.errors?.[0]?.message).toBe('Недопустимое значение id');
  });

  it('refuses a forged cursor as bad input, not a server error', async () => {
    const result = await server.graphql(productsQuery, { first: 5, after: 'not-a-cursor' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers the contact channel and the latest announcements', async () => {
    const { data } = await server.graphql(
      '{ channel(id: 2421) { telephone email addressEn } announcements(first: 3) { title publishedAt } }',
    );
    expect(data.channel.email).toContain('@');
    expect(data.announcements).toHaveLength(3);
    expect(data.announcements[0].publishedAt >= data.announcements[1].publishedAt).toBe(true);
  });

  it('sends UNAUTHENTICATED with a translated message when no session is present', async () => {
    const result = await server.graphql('{ me { id displayName } }', {}, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('登录已过期，请重新登录');
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|\.ts:\d+/);
  });
});
