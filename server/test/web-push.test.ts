import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const subscribeMutation = `mutation Subscribe($input: SubscribeWebPushInput!) {
  subscribeWebPush(input: $input) { ok userErrors { code field } }
}`;
const unsubscribeMutation = `mutation Unsubscribe($input: UnsubscribeWebPushInput!) {
  unsubscribeWebPush(input: $input) { ok userErrors { code } }
}`;
const updatePreferencesMutation = `mutation Prefs($input: UpdatePreferencesInput!) {
  updatePreferences(input: $input) { userErrors { code } }
}`;

interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service as a browser vendor runs one: takes pushes for its browsers; `/gone/...` is unsubscribed (410). */
async function startPushService(): Promise<{ url: string; received: ReceivedPush[]; close: () => Promise<void> }> {
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and authentication secret (RFC 8291). */
function browserKeys(): { ecdh: ECDH; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Checks the push's VAPID JWT (RFC 8292) as the push service does, against the shop's public key. */
function vapidClaims(authorization: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(match?.[3]).toBe(publicKey);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(match![1]!),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(match![2]!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(match![1]!.split('.')[1]!, 'base64url').toString('utf8'));
}

describe.each(databaseKinds)('web push on %s', (database) => {
  const vapid = webPush.generateVAPIDKeys();
  let server: TestServer;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  // On a clock of its own the scheduler runs the push jobs only when the test asks (runDue), never on its own timer.
  const clock = new ManualClock(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60 * 60_000));
  beforeAll(async () => {
    pushService = await startPushService();
    server = await startTestServer({
      database,
      clock,
      parts: 5,
      settings: {
        WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
        WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
        WEB_PUSH_SUBJECT: 'mailto:ops@circuitmart.test',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  const gql = (query: string, variables: Record<string, unknown>, user: TestUser) =>
    server.graphql(query, variables, user.headers);
  const notify = (user: TestUser, content: object) =>
    server.app.services.notifications.notify(server.app.orm.em.fork(), user.id, content as never);
  const subscribe = async (user: TestUser, endpointPath: string) => {
    const keys = browserKeys();
    const endpoint = `${pushService.url}${endpointPath}`;
    const result = await gql(subscribeMutation, { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth } }, user);
    expect(result.data.subscribeWebPush).toEqual({ ok: true, userErrors: [] });
    return { ...keys, endpoint };
  };
  const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);
  const opened = (push: ReceivedPush, keys: { ecdh: ECDH; auth: string }) =>
    JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString());

  it('gives browsers the public key, and pushes a message encrypted for the browser and signed by the shop', async () => {
    const key = await server.graphql('{ webPushPublicKey }');
    expect(key.data.webPushPublicKey).toBe(vapid.publicKey);

    const customer = await createUser(server);
    const browser = await subscribe(customer, `/push/${customer.id}-a`);
    await notify(customer, { kind: 'platform', title: 'Price drop', body: 'Your saved parts are cheaper.' });
    await server.app.jobs.runDue();

    const [push, ...more] = pushesTo(`/push/${customer.id}-a`);
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    const claims = vapidClaims(String(push!.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: pushService.url, sub: 'mailto:ops@circuitmart.test' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(opened(push!, browser)).toMatchObject({
      title: 'Price drop',
      body: 'Your saved parts are cheaper.',
      url: '/user/msg',
    });
  });

  it("pushes in the reader's language, only kinds whose toggle is on, and no more after unsubscribing", async () => {
    const customer = await createUser(server);
    const path = `/push/${customer.id}-b`;
    const browser = await subscribe(customer, path);
    await gql(updatePreferencesMutation, { input: { locale: 'ZH_CN', notifyPlatformMessages: false } }, customer);
    await notify(customer, { kind: 'platform', title: 'Price drop', body: 'Cheaper.' });
    await notify(customer, {
      kind: 'system',
      templateKey: 'orderShipped',
      params: { number: 'CM-7' },
      link: '/user/order/details?id=7',
    });
    await server.app.jobs.runDue();
    const pushes = pushesTo(path);
    expect(pushes.map((push) => opened(push, browser))).toEqual([
      expect.objectContaining({ title: '订单已发货', url: '/user/order/details?id=7' }),
    ]);

    const off = await gql(unsubscribeMutation, { input: { endpoint: browser.endpoint } }, customer);
    expect(off.data.unsubscribeWebPush).toEqual({ ok: true, userErrors: [] });
    await notify(customer, { kind: 'system', templateKey: 'orderShipped', params: { number: 'CM-8' } });
    await server.app.jobs.runDue();
    expect(pushesTo(path)).toHaveLength(1);
  });

  it('forgets a browser its push service says is gone, and refuses a malformed subscription', async () => {
    const customer = await createUser(server);
    await subscribe(customer, `/gone/${customer.id}`);
    await notify(customer, { kind: 'platform', title: 'One', body: 'First.' });
    await server.app.jobs.runDue();
    await notify(customer, { kind: 'platform', title: 'Two', body: 'Second.' });
    await server.app.jobs.runDue();
    expect(pushesTo(`/gone/${customer.id}`)).toHaveLength(1);

    const keys = browserKeys();
    const badKey = await gql(
      subscribeMutation,
      { input: { endpoint: `${pushService.url}/push/x`, p256dh: keys.auth, auth: keys.auth } },
      customer,
    );
    const badUrl = await gql(
      subscribeMutation,
      { input: { endpoint: 'ftp://push.example/x', p256dh: keys.p256dh, auth: keys.auth } },
      customer,
    );
    for (const result of [badKey, badUrl]) {
      expect(result.data.subscribeWebPush.userErrors).toEqual([
        { code: 'WEB_PUSH_SUBSCRIPTION_INVALID', field: ['input', 'endpoint'] },
      ]);
    }
  });
});
