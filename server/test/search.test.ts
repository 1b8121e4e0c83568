import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Brand, Product } from '../src/modules/catalog/catalog.entities.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const productsQuery = `query Search($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {
  products(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id mpn stock listPriceMilli description category { id parentId } manufacturer { name } } }
  }
}`;

const partsByMpnQuery = `query Bom($mpns: [String!]!) {
  partsByMpn(mpns: $mpns) { query exact { id mpn } candidates { id mpn } }
}`;

const normalized = (mpn: string) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');

describe.each(databaseKinds)('part search on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    // The statements GraphQL runs are pinned here; a kept answer of a repeated anonymous read would run none.
    server = await startTestServer({
      database,
      parts: 600,
      onQuery: (sql) => statements.push(sql),
      settings: { CATALOG_ANSWER_CACHE_TTL_MS: '0' },
    });
  });
  afterAll(() => server.close());

  const search = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}, lang = 'en-US') => {
    const result = await server.graphql(productsQuery, { first: 20, filter, ...extra }, { lang });
    expect(result.errors).toBeUndefined();
    return result.data.products as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { cursor: string; node: any }[];
    };
  };

  /** Every page of a list, `first` at a time, and the totalCount each page reported. */
  const walk = async (filter: Record<string, unknown>, sort: string, first: number) => {
    const nodes: any[] = [];
    const totals = new Set<number>();
    let after: string | null = null;
    for (;;) {
      const result: any = await server.graphql(productsQuery, { first, after, filter, sort });
      expect(result.errors).toBeUndefined();
      nodes.push(...result.data.products.edges.map((edge: any) => edge.node));
      totals.add(result.data.products.totalCount);
      if (!result.data.products.pageInfo.hasNextPage) return { nodes, totals };
      after = result.data.products.pageInfo.endCursor;
    }
  };

  it('finds STM32F103C8T6 first however its MPN is spelled', async () => {
    for (const query of [
      'stm32f103c8t6',
      'STM32F103C8T6TR',
      'STM32-F103C8T6',
      'stm32 f103c8t6',
      'STM32F103C8T6/TR',
      ' STM32F103C8T6#PBF ',
      'STM32F103C8T6-ND',
      'stm32.f103c8t6-reel',
    ]) {
      const { edges } = await search({ query });
      expect(edges[0]?.node.mpn, query).toBe('STM32F103C8T6');
    }
  });

  it('finds a family by a prefix of its MPNs, ranked before word matches', async () => {
    for (const query of ['stm32-f103', 'STM32F']) {
      const { edges, totalCount } = await search({ query }, { first: 100 });
      expect(totalCount, query).toBeGreaterThan(0);
      const mpns = edges.map((edge) => normalized(edge.node.mpn));
      expect(mpns, query).toContain('STM32F103C8T6');
      expect(
        mpns.every((mpn) => mpn.startsWith(normalized(query))),
        query,
      ).toBe(true);
    }
    const family = await search({ query: 'STM32' }, { first: 100 });
    expect(family.edges.length).toBeGreaterThan(1);
  });

  it('ranks an MPN family best stocked first, so stm32-f103 leads with STM32F103C8T6', async () => {
    const { edges } = await search({ query: 'stm32-f103' }, { first: 100 });
    expect(edges[0]?.node.mpn).toBe('STM32F103C8T6');
    const stocks = edges.map((edge) => edge.node.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('finds parts by words of their descriptions in all four languages', async () => {
    for (const [query, lang] of [
      ['电阻', 'zh-CN'],
      ['贴片电阻', 'zh-CN'],
      ['chip resistor', 'en-US'],
      ['резистор', 'ru'],
      ['Resistencia', 'es-ES'],
    ] as const) {
      const { edges, totalCount } = await search({ query }, {}, lang);
      expect(totalCount, query).toBeGreaterThan(0);
      for (const edge of edges)
        expect(edge.node.description.toLowerCase(), query).toContain(query.split(' ')[0]!.toLowerCase());
    }
  });

  it('finds parts by their maker', async () => {
    const { edges } = await search({ query: 'Texas' }, { first: 50 });
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((edge) => edge.node.manufacturer.name.includes('Texas'))).toBe(true);
  });

  it("finds parts by a maker's name and words of their text together, newest first", async () => {
    const { edges, totalCount } = await search({ query: 'Texas regulator' }, { first: 100 });
    expect(edges.length).toBeGreaterThan(0);
    expect(totalCount).toBe(edges.length);
    for (const edge of edges) {
      expect(edge.node.manufacturer.name).toContain('Texas');
      expect(edge.node.description.toLowerCase()).toContain('regulator');
    }
    const ids = edges.map((edge) => Number(edge.node.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('combines query, category, stock and price filters, with a totalCount that matches the pages', async () => {
    const { data } = await server.graphql('{ categories { id slug parentId } }');
    const resistors = data.categories.find((category: any) => category.slug === 'chip-resistors');
    const filter = {
      query: 'resistor',
      categoryId: resistors.id,
      inStock: true,
      priceMinMilli: 100,
      priceMaxMilli: 400,
    };
    const { nodes, totals } = await walk(filter, 'PRICE_ASC', 7);
    expect(nodes.length).toBeGreaterThan(0);
    expect([...totals]).toEqual([nodes.length]);
    for (const node of nodes) {
      expect(node.category.id).toBe(resistors.id);
      expect(node.stock).toBeGreaterThan(0);
      expect(node.listPriceMilli).toBeGreaterThanOrEqual(100);
      expect(node.listPriceMilli).toBeLessThanOrEqual(400);
    }
    const unfiltered = await search({ query: 'resistor' });
    expect(unfiltered.totalCount).toBeGreaterThan(nodes.length);
  });

  it('pages through a category in every sort without duplicates or gaps', async () => {
    const { data } = await server.graphql('{ categories { id productCount parentId } }');
    const category = data.categories
      .filter((entry: any) => entry.parentId !== null)
      .sort((a: any, b: any) => b.productCount - a.productCount)[0];
    const everything = await walk({ categoryId: category.id }, 'NEWEST', 100);
    const allIds = everything.nodes.map((node) => node.id).sort();
    expect(allIds.length).toBe(category.productCount);
    expect(allIds.length).toBeGreaterThan(20);

    const inOrder: Record<string, (a: any, b: any) => boolean> = {
      NEWEST: (a, b) => Number(a.id) > Number(b.id),
      PRICE_ASC: (a, b) =>
        a.listPriceMilli < b.listPriceMilli || (a.listPriceMilli === b.listPriceMilli && Number(a.id) < Number(b.id)),
      PRICE_DESC: (a, b) =>
        a.listPriceMilli > b.listPriceMilli || (a.listPriceMilli === b.listPriceMilli && Number(a.id) > Number(b.id)),
      STOCK_DESC: (a, b) => a.stock > b.stock || (a.stock === b.stock && Number(a.id) > Number(b.id)),
      RELEVANCE: (a, b) => Number(a.id) > Number(b.id),
    };
    for (const [sort, before] of Object.entries(inOrder)) {
      const { nodes, totals } = await walk({ categoryId: category.id }, sort, 7);
      expect(nodes.map((node) => node.id).sort(), sort).toEqual(allIds);
      expect([...totals], sort).toEqual([allIds.length]);
      for (let index = 1; index < nodes.length; index++)
        expect(before(nodes[index - 1], nodes[index]), sort).toBe(true);
    }

    const relevance = await walk({ query: 'STM32' }, 'RELEVANCE', 3);
    expect(new Set(relevance.nodes.map((node) => node.id)).size).toBe(relevance.nodes.length);
    expect([...relevance.totals]).toEqual([relevance.nodes.length]);
  });

  it('keeps the first release cursors working and refuses a cursor of another sort', async () => {
    const newest = await search({}, { first: 3 });
    const legacy = Buffer.from(`id:${newest.edges[2]!.node.id}`).toString('base64url');
    const next = await search({}, { first: 3, after: legacy });
    expect(Number(next.edges[0]!.node.id)).toBeLessThan(Number(newest.edges[2]!.node.id));

    const byPrice = await search({}, { first: 3, sort: 'PRICE_ASC' });
    const mixed = await server.graphql(productsQuery, {
      first: 3,
      after: byPrice.pageInfo.endCursor,
      sort: 'STOCK_DESC',
    });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a 10,000-character query with a clear input error', async () => {
    const result = await server.graphql(productsQuery, { first: 5, filter: { query: 'x'.repeat(10_000) } });
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('The search text is too long, at most 200 characters');
    const suggestions = await server.graphql('query($q: String!) { searchSuggestions(query: $q) { text } }', {
      q: 'x'.repeat(10_000),
    });
    expect(suggestions.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('looks up 300 MPNs in order with a small, constant number of SQL statements', async () => {
    const { data } = await server.graphql('{ products(first: 100) { edges { node { mpn } } } }');
    const known: string[] = data.products.edges.map((edge: any) => edge.node.mpn);
    const mpns = Array.from({ length: 300 }, (_, index) => {
      const mpn = known[index % known.length]!;
      if (index % 3 === 0) return `${mpn.toLowerCase()}-TR`;
      if (index % 3 === 1) return mpn;
      return `NOSUCHPART${index}`;
    });
    const count = async (list: string[]) => {
      statements.length = 0;
      const result = await server.graphql(partsByMpnQuery, { mpns: list });
      expect(result.errors).toBeUndefined();
      return { result, statements: statements.filter((sql) => /\bselect\b/i.test(sql)).length };
    };
    const { result, statements: many } = await count(mpns);
    const matches = result.data.partsByMpn;
    expect(matches.map((match: any) => match.query)).toEqual(mpns);
    matches.forEach((match: any, index: number) => {
      if (index % 3 === 2) expect(match.exact).toBeNull();
      else expect(normalized(match.exact.mpn)).toBe(normalized(known[index % known.length]!));
      expect(match.candidates.length).toBeLessThanOrEqual(5);
      expect(match.candidates.map((part: any) => part.id)).not.toContain(match.exact?.id);
    });
    // exact matches, close candidates (SQLite: one statement; MySQL: one per 250 MPNs), the parts themselves
    expect(many).toBe(database === 'sqlite' ? 3 : 4);
    expect((await count(mpns.slice(0, 3))).statements).toBe(3);

    const close = await server.graphql(partsByMpnQuery, { mpns: ['STM32F103C8T7'] });
    expect(close.data.partsByMpn[0].exact).toBeNull();
    expect(close.data.partsByMpn[0].candidates.map((part: any) => part.mpn)).toContain('STM32F103C8T6');
  });

  it('refuses more than 500 MPNs with a clear input error', async () => {
    const result = await server.graphql(partsByMpnQuery, { mpns: Array.from({ length: 501 }, (_, i) => `X${i}`) });
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('At most 500 part numbers can be looked up at once');
  });

  it('suggests MPN completions, brands and categories while typing', async () => {
    const query =
      'query($q: String!) { searchSuggestions(query: $q, first: 5) { kind text productId brandId categoryId } }';
    const mpns = (await server.graphql(query, { q: 'stm32f10' })).data.searchSuggestions;
    expect(mpns.length).toBeGreaterThan(0);
    expect(mpns.every((entry: any) => entry.kind === 'MPN' && normalized(entry.text).startsWith('STM32F10'))).toBe(
      true,
    );
    const brands = (await server.graphql(query, { q: 'Texas' })).data.searchSuggestions;
    expect(brands[0]).toMatchObject({ kind: 'BRAND', text: expect.stringContaining('Texas') });
    const categories = (await server.graphql(query, { q: '电阻' }, { lang: 'zh-CN' })).data.searchSuggestions;
    expect(categories.some((entry: any) => entry.kind === 'CATEGORY' && entry.categoryId)).toBe(true);
  });

  it('finds a part added while the server runs, and forgets it when it changes', async () => {
    const em = server.app.orm.em.fork();
    const template = await em.findOneOrFail(Product, { mpnNormalized: 'STM32F103C8T6' });
    const added = em.create(Product, {
      ...template,
      id: undefined,
      mpn: 'ZQX9001-AB',
      mpnNormalized: 'ZQX9001AB',
      description: {
        'zh-CN': '测试用量子芯片',
        'en-US': 'Quokka test chip',
        ru: 'Тестовая микросхема',
        'es-ES': 'Chip de prueba',
      },
      createdAt: new Date(),
    } as any);
    await em.flush();
    expect((await search({ query: 'zqx9001ab-tr' })).edges[0]?.node.id).toBe(String(added.id));
    expect((await search({ query: 'quokka' })).edges.map((edge) => edge.node.id)).toEqual([String(added.id)]);
    expect((await search({ query: '量子' }, {}, 'zh-CN')).edges.map((edge) => edge.node.id)).toEqual([
      String(added.id),
    ]);

    added.description = { ...added.description, 'en-US': 'Wombat test chip' };
    await em.flush();
    expect((await search({ query: 'quokka' })).totalCount).toBe(0);
    expect((await search({ query: 'wombat' })).totalCount).toBe(1);
  });

  it('finds words by their beginning, words written with symbols, and several words in any order', async () => {
    const regulators = await search({ query: 'regulator' }, { first: 100 });
    expect(regulators.totalCount).toBeGreaterThan(0);
    const byPrefix = await search({ query: 'regulat' }, { first: 100 });
    expect(byPrefix.edges.map((edge) => edge.node.id)).toEqual(regulators.edges.map((edge) => edge.node.id));

    const sot = await search({ query: 'SOT-23-5 regulator' }, { first: 100 });
    expect(sot.totalCount).toBeGreaterThan(0);
    expect(sot.totalCount).toBeLessThan(regulators.totalCount);
    for (const edge of sot.edges) {
      expect(edge.node.description).toContain('SOT-23-5');
      expect(edge.node.description.toLowerCase()).toContain('regulator');
    }
    const reversed = await search({ query: 'regulator sot-23-5' }, { first: 100 });
    expect(reversed.edges.map((edge) => edge.node.id)).toEqual(sot.edges.map((edge) => edge.node.id));

    expect((await search({ query: 'regulator zzqqxx' })).totalCount).toBe(0);
  });

  it("finds a maker's parts by its new name once it is renamed, and no longer by the old one", async () => {
    const em = server.app.orm.em.fork();
    const brand = await em.findOneOrFail(Brand, { name: { $like: '%Texas%' } });
    const before = await search({ query: 'Texas regulator' }, { first: 100 });
    expect(before.totalCount).toBeGreaterThan(0);
    const oldName = brand.name;
    brand.name = 'Quixotic Semiconductors';
    await em.flush();
    try {
      const after = await search({ query: 'quixotic regulator' }, { first: 100 });
      expect(after.edges.map((edge) => edge.node.id)).toEqual(before.edges.map((edge) => edge.node.id));
      expect((await search({ query: 'Texas regulator' })).totalCount).toBe(0);
    } finally {
      brand.name = oldName;
      await em.flush();
    }
    expect((await search({ query: 'Texas regulator' }, { first: 100 })).totalCount).toBe(before.totalCount);
  });
});

describe.each(databaseKinds)('search totals past 1,000 parts on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, parts: 100 });
    const em = server.app.orm.em.fork();
    const template = await em.findOneOrFail(Product, { mpnNormalized: 'STM32F103C8T6' });
    for (let index = 0; index < 1_050; index++) {
      em.create(Product, {
        ...template,
        id: undefined,
        mpn: `QZV${String(index).padStart(4, '0')}`,
        mpnNormalized: `QZV${String(index).padStart(4, '0')}`,
        createdAt: new Date(),
      } as any);
    }
    await em.flush();
  });
  afterAll(() => server.close());

  it('counts up to 1,000 and says when more match, in GraphQL and REST', async () => {
    const query = `query($filter: ProductFilter) {
      products(first: 5, filter: $filter) { totalCount totalCountCapped edges { node { mpn } } }
    }`;
    const many = (await server.graphql(query, { filter: { query: 'QZV' } })).data.products;
    expect(many.totalCount).toBe(1000);
    expect(many.totalCountCapped).toBe(true);
    expect(many.edges.every((edge: any) => edge.node.mpn.startsWith('QZV'))).toBe(true);
    const listed = (await server.graphql(query, {})).data.products;
    expect([listed.totalCount, listed.totalCountCapped]).toEqual([1000, true]);

    const few = (await server.graphql(query, { filter: { query: 'QZV10' } })).data.products;
    expect([few.totalCount, few.totalCountCapped]).toEqual([50, false]);

    const rest: any = await fetch(`${server.url}/api/goods/list?q=QZV&first=5`).then((response) => response.json());
    expect([rest.data.totalCount, rest.data.totalCountCapped]).toEqual([1000, true]);
  });
});
