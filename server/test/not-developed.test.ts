import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

describe('entry points the shop does not offer yet', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', parts: 10, settings: { OAUTH_SANDBOX: 'false' } });
  });
  afterAll(() => server.close());

  it('sends the WeChat login button back to the login page with "function not yet developed"', async () => {
    const answer = await fetch(`${server.url}/api/oauth/wechat/start?agreement=1&returnTo=%2F`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login/login?oauthError=FUNCTION_NOT_DEVELOPED');
  });
});
