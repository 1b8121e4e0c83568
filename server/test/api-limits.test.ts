import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, Kind, type DocumentNode, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { loadConfig, repoRoot } from '../src/config.js';
import { operationComplexity, operationDepth } from '../src/platform/graphql/query-limits.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** `product(id)` asking for alternatives of alternatives `levels` deep. */
function nestedAlternatives(levels: number): string {
  let selection = 'id mpn';
  for (let level = 0; level < levels; level++) selection = `id alternatives(first: 1) { ${selection} }`;
  return `query Deep($id: ID!) { product(id: $id) { ${selection} } }`;
}

const defaults = loadConfig({}).queryLimits;

describe.each(databaseKinds)('GraphQL depth and complexity limits on %s', (database) => {
  let server: TestServer;
  let partId: string;
  beforeAll(async () => {
    server = await startTestServer({ database, parts: 20, settings: { GRAPHQL_MAX_COMPLEXITY: '200' } });
    partId = (await server.graphql('{ products(first: 1) { edges { node { id } } } }')).data.products.edges[0].node.id;
  });
  afterAll(() => server.close());

  it('answers a query at the depth limit and refuses one level more with a translated 400', async () => {
    // product + 10 nested alternatives + their id: 12 levels, the default limit.
    expect(defaults.maxDepth).toBe(12);
    const atLimit = await server.graphql(nestedAlternatives(10), { id: partId });
    expect(atLimit.errors).toBeUndefined();
    const tooDeep = await server.graphql(nestedAlternatives(11), { id: partId }, { lang: 'es-ES' });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.data).toBeUndefined();
    expect(tooDeep.errors?.[0]).toMatchObject({
      message: 'La consulta está demasiado anidada: como máximo 12 niveles, esta tiene 13',
      extensions: { code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_DEEP' },
    });
  });

  it('counts a page size against the complexity limit before running anything', async () => {
    const page = (first: number) => `{ products(first: ${first}) { edges { node { id mpn stock } } } }`;
    expect((await server.graphql(page(10))).errors).toBeUndefined();
    const tooBig = await server.graphql(page(100));
    expect(tooBig.status).toBe(400);
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_COMPLEX' });
    expect(tooBig.errors?.[0]?.message).toMatch(/^The query is too complex: the limit is 200, this one costs \d+/);
  });
});

/** The largest values the web client sends: 100 items a page, 500 MPNs or lines a batch. */
function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> | undefined {
  const valueOf = (type: TypeNode, name: string): unknown => {
    if (type.kind === Kind.NON_NULL_TYPE) return valueOf(type.type, name);
    if (type.kind === Kind.LIST_TYPE) {
      const item = valueOf(type.type, name);
      return item === undefined ? undefined : Array.from({ length: 500 }, () => item);
    }
    if (type.name.value === 'Int') return ['first', 'last'].includes(name) ? 100 : 1;
    if (type.name.value === 'String' || type.name.value === 'ID') return '1';
    return undefined;
  };
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const value = valueOf(definition.type, definition.variable.name.value);
    if (value === undefined && definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue)
      return undefined;
    if (value !== undefined) variables[definition.variable.name.value] = value;
  }
  return variables;
}

describe('the web client within the default limits', () => {
  it('keeps every generated operation under the default depth and complexity at its largest pages', async () => {
    const schema = buildSchema(fs.readFileSync(path.join(repoRoot, 'schema/schema.graphql'), 'utf8'));
    const generated = (await import(pathToFileURL(path.join(repoRoot, 'client/src/gql/graphql.ts')).href)) as Record<
      string,
      unknown
    >;
    const documents = Object.values(generated).filter(
      (value): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT,
    );
    expect(documents.length).toBeGreaterThan(50);
    let measured = 0;
    for (const document of documents) {
      for (const operation of document.definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION)) {
        const name = operation.name?.value;
        expect(operationDepth(document, operation), name).toBeLessThanOrEqual(defaults.maxDepth);
        const variables = largestVariables(operation);
        if (!variables || operation.operation === 'subscription') continue;
        expect(operationComplexity(schema, document, name, variables), name).toBeLessThanOrEqual(
          defaults.maxComplexity,
        );
        measured++;
      }
    }
    expect(measured).toBeGreaterThan(50);
  });
});

describe.each(databaseKinds)('rate limits on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      parts: 5,
      redis: true,
      rateLimitKeyPrefix: `test-rate-${randomUUID()}`,
      settings: { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_IP_PER_MINUTE: '8' },
    });
  });
  afterAll(() => server.close());

  it('counts per client across GraphQL and REST, then per IP whatever the tokens, answering 429 in each shape', async () => {
    const graphql = (headers: Record<string, string> = {}) => server.graphql('{ __typename }', {}, headers);
    const rest = (headers: Record<string, string> = {}) =>
      server.request('GET', '/api/channel/get?id=2421', { headers });

    for (let request = 0; request < 3; request++) expect((await graphql()).status).toBe(200);
    for (let request = 0; request < 2; request++) expect((await rest()).status).toBe(200);
    // The visitor's sixth request in the minute is refused, translated, with a time to wait.
    const refusedGraphql = await server.request('POST', '/graphql', {
      headers: { 'content-type': 'application/json', lang: 'ru' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(refusedGraphql.status).toBe(429);
    expect(Number(refusedGraphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusedGraphql.json()).toEqual({
      errors: [
        {
          message: 'Слишком частые запросы, попробуйте позже',
          extensions: { code: 'RATE_LIMITED', reason: 'RATE_LIMITED' },
        },
      ],
    });

    // A signed-in client has its own count, until the IP as a whole reaches its cap.
    expect((await graphql({ 'user-token': 'token-a' })).status).toBe(200);
    expect((await graphql({ 'user-token': 'token-b' })).status).toBe(200);
    const refusedRest = await rest({ 'user-token': 'token-c', lang: 'en-US' });
    expect(refusedRest.status).toBe(429);
    expect(await refusedRest.json()).toEqual({
      code: -429,
      msg: 'You are clicking too fast, please try again later',
      data: null,
    });
  });
});
