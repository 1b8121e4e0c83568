import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ADDRESS_POLICY, QUIET_RESET_MS } from '../src/modules/identity/login-throttle.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const loginMutation = `mutation Login($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token userErrors { code message field retryAfterSeconds } }
}`;

interface LoginPayload {
  token: string | null;
  userErrors: { code: string; message: string; field: string[] | null; retryAfterSeconds: number | null }[];
}

/** Each test signs in from its own address (the server trusts X-Forwarded-For from loopback), so counts stay apart. */
const from = (address: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...extra });

describe.each(databaseKinds)('password login throttling on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  async function login(account: string, password: string, headers: Record<string, string>): Promise<LoginPayload> {
    const input = { account, password, agreementAccepted: true };
    return (await server.graphql(loginMutation, { input }, headers)).data.loginWithPassword as LoginPayload;
  }

  /** A guesser that waits exactly as long as it is told to between wrong passwords; answers the longest wait. */
  async function guessWrong(account: string, times: number, headers: Record<string, string>): Promise<number> {
    let longestWait = 0;
    for (let guess = 0; guess < times;) {
      const answer = await login(account, `Wrong${guess}x9`, headers);
      const error = answer.userErrors[0]!;
      if (error.code === 'LOGIN_TOO_MANY_FAILURES') {
        longestWait = Math.max(longestWait, error.retryAfterSeconds!);
        clock.advance(error.retryAfterSeconds! * 1000);
        continue;
      }
      expect(error.code).toBe('LOGIN_FAILED');
      guess++;
    }
    return longestWait;
  }

  it('lets the owner in a few seconds after twenty wrong passwords for admin, and refused tries do not add to the wait', async () => {
    const attacker = from('198.51.100.1', { lang: 'en-US' });
    const longestWait = await guessWrong('admin', 20, attacker);
    expect(longestWait).toBe(ACCOUNT_POLICY.maxDelayMs / 1000);

    const refused = await login('admin', 'Admin123', attacker);
    expect(refused).toEqual({
      token: null,
      userErrors: [
        {
          code: 'LOGIN_TOO_MANY_FAILURES',
          message: 'Too many wrong passwords, try again in 8 s or log in with a code',
          field: ['input', 'password'],
          retryAfterSeconds: 8,
        },
      ],
    });
    // Hammering during the wait is refused without being counted, so it cannot keep the account shut.
    for (let tries = 0; tries < 30; tries++) {
      expect((await login('admin', `Wrong${tries}y9`, attacker)).userErrors[0]!.code).toBe('LOGIN_TOO_MANY_FAILURES');
    }
    clock.advance(3_000);
    expect((await login('admin', 'Admin123', attacker)).userErrors[0]!.retryAfterSeconds).toBe(5);
    clock.advance(5_000);
    expect((await login('admin', 'Admin123', attacker)).token).toEqual(expect.any(String));

    // The right password cleared the account's count: the next typos are free again.
    for (let tries = 0; tries < ACCOUNT_POLICY.freeFailures; tries++) {
      expect((await login('ADMIN@circuitmart.test', `Typo${tries}z9`, attacker)).userErrors[0]!.code).toBe(
        'LOGIN_FAILED',
      );
    }
    clock.advance(1_000);
    expect((await login('admin', 'Admin123', attacker)).token).toEqual(expect.any(String));
  });

  it('counts an account once whichever name is typed, and a code login works and ends the wait', async () => {
    const email = 'owner@example.com';
    await signUp(server, clock, email);
    const attacker = from('198.51.100.2');
    const owner = from('203.0.113.2', { lang: 'zh-CN' });
    for (let tries = 0; tries < ACCOUNT_POLICY.freeFailures; tries++) {
      expect(
        (await login(tries % 2 ? email : 'Owner@Example.com', `Wrong${tries}a9`, attacker)).userErrors[0]!.code,
      ).toBe('LOGIN_FAILED');
    }
    // The account is slowed for everyone, the owner's address too, but only by seconds.
    const waiting = await login(email, 'Secret123', owner);
    expect(waiting.userErrors[0]).toMatchObject({
      code: 'LOGIN_TOO_MANY_FAILURES',
      message: '密码错误次数过多，请 1 秒后再试，或使用验证码登录',
      retryAfterSeconds: 1,
    });

    clock.advance(2 * 60_000);
    await server.graphql(
      'mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { userErrors { code } } }',
      { input: { address: email, purpose: 'LOGIN' } },
      owner,
    );
    const outbox = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const code = outbox
      .find((message) => message.recipient === email && /\b\d{6}\b/.test(message.body))!
      .body.match(/\b\d{6}\b/)![0];
    // Two more wrong passwords right before: the account waits again, and the code still signs in.
    await guessWrong(email, 2, attacker);
    expect((await login(email, 'Secret123', owner)).userErrors[0]!.code).toBe('LOGIN_TOO_MANY_FAILURES');
    const byCode = await server.graphql(
      `mutation { loginWithCode(input: { address: "${email}", code: "${code}", agreementAccepted: true }) { token userErrors { code } } }`,
      {},
      owner,
    );
    expect(byCode.data.loginWithCode).toEqual({ token: expect.any(String), userErrors: [] });
    expect((await login(email, 'Secret123', owner)).token).toEqual(expect.any(String));
  });

  it('slows one address guessing across many accounts, and not the others', async () => {
    const guesser = from('198.51.100.3');
    for (let account = 0; account < ADDRESS_POLICY.freeFailures; account++) {
      expect((await login(`nobody-${account}@example.com`, 'Wrong123', guesser)).userErrors[0]!.code).toBe(
        'LOGIN_FAILED',
      );
    }
    const refused = await login('admin', 'Admin123', guesser);
    expect(refused.userErrors[0]).toMatchObject({ code: 'LOGIN_TOO_MANY_FAILURES', retryAfterSeconds: 1 });
    expect((await login('admin', 'Admin123', from('203.0.113.3'))).token).toEqual(expect.any(String));

    // The waits grow, up to the address's cap.
    const longestWait = await guessWrong('nobody-else@example.com', 12, guesser);
    expect(longestWait).toBe(ADDRESS_POLICY.maxDelayMs / 1000);
    // A quiet address starts afresh.
    clock.advance(QUIET_RESET_MS);
    expect((await login('admin', 'Admin123', guesser)).token).toEqual(expect.any(String));
  });

  it('lets no burst of parallel guesses past the free ones', async () => {
    const email = 'burst@example.com';
    await signUp(server, clock, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => login(email, `Wrong${guess}b9`, from(`198.51.100.${100 + guess}`))),
    );
    const codes = answers.map((answer) => answer.userErrors[0]!.code);
    expect(codes.filter((code) => code === 'LOGIN_FAILED').length).toBeLessThanOrEqual(ACCOUNT_POLICY.freeFailures);
    expect(codes.filter((code) => code !== 'LOGIN_FAILED')).toEqual(
      Array(20 - codes.filter((code) => code === 'LOGIN_FAILED').length).fill('LOGIN_TOO_MANY_FAILURES'),
    );
  });

  it('answers a throttled REST login with HTTP 429, Retry-After and the envelope', async () => {
    const email = 'rest@example.com';
    await signUp(server, clock, email);
    const restLogin = (password: string) =>
      server.request('POST', '/api/user/passwordLogin', {
        body: JSON.stringify({ account: email, password, agreement: true }),
        headers: { 'content-type': 'application/json', lang: 'es-ES', ...from('198.51.100.4') },
      });
    for (let tries = 0; tries < ACCOUNT_POLICY.freeFailures; tries++) {
      const wrong = await restLogin(`Wrong${tries}r9`);
      expect(wrong.status).toBe(200);
      expect(((await wrong.json()) as { code: number }).code).toBe(-1014);
    }
    const refused = await restLogin('Secret123');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      code: -1019,
      msg: 'Demasiadas contraseñas incorrectas, inténtelo en 1 s o entre con un código',
      data: null,
    });
    clock.advance(1_000);
    const right = await restLogin('Secret123');
    expect(right.status).toBe(200);
    expect(((await right.json()) as { code: number }).code).toBe(1);
  });

  it('is shared by server copies on one database', async () => {
    const copy = await startTestServer({ database, clock, databaseUrl: server.databaseUrl });
    try {
      const address = from('198.51.100.5');
      await guessWrong('sales', ACCOUNT_POLICY.freeFailures, address);
      const input = { account: 'sales', password: 'Sales123', agreementAccepted: true };
      const onCopy = (await copy.graphql(loginMutation, { input }, address)).data.loginWithPassword as LoginPayload;
      expect(onCopy.userErrors[0]).toMatchObject({ code: 'LOGIN_TOO_MANY_FAILURES', retryAfterSeconds: 1 });
    } finally {
      await copy.close();
    }
  });
});
