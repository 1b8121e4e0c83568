import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

/** A multipart body that stops inside its file part, before the closing boundary. */
const truncatedBody = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx';

/** Every upload route, as the OpenAPI document lists them: new ones are covered without editing this test. */
async function uploadRoutes(server: TestServer): Promise<string[]> {
  const document = (await (await server.request('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.values(operations).some((operation) => operation.requestBody?.content['multipart/form-data']) ? [path] : [],
  );
}

describe.each(databaseKinds)('uploads cut off before their closing boundary on %s', (database) => {
  let server: TestServer;
  let routes: string[];
  let buyer: TestUser;
  let sales: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ database, parts: 5 });
    routes = await uploadRoutes(server);
    buyer = await createUser(server);
    sales = await createUser(server, { roles: ['sales'] });
  });
  afterAll(() => server.close());

  it('finds every upload route', () => {
    expect(routes.sort()).toEqual(
      [
        '/admin/catalog/import/upload',
        '/admin/catalog/part/image',
        '/admin/refund/confirm-transfer',
        '/after-sale/apply',
        '/after-sale/proof',
        '/after-sale/resubmit',
        '/bom/parse',
        '/chat/image',
        '/feedback/submit',
        '/inquiry/attach',
        '/inquiry/create',
        '/inquiry/reply',
        '/order/review',
        '/pay/remittance/submit',
        '/services/request',
        '/user/avatar',
      ].sort(),
    );
  });

  const callers = ['visitor', 'signed-in user'] as const;
  it.each(callers)('answers each a translated 400 for a %s, and keeps serving', async (caller) => {
    for (const route of routes) {
      const headers: Record<string, string> = {
        'content-type': 'multipart/form-data; boundary=zz',
        lang: 'es-ES',
        ...(caller === 'signed-in user' && (route === '/inquiry/reply' ? sales.headers : buyer.headers)),
      };
      const response = await server.request('POST', `/api${route}`, { body: truncatedBody, headers });
      expect({ route, status: response.status, body: await response.json() }).toEqual({
        route,
        status: 400,
        body: { code: -400, msg: errorCatalogue.UPLOAD_MALFORMED.messages['es-ES'], data: null },
      });
      expect((await server.request('GET', '/healthz')).status, route).toBe(200);
    }
  });

  it('answers 400 to a body that is not multipart or has no boundary', async () => {
    for (const contentType of ['application/json', 'multipart/form-data', 'text/plain']) {
      const response = await server.request('POST', '/api/feedback/submit', {
        body: '{"content":"x"}',
        headers: { 'content-type': contentType },
      });
      expect({ contentType, status: response.status }).toEqual({ contentType, status: 400 });
    }
  });
});
