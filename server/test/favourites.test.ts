import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const loginMutation = `mutation Login($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token userErrors { code } }
}`;
const collectedFields = 'totalCount pageInfo { hasNextPage endCursor } edges { at node { id mpn isFavourite } }';
const favouritesQuery = `query Favourites($first: Int, $after: String) {
  myFavourites(first: $first, after: $after) { ${collectedFields} }
}`;
const footprintsQuery = `query Footprints($first: Int) { myFootprints(first: $first) { ${collectedFields} } }`;
const addMutation = `mutation Add($productId: ID!) {
  addFavourite(productId: $productId) { product { id isFavourite } userErrors { code message } }
}`;
const removeMutation = `mutation Remove($productId: ID!) {
  removeFavourite(productId: $productId) { removed userErrors { code } }
}`;
const footprintMutation = `mutation Visit($productId: ID!) {
  recordFootprint(productId: $productId) { recorded userErrors { code } }
}`;
const searchMutation = `mutation Search($query: String!) { recordSearch(query: $query) { recorded userErrors { code } } }`;
const productsQuery = `query List($first: Int!) { products(first: $first) { edges { node { id isFavourite } } } }`;

describe.each(databaseKinds)('favourites, footprints and search history on %s', (database) => {
  let server: TestServer;
  const statements: string[] = [];
  const clock = new ManualClock();
  let productIds: string[];
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  const login = async (account: string, password: string) => {
    const result = await server.graphql(loginMutation, { input: { account, password, agreementAccepted: true } });
    expect(result.data.loginWithPassword.userErrors).toEqual([]);
    return { 'user-token': result.data.loginWithPassword.token as string };
  };

  const ask = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const result = await server.graphql(query, variables, headers);
    expect(result.errors).toBeUndefined();
    return result.data;
  };

  const visit = async (productId: string, user: Record<string, string>) => {
    clock.advance(1000);
    expect((await ask(footprintMutation, { productId }, user)).recordFootprint).toEqual({
      recorded: true,
      userErrors: [],
    });
  };

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 150, onQuery: (sql) => statements.push(sql) });
    const listQuery =
      'query L($after: String) { products(first: 100, after: $after) { edges { cursor node { id } } } }';
    const firstPage = (await server.graphql(listQuery)).data.products.edges as any[];
    const secondPage = (await server.graphql(listQuery, { after: firstPage.at(-1).cursor })).data.products
      .edges as any[];
    productIds = [...firstPage, ...secondPage].map((edge) => edge.node.id);
    alice = await login('support', 'Support123');
    bob = await login('sales', 'Sales123');
  });
  afterAll(() => server.close());

  it('keeps favourites per user, newest first, and marks them on parts without one query per part', async () => {
    const [first, second, third] = productIds;
    for (const productId of [first, second, first]) {
      clock.advance(1000);
      const added = (await ask(addMutation, { productId }, alice)).addFavourite;
      expect(added).toEqual({ product: { id: productId, isFavourite: true }, userErrors: [] });
    }
    await ask(addMutation, { productId: third }, bob);

    const mine = (await ask(favouritesQuery, {}, alice)).myFavourites;
    expect(mine.totalCount).toBe(2);
    expect(mine.edges.map((edge: any) => edge.node.id)).toEqual([second, first]);
    expect(mine.edges.every((edge: any) => edge.node.isFavourite)).toBe(true);
    const page = (await ask(favouritesQuery, { first: 1 }, alice)).myFavourites;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await ask(favouritesQuery, { first: 1, after: page.pageInfo.endCursor }, alice)).myFavourites;
    expect(next.edges.map((edge: any) => edge.node.id)).toEqual([first]);
    expect((await ask(favouritesQuery, {}, bob)).myFavourites.edges.map((edge: any) => edge.node.id)).toEqual([third]);

    const flags = async (headers: Record<string, string>, first: number) => {
      statements.length = 0;
      const edges = (await ask(productsQuery, { first }, headers)).products.edges as any[];
      return {
        favourites: edges.filter((edge) => edge.node.isFavourite).map((edge) => edge.node.id),
        selects: statements.filter((sql) => /\bselect\b/i.test(sql)).length,
      };
    };
    // A list's page is kept per page size until the catalog changes: both sizes are asked once before they are
    // compared, so the difference could only be a query per part.
    await flags(alice, 100);
    await flags(alice, 3);
    const many = await flags(alice, 100);
    expect(many.favourites.sort()).toEqual([first, second].sort());
    expect((await flags(alice, 3)).selects).toBe(many.selects);
    expect((await flags({}, 100)).favourites).toEqual([]);
    expect((await flags(bob, 100)).favourites).toEqual([third]);
  });

  it("removes only the caller's own favourite and refuses unknown parts and visitors", async () => {
    const [first, , third] = productIds;
    expect((await ask(removeMutation, { productId: third }, alice)).removeFavourite).toEqual({
      removed: false,
      userErrors: [],
    });
    expect((await ask(favouritesQuery, {}, bob)).myFavourites.totalCount).toBe(1);
    expect((await ask(removeMutation, { productId: first }, alice)).removeFavourite.removed).toBe(true);
    expect((await ask(favouritesQuery, {}, alice)).myFavourites.totalCount).toBe(1);

    const unknown = await server.graphql(addMutation, { productId: '99999999' }, alice);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = await server.graphql(favouritesQuery, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const visitorAdd = await server.graphql(addMutation, { productId: first });
    expect(visitorAdd.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves favourites and footprints through the REST façade, per user', async () => {
    const rest = async (path: string, body: object, headers: Record<string, string> = {}) => {
      const response = await server.request('POST', `/api${path}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      });
      return (await response.json()) as { code: number; msg: string; data: any };
    };
    const part = productIds[140]!;
    expect((await rest('/collection/list', {})).code).toBe(-202);
    clock.advance(1000);
    expect(await rest('/collection/add', { id: part }, bob)).toMatchObject({ code: 1, data: null });
    expect((await rest('/collection/add', { id: '999999999' }, bob)).code).toBe(-404);
    const bobs = await rest('/collection/list', { first: 5 }, bob);
    expect(bobs.data.items[0].product).toMatchObject({ id: part });
    expect(bobs.data.totalCount).toBeGreaterThanOrEqual(1);
    const alices = await rest('/collection/list', { first: 100 }, alice);
    expect(alices.data.items.map((item: any) => item.product.id)).not.toContain(part);
    expect((await rest('/collection/remove', { id: part }, alice)).data).toBe(false);
    expect((await rest('/collection/remove', { id: part }, bob)).data).toBe(true);
    expect((await rest('/collection/footprints', {}, bob)).code).toBe(1);
  });

  it('records visited parts once each with the latest visit, keeps the last 100, and clears them', async () => {
    const [first, second] = productIds;
    await visit(first!, alice);
    await visit(second!, alice);
    await visit(first!, alice);
    await visit(second!, bob);
    const mine = (await ask(footprintsQuery, {}, alice)).myFootprints;
    expect(mine.edges.map((edge: any) => edge.node.id)).toEqual([first, second]);
    expect((await ask(footprintsQuery, {}, bob)).myFootprints.edges.map((edge: any) => edge.node.id)).toEqual([second]);

    for (const productId of productIds.slice(0, 105)) await visit(productId, alice);
    const capped = (await ask(footprintsQuery, { first: 100 }, alice)).myFootprints;
    expect(capped.totalCount).toBe(100);
    expect(capped.edges[0].node.id).toBe(productIds[104]);

    expect((await ask('mutation { clearFootprints { clearedCount } }', {}, alice)).clearFootprints.clearedCount).toBe(
      100,
    );
    expect((await ask(footprintsQuery, {}, alice)).myFootprints.totalCount).toBe(0);
    expect((await ask(footprintsQuery, {}, bob)).myFootprints.totalCount).toBe(1);
  });

  it('keeps the search history on the account, deduplicated, capped and clearable', async () => {
    for (const query of ['stm32', 'NE555', '  STM32 ', '', 'ch340']) {
      clock.advance(1000);
      expect((await ask(searchMutation, { query }, alice)).recordSearch.userErrors).toEqual([]);
    }
    await ask(searchMutation, { query: 'bob only' }, bob);
    expect((await ask('{ mySearchHistory }', {}, alice)).mySearchHistory).toEqual(['ch340', 'STM32', 'NE555']);
    expect((await ask('{ mySearchHistory }', {}, bob)).mySearchHistory).toEqual(['bob only']);

    for (let index = 0; index < 25; index += 1) {
      clock.advance(1000);
      await ask(searchMutation, { query: `part ${index}` }, alice);
    }
    const history = (await ask('{ mySearchHistory }', {}, alice)).mySearchHistory as string[];
    expect(history.length).toBe(20);
    expect(history[0]).toBe('part 24');

    const tooLong = await server.graphql(searchMutation, { query: 'x'.repeat(10_000) }, alice);
    expect(tooLong.data.recordSearch.userErrors[0].code).toBe('SEARCH_QUERY_TOO_LONG');
    await ask('mutation { clearSearchHistory { clearedCount } }', {}, alice);
    expect((await ask('{ mySearchHistory }', {}, alice)).mySearchHistory).toEqual([]);
    expect((await ask('{ mySearchHistory }', {}, bob)).mySearchHistory).toEqual(['bob only']);
    expect((await server.graphql('{ mySearchHistory }', {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
