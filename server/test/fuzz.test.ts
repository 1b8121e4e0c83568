import { buildClientSchema, getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badVariablesCase,
  malformedGraphQLCases,
  rootFieldsWithArguments,
  seededRandom,
  type FuzzCase,
} from './fuzz-cases.js';
import { badFacadeCase, facadeRoutes } from './fuzz-rest-cases.js';
import { startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

/**
 * Malformed requests against the real server, built from its own schema and OpenAPI document: every root field
 * with arguments and every façade route once, then random picks up to FUZZ_COUNT (400 by default; run
 * `FUZZ_COUNT=2000 npx vitest run test/fuzz.test.ts` for a longer run, FUZZ_SEED to replay another sequence).
 * A client's mistake must answer 4xx (or a translated error in a 200 payload); a 5xx, an INTERNAL error in the
 * body or a server that stops answering fails the test.
 */
const count = Number(process.env.FUZZ_COUNT ?? 400);
const seed = Number(process.env.FUZZ_SEED ?? 20_240_601);

/** The answer shows a server fault: a 5xx, or an internal error inside a 200 GraphQL or REST answer. */
const serverFault = (status: number, body: string) =>
  status >= 500 || /"code":\s*"(INTERNAL|INTERNAL_SERVER_ERROR)"|"code":\s*-500\b/.test(body);

describe('malformed requests', () => {
  let server: TestServer;
  let cases: FuzzCase[];
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', parts: 20 });
    const buyer = await createUser(server);
    const admin = await createUser(server, { roles: ['admin'] });
    const random = seededRandom(seed);
    const callers = [{}, buyer.headers, admin.headers, { 'user-token': 'not-a-session' }];
    const headers = () => ({ ...random.pick(callers), lang: random.pick(['zh-CN', 'en-US', 'ru', 'es-ES', 'xx']) });

    const introspection = await server.graphql(getIntrospectionQuery());
    const roots = rootFieldsWithArguments(buildClientSchema(introspection.data));
    const routes = facadeRoutes((await (await server.request('GET', '/api/openapi.json')).json()) as never);
    expect(roots.length).toBeGreaterThan(100);
    expect(routes.length).toBeGreaterThan(100);

    cases = [
      ...malformedGraphQLCases({ ...buyer.headers, lang: 'ru' }),
      ...roots.map((root) => badVariablesCase(root, random, headers())),
      ...routes.map((route) => badFacadeCase(route, random, headers())),
    ];
    while (cases.length < count) {
      cases.push(
        random.next() < 0.6
          ? badVariablesCase(random.pick(roots), random, headers())
          : badFacadeCase(random.pick(routes), random, headers()),
      );
    }
  });
  afterAll(() => server?.close());

  it('answers every one without a server fault, and keeps answering', { timeout: 600_000 }, async () => {
    const faults: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, fuzzCase] of cases.entries()) {
      const { label, method, path, headers, body } = fuzzCase;
      let answer: Response;
      try {
        answer = await server.request(method, path, { headers, ...(body !== undefined && { body }) });
      } catch (error) {
        faults.push(`#${index} ${label}: no answer (${String(error)})`);
        break;
      }
      const text = await answer.text();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (serverFault(answer.status, text)) faults.push(`#${index} ${label}: ${answer.status} ${text.slice(0, 300)}`);
    }
    const health = await server.request('GET', '/healthz');
    console.info(`fuzz seed ${seed}: ${cases.length} requests, statuses`, Object.fromEntries(statuses));
    expect(faults).toEqual([]);
    expect(health.status).toBe(200);
  });
});
