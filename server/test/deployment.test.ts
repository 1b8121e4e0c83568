import { execFile } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ADDRESS_POLICY } from '../src/modules/identity/login-throttle.js';
import { entities } from '../src/entities.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { DataKeyMismatchError } from '../src/platform/crypto/data-key-check.js';
import { openDatabase } from '../src/platform/db/orm.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { SystemSetting } from '../src/platform/settings/settings.entities.js';
import { asUser, signUp } from './account-steps.js';
import { databaseKinds, freshDatabase, startTestServer } from './harness.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const keyA = 'a1'.repeat(32);
const keyB = 'b2'.repeat(32);
const production = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: keyA };

const loginMutation = `mutation Login($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token secondFactor { challenge enrolmentRequired } userErrors { code } }
}`;

describe('production defaults', () => {
  it('turn the demo data off unless asked for', () => {
    expect(loadConfig(production)).toMatchObject({ seedDemoData: false, seedDemoStaff: false });
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toMatchObject({
      seedDemoData: true,
      seedDemoStaff: false,
    });
    expect(loadConfig({})).toMatchObject({ seedDemoData: true, seedDemoStaff: true });
  });

  it('take the withdrawal rules from the settings, which the wallet then applies and shows', async () => {
    expect(loadConfig({}).withdrawals).toEqual({
      minimumFen: 1_000,
      dailyLimitFen: 5_000_000,
      feeBasisPoints: 10,
      minimumFeeFen: 100,
    });
    expect(() => loadConfig({ WITHDRAWAL_FEE_BASIS_POINTS: '10001' })).toThrow(/WITHDRAWAL_FEE_BASIS_POINTS/);
    const server = await startTestServer({
      database: 'sqlite',
      parts: 5,
      settings: { WITHDRAWAL_MINIMUM_FEN: '5000', WITHDRAWAL_FEE_BASIS_POINTS: '25' },
    });
    try {
      const answer = await server.graphql('{ withdrawalSettings { minimumFen dailyLimitFen feeBasisPoints } }');
      expect(answer.data.withdrawalSettings).toEqual({
        minimumFen: 5000,
        dailyLimitFen: 5_000_000,
        feeBasisPoints: 25,
      });
    } finally {
      await server.close();
    }
  });

  it('ask every staff sign-in for an authenticator code unless told otherwise', () => {
    expect(loadConfig(production).staffTotpRequired).toBe(true);
    expect(loadConfig({ ...production, STAFF_TOTP_REQUIRED: 'false' }).staffTotpRequired).toBe(false);
    expect(loadConfig({}).staffTotpRequired).toBe(false);
  });

  it('believe X-Forwarded-For only from the proxies named in TRUST_PROXY', async () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, uniquelocal' }).trustProxy).toBe('10.0.0.0/8, uniquelocal');
    // Not trusting loopback, a guesser cannot pretend to be many addresses to escape the per-address wait.
    const server = await startTestServer({ database: 'sqlite', parts: 20, settings: { TRUST_PROXY: 'false' } });
    try {
      const login = async (account: string, forwardedFor: string) =>
        (
          await server.graphql(
            loginMutation,
            { input: { account, password: 'Wrong123', agreementAccepted: true } },
            { 'x-forwarded-for': forwardedFor },
          )
        ).data.loginWithPassword.userErrors[0].code as string;
      for (let guess = 0; guess < ADDRESS_POLICY.freeFailures; guess++) {
        expect(await login(`nobody-${guess}@example.com`, `198.51.100.${guess}`)).toBe('LOGIN_FAILED');
      }
      expect(await login('someone@example.com', '203.0.113.99')).toBe('LOGIN_TOO_MANY_FAILURES');
    } finally {
      await server.close();
    }
  });
});

/** Sets up the authenticator of a staff sign-in waiting for it, and finishes the sign-in with its first code. */
async function enrolAndSignIn(server: Awaited<ReturnType<typeof startTestServer>>, challenge: string): Promise<string> {
  const started = await server.graphql(
    'mutation ($challenge: String) { startStaffTotpEnrolment(challenge: $challenge) { enrolment { secret } } }',
    { challenge },
  );
  const secret = Secret.fromBase32(started.data.startStaffTotpEnrolment.enrolment.secret);
  const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  const done = await server.graphql(
    'mutation ($input: CompleteStaffSignInInput!) { completeStaffSignIn(input: $input) { token } }',
    { input: { challenge, code } },
  );
  return done.data.completeStaffSignIn.token;
}

describe.each(databaseKinds)('a production deployment on %s', (database) => {
  async function staffLogin(server: Awaited<ReturnType<typeof startTestServer>>, account: string, password: string) {
    const input = { account, password, agreementAccepted: true };
    return (await server.graphql(loginMutation, { input })).data.loginWithPassword as {
      token: string | null;
      secondFactor: { challenge: string; enrolmentRequired: boolean } | null;
      userErrors: { code: string }[];
    };
  }

  it('has no demo staff, even with the demo catalog, and gets its first admin from create-staff', async () => {
    const server = await startTestServer({ database, settings: { ...production, SEED_DEMO_DATA: 'true' } });
    try {
      expect((await server.graphql('{ products(first: 1) { totalCount } }')).data.products.totalCount).toBeGreaterThan(
        0,
      );
      for (const [account, password] of [
        ['admin', 'Admin123'],
        ['sales', 'Sales123'],
        ['support', 'Support123'],
      ]) {
        expect((await staffLogin(server, account!, password!)).userErrors).toEqual([{ code: 'LOGIN_FAILED' }]);
      }

      const tsx = path.join(serverDir, 'node_modules', '.bin', 'tsx');
      const { stdout } = await promisify(execFile)(
        tsx,
        ['src/scripts/create-staff.ts', '--', '--username', 'boss', '--role', 'admin', '--email', 'Boss@Example.com'],
        {
          cwd: serverDir,
          env: { ...process.env, ...production, DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'silent' },
        },
      );
      const password = stdout.match(/^Password: (\S+)$/m)?.[1];
      expect(password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{12}$/);
      // Production asks staff for an authenticator code: the first sign-in sets the app up.
      const signedIn = await staffLogin(server, 'boss', password!);
      expect(signedIn).toMatchObject({ token: null, secondFactor: { enrolmentRequired: true }, userErrors: [] });
      const token = await enrolAndSignIn(server, signedIn.secondFactor!.challenge);
      const me = await server.graphql('{ me { email roles } }', {}, asUser(token));
      expect(me.data.me).toEqual({ email: 'boss@example.com', roles: ['ADMIN'] });

      // A second run for the same name changes nothing and says why.
      const again = await promisify(execFile)(
        tsx,
        ['src/scripts/create-staff.ts', '--username', 'boss', '--role', 'admin'],
        {
          cwd: serverDir,
          env: { ...process.env, ...production, DATABASE_URL: server.databaseUrl },
        },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('boss already exists') });
      expect((await staffLogin(server, 'boss', password!)).userErrors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses to start with another data key than the one the database was set up with', async () => {
    const { url, drop } = await freshDatabase(database);
    try {
      const first = await startTestServer({ database, databaseUrl: url, settings: production });
      await first.close();

      const started = startTestServer({
        database,
        databaseUrl: url,
        settings: { ...production, DATA_ENCRYPTION_KEY: keyB },
      });
      await expect(started).rejects.toThrow(DataKeyMismatchError);
      await expect(started).rejects.toThrow(
        /^DATA_ENCRYPTION_KEY cannot decrypt .* another key\. Start with the original key/,
      );

      const again = await startTestServer({ database, databaseUrl: url, settings: production });
      await again.close();
    } finally {
      await drop();
    }
  });

  it('checks a database from before the check value against its encrypted personal data', async () => {
    const { url, drop } = await freshDatabase(database);
    const clock = new ManualClock();
    try {
      // An older version's database: personal data encrypted with key A, no check value recorded.
      const older = await startTestServer({
        database,
        databaseUrl: url,
        clock,
        settings: { DATA_ENCRYPTION_KEY: keyA },
      });
      const token = await signUp(older, clock, 'citizen@example.com');
      const verified = await older.graphql(
        'mutation RealName($input: VerifyRealNameInput!) { verifyRealName(input: $input) { userErrors { code } } }',
        { input: { realName: '张三丰', idNumber: '11010519491231002X' } },
        asUser(token),
      );
      expect(verified.data.verifyRealName.userErrors).toEqual([]);
      await older.close();
      const orm = await openDatabase({
        database: loadConfig({ DATABASE_URL: url }).database,
        entities,
        migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
      });
      await orm.em.fork().nativeDelete(SystemSetting, {});
      await orm.close();

      await expect(
        startTestServer({ database, databaseUrl: url, clock, settings: { DATA_ENCRYPTION_KEY: keyB } }),
      ).rejects.toThrow(/DATA_ENCRYPTION_KEY cannot decrypt its stored personal data/);
      const upgraded = await startTestServer({
        database,
        databaseUrl: url,
        clock,
        settings: { DATA_ENCRYPTION_KEY: keyA },
      });
      const security = await upgraded.graphql('{ accountSecurity { realName } }', {}, asUser(token));
      expect(security.data.accountSecurity.realName).toBe('张**');
      await upgraded.close();
    } finally {
      await drop();
    }
  });
});
