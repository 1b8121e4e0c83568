import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
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
