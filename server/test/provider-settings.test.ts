import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const key = 'e5'.repeat(32);
const production = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key };
const secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-secrets-'));
afterAll(() => fs.rmSync(secretsDir, { recursive: true, force: true }));

/** A secret file as Docker or Kubernetes mounts it: the value and a line end. */
function secretFile(name: string, content: string): string {
  const file = path.join(secretsDir, name);
  fs.writeFileSync(file, content, { mode: 0o600 });
  return file;
}

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tKeyId',
  ALIYUN_SMS_SIGN_NAME: 'CircuitMart',
  ALIYUN_SMS_TEMPLATE_VERIFICATION_CODE: 'SMS_1',
};

describe('secrets from files', () => {
  it('reads <NAME>_FILE, trimmed, for every kind of secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY_FILE: secretFile('data-key', `${key}\n`),
      DATABASE_URL_FILE: secretFile('database-url', 'mysql://shop:s3cret@db:3306/shop\n'),
      ...aliyun,
      ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: secretFile('sms-secret', '  sms-secret-value \n'),
      WECHAT_LOGIN_PROVIDER: 'wechat',
      WECHAT_OPEN_APP_ID: 'wx123',
      WECHAT_OPEN_APP_SECRET_FILE: secretFile('wechat-secret', 'wechat-secret-value'),
      ALIPAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_APP_PRIVATE_KEY_FILE: secretFile('alipay-app-key', `${'K'.repeat(64)}\n`),
      ALIPAY_PUBLIC_KEY_FILE: secretFile('alipay-public-key', `${'P'.repeat(64)}\n`),
    });
    expect(config.dataEncryptionKey).toEqual(Buffer.from(key, 'hex'));
    expect(config.database).toMatchObject({ kind: 'mysql', url: 'mysql://shop:s3cret@db:3306/shop' });
    expect(config.alipay).toMatchObject({ appPrivateKey: 'K'.repeat(64), alipayPublicKey: 'P'.repeat(64) });
    expect(config.sms).toMatchObject({ provider: 'aliyun', accessKeySecret: 'sms-secret-value' });
    expect(config.wechatLogin).toMatchObject({ provider: 'wechat', appSecret: 'wechat-secret-value' });
  });

  it('refuses a secret given both ways, an unreadable or empty file, and never prints a wrong secret', () => {
    const file = secretFile('payment', 'a-payment-sandbox-secret-of-length');
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'x'.repeat(20), PAYMENT_SANDBOX_SECRET_FILE: file })).toThrow(
      /^Settings PAYMENT_SANDBOX_SECRET and PAYMENT_SANDBOX_SECRET_FILE are both set/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY_FILE: path.join(secretsDir, 'missing') })).toThrow(
      /^Invalid setting DATA_ENCRYPTION_KEY_FILE=".+missing": cannot read the file \(ENOENT\)$/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY_FILE: secretFile('empty', '\n') })).toThrow(/the file is empty$/);
    const wrong = () => loadConfig({ DATA_ENCRYPTION_KEY_FILE: secretFile('short-key', 'abc123-not-a-key') });
    expect(wrong).toThrow(ConfigError);
    expect(wrong).toThrow(/^Invalid setting DATA_ENCRYPTION_KEY: must be 64 hex digits/);
    expect(wrong).not.toThrow(/abc123/);
  });
});

describe('providers by setting', () => {
  it('chooses the sandboxes outside production, nothing in production, and the deprecated OAUTH_SANDBOX still works', () => {
    expect(loadConfig({})).toMatchObject({ wechatLogin: { provider: 'sandbox' }, sms: { provider: 'sandbox' } });
    expect(loadConfig(production)).toMatchObject({ wechatLogin: { provider: 'off' }, sms: { provider: 'off' } });
    expect(loadConfig({ OAUTH_SANDBOX: 'false' }).wechatLogin).toEqual({ provider: 'off' });
    expect(() => loadConfig({ OAUTH_SANDBOX: 'true', WECHAT_LOGIN_PROVIDER: 'sandbox' })).toThrow(
      /^Settings OAUTH_SANDBOX and WECHAT_LOGIN_PROVIDER are both set/,
    );
  });

  it("names the missing setting of a real provider's account", () => {
    expect(() => loadConfig({ WECHAT_LOGIN_PROVIDER: 'wechat', WECHAT_OPEN_APP_ID: 'wx1' })).toThrow(
      /^Missing setting WECHAT_OPEN_APP_SECRET: WECHAT_LOGIN_PROVIDER=wechat needs/,
    );
    expect(() => loadConfig({ ...aliyun, ALIYUN_SMS_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: '' })).toThrow(
      /^Missing setting ALIYUN_SMS_SIGN_NAME: SMS_PROVIDER=aliyun needs/,
    );
  });
});

describe('production refuses sandbox providers', () => {
  it.each([
    [{ PAYMENT_SANDBOX: 'true', PAYMENT_SANDBOX_SECRET: 'x'.repeat(20) }, 'PAYMENT_SANDBOX=true'],
    [{ WECHAT_LOGIN_PROVIDER: 'sandbox' }, 'WECHAT_LOGIN_PROVIDER=sandbox'],
    [{ OAUTH_SANDBOX: 'true' }, 'WECHAT_LOGIN_PROVIDER=sandbox'],
    [{ SMS_PROVIDER: 'sandbox' }, 'SMS_PROVIDER=sandbox'],
  ])('refuses %o unless ALLOW_SANDBOX_PROVIDERS', (settings, named) => {
    expect(() => loadConfig({ ...production, ...settings })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...settings })).toThrow(
      new RegExp(
        `^Refusing to start: production with sandbox providers \\(${named}\\); .*ALLOW_SANDBOX_PROVIDERS=true`,
      ),
    );
    expect(() => loadConfig({ ...production, ...settings, ALLOW_SANDBOX_PROVIDERS: 'true' })).not.toThrow();
  });

  it('names every sandbox at once', () => {
    expect(() => loadConfig({ ...production, OAUTH_SANDBOX: 'true', SMS_PROVIDER: 'sandbox' })).toThrow(
      '(WECHAT_LOGIN_PROVIDER=sandbox, SMS_PROVIDER=sandbox)',
    );
  });

  it('exits with that one line, no stack trace, when started so', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
      cwd: serverDir,
      env: { ...process.env, ...production, LOG_LEVEL: 'silent', SMS_PROVIDER: 'sandbox' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Refusing to start: production with sandbox providers (SMS_PROVIDER=sandbox); choose real providers, ' +
        'or set ALLOW_SANDBOX_PROVIDERS=true on a staging shop',
    ]);
  });
});
