import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../src/modules/identity/identity.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const sendCodeMutation = `mutation Send($input: SendVerificationCodeInput!) {
  sendVerificationCode(input: $input) { expiresInSeconds resendInSeconds userErrors { code message field } }
}`;
const viewerFields = 'id displayName nickName username email phone vip roles inviteCode';
const loginWithCodeMutation = `mutation Login($input: LoginWithCodeInput!) {
  loginWithCode(input: $input) { token viewer { ${viewerFields} } userErrors { code message field } }
}`;
const registerMutation = `mutation Register($input: RegisterInput!) {
  register(input: $input) { token viewer { ${viewerFields} } userErrors { code message field } }
}`;
const loginWithPasswordMutation = `mutation PasswordLogin($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token viewer { ${viewerFields} } userErrors { code message field } }
}`;
const resetPasswordMutation = `mutation Reset($input: ResetPasswordInput!) {
  resetPassword(input: $input) { passwordReset userErrors { code message } }
}`;
const meQuery = `{ me { ${viewerFields} } }`;
const mySessionsQuery = '{ mySessions { id createdAt lastSeenAt userAgent ip current } }';
const logoutMutation = 'mutation { logout { loggedOut userErrors { code } } }';
const revokeOthersMutation = 'mutation { revokeOtherSessions { revokedCount userErrors { code } } }';

const minute = 60_000;

describe.each(databaseKinds)('accounts on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  const asUser = (token: string, extra: Record<string, string> = {}) => ({ 'user-token': token, ...extra });

  /** The newest code the outbox holds for `recipient`. */
  async function codeFor(recipient: string): Promise<string> {
    const messages = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const message = messages.find((candidate) => candidate.recipient === recipient && /\b\d{6}\b/.test(candidate.body));
    const code = message?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }

  async function sendCode(address: string, purpose = 'LOGIN', headers: Record<string, string> = {}) {
    const result = await server.graphql(sendCodeMutation, { input: { address, purpose } }, headers);
    return result.data.sendVerificationCode;
  }

  async function rest(path: string, body: object, headers: Record<string, string> = {}) {
    const response = await server.request('POST', `/api${path}`, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  }

  /** A new account with a password, signed in; each call moves the clock past the resend wait. */
  async function signUp(email: string, password = 'Secret123') {
    clock.advance(2 * minute);
    expect((await sendCode(email)).userErrors).toEqual([]);
    const input = { address: email, code: await codeFor(email), password, agreementAccepted: true };
    const payload = (await server.graphql(registerMutation, { input })).data.register;
    expect(payload.userErrors).toEqual([]);
    return payload.token as string;
  }

  it('signs a new user up by e-mail code, knows them by header and cookie, and forgets them on logout', async () => {
    const sent = await sendCode('Alice@Example.com');
    expect(sent).toEqual({ expiresInSeconds: 600, resendInSeconds: 60, userErrors: [] });
    const code = await codeFor('alice@example.com');

    const unticked = await server.graphql(loginWithCodeMutation, {
      input: { address: 'alice@example.com', code, agreementAccepted: false },
    });
    expect(unticked.data.loginWithCode.userErrors).toEqual([
      {
        code: 'AGREEMENT_REQUIRED',
        message: 'Please read and accept the user agreement',
        field: ['input', 'agreementAccepted'],
      },
    ]);

    const login = (
      await server.graphql(loginWithCodeMutation, {
        input: { address: 'alice@example.com', code, agreementAccepted: true },
      })
    ).data.loginWithCode;
    expect(login.userErrors).toEqual([]);
    expect(login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.viewer).toMatchObject({ email: 'alice@example.com', vip: 0, roles: ['BUYER'], username: null });
    expect(login.viewer.displayName).toBe('al***@example.com');
    expect(login.viewer.inviteCode).toMatch(/^[A-Z2-9]{8}$/);

    const byHeader = await server.graphql(meQuery, {}, asUser(login.token));
    expect(byHeader.data.me).toEqual(login.viewer);
    const byCookie = await server.graphql(meQuery, {}, { cookie: `token=${login.token}` });
    expect(byCookie.data.me.id).toBe(login.viewer.id);

    const again = await server.graphql(loginWithCodeMutation, {
      input: { address: 'alice@example.com', code, agreementAccepted: true },
    });
    expect(again.data.loginWithCode.userErrors[0].code).toBe('VERIFICATION_CODE_REQUEST_NEW');

    expect((await server.graphql(logoutMutation, {}, asUser(login.token))).data.logout.loggedOut).toBe(true);
    const afterLogout = await server.graphql(meQuery, {}, asUser(login.token));
    expect(afterLogout.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest('/user/info', {}, asUser(login.token))).code).toBe(-202);
  });

  it('gives a new account the inviter of a valid invitation code and refuses an unknown one', async () => {
    const inviterToken = await signUp('inviter@example.com');
    const inviteCode = (await server.graphql(meQuery, {}, asUser(inviterToken))).data.me.inviteCode;
    clock.advance(2 * minute);
    await sendCode('invitee@example.com');
    const code = await codeFor('invitee@example.com');
    const unknown = await server.graphql(loginWithCodeMutation, {
      input: { address: 'invitee@example.com', code, inviteCode: 'NOSUCH22', agreementAccepted: true },
    });
    expect(unknown.data.loginWithCode.userErrors[0]).toMatchObject({ code: 'INVITE_CODE_INVALID' });
    const valid = await server.graphql(loginWithCodeMutation, {
      input: { address: 'invitee@example.com', code, inviteCode, agreementAccepted: true },
    });
    expect(valid.data.loginWithCode.userErrors).toEqual([]);
  });

  it('logs in by password with e-mail, and refuses a wrong password without telling which part was wrong', async () => {
    await signUp('bob@example.com', 'Bobby2024');
    const login = async (account: string, password: string) =>
      (await server.graphql(loginWithPasswordMutation, { input: { account, password, agreementAccepted: true } })).data
        .loginWithPassword;
    const good = await login('BOB@example.com', 'Bobby2024');
    expect(good.userErrors).toEqual([]);
    expect((await server.graphql(meQuery, {}, asUser(good.token))).data.me.email).toBe('bob@example.com');
    expect((await login('bob@example.com', 'Bobby2025')).userErrors[0]).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'Wrong account or password',
    });
    expect((await login('nobody@example.com', 'Bobby2024')).userErrors[0].code).toBe('LOGIN_FAILED');
  });

  it("enforces the specification's password rules with its wording in two languages", async () => {
    clock.advance(2 * minute);
    await sendCode('rules@example.com');
    const code = await codeFor('rules@example.com');
    const attempt = async (password: string, lang: string) =>
      (
        await server.graphql(
          registerMutation,
          { input: { address: 'rules@example.com', code, password, agreementAccepted: true } },
          { lang },
        )
      ).data.register.userErrors[0];
    expect(await attempt('abc12', 'en-US')).toMatchObject({
      code: 'PASSWORD_LENGTH',
      message: 'The password must be 6-12 characters long',
      field: ['input', 'password'],
    });
    expect(await attempt('abcdefghij123', 'zh-CN')).toMatchObject({
      code: 'PASSWORD_LENGTH',
      message: '密码长度为6-12位',
    });
    expect(await attempt('abcdefgh', 'en-US')).toMatchObject({
      message: 'The password must contain letters and digits',
    });
    expect(await attempt('12345678', 'zh-CN')).toMatchObject({ message: '密码须包含字母和数字' });
    expect(await attempt('密码abc123', 'zh-CN')).toMatchObject({
      code: 'PASSWORD_NO_CHINESE',
      message: '密码不能包含中文',
    });
    expect(await attempt('密码abc123', 'en-US')).toMatchObject({
      message: 'The password must not contain Chinese characters',
    });
    // None of these used the code up.
    const ok = await server.graphql(registerMutation, {
      input: { address: 'rules@example.com', code, password: 'Good1234', agreementAccepted: true },
    });
    expect(ok.data.register.userErrors).toEqual([]);
  });

  it('burns a code after five wrong tries, so even the right code no longer works', async () => {
    clock.advance(2 * minute);
    await sendCode('guesser@example.com');
    const code = await codeFor('guesser@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = async (candidate: string) =>
      (
        await server.graphql(loginWithCodeMutation, {
          input: { address: 'guesser@example.com', code: candidate, agreementAccepted: true },
        })
      ).data.loginWithCode.userErrors[0];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await tryCode(wrong), `try ${attempt}`).toMatchObject({
        code: 'VERIFICATION_CODE_WRONG',
        message: 'The verification code is wrong',
        field: ['input', 'code'],
      });
    }
    expect(await tryCode(code)).toMatchObject({
      code: 'VERIFICATION_CODE_REQUEST_NEW',
      message: 'Please request a new verification code',
    });
  });

  it('refuses a second code within 60 s with the seconds left, and sends one afterwards', async () => {
    clock.advance(2 * minute);
    expect((await sendCode('patient@example.com')).userErrors).toEqual([]);
    clock.advance(20_000);
    expect((await sendCode('patient@example.com')).userErrors[0]).toMatchObject({
      code: 'VERIFICATION_CODE_RESEND_WAIT',
      message: 'The code can be requested again in 40 s',
    });
    const inChinese = await sendCode('patient@example.com', 'LOGIN', { lang: 'zh-CN' });
    expect(inChinese.userErrors[0].message).toBe('40 秒后可重新获取验证码');
    clock.advance(40_000);
    expect((await sendCode('patient@example.com')).userErrors).toEqual([]);
  });

  it('lets a code expire after 10 minutes', async () => {
    clock.advance(2 * minute);
    await sendCode('slow@example.com');
    const code = await codeFor('slow@example.com');
    clock.advance(10 * minute);
    const late = await server.graphql(loginWithCodeMutation, {
      input: { address: 'slow@example.com', code, agreementAccepted: true },
    });
    expect(late.data.loginWithCode.userErrors[0]).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'The verification code has expired, please request a new code',
    });
  });

  it('resets a password with a reset code and ends the sessions signed in with the old one', async () => {
    const oldToken = await signUp('forgetful@example.com', 'Old12345');
    clock.advance(2 * minute);
    expect((await sendCode('forgetful@example.com', 'RESET_PASSWORD')).userErrors).toEqual([]);
    const code = await codeFor('forgetful@example.com');
    const reset = await server.graphql(resetPasswordMutation, {
      input: { address: 'forgetful@example.com', code, newPassword: 'New12345' },
    });
    expect(reset.data.resetPassword).toEqual({ passwordReset: true, userErrors: [] });
    expect((await server.graphql(meQuery, {}, asUser(oldToken))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const login = await server.graphql(loginWithPasswordMutation, {
      input: { account: 'forgetful@example.com', password: 'New12345', agreementAccepted: true },
    });
    expect(login.data.loginWithPassword.userErrors).toEqual([]);
  });

  it("lists only the user's own sessions and revokes only the user's own other sessions", async () => {
    const carolPhone = await signUp('carol@example.com');
    const carolLaptop = (
      await server.graphql(
        loginWithPasswordMutation,
        { input: { account: 'carol@example.com', password: 'Secret123', agreementAccepted: true } },
        { 'user-agent': 'CarolLaptop/1.0' },
      )
    ).data.loginWithPassword.token;
    const daveToken = await signUp('dave@example.com');

    const carolSessions = (await server.graphql(mySessionsQuery, {}, asUser(carolLaptop))).data.mySessions;
    expect(carolSessions).toHaveLength(2);
    expect(carolSessions.filter((session: any) => session.current)).toEqual([
      expect.objectContaining({ userAgent: 'CarolLaptop/1.0' }),
    ]);
    const daveSessions = (await server.graphql(mySessionsQuery, {}, asUser(daveToken))).data.mySessions;
    expect(daveSessions).toHaveLength(1);
    expect(daveSessions[0].current).toBe(true);
    expect(carolSessions.map((session: any) => session.id)).not.toContain(daveSessions[0].id);

    expect(
      (await server.graphql(revokeOthersMutation, {}, asUser(daveToken))).data.revokeOtherSessions.revokedCount,
    ).toBe(0);
    expect((await server.graphql(meQuery, {}, asUser(carolPhone))).data.me.email).toBe('carol@example.com');

    const revoked = await server.graphql(revokeOthersMutation, {}, asUser(carolLaptop));
    expect(revoked.data.revokeOtherSessions.revokedCount).toBe(1);
    expect((await server.graphql(meQuery, {}, asUser(carolPhone))).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.graphql(meQuery, {}, asUser(carolLaptop))).data.me.email).toBe('carol@example.com');
    expect((await server.graphql(meQuery, {}, asUser(daveToken))).data.me.email).toBe('dave@example.com');
    expect((await server.graphql(mySessionsQuery)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await signUp('hashed@example.com');
    const sessions = await server.app.orm.em.fork().find(Session, {});
    expect(JSON.stringify(sessions)).not.toContain(token);
    const digest = createHash('sha256').update(token).digest('hex');
    expect(sessions.map((session) => session.tokenHash)).toContain(digest);
  });

  it('signs the demo staff in by e-mail or username with their roles', async () => {
    for (const [account, password, role] of [
      ['support@circuitmart.test', 'Support123', 'SUPPORT'],
      ['sales@circuitmart.test', 'Sales123', 'SALES'],
      ['admin', 'Admin123', 'ADMIN'],
    ] as const) {
      const login = (
        await server.graphql(loginWithPasswordMutation, { input: { account, password, agreementAccepted: true } })
      ).data.loginWithPassword;
      expect(login.userErrors, account).toEqual([]);
      expect(login.viewer.roles, account).toEqual([role]);
      expect((await server.graphql(meQuery, {}, asUser(login.token))).data.me.roles).toEqual([role]);
    }
  });

  it('logs in through the façade by e-mail code: data.userinfo.user_token, then -202 once revoked', async () => {
    clock.advance(2 * minute);
    const sent = await rest('/user/sendCode', { user_email: 'erin@example.com' });
    expect(sent).toMatchObject({ code: 1, data: { expires_in: 600, resend_in: 60 } });
    const login = await rest('/user/codeLogin', {
      user_email: 'erin@example.com',
      code: await codeFor('erin@example.com'),
    });
    expect(login.code).toBe(1);
    expect(login.data.userinfo).toMatchObject({ nickName: 'er***@example.com', username: null, vip: 0 });
    const token = login.data.userinfo.user_token as string;

    const info = await rest('/user/info', {}, asUser(token));
    expect(info).toMatchObject({ code: 1, data: { email: 'erin@example.com', roles: ['buyer'] } });
    expect(await rest('/user/logout', {}, asUser(token))).toMatchObject({ code: 1, data: null });
    expect(await rest('/user/info', {}, asUser(token, { lang: 'zh-CN' }))).toEqual({
      code: -202,
      msg: '登录已过期，请重新登录',
      data: null,
    });

    const wrong = await rest('/user/codeLogin', { user_email: 'erin@example.com', code: '12345x' }, { lang: 'ru' });
    expect(wrong).toMatchObject({ code: -1003, msg: 'Запросите новый код подтверждения', data: null });
  });

  it('signs in by phone through /api/v1/5b5bdc44796e8 with code 200 and a token', async () => {
    clock.advance(2 * minute);
    expect(await rest('/user/sendCode', { phone: '138 0013 8000', area_code: '+86' })).toMatchObject({ code: 1 });
    const code = await codeFor('+86 13800138000');
    const login = await rest('/v1/5b5bdc44796e8', { phone: '13800138000', area_code: '86', code });
    expect(login.code).toBe(200);
    expect(login.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.data.userinfo.user_token).toBe(login.data.token);
    const info = await rest('/user/info', {}, asUser(login.data.token));
    expect(info.data).toMatchObject({ phone: '+86 13800138000', nickName: '+86 138****8000' });

    expect(await rest('/user/sendCode', { phone: '12345', area_code: '86' })).toMatchObject({
      code: -1010,
      msg: 'Please enter a correct phone number',
    });
  });

  it('registers, logs in by password and resets the password through the façade', async () => {
    clock.advance(2 * minute);
    await rest('/user/sendCode', { user_email: 'frank@example.com' });
    const registered = await rest('/user/register', {
      user_email: 'frank@example.com',
      code: await codeFor('frank@example.com'),
      password: 'Frank123',
    });
    expect(registered.code).toBe(1);
    expect(registered.data.userinfo.user_token).toEqual(expect.any(String));
    const login = await rest('/user/passwordLogin', { account: 'frank@example.com', password: 'Frank123' });
    expect(login.data.userinfo.email).toBe('frank@example.com');

    clock.advance(2 * minute);
    await rest('/user/sendCode', { user_email: 'frank@example.com', purpose: 'resetPassword' });
    const reset = await rest('/user/resetPassword', {
      user_email: 'frank@example.com',
      code: await codeFor('frank@example.com'),
      password: 'Frank456',
    });
    expect(reset).toMatchObject({ code: 1, data: null });
    expect((await rest('/user/passwordLogin', { account: 'frank@example.com', password: 'Frank456' })).code).toBe(1);
  });

  it('documents the account routes in the OpenAPI document, with the phone login answering 200', async () => {
    const document = (await (await server.request('GET', '/api/openapi.json')).json()) as any;
    for (const path of [
      '/user/sendCode',
      '/user/codeLogin',
      '/v1/5b5bdc44796e8',
      '/user/info',
      '/user/logout',
      '/user/passwordLogin',
      '/user/register',
      '/user/resetPassword',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    expect(document.paths['/v1/5b5bdc44796e8'].post.responses['200'].description).toMatch(/code 200/);
  });

  it('shows the outbox as an escaped HTML page in development', async () => {
    clock.advance(2 * minute);
    await sendCode('<b>x</b>@example.com');
    const page = await server.request('GET', '/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(html).not.toContain('<b>x</b>');
  });

  it('refuses the 61st code request within an hour from one IP with a clear message', async () => {
    // Start a fresh hour so the codes of the other tests no longer count.
    clock.advance(2 * 60 * minute);
    for (let index = 1; index <= 60; index++) {
      const sent = await rest('/user/sendCode', { user_email: `crowd${index}@example.com` });
      expect(sent.code, `request ${index}`).toBe(1);
    }
    expect(await rest('/user/sendCode', { user_email: 'crowd61@example.com' })).toEqual({
      code: -1006,
      msg: 'Too many codes were requested from your network, please try again in an hour',
      data: null,
    });
    const inSpanish = await server.graphql(
      sendCodeMutation,
      { input: { address: 'crowd62@example.com' } },
      { lang: 'es-ES' },
    );
    expect(inSpanish.data.sendVerificationCode.userErrors[0]).toMatchObject({
      code: 'VERIFICATION_IP_LIMIT',
      message: 'Se han solicitado demasiados códigos desde su red, inténtelo dentro de una hora',
    });
    clock.advance(61 * minute);
    expect((await rest('/user/sendCode', { user_email: 'crowd61@example.com' })).code).toBe(1);
  });
});
