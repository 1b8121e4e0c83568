import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';
import { savePart, saveInputOf, staffPart } from './staff-catalog-steps.js';

/** What the product page asks, as the web client sends it: by GET, `content-type: application/json`. */
const detailQuery = `query Detail($id: ID!) {
  product(id: $id) { id mpn description stock listPriceMilli priceBreaks { minQty unitPriceMilli } manufacturer { name } }
}`;

const getDetail = (server: TestServer, id: string, headers: Record<string, string> = {}) =>
  server.request('GET', `/graphql?${new URLSearchParams({ query: detailQuery, variables: JSON.stringify({ id }) })}`, {
    headers: { 'content-type': 'application/json', lang: 'en-US', ...headers },
  });

/** The SQL of a statement as MikroORM logs it (`[query] select ... [took 1 ms, 2 results]`). */
const sqlOf = (logged: string) =>
  logged
    .replace(/^\[query\]\s*/, '')
    .replace(/\s*\[took [^\]]*\]\s*$/, '')
    .trim();

/** Whether the statements read a part (rather than only the catalog version). */
const readsAPart = (sqls: string[]) =>
  sqls.some((sql) => /`product`|\bproduct\b/i.test(sql) && !/catalog_version/i.test(sql));

describe.each(databaseKinds)('kept answers of anonymous catalog reads on %s', (database) => {
  let server: TestServer;
  let staff: TestUser;
  let productId: string;
  const statements: string[] = [];

  /** A GET of the product page and the statements it ran. */
  const detail = async (headers: Record<string, string> = {}) => {
    statements.length = 0;
    const response = await getDetail(server, productId, headers);
    const body = await response.text();
    return { response, body, statements: statements.map(sqlOf) };
  };

  beforeAll(async () => {
    server = await startTestServer({ database, parts: 20, onQuery: (sql) => statements.push(sql) });
    staff = await createUser(server, { roles: ['admin'] });
    const list = await server.graphql('{ products(first: 1) { edges { node { id } } } }');
    productId = list.data.products.edges[0].node.id;
  });
  afterAll(() => server.close());

  it('answers a repeated anonymous read with the same bytes and ETag after one statement, and revalidates it', async () => {
    const first = await detail();
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = first.response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(readsAPart(first.statements)).toBe(true);

    const again = await detail();
    expect(again.body).toBe(first.body);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(again.response.headers.get('content-type')).toBe(first.response.headers.get('content-type'));
    expect(again.response.headers.get('vary')).toBe(first.response.headers.get('vary'));
    // Only the catalog version is read: nothing of the part.
    expect(again.statements).toEqual([expect.stringMatching(/from `?catalog_version`?/i)]);

    const revalidated = await detail({ 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.statements).toHaveLength(1);

    // Another language is another answer.
    const chinese = await detail({ lang: 'zh-CN' });
    expect(chinese.body).not.toBe(first.body);
    expect(JSON.parse(chinese.body).data.product.description).not.toBe(JSON.parse(first.body).data.product.description);
  });

  /** A POST of the product page (as integrators and the bench send it) and the statements it ran. */
  const postDetail = async (id: string, headers: Record<string, string> = {}) => {
    statements.length = 0;
    const response = await server.request('POST', '/graphql', {
      body: JSON.stringify({ query: detailQuery, variables: { id } }),
      headers: { 'content-type': 'application/json', lang: 'en-US', ...headers },
    });
    const body = await response.text();
    return { response, body, statements: statements.map(sqlOf) };
  };

  it('answers a repeated anonymous POST of a catalog read from kept answers, which no HTTP cache may store', async () => {
    const first = await postDetail(productId);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(readsAPart(first.statements)).toBe(true);
    // Kept from its second ask: a one-off POST (a fresh search) is not copied into the cache.
    const second = await postDetail(productId);
    expect(second.body).toBe(first.body);
    expect(readsAPart(second.statements)).toBe(true);

    const again = await postDetail(productId);
    expect(again.body).toBe(first.body);
    expect(again.response.headers.get('cache-control')).toBe('no-store');
    expect(again.response.headers.get('content-type')).toBe(first.response.headers.get('content-type'));
    expect(again.statements).toEqual([expect.stringMatching(/from `?catalog_version`?/i)]);

    // Other variables are another answer; so is another language.
    const list = await server.graphql('{ products(first: 2) { edges { node { id } } } }');
    const otherId = list.data.products.edges
      .map((edge: { node: { id: string } }) => edge.node.id)
      .find((id: string) => id !== productId);
    await postDetail(otherId);
    await postDetail(otherId);
    const other = await postDetail(otherId);
    expect(JSON.parse(other.body).data.product.id).toBe(otherId);
    const chinese = await postDetail(productId, { lang: 'zh-CN' });
    expect(readsAPart(chinese.statements)).toBe(true);
  });

  it('never answers a signed-in read, an answer with errors or a GET without the CSRF header from kept answers', async () => {
    await detail();
    const shopper = await createUser(server);
    const signedIn = await detail(shopper.headers);
    expect(signedIn.response.headers.get('cache-control')).toBe('private, max-age=30');
    expect(readsAPart(signedIn.statements)).toBe(true);

    await postDetail(productId);
    const signedInPost = await postDetail(productId, shopper.headers);
    expect(readsAPart(signedInPost.statements)).toBe(true);

    // A read that fails is asked afresh each time.
    const failing = async () => {
      statements.length = 0;
      const answer = await server.graphql(`{ products(first: 1) { totalCount } product(id: "no-such-part") { id } }`);
      return { answer, statements: statements.map(sqlOf) };
    };
    expect((await failing()).answer).toHaveProperty('errors');
    await failing();
    expect(readsAPart((await failing()).statements)).toBe(true);

    const unprotected = await server.request(
      'GET',
      `/graphql?${new URLSearchParams({ query: detailQuery, variables: JSON.stringify({ id: productId }) })}`,
    );
    expect(unprotected.status).toBe(400);
  });

  it('shows a stock change at once', async () => {
    const before = JSON.parse((await detail()).body).data.product;
    expect((await detail()).statements).toHaveLength(1);
    const adjusted = await server.graphql(
      `mutation { adjustStock(input: { productId: "${productId}", reason: RECEIVED, quantity: 7 }) { stock } }`,
      {},
      staff.headers,
    );
    expect(adjusted.data.adjustStock.stock).toBe(before.stock + 7);
    const after = JSON.parse((await detail()).body).data.product;
    expect(after.stock).toBe(before.stock + 7);
  });

  it('shows a staff edit of the part at once', async () => {
    await detail();
    const part = await staffPart(server, staff, productId);
    const description = { ...part.description, enUS: 'Kept answers are read afresh after an edit' };
    const saved = await savePart(server, staff, saveInputOf(part, { description }));
    expect(saved.userErrors).toEqual([]);
    const after = JSON.parse((await detail()).body).data.product;
    expect(after.description).toBe('Kept answers are read afresh after an edit');
  });
});
