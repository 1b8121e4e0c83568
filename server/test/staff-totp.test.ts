import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { createStaffAccountMutation, passwordLoginMutation } from './staff-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const startEnrolment = /* GraphQL */ `
  mutation ($challenge: String) {
    startStaffTotpEnrolment(challenge: $challenge) {
      enrolment {
        secret
        uri
        qrCodeSvg
      }
      userErrors {
        code
      }
    }
  }
`;
const completeSignIn = /* GraphQL */ `
  mutation ($input: CompleteStaffSignInInput!) {
    completeStaffSignIn(input: $input) {
      token
      viewer {
        username
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;
const confirmTotp = /* GraphQL */ `
  mutation ($input: ConfirmStaffTotpInput!) {
    confirmStaffTotp(input: $input) {
      enrolled
      userErrors {
        code
      }
    }
  }
`;

const codeAt = (secret: string, clock: ManualClock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: clock.now().getTime(),
  });

async function newStaff(server: TestServer, admin: TestUser, username: string): Promise<string> {
  const answer = await server.graphql(
    createStaffAccountMutation,
    { input: { username, roles: ['SUPPORT'] } },
    admin.headers,
  );
  return answer.data.createStaffAccount.password;
}

async function login(server: TestServer, account: string, password: string) {
  const answer = await server.graphql(
    passwordLoginMutation,
    { input: { account, password, agreementAccepted: true } },
    { lang: 'en-US' },
  );
  return answer.data.loginWithPassword;
}

describe.each(databaseKinds)('staff second factor, required, on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-06-01T10:00:00.000Z'));
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5, settings: { STAFF_TOTP_REQUIRED: 'true' } });
    admin = await createUser(server, { roles: ['admin'] });
  });
  afterAll(() => server.close());

  it('makes a staff member without an authenticator set one up, then asks every sign-in for a code once', async () => {
    const password = await newStaff(server, admin, 'totp.agent');
    const first = await login(server, 'totp.agent', password);
    expect(first).toMatchObject({ token: null, secondFactor: { enrolmentRequired: true }, userErrors: [] });
    const { challenge } = first.secondFactor;

    const notStarted = await server.graphql(
      completeSignIn,
      { input: { challenge, code: '000000' } },
      { lang: 'en-US' },
    );
    expect(notStarted.data.completeStaffSignIn.userErrors[0].code).toBe('TOTP_NOT_STARTED');

    const started = await server.graphql(startEnrolment, { challenge }, { lang: 'en-US' });
    const { secret, uri, qrCodeSvg } = started.data.startStaffTotpEnrolment.enrolment;
    expect(uri).toContain('otpauth://totp/CircuitMart:totp.agent');
    expect(qrCodeSvg).toContain('<svg');

    const wrong = await server.graphql(completeSignIn, { input: { challenge, code: '000000' } }, { lang: 'en-US' });
    expect(wrong.data.completeStaffSignIn).toMatchObject({
      token: null,
      userErrors: [{ code: 'TOTP_CODE_INVALID', message: 'The authenticator code is wrong or has expired' }],
    });
    const code = codeAt(secret, clock);
    const done = await server.graphql(completeSignIn, { input: { challenge, code } }, { lang: 'en-US' });
    expect(done.data.completeStaffSignIn).toMatchObject({
      token: expect.any(String),
      viewer: { username: 'totp.agent' },
    });
    const again = await server.graphql(completeSignIn, { input: { challenge, code } }, { lang: 'en-US' });
    expect(again.data.completeStaffSignIn.userErrors[0].code).toBe('SIGN_IN_CHALLENGE_EXPIRED');

    // Enrolled now: the next sign-in asks for a code, and the code already used is refused.
    const second = await login(server, 'totp.agent', password);
    expect(second.secondFactor).toMatchObject({ enrolmentRequired: false });
    const replay = await server.graphql(
      completeSignIn,
      { input: { challenge: second.secondFactor.challenge, code } },
      { lang: 'en-US' },
    );
    expect(replay.data.completeStaffSignIn.userErrors[0].code).toBe('TOTP_CODE_INVALID');
    const replaceRefused = await server.graphql(startEnrolment, { challenge: second.secondFactor.challenge });
    expect(replaceRefused.data.startStaffTotpEnrolment.userErrors[0].code).toBe('TOTP_ALREADY_ENROLLED');
    clock.advance(30_000);
    const next = await server.graphql(
      completeSignIn,
      { input: { challenge: second.secondFactor.challenge, code: codeAt(secret, clock) } },
      { lang: 'en-US' },
    );
    expect(next.data.completeStaffSignIn.token).toEqual(expect.any(String));

    // The façade cannot do the second step, so it refuses rather than skip it.
    const rest = await server.request('POST', '/api/user/passwordLogin', {
      body: JSON.stringify({ account: 'totp.agent', password, agreement: true }),
      headers: { 'content-type': 'application/json', lang: 'en-US' },
    });
    expect(((await rest.json()) as { code: number }).code).toBe(-9712);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const password = await newStaff(server, admin, 'totp.guess');
    const { challenge } = (await login(server, 'totp.guess', password)).secondFactor;
    await server.graphql(startEnrolment, { challenge });
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await server.graphql(completeSignIn, { input: { challenge, code: '000000' } }, { lang: 'en-US' });
      codes.push(answer.data.completeStaffSignIn.userErrors[0].code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('TOTP_CODE_INVALID'));
    expect(codes.at(-1)).toBe('LOGIN_TOO_MANY_FAILURES');
  });
});

describe.each(databaseKinds)('staff second factor, by choice, on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-06-01T10:00:00.000Z'));
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
  });
  afterAll(() => server.close());

  it('signs staff in with the password alone until they set up an authenticator themselves', async () => {
    const password = await newStaff(server, admin, 'choice.agent');
    const first = await login(server, 'choice.agent', password);
    expect(first).toMatchObject({ token: expect.any(String), secondFactor: null });
    const headers = { 'user-token': first.token, lang: 'en-US' };

    const status = await server.graphql('{ staffTotpStatus { enrolled required } }', {}, headers);
    expect(status.data.staffTotpStatus).toEqual({ enrolled: false, required: false });
    const started = await server.graphql(startEnrolment, {}, headers);
    const { secret } = started.data.startStaffTotpEnrolment.enrolment;
    // Unconfirmed, it does not count yet.
    expect((await login(server, 'choice.agent', password)).token).toEqual(expect.any(String));
    const confirmed = await server.graphql(confirmTotp, { input: { code: codeAt(secret, clock) } }, headers);
    expect(confirmed.data.confirmStaffTotp).toEqual({ enrolled: true, userErrors: [] });

    expect(await login(server, 'choice.agent', password)).toMatchObject({
      token: null,
      secondFactor: { enrolmentRequired: false },
    });
  });

  it('is for staff only', async () => {
    const shopper = await createUser(server);
    const answer = await server.graphql(startEnrolment, {}, shopper.headers);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
