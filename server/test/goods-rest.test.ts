import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** Every field of a part as the REST façade answers it, so the GraphQL twin can be compared one to one. */
const PRODUCT_FIELDS = `
  id mpn package material description leadTimeDays listPriceMilli stock moq orderIncrement batchNumber
  purchaseLimit datasheetUrl imageUrl status packaging packagingQuantity rohs lifecycle onOrderQuantity onOrderExpectedAt createdAt
  manufacturer { id slug name country website description featured }
  category { id slug name parentId position }
  parameters { name value }
  priceBreaks { minQty unitPriceMilli }
`;

const PRODUCTS_QUERY = `
  query Products($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {
    products(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount totalCountCapped
      pageInfo { hasNextPage endCursor }
      edges { node { ${PRODUCT_FIELDS} } }
      facets { name valueCount values { value count } }
    }
  }
`;

describe.each(databaseKinds)('REST goods routes on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  const getJson = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.request('GET', path, { headers });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('pages through the list with cursors and totals equal to the GraphQL answer', async () => {
    const categories = (await getJson('/api/goods/categories')).body.data as { id: string; productCount: number }[];
    const category = categories.find((entry) => entry.productCount > 12)!;
    const filter = { categoryId: category.id, inStock: true };
    let after: string | null = null;
    let pages = 0;
    let hasNextPage = true;
    while (hasNextPage && pages < 5) {
      const params = new URLSearchParams({ category: category.id, inStock: 'true', sort: 'PRICE_ASC', first: '5' });
      if (after) params.set('after', after);
      const rest = await getJson(`/api/goods/list?${params}`);
      const graphql = await server.graphql(PRODUCTS_QUERY, { first: 5, after, filter, sort: 'PRICE_ASC' });
      expect(rest.status).toBe(200);
      expect(rest.body.code).toBe(1);
      expect(graphql.errors).toBeUndefined();
      const connection = graphql.data.products;
      expect(rest.body.data).toEqual({
        items: connection.edges.map((edge: any) => edge.node),
        totalCount: connection.totalCount,
        totalCountCapped: connection.totalCountCapped,
        hasNextPage: connection.pageInfo.hasNextPage,
        endCursor: connection.pageInfo.endCursor,
        facets: connection.facets,
      });
      expect(rest.body.data.items.length).toBeGreaterThan(0);
      expect(rest.body.data.items.every((item: any) => item.stock > 0)).toBe(true);
      ({ hasNextPage, endCursor: after } = rest.body.data);
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
  });

  it('filters by brand and price bounds as GraphQL does', async () => {
    const first = (await getJson('/api/goods/list?first=1')).body.data.items[0];
    const brandId = first.manufacturer.id;
    const rest = await getJson(`/api/goods/list?brand=${brandId}&priceMin=1&priceMax=100000000&first=100`);
    const graphql = await server.graphql(PRODUCTS_QUERY, {
      first: 100,
      filter: { brandId, priceMinMilli: 1, priceMaxMilli: 100000000 },
    });
    expect(rest.body.data.totalCount).toBe(graphql.data.products.totalCount);
    expect(rest.body.data.items.map((item: any) => item.id)).toEqual(
      graphql.data.products.edges.map((edge: any) => edge.node.id),
    );
    expect(rest.body.data.items.every((item: any) => item.manufacturer.id === brandId)).toBe(true);
  });

  it('finds STM32F103C8T6 first for q=stm32f103c8t6', async () => {
    const { body } = await getJson('/api/goods/list?q=stm32f103c8t6');
    expect(body.code).toBe(1);
    expect(body.data.items[0].mpn).toBe('STM32F103C8T6');
  });

  it('answers every field of a part in the language of the request', async () => {
    const listed = (await getJson('/api/goods/list?q=STM32F103C8T6&first=1')).body.data.items[0];
    const english = await getJson(`/api/goods/detail?id=${listed.id}`, { lang: 'en-US' });
    const chinese = await getJson(`/api/goods/detail?id=${listed.id}`, { lang: 'zh-CN' });
    const graphql = await server.graphql(
      `query Product($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
      { id: listed.id },
      { lang: 'zh-CN' },
    );
    expect(english.body.code).toBe(1);
    expect(english.body.data).toEqual(listed);
    expect(chinese.body.data).toEqual(graphql.data.product);
    expect(chinese.body.msg).toBe('操作成功');
    expect(chinese.body.data.description).not.toBe(english.body.data.description);
    expect(chinese.body.data.category.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers an unknown part with the translated not-found code', async () => {
    const { status, body } = await getJson('/api/goods/detail?id=999999999', { lang: 'ru' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: -404, msg: 'Ресурс не существует', data: null });
  });

  it('refuses malformed input with 400 in the envelope', async () => {
    for (const path of [
      '/api/goods/detail?id=abc',
      '/api/goods/detail',
      '/api/goods/list?inStock=yes',
      '/api/goods/list?sort=CHEAPEST',
      '/api/goods/list?priceMin=-5',
      '/api/goods/list?category=x1',
      '/api/goods/suggestions',
    ]) {
      const { status, body } = await getJson(path);
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ code: -400, data: null });
    }
    expect((await getJson('/api/goods/detail?id=abc')).body.msg).toContain('id');
  });

  it('refuses a forged cursor and a too-long query with the translated catalogue errors', async () => {
    const forged = await getJson(`/api/goods/list?after=${Buffer.from('nonsense').toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toContain('after');
    const tooLong = await getJson(`/api/goods/list?q=${'a'.repeat(201)}`, { lang: 'zh-CN' });
    const graphql = await server.graphql(
      PRODUCTS_QUERY,
      { first: 1, filter: { query: 'a'.repeat(201) } },
      {
        lang: 'zh-CN',
      },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe(graphql.errors?.[0]?.message);
    const suggestions = await getJson(`/api/goods/suggestions?q=${'a'.repeat(201)}`);
    expect(suggestions.status).toBe(400);
    expect(suggestions.body.msg).toContain('200');
  });

  it('clamps first=5000 to 100', async () => {
    const { body } = await getJson('/api/goods/list?first=5000');
    expect(body.code).toBe(1);
    expect(body.data.items).toHaveLength(100);
    expect(body.data.totalCount).toBeGreaterThan(100);
    expect(body.data.hasNextPage).toBe(true);
  });

  it('lists the categories with parentId and productCount as GraphQL does', async () => {
    const { body } = await getJson('/api/goods/categories', { lang: 'es-ES' });
    const graphql = await server.graphql(
      '{ categories { id slug name parentId position productCount } }',
      {},
      { lang: 'es-ES' },
    );
    expect(body.code).toBe(1);
    expect(body.data).toEqual(graphql.data.categories);
    expect(body.data.some((category: any) => category.parentId !== null)).toBe(true);
    expect(body.data.some((category: any) => category.productCount > 0)).toBe(true);
  });

  it('answers the search suggestions as GraphQL does', async () => {
    const { body } = await getJson('/api/goods/suggestions?q=STM32');
    const graphql = await server.graphql(
      '{ searchSuggestions(query: "STM32") { kind text productId brandId categoryId } }',
    );
    expect(body.code).toBe(1);
    expect(body.data).toEqual(graphql.data.searchSuggestions);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((suggestion: any) => suggestion.kind === 'MPN' && suggestion.text.startsWith('STM32'))).toBe(
      true,
    );
  });

  it('describes the four goods routes in the OpenAPI document', async () => {
    const document = (await (await server.request('GET', '/api/openapi.json')).json()) as any;
    for (const path of ['/goods/list', '/goods/detail', '/goods/categories', '/goods/suggestions']) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
    const listParameters = document.paths['/goods/list'].get.parameters.map((parameter: any) => parameter.name);
    expect(listParameters).toEqual(
      expect.arrayContaining(['category', 'brand', 'q', 'inStock', 'priceMin', 'priceMax', 'sort', 'first', 'after']),
    );
    const detailId = document.paths['/goods/detail'].get.parameters.find((parameter: any) => parameter.name === 'id');
    expect(detailId.required).toBe(true);
  });
});
