import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { AliyunSmsFake } from './fakes/aliyun-sms-fake.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const minute = 60_000;
const account = {
  accessKeyId: 'LTAI5tTestKeyForFake',
  accessKeySecret: 'test-secret-made-for-this-run',
  // Chinese and brackets as real sign names have: Alibaba's percent-encoding differs from encodeURIComponent on brackets.
  signName: '芯城电子(CircuitMart)',
  templateCode: 'SMS_465700001',
};

const sendMutation =
  'mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { userErrors { code message } } }';
const loginMutation =
  'mutation Login($input: LoginWithCodeInput!) { loginWithCode(input: $input) { token userErrors { code message } } }';

/** The shop as in production, its SMS going to the fake Alibaba Cloud with the given secret. */
function productionWithAliyun(fake: AliyunSmsFake, accessKeySecret = account.accessKeySecret) {
  return {
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: 'c3'.repeat(32),
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: fake.url,
    ALIYUN_SMS_ACCESS_KEY_ID: account.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: account.signName,
    ALIYUN_SMS_TEMPLATE_VERIFICATION_CODE: account.templateCode,
  };
}

describe.each(databaseKinds)('SMS through Alibaba Cloud in production on %s', (database) => {
  let fake: AliyunSmsFake;
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-02T08:00:00.000Z'));

  beforeAll(async () => {
    fake = await AliyunSmsFake.start(account);
    server = await startTestServer({ database, clock, settings: productionWithAliyun(fake) });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const sendCode = (phone: string, lang = 'en-US') =>
    server.graphql(sendMutation, { input: { address: phone, purpose: 'LOGIN' } }, { lang });

  it('delivers the code to the provider by the approved template, and the code signs the phone user up', async () => {
    const sent = await sendCode('+86 13800138000');
    expect(sent.data.sendVerificationCode.userErrors).toEqual([]);
    const delivered = fake.delivered.at(-1)!;
    expect(delivered).toMatchObject({
      phoneNumbers: '13800138000',
      signName: account.signName,
      templateCode: 'SMS_465700001',
    });
    expect(delivered.templateParam).toEqual({ code: expect.stringMatching(/^\d{6}$/) });

    const login = await server.graphql(loginMutation, {
      input: { address: '+86 13800138000', code: delivered.templateParam.code, agreementAccepted: true },
    });
    expect(login.data.loginWithCode.userErrors).toEqual([]);
    const me = await server.graphql('{ me { phone } }', {}, { 'user-token': login.data.loginWithCode.token });
    expect(me.data.me.phone).toBe('+86 13800138000');
  });

  it('sends a number of another country with its country code and no plus', async () => {
    clock.advance(2 * minute);
    const sent = await restCall(server, '/user/sendCode', { phone: '91234567', area_code: '852' });
    expect(sent.code).toBe(1);
    expect(fake.delivered.at(-1)!.phoneNumbers).toBe('85291234567');
  });

  it("answers the provider's limit per number with the catalogue's translated error, and keeps no unsent code", async () => {
    const phone = '+86 13900139000';
    for (let sent = 0; sent < 5; sent += 1) {
      clock.advance(61_000);
      expect((await sendCode(phone)).data.sendVerificationCode.userErrors).toEqual([]);
    }
    const deliveredBefore = fake.delivered.length;
    clock.advance(61_000);
    const limited = await sendCode(phone, 'zh-CN');
    expect(limited.data.sendVerificationCode.userErrors).toEqual([
      { code: 'SMS_PROVIDER_LIMIT', message: '该手机号接收短信过于频繁，请稍后再试' },
    ]);
    expect(fake.refusals.at(-1)).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(fake.delivered).toHaveLength(deliveredBefore);

    const overRest = await restCall(
      server,
      '/user/sendCode',
      { phone: '13900139000', area_code: '86' },
      { lang: 'en-US' },
    );
    expect(overRest).toMatchObject({
      code: -1034,
      msg: 'Too many text messages were sent to this phone, please try again later',
    });

    // The refused codes were never sent, so they hold nothing back once the provider's hour has passed.
    clock.advance(60 * minute);
    expect((await sendCode(phone)).data.sendVerificationCode.userErrors).toEqual([]);
    expect(fake.delivered).toHaveLength(deliveredBefore + 1);
  });

  it('is refused by the provider when signed with another secret, and tells the person SMS is unavailable', async () => {
    const wronglyKeyed = await startTestServer({
      database,
      clock,
      databaseUrl: server.databaseUrl,
      settings: productionWithAliyun(fake, 'not-the-account-secret'),
    });
    try {
      const deliveredBefore = fake.delivered.length;
      const answer = await wronglyKeyed.graphql(sendMutation, {
        input: { address: '+86 13700137000', purpose: 'LOGIN' },
      });
      expect(answer.data.sendVerificationCode.userErrors).toEqual([
        {
          code: 'SMS_UNAVAILABLE',
          message: 'Text messages cannot be sent right now, please try again later or use e-mail',
        },
      ]);
      expect(fake.refusals.at(-1)).toBe('SignatureDoesNotMatch');
      expect(fake.delivered).toHaveLength(deliveredBefore);
    } finally {
      await wronglyKeyed.close();
    }
  });

  it('refuses phone codes in production when no SMS provider is chosen, while e-mail codes still go', async () => {
    const withoutSms = await startTestServer({
      database,
      clock,
      databaseUrl: server.databaseUrl,
      settings: { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'c3'.repeat(32) },
    });
    try {
      clock.advance(2 * minute);
      const phone = await withoutSms.graphql(sendMutation, { input: { address: '+86 13600136000', purpose: 'LOGIN' } });
      expect(phone.data.sendVerificationCode.userErrors.map((error: { code: string }) => error.code)).toEqual([
        'SMS_UNAVAILABLE',
      ]);
      const email = await withoutSms.graphql(sendMutation, { input: { address: 'a@example.com', purpose: 'LOGIN' } });
      expect(email.data.sendVerificationCode.userErrors).toEqual([]);
    } finally {
      await withoutSms.close();
    }
  });
});
