import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/** Shaped like the built client's index.html. */
const indexHtml = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>CircuitMart</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A GET with headers fetch will not send as given (Host); answers the response's headers. */
function headersOf(url: string, headers: Record<string, string>): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        resolve(response.headers);
      })
      .on('error', reject);
  });
}

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** What every answer carries: no framing, no sniffing, no full referrer to other sites. */
function expectBaseHeaders(response: Response) {
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toBeTruthy();
}

/** The shop's own policy (an answer from Express's final handler carries the stricter `default-src 'none'`). */
function expectShopPolicy(response: Response) {
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scripts = policy.get('script-src')!;
  expect(scripts[0]).toBe("'self'");
  // No inline code, no eval, no other origin: the only other source is this answer's nonce.
  expect(scripts.slice(1)).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/)]);
  return { policy, nonce: /^'nonce-(.+)'$/.exec(scripts[1]!)![1]! };
}

describe('security headers', () => {
  let server: TestServer;
  let clientDist: string;
  let partId: string;
  let drawingPath: string;

  beforeAll(async () => {
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-headers-client-'));
    fs.writeFileSync(path.join(clientDist, 'index.html'), indexHtml);
    server = await startTestServer({ database: 'sqlite', clientDist, parts: 5 });
    const { data } = await server.graphql('{ products(first: 1) { edges { node { id imageUrl } } } }');
    partId = data.products.edges[0].node.id;
    drawingPath = new URL(data.products.edges[0].node.imageUrl, server.url).pathname;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  it("a page's structured data carries the nonce of that answer's policy, and each answer has its own", async () => {
    const first = await server.request('GET', `/goods/${partId}`);
    expect(first.status).toBe(200);
    expectBaseHeaders(first);
    const { policy, nonce } = expectShopPolicy(first);
    const html = await first.text();
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    // Every script element is the built client's own file or carries the nonce: nothing inline without it.
    for (const script of html.match(/<script\b[^>]*>/g)!) {
      expect(script.includes(`nonce="${nonce}"`) || /\ssrc="\/assets\//.test(script)).toBe(true);
    }
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://${new URL(server.url).host}`]);
    expect(policy.get('form-action')).toEqual(["'self'"]);

    const second = await server.request('GET', `/goods/${partId}`);
    expect(expectShopPolicy(second).nonce).not.toBe(nonce);
  });

  it('GraphQL, the REST façade, media and uploads answers carry them too', async () => {
    const graphql = await server.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(graphql.status).toBe(200);
    expectBaseHeaders(graphql);
    expectShopPolicy(graphql);

    const rest = await server.request('GET', '/api/channel/get?id=2421');
    expect(rest.status).toBe(200);
    expectBaseHeaders(rest);
    expectShopPolicy(rest);

    const drawing = await server.request('GET', drawingPath);
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
    expectBaseHeaders(drawing);
    expectShopPolicy(drawing);

    const upload = await server.request('GET', '/media/uploads/no-such-file.png');
    expect(upload.status).toBe(404);
    expectBaseHeaders(upload);
  });

  it('error answers carry them: a façade error, a malformed GraphQL body and an unknown path', async () => {
    const restError = await server.request('GET', '/api/no/such/route');
    expect(restError.status).toBe(404);
    expectBaseHeaders(restError);
    expectShopPolicy(restError);

    const badJson = await server.request('POST', '/graphql', {
      body: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expectBaseHeaders(badJson);

    const unknown = await server.request('GET', '/dev/no-such-page');
    expect(unknown.status).toBe(404);
    expectBaseHeaders(unknown);
  });

  it("the sandbox WeChat page's own script runs under the policy by its nonce", async () => {
    const response = await server.request('GET', '/dev/oauth/wechat/authorize?state=s&redirect_uri=/x');
    expect(response.status).toBe(200);
    expectBaseHeaders(response);
    const { nonce } = expectShopPolicy(response);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g)!;
    expect(scripts).toEqual([`<script nonce="${nonce}">`]);
  });

  it('no HSTS over plain http; HSTS when the proxy says the request came over TLS', async () => {
    const plain = await server.request('GET', '/api/channel/get?id=2421');
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    // The test client is on loopback, the proxy `trust proxy` believes.
    const overTls = await server.request('GET', '/api/channel/get?id=2421', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const policy = directives(overTls.headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", `wss://${new URL(server.url).host}`]);
  });

  it('a host header that could break out of its directive is left out of the policy', async () => {
    const headers = await headersOf(`${server.url}/api/channel/get?id=2421`, {
      host: "evil; script-src 'unsafe-inline'",
    });
    const policy = directives(String(headers['content-security-policy']));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('security headers with an https public address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database: 'sqlite',
      parts: 5,
      settings: { PUBLIC_URL: 'https://shop.example.com' },
    });
  });
  afterAll(() => server.close());

  it('sends HSTS even when the TLS proxy is not one `trust proxy` believes', async () => {
    const headers = await headersOf(`${server.url}/api/channel/get?id=2421`, { host: 'shop.example.com' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(String(headers['content-security-policy'])).get('connect-src')).toEqual([
      "'self'",
      'wss://shop.example.com',
    ]);
  });

  it('sends no HSTS to a plain http request to the loopback address (an operator or a probe on the machine)', async () => {
    const response = await server.request('GET', '/api/channel/get?id=2421');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
