import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { WechatOpenFake, type WechatPerson } from './fakes/wechat-open-fake.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const meQuery = '{ me { id nickName displayName email phone wechatBound } }';
const minute = 60_000;

/** Where a redirect answer points, relative to the shop. */
function locationOf(response: Response): string {
  const location = response.headers.get('location') ?? '';
  return location.replace(/^https?:\/\/[^/]+/, '');
}

function cookieFrom(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0];
}

describe.each(databaseKinds)('WeChat login through the sandbox provider on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
  });
  afterAll(() => server.close());

  const get = (path: string, cookie = '') =>
    fetch(server.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  /** The browser's way out: start, then the sandbox page's approve button. Answers the callback address. */
  async function approveAs(name: string, returnTo = '/goods/list') {
    const start = await get(`/api/oauth/wechat/start?agreement=1&returnTo=${encodeURIComponent(returnTo)}`);
    expect(start.status).toBe(302);
    const authorize = locationOf(start);
    expect(authorize).toMatch(/^\/dev\/oauth\/wechat\/authorize\?/);
    const page = await get(authorize);
    expect(await page.text()).toContain('Sandbox WeChat');
    const query = new URL(authorize, server.url).searchParams;
    const approval = await fetch(`${server.url}/dev/oauth/wechat/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        state: query.get('state')!,
        redirect_uri: query.get('redirect_uri')!,
        name,
        decision: 'approve',
      }),
    });
    expect(approval.status).toBe(303);
    const callback = locationOf(approval);
    expect(callback).toMatch(/^\/api\/oauth\/wechat\/callback\?state=.+&code=.+/);
    return { callback, stateCookie: `oauth_state=${cookieFrom(start, 'oauth_state')}` };
  }

  async function viewer(token: string) {
    return (await server.graphql(meQuery, {}, { 'user-token': token })).data.me;
  }

  it('creates an account on the first login, finds it on the next, and returns to the remembered page', async () => {
    const first = await approveAs('Wei Chen');
    const landed = await get(first.callback, first.stateCookie);
    expect(landed.status).toBe(302);
    expect(locationOf(landed)).toBe('/goods/list');
    const token = cookieFrom(landed, 'token')!;
    expect(landed.headers.getSetCookie().find((line) => line.startsWith('token='))).toMatch(/Max-Age=31536000/);
    const account = await viewer(token);
    expect(account).toMatchObject({ nickName: 'Wei Chen', wechatBound: true, email: null, phone: null });

    const second = await approveAs('Wei Chen', '/user');
    const again = await get(second.callback, second.stateCookie);
    expect(locationOf(again)).toBe('/user');
    expect((await viewer(cookieFrom(again, 'token')!)).id).toBe(account.id);

    const someoneElse = await approveAs('Li Na');
    const other = await get(someoneElse.callback, someoneElse.stateCookie);
    expect((await viewer(cookieFrom(other, 'token')!)).id).not.toBe(account.id);
  });

  it('accepts a code approved on one server copy at the callback of another sharing the database', async () => {
    const copy = await startTestServer({ database, clock, parts: 10, databaseUrl: server.databaseUrl });
    try {
      const approved = await approveAs('Zhou Min');
      const landed = await fetch(copy.url + approved.callback, {
        redirect: 'manual',
        headers: { cookie: approved.stateCookie },
      });
      expect(landed.status).toBe(302);
      expect(locationOf(landed)).toBe('/goods/list');
      expect((await viewer(cookieFrom(landed, 'token')!)).nickName).toBe('Zhou Min');
    } finally {
      await copy.close();
    }
  });

  it('refuses a replayed callback, a tampered state or code, another browser, and an expired state', async () => {
    const refused = (response: Response) => {
      expect(response.status).toBe(302);
      expect(locationOf(response)).toBe('/login/login?oauthError=OAUTH_FAILED');
      expect(cookieFrom(response, 'token')).toBeUndefined();
    };

    const used = await approveAs('Replay');
    expect(cookieFrom(await get(used.callback, used.stateCookie), 'token')).toBeDefined();
    refused(await get(used.callback, used.stateCookie));

    const tamperedState = await approveAs('Tamper');
    const url = new URL(tamperedState.callback, server.url);
    const forged = `${url.searchParams.get('state')}x`;
    url.searchParams.set('state', forged);
    refused(await get(url.pathname + url.search, `oauth_state=${forged}`));

    const tamperedCode = await approveAs('Mallory');
    const codeUrl = new URL(tamperedCode.callback, server.url);
    const [payload, signature] = codeUrl.searchParams.get('code')!.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), openId: 'sandbox-victim' }),
    ).toString('base64url');
    codeUrl.searchParams.set('code', `${otherPayload}.${signature}`);
    refused(await get(codeUrl.pathname + codeUrl.search, tamperedCode.stateCookie));

    const otherBrowser = await approveAs('Victim');
    refused(await get(otherBrowser.callback));

    const slow = await approveAs('Slow');
    clock.advance(11 * minute);
    refused(await get(slow.callback, slow.stateCookie));

    const denied = await get('/api/oauth/wechat/start?agreement=1');
    const deniedQuery = new URL(locationOf(denied), server.url).searchParams;
    refused(
      await get(
        `/api/oauth/wechat/callback?state=${deniedQuery.get('state')}`,
        `oauth_state=${cookieFrom(denied, 'oauth_state')}`,
      ),
    );
  });

  it('does not leave for WeChat until the agreement is ticked', async () => {
    const start = await get('/api/oauth/wechat/start?returnTo=%2Fuser');
    expect(start.status).toBe(302);
    expect(locationOf(start)).toBe('/login/login?oauthError=AGREEMENT_REQUIRED');
  });

  it('never sends the browser to another site after login', async () => {
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/login/login']) {
      const { callback, stateCookie } = await approveAs('Safe', returnTo);
      expect(locationOf(await get(callback, stateCookie))).toBe('/');
    }
  });
});

describe.each(databaseKinds)('WeChat QR login through the open platform in production on %s', (database) => {
  let fake: WechatOpenFake;
  let server: TestServer;
  const appId = 'wx5f3a0c9e1b2d4c6a';
  const clock = new ManualClock();
  const production = (appSecret: string) => ({
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: 'd4'.repeat(32),
    WECHAT_LOGIN_PROVIDER: 'wechat',
    WECHAT_OPEN_APP_ID: appId,
    WECHAT_OPEN_APP_SECRET: appSecret,
    WECHAT_OPEN_API_URL: fake.url,
  });

  beforeAll(async () => {
    fake = await WechatOpenFake.start(appId, 'app-secret-made-for-this-test');
    server = await startTestServer({ database, clock, settings: production('app-secret-made-for-this-test') });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** The login button, WeChat's QR page scanned and approved by `person`, and the way back to the shop. */
  async function scanAndApprove(shop: TestServer, person: WechatPerson, returnTo = '/user') {
    const start = await fetch(
      `${shop.url}/api/oauth/wechat/start?agreement=1&returnTo=${encodeURIComponent(returnTo)}`,
      {
        redirect: 'manual',
      },
    );
    expect(start.status).toBe(302);
    const callback = fake.approve(start.headers.get('location')!, person);
    expect(callback.startsWith(`${shop.url}/api/oauth/wechat/callback?`)).toBe(true);
    return fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `oauth_state=${cookieFrom(start, 'oauth_state')}` },
    });
  }

  async function signedInAs(landed: Response) {
    expect(landed.status).toBe(302);
    const token = cookieFrom(landed, 'token');
    expect(token).toBeDefined();
    return (await server.graphql(meQuery, {}, { 'user-token': token! })).data.me;
  }

  it('sends the browser to the QR page and signs a new user up, then the same unionid in again', async () => {
    const start = await fetch(`${server.url}/api/oauth/wechat/start?agreement=1`, { redirect: 'manual' });
    const qrPage = new URL(start.headers.get('location')!);
    expect(qrPage.origin + qrPage.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect([...qrPage.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);

    const first = await scanAndApprove(server, { openid: 'oWeb-chen', unionid: 'uChen', nickname: 'Wei Chen' });
    expect(locationOf(first)).toBe('/user');
    const account = await signedInAs(first);
    expect(account).toMatchObject({ nickName: 'Wei Chen', wechatBound: true, email: null, phone: null });
    expect(fake.calls.slice(-2)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);

    const again = await scanAndApprove(server, { openid: 'oWeb-chen', unionid: 'uChen', nickname: 'Wei Chen' });
    expect((await signedInAs(again)).id).toBe(account.id);
    // Another app of the shop's open-platform account knows the same person by another openid, the same unionid.
    const otherApp = await scanAndApprove(server, { openid: 'oMini-chen', unionid: 'uChen', nickname: 'Wei' });
    expect((await signedInAs(otherApp)).id).toBe(account.id);
    const someoneElse = await scanAndApprove(server, { openid: 'oWeb-li', unionid: 'uLi', nickname: 'Li Na' });
    expect((await signedInAs(someoneElse)).id).not.toBe(account.id);
  });

  it('links an account first seen without a unionid once WeChat gives one', async () => {
    const unbound = await signedInAs(await scanAndApprove(server, { openid: 'oWeb-zhou', nickname: 'Zhou Min' }));
    const bound = await scanAndApprove(server, { openid: 'oWeb-zhou', unionid: 'uZhou', nickname: 'Zhou Min' });
    expect((await signedInAs(bound)).id).toBe(unbound.id);
    const viaOtherApp = await scanAndApprove(server, { openid: 'oMini-zhou', unionid: 'uZhou', nickname: 'Zhou' });
    expect((await signedInAs(viaOtherApp)).id).toBe(unbound.id);
  });

  it('turns a code WeChat does not accept into the login page saying authorization failed', async () => {
    const start = await fetch(`${server.url}/api/oauth/wechat/start?agreement=1`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const landed = await fetch(`${server.url}/api/oauth/wechat/callback?code=not-a-wechat-code&state=${state}`, {
      redirect: 'manual',
      headers: { cookie: `oauth_state=${cookieFrom(start, 'oauth_state')}` },
    });
    expect(landed.status).toBe(302);
    expect(locationOf(landed)).toBe('/login/login?oauthError=OAUTH_FAILED');
    expect(cookieFrom(landed, 'token')).toBeUndefined();
    expect(fake.calls.at(-1)).toBe('/sns/oauth2/access_token');
  });

  it('fails the login when the shop holds a wrong app secret', async () => {
    const wronglyKeyed = await startTestServer({
      database,
      clock,
      databaseUrl: server.databaseUrl,
      settings: production('not-the-app-secret'),
    });
    try {
      const landed = await scanAndApprove(wronglyKeyed, { openid: 'oWeb-wu', unionid: 'uWu', nickname: 'Wu' });
      expect(locationOf(landed)).toBe('/login/login?oauthError=OAUTH_FAILED');
      expect(cookieFrom(landed, 'token')).toBeUndefined();
    } finally {
      await wronglyKeyed.close();
    }
  });
});
