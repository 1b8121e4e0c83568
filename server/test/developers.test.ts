import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes } from '../src/platform/errors/catalogue.js';
import { LOCALES } from '../src/platform/i18n/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, signUp } from './account-steps.js';
import { databaseKinds, freshDatabase, startTestServer, type TestServer } from './harness.js';

const production = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'a1'.repeat(32) };
const schemaName = '{ __schema { queryType { name } } }';

describe.each(databaseKinds)('discovery in production on %s', (database) => {
  let server: TestServer;
  let token: string;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    // A user signs up on the same database first: production has no outbox to read the e-mailed code from.
    const { url, drop } = await freshDatabase(database);
    dropDatabase = drop;
    const clock = new ManualClock();
    const signUpServer = await startTestServer({
      database,
      databaseUrl: url,
      clock,
      settings: { DATA_ENCRYPTION_KEY: production.DATA_ENCRYPTION_KEY },
    });
    token = await signUp(signUpServer, clock, 'integrator@example.com');
    await signUpServer.close();
    server = await startTestServer({ database, databaseUrl: url, clock, settings: production });
  });

  afterAll(async () => {
    await server?.close();
    await dropDatabase?.();
  });

  it('serves the SDL as cacheable text with an ETag, and 304 when it has not changed', async () => {
    const response = await server.request('GET', '/graphql/schema.graphql');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const sdl = await response.text();
    expect(sdl).toContain('partsMultiMatch(');
    expect(sdl).toContain('type Query {');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.request('GET', '/graphql/schema.graphql', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers introspection to a signed-in caller, the whole of it within the limits', async () => {
    const full = await server.graphql(getIntrospectionQuery({ descriptions: true }), {}, asUser(token));
    expect(full.status).toBe(200);
    expect(full.errors).toBeUndefined();
    const types = full.data.__schema.types.map((type: { name: string }) => type.name);
    expect(types).toEqual(expect.arrayContaining(['Product', 'PartMatch', 'PartOffer']));
  });

  it('refuses introspection to an anonymous caller with 401 and a pointer to the SDL', async () => {
    const refused = await server.graphql(schemaName, {}, { 'accept-language': 'es-ES' });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]).toMatchObject({
      message: errorCatalogue.INTROSPECTION_SIGNED_OUT.messages['es-ES'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const inFragment = await server.graphql(
      'query { ...Types } fragment Types on Query { __type(name: "Product") { name } }',
    );
    expect(inFragment.status).toBe(401);
    const typename = await server.graphql('{ __typename products(first: 1) { totalCount } }');
    expect(typename).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });
});

describe.each(databaseKinds)('discovery outside production on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, parts: 50 });
  });
  afterAll(() => server?.close());

  it('answers introspection to anyone, as before', async () => {
    expect(await server.graphql(schemaName)).toMatchObject({
      status: 200,
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });

  it('lists every error code of the catalogue with its meaning in the asked language', async () => {
    for (const locale of LOCALES) {
      const response = await server.request('GET', `/developers/errors.json?lang=${locale}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toContain('Accept-Language');
      const body = (await response.json()) as { locale: string; errors: { code: string; meaning: string }[] };
      expect(body.locale).toBe(locale);
      expect(body.errors.map((entry) => entry.code)).toEqual(errorCodes);
      expect(body.errors.find((entry) => entry.code === 'QUERY_TOO_DEEP')).toEqual({
        code: 'QUERY_TOO_DEEP',
        graphqlCode: 'BAD_USER_INPUT',
        httpStatus: 400,
        restCode: -400,
        meaning: errorCatalogue.QUERY_TOO_DEEP.messages[locale],
      });
    }
    const byHeader = await server.request('GET', '/developers/errors.json', { headers: { 'accept-language': 'ru' } });
    expect(((await byHeader.json()) as { locale: string }).locale).toBe('ru');
  });
});
