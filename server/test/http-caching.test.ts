import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

/** Apollo's CSRF prevention lets a GET through only with a header a plain HTML form cannot send. */
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

const getQuery = (server: TestServer, query: string, headers: Record<string, string> = {}) =>
  server.request('GET', `/graphql?query=${encodeURIComponent(query)}`, { headers: { ...PREFLIGHT, ...headers } });

/**
 * A revalidation as a browser's cache sends it. Given If-None-Match alone, fetch also sends `Cache-Control: no-cache`
 * (an end-to-end reload, which must not be answered 304); a cache revalidating its copy sends max-age=0.
 */
const revalidating = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

const varied = (response: Response) => (response.headers.get('vary') ?? '').split(/,\s*/).map((h) => h.toLowerCase());

describe.each(databaseKinds)('HTTP caching of reads on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, parts: 20 });
  });
  afterAll(() => server.close());

  it('lets caches keep a catalog read over GET, per language, and revalidates it by ETag', async () => {
    const query = '{ categories { id name } }';
    const english = await getQuery(server, query, { lang: 'en-US' });
    expect(english.status).toBe(200);
    expect(english.headers.get('cache-control')).toBe('public, max-age=30');
    expect(varied(english)).toEqual(expect.arrayContaining(['accept-language', 'lang', 'user-token', 'cookie']));
    const etag = english.headers.get('etag');
    expect(etag).toBeTruthy();
    const englishBody = await english.text();

    const unchanged = await getQuery(server, query, { lang: 'en-US', ...revalidating(etag!) });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    const chinese = await getQuery(server, query, { 'accept-language': 'zh-CN' });
    expect(chinese.headers.get('etag')).not.toBe(etag);
    expect(await chinese.text()).not.toBe(englishBody);
    expect((await getQuery(server, query, { 'accept-language': 'zh-CN', ...revalidating(etag!) })).status).toBe(200);
  });

  it('serves an automatic persisted query over GET, cacheable as the query itself', async () => {
    const query = '{ brands { id name } }';
    const hash = createHash('sha256').update(query).digest('hex');
    const persisted = `extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))}`;
    const unknown = await server.request('GET', `/graphql?${persisted}`, { headers: PREFLIGHT });
    expect(((await unknown.json()) as any).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await server.request('GET', `/graphql?${persisted}&query=${encodeURIComponent(query)}`, {
      headers: PREFLIGHT,
    });
    expect(registered.status).toBe(200);
    const byHash = await server.request('GET', `/graphql?${persisted}`, { headers: PREFLIGHT });
    expect(byHash.status).toBe(200);
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=30');
    expect(((await byHash.json()) as any).data.brands.length).toBeGreaterThan(0);
  });

  it('keeps a signed-in read private, and anything but catalog reads out of caches', async () => {
    const user = await createUser(server);
    const signedIn = await getQuery(server, '{ categories { id } }', user.headers);
    expect(signedIn.headers.get('cache-control')).toBe('private, max-age=30');
    const personal = await getQuery(server, '{ categories { id } myWatchedParts { productId } }', user.headers);
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('no-store');
    const posted = await server.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ categories { id } }' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const mutation = await getQuery(server, 'mutation { unwatchPart(productId: "1") { watching } }', user.headers);
    expect(mutation.status).toBe(405);
  });

  it("sends Vary and an ETag with the REST façade's GET answers", async () => {
    const first = await server.request('GET', '/api/goods/categories', { headers: { lang: 'ru' } });
    expect(first.status).toBe(200);
    expect(varied(first)).toEqual(expect.arrayContaining(['accept-language', 'lang', 'user-token', 'cookie']));
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.request('GET', '/api/goods/categories', {
      headers: { lang: 'ru', ...revalidating(etag!) },
    });
    expect(again.status).toBe(304);
  });
});
