import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTERNATIVES_STATEMENTS } from '../src/modules/catalog/catalog.graphql.js';
import { perParentLookup } from '../src/platform/graphql/query-limits.js';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { createApiKey, createApiKeyMutation } from './api-key-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { createUser, insertAddresses, newKey, ORDER_FIELDS, placeOrderMutation, setPart } from './order-steps.js';

const QUOTA = 2000;
const keysQuery = '{ myApiKeys { id name prefix scopes lastUsedAt revokedAt } }';
const rateLimitQuery = '{ rateLimit { cost remaining resetAt limit } categories { id } }';

/** A GraphQL call with its answer's headers. */
async function post(server: TestServer, query: string, headers: Record<string, string>, lang = 'en-US') {
  const response = await server.request('POST', '/graphql', {
    body: JSON.stringify({ query }),
    headers: { 'content-type': 'application/json', lang, ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

async function restGet(server: TestServer, path: string, headers: Record<string, string>) {
  const response = await server.request('GET', `/api${path}`, { headers: { lang: 'en-US', ...headers } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const quotaHeaders = (headers: Headers) => ({
  limit: Number(headers.get('x-ratelimit-limit')),
  remaining: Number(headers.get('x-ratelimit-remaining')),
  reset: Number(headers.get('x-ratelimit-reset')),
});

describe.each(databaseKinds)('API keys and the cost quota on %s', (database) => {
  let server: TestServer;
  const rateLimitKeyPrefix = `test-quota-${randomUUID()}`;
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      parts: 300,
      redis: true,
      rateLimitKeyPrefix,
      onQuery: (sql) => {
        if (counting) statements.push(sql);
      },
      settings: { API_QUOTA_COST_PER_HOUR: String(QUOTA) },
    });
  });
  afterAll(() => server.close());

  it('lets a user make, list and revoke keys; the secret shows once, and a revoked or unknown key gets 401', async () => {
    const owner = await createUser(server);
    const made = await server.graphql(
      createApiKeyMutation,
      { input: { name: '  ERP sync  ', scopes: ['ORDERS_READ', 'CATALOG_READ', 'ORDERS_READ'] } },
      owner.headers,
    );
    const { apiKey, secret } = made.data.createApiKey;
    expect(secret).toMatch(/^cm_[\w-]{8}_[\w-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'ERP sync', scopes: ['ORDERS_READ', 'CATALOG_READ'], lastUsedAt: null });
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);

    const listed = await server.graphql(keysQuery, {}, owner.headers);
    const { createdAt, ...listedFields } = apiKey;
    expect(Date.parse(createdAt)).toBeGreaterThan(0);
    expect(listed.data.myApiKeys).toEqual([listedFields]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const asKey = { authorization: `Bearer ${secret}` };
    expect((await post(server, '{ myOrders(first: 1) { totalCount } }', asKey)).body.data.myOrders.totalCount).toBe(0);
    const used = (await server.graphql(keysQuery, {}, owner.headers)).data.myApiKeys[0];
    expect(used.lastUsedAt).not.toBeNull();

    // Someone else cannot revoke it, and the key itself may not manage keys.
    const stranger = await createUser(server);
    const revokeMutation = `mutation { revokeApiKey(input: { id: "${apiKey.id}" }) { apiKey { revokedAt } userErrors { code } } }`;
    expect((await server.graphql(revokeMutation, {}, stranger.headers)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await post(server, keysQuery, asKey)).body.errors[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'API_KEY_SCOPE_MISSING',
    });

    const revoked = await server.graphql(revokeMutation, {}, owner.headers);
    expect(revoked.data.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    for (const headers of [asKey, { authorization: 'Bearer cm_unknown0_' + 'x'.repeat(43) }]) {
      const refused = await post(server, '{ categories { id } }', headers);
      expect(refused.status).toBe(401);
      expect(refused.body.errors[0]).toEqual({
        message: 'The API key is unknown or has been revoked',
        extensions: { code: 'UNAUTHENTICATED', reason: 'API_KEY_INVALID' },
      });
      const refusedRest = await restGet(server, '/goods/categories', headers);
      expect(refusedRest.status).toBe(401);
      expect(refusedRest.body.code).toBe(errorCatalogue.API_KEY_INVALID.restCode);
    }
  });

  it('refuses a key without a name or scopes, with translated user errors', async () => {
    const owner = await createUser(server);
    const make = (input: object) =>
      server.graphql(createApiKeyMutation, { input }, { ...owner.headers, lang: 'es-ES' });
    expect((await make({ name: ' ', scopes: ['BOM'] })).data.createApiKey.userErrors).toEqual([
      { code: 'API_KEY_NAME_INVALID', field: ['input', 'name'] },
    ]);
    expect((await make({ name: 'x'.repeat(41), scopes: ['BOM'] })).data.createApiKey.userErrors[0].code).toBe(
      'API_KEY_NAME_INVALID',
    );
    expect((await make({ name: 'Empty', scopes: [] })).data.createApiKey.userErrors).toEqual([
      { code: 'API_KEY_SCOPES_INVALID', field: ['input', 'scopes'] },
    ]);
    expect((await server.graphql(keysQuery, {}, owner.headers)).data.myApiKeys).toEqual([]);
  });

  it('acts as its owner within its scopes, over GraphQL and REST, and names the missing scope', async () => {
    const owner = await createUser(server);
    const readKey = await createApiKey(server, owner.headers, ['orders:read']);
    expect((await restGet(server, '/bom/project/list', owner.headers)).body.code).toBe(1);
    const refused = await restGet(server, '/bom/project/list', readKey.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: errorCatalogue.API_KEY_SCOPE_MISSING.restCode,
      msg: 'This API key lacks the scope this needs: bom',
    });
    const catalog = await post(server, '{ categories { id } }', readKey.headers, 'ru');
    expect(catalog.body.errors[0].message).toBe('У этого ключа API нет нужной области доступа: catalog:read');
    // The account's own settings are never open to a key, whatever its scopes.
    const everything = await createApiKey(server, owner.headers, [
      'catalog:read',
      'orders:read',
      'orders:write',
      'bom',
    ]);
    expect((await post(server, '{ myAddresses { id } }', everything.headers)).body.errors[0].extensions.reason).toBe(
      'API_KEY_SCOPE_MISSING',
    );
    expect((await post(server, '{ categories { id } }', everything.headers)).body.errors).toBeUndefined();
  });

  it("places, reads and cancels its owner's orders and fills the cart from a BOM, each step of the operation included", async () => {
    const owner = await createUser(server);
    const [addressId] = await insertAddresses(server, [owner.id], 'Li Lei', new Date());
    const [part] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    await setPart(server, part!.id, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_340 }] });
    const writeKey = await createApiKey(server, owner.headers, ['orders:write']);
    const readKey = await createApiKey(server, owner.headers, ['orders:read']);
    const input = {
      idempotencyKey: newKey(),
      source: { productId: String(part!.id), quantity: 2 },
      deliveryMethod: 'EXPRESS',
      addressId: String(addressId),
    };
    const placed = await server.graphql(placeOrderMutation, { input }, writeKey.headers);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const orderId = placed.data.placeOrder.order.id as string;
    const read = await server.graphql(
      `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: orderId },
      readKey.headers,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.order).toMatchObject({ id: orderId, status: 'PENDING_PAYMENT', address: { consignee: 'Li Lei' } });
    // Reading is not writing: the read key cannot cancel, the write key can.
    const cancel = `mutation { cancelOrder(input: { id: "${orderId}", reason: "Changed plans" }) { order { status } userErrors { code } } }`;
    expect((await server.graphql(cancel, {}, readKey.headers)).errors?.[0]?.extensions?.reason).toBe(
      'API_KEY_SCOPE_MISSING',
    );
    expect((await server.graphql(cancel, {}, writeKey.headers)).data.cancelOrder.order.status).toBe('CANCELLED');

    const bomKey = await createApiKey(server, owner.headers, ['bom']);
    const filled = await server.graphql(
      'mutation ($input: BomLinesInput!) { addBomToCart(input: $input) { addedCount userErrors { code } } }',
      { input: { boards: 1, lines: [{ reference: 'U1', mpn: part!.mpn, quantity: 3 }] } },
      bomKey.headers,
    );
    expect(filled.errors).toBeUndefined();
    expect(filled.data.addBomToCart).toEqual({ addedCount: 1, userErrors: [] });
    // The cart itself is not the key's to read.
    expect(
      (await server.graphql('{ myCart { lines { quantity } } }', {}, bomKey.headers)).errors?.[0]?.extensions?.reason,
    ).toBe('API_KEY_SCOPE_MISSING');
    const cart = await server.graphql('{ myCart { lines { quantity } } }', {}, owner.headers);
    expect(cart.data.myCart.lines).toEqual([{ quantity: 3 }]);
  });

  it('counts each operation cost down in the headers and in rateLimit, REST calls too', async () => {
    const owner = await createUser(server);
    const key = await createApiKey(server, owner.headers, ['catalog:read']);
    const first = await post(server, rateLimitQuery, key.headers);
    const { cost, remaining, limit, resetAt } = first.body.data.rateLimit;
    expect(cost).toBeGreaterThan(1);
    expect({ limit, remaining }).toEqual({ limit: QUOTA, remaining: QUOTA - cost });
    expect(quotaHeaders(first.headers)).toEqual({
      limit: QUOTA,
      remaining: QUOTA - cost,
      reset: Math.ceil(Date.parse(resetAt) / 1000),
    });
    const second = await post(server, rateLimitQuery, key.headers);
    expect(second.body.data.rateLimit.remaining).toBe(QUOTA - 2 * cost);
    const rest = await restGet(server, '/goods/categories', key.headers);
    expect(quotaHeaders(rest.headers).remaining).toBe(QUOTA - 2 * cost - 1);
    // Another session has a budget of its own; an answer that never parsed still says where it stands.
    const unparsed = await post(server, '{ categories { ', (await createUser(server)).headers);
    expect(unparsed.status).toBe(400);
    expect(quotaHeaders(unparsed.headers)).toMatchObject({ limit: QUOTA, remaining: QUOTA });
  });

  it('answers 429 with Retry-After and QUOTA_EXCEEDED once the budget is spent, and 400 for a deep query', async () => {
    const owner = await createUser(server);
    const key = await createApiKey(server, owner.headers, ['catalog:read']);
    const page = '{ products(first: 100) { edges { node { id mpn stock } } } }';
    let answer = await post(server, page, key.headers);
    for (let call = 0; call < 10 && answer.status === 200; call++) answer = await post(server, page, key.headers);
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(quotaHeaders(answer.headers).remaining).toBe(0);
    expect(answer.body.errors[0]).toMatchObject({
      message: `The query budget of this window (${QUOTA}) is used up; try again in ${retryAfter} seconds`,
      extensions: { code: 'RATE_LIMITED', reason: 'QUOTA_EXCEEDED' },
    });
    const rest = await restGet(server, '/goods/categories', key.headers);
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.body.code).toBe(errorCatalogue.QUOTA_EXCEEDED.restCode);

    let deep = 'id';
    for (let level = 0; level < 12; level++) deep = `id alternatives(first: 1) { ${deep} }`;
    const tooDeep = await post(server, `{ products(first: 1) { edges { node { ${deep} } } } }`, owner.headers);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_DEEP' });
  });

  it('charges alternatives per part what its unbatched lookups cost', async () => {
    const owner = await createUser(server);
    const page = await post(server, '{ products(first: 100) { edges { node { id } } } }', owner.headers);
    const costOf = async (query: string) => (await post(server, query, owner.headers)).body.data.rateLimit.cost;
    const countStatements = async (query: string) => {
      statements.length = 0;
      counting = true;
      const answer = await post(server, query, owner.headers);
      counting = false;
      return { answer, statements: statements.length };
    };
    let measured = false;
    for (const { node } of page.body.data.products.edges) {
      const plain = await countStatements(`{ product(id: "${node.id}") { id } }`);
      const withAlternatives = await countStatements(
        `{ product(id: "${node.id}") { id alternatives(first: 1) { id } } }`,
      );
      if (withAlternatives.answer.body.data.product.alternatives.length === 0) continue;
      expect(withAlternatives.statements - plain.statements).toBe(ALTERNATIVES_STATEMENTS);
      const extra =
        (await costOf(`{ rateLimit { cost } product(id: "${node.id}") { id alternatives(first: 1) { id } } }`)) -
        (await costOf(`{ rateLimit { cost } product(id: "${node.id}") { id } }`));
      // The lookups, plus the one alternative's id.
      expect(extra).toBe(perParentLookup(ALTERNATIVES_STATEMENTS) + 1);
      measured = true;
      break;
    }
    expect(measured).toBe(true);
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares one budget between server copies through Redis', async () => {
    const copy = await startTestServer({
      database,
      databaseUrl: server.databaseUrl,
      redis: true,
      rateLimitKeyPrefix,
      settings: { API_QUOTA_COST_PER_HOUR: String(QUOTA) },
    });
    try {
      const owner = await createUser(server);
      const key = await createApiKey(server, owner.headers, ['catalog:read']);
      const here = (await post(server, rateLimitQuery, key.headers)).body.data.rateLimit;
      const there = (await post(copy, rateLimitQuery, key.headers)).body.data.rateLimit;
      expect(there.remaining).toBe(here.remaining - there.cost);
    } finally {
      await copy.close();
    }
  });
});
