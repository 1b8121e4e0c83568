import { createHash, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AnswerCacheSettings } from './platform/graphql/answer-cache.js';
import type { QueryLimits } from './platform/graphql/query-limits.js';
import type { CrowdGateSettings } from './platform/http/crowd-gate.js';
import type { WithdrawalSettings } from './modules/wallet/withdrawals.service.js';
import type { TopUpSettings } from './modules/top-ups/top-ups.service.js';
import type { MessageEmailSettings } from './modules/messages/message-emails.js';
import type { WebhookTargetSettings } from './modules/webhooks/webhook-targets.js';
import type { RateLimits } from './platform/http/rate-limit.js';
import { HEAP_LIMIT_RANGE_MIB, SERVER_COPIES_RANGE, type HeapSettings } from './startup/heap-size.js';
import type { WechatPaySettings } from './modules/payments/wechat-pay/wechat-pay-settings.js';
import type { WechatOpenPlatformSettings } from './modules/identity/oauth/wechat-open-platform-provider.js';
import type { AliyunSmsSettings } from './platform/mail/aliyun-sms-provider.js';
import type { AlipaySettings } from './modules/payments/alipay/alipay-settings.js';
import type { PaymentReconciliationSettings } from './modules/payments/payment-reconciliation.js';

/**
 * The repository root: the folder above the server package, found from this module's place rather than a fixed depth,
 * since the sources (`server/src`), tsc's output (`server/dist`) and the bundle's chunks (`server/dist/chunks`) sit at
 * different depths below `server/package.json`.
 */
export const repoRoot = path.dirname(packageFolderAbove(path.dirname(fileURLToPath(import.meta.url))));

function packageFolderAbove(folder: string): string {
  if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
  const parent = path.dirname(folder);
  if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
  return packageFolderAbove(parent);
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const databaseUrl = z
  .string()
  .trim()
  .refine((url) => /^(mysql|mariadb):\/\/.+/.test(url) || /^sqlite:.+/.test(url), {
    message: 'must start with mysql://, mariadb:// or sqlite:',
  });

const redisUrl = z
  .string()
  .trim()
  .refine((url) => /^rediss?:\/\/.+/.test(url), { message: 'must start with redis:// or rediss://' });

// ---- WeChat Pay (payments, issue 22): the real WeChat Pay API v3 instead of the sandbox; docs/payments.md ----

/** Secrets may be given inline or as a file (`<NAME>_FILE`), never in the repository. */
const WECHAT_PAY_SECRETS = [
  'PAYMENT_WECHAT_PRIVATE_KEY',
  'PAYMENT_WECHAT_APIV3_KEY',
  'PAYMENT_WECHAT_PLATFORM_CERTIFICATES',
  'PAYMENT_WECHAT_PUBLIC_KEY',
  'PAYMENT_WECHAT_APP_SECRET',
] as const;

const wechatPaySettingsSchema = z.object({
  /** `sandbox`: WeChat Pay goes to the sandbox cashier while PAYMENT_SANDBOX is on; `wechatpay-v3`: the real one. */
  PAYMENT_WECHAT_PROVIDER: z.enum(['sandbox', 'wechatpay-v3']).default('sandbox'),
  PAYMENT_WECHAT_MCH_ID: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, { message: 'must be the merchant id (digits)' })
    .optional(),
  PAYMENT_WECHAT_APP_ID: z.string().trim().min(1).max(32).optional(),
  PAYMENT_WECHAT_MERCHANT_SERIAL: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{8,64}$/, { message: 'must be hex' })
    .optional(),
  PAYMENT_WECHAT_PRIVATE_KEY: z
    .string()
    .trim()
    .includes('PRIVATE KEY', { message: 'must be a PEM private key' })
    .optional(),
  PAYMENT_WECHAT_APIV3_KEY: z.string().trim().length(32, { message: 'must be the 32-character APIv3 key' }).optional(),
  PAYMENT_WECHAT_PLATFORM_CERTIFICATES: z.string().trim().includes('BEGIN CERTIFICATE').optional(),
  PAYMENT_WECHAT_PUBLIC_KEY: z
    .string()
    .trim()
    .includes('PUBLIC KEY', { message: 'must be a PEM public key' })
    .optional(),
  PAYMENT_WECHAT_PUBLIC_KEY_ID: z.string().trim().min(1).max(64).optional(),
  PAYMENT_WECHAT_API_BASE_URL: z.url().default('https://api.mch.weixin.qq.com'),
  PAYMENT_WECHAT_APP_SECRET: z.string().trim().min(1).max(64).optional(),
  PAYMENT_WECHAT_OAUTH_API_BASE_URL: z.url().default('https://api.weixin.qq.com'),
  /** Scheme and host of the shop as WeChat Pay reaches it (`notify_url`); unset: PUBLIC_URL. */
  PAYMENT_WECHAT_NOTIFY_BASE_URL: z.url().optional(),
  PAYMENT_WECHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PAYMENT_WECHAT_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(2),
  PAYMENT_WECHAT_CERTIFICATE_REFRESH_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(43_200),
});

/** The WeChat Pay v3 adapter's settings, or undefined while WeChat Pay is the sandbox's. */
function wechatPaySettingsOf(
  s: z.infer<typeof wechatPaySettingsSchema>,
  publicUrl: string | undefined,
  production: boolean,
): WechatPaySettings | undefined {
  if (s.PAYMENT_WECHAT_PROVIDER !== 'wechatpay-v3') return undefined;
  const required = {
    PAYMENT_WECHAT_MCH_ID: s.PAYMENT_WECHAT_MCH_ID,
    PAYMENT_WECHAT_APP_ID: s.PAYMENT_WECHAT_APP_ID,
    PAYMENT_WECHAT_MERCHANT_SERIAL: s.PAYMENT_WECHAT_MERCHANT_SERIAL,
    PAYMENT_WECHAT_PRIVATE_KEY: s.PAYMENT_WECHAT_PRIVATE_KEY,
    PAYMENT_WECHAT_APIV3_KEY: s.PAYMENT_WECHAT_APIV3_KEY,
    'PAYMENT_WECHAT_NOTIFY_BASE_URL (or PUBLIC_URL)': s.PAYMENT_WECHAT_NOTIFY_BASE_URL ?? publicUrl,
  };
  const missing = Object.entries(required).find(([, value]) => !value);
  if (missing) throw new ConfigError(`Missing setting ${missing[0]}: PAYMENT_WECHAT_PROVIDER=wechatpay-v3 needs it`);
  const notifyBaseUrl = (s.PAYMENT_WECHAT_NOTIFY_BASE_URL ?? publicUrl)!;
  if (production && !notifyBaseUrl.startsWith('https://')) {
    throw new ConfigError(
      `Invalid setting PAYMENT_WECHAT_NOTIFY_BASE_URL=${JSON.stringify(notifyBaseUrl)}: WeChat Pay notifies https only`,
    );
  }
  try {
    createPrivateKey(s.PAYMENT_WECHAT_PRIVATE_KEY!);
  } catch (error) {
    throw new ConfigError(`Invalid setting PAYMENT_WECHAT_PRIVATE_KEY: ${(error as Error).message}`);
  }
  if (!s.PAYMENT_WECHAT_PUBLIC_KEY !== !s.PAYMENT_WECHAT_PUBLIC_KEY_ID) {
    throw new ConfigError('Settings PAYMENT_WECHAT_PUBLIC_KEY and PAYMENT_WECHAT_PUBLIC_KEY_ID go together');
  }
  return {
    mchId: s.PAYMENT_WECHAT_MCH_ID!,
    appId: s.PAYMENT_WECHAT_APP_ID!,
    merchantSerial: s.PAYMENT_WECHAT_MERCHANT_SERIAL!.toUpperCase(),
    merchantPrivateKey: s.PAYMENT_WECHAT_PRIVATE_KEY!,
    apiV3Key: s.PAYMENT_WECHAT_APIV3_KEY!,
    platformCertificates: s.PAYMENT_WECHAT_PLATFORM_CERTIFICATES,
    platformPublicKey:
      s.PAYMENT_WECHAT_PUBLIC_KEY && s.PAYMENT_WECHAT_PUBLIC_KEY_ID
        ? { id: s.PAYMENT_WECHAT_PUBLIC_KEY_ID, pem: s.PAYMENT_WECHAT_PUBLIC_KEY }
        : undefined,
    apiBaseUrl: s.PAYMENT_WECHAT_API_BASE_URL,
    appSecret: s.PAYMENT_WECHAT_APP_SECRET,
    oauthApiBaseUrl: s.PAYMENT_WECHAT_OAUTH_API_BASE_URL,
    notifyBaseUrl,
    timeoutMs: s.PAYMENT_WECHAT_TIMEOUT_MS,
    attempts: s.PAYMENT_WECHAT_ATTEMPTS,
    certificateRefreshMs: s.PAYMENT_WECHAT_CERTIFICATE_REFRESH_SECONDS * 1000,
  };
}

// ---- end of WeChat Pay ----

/** Every setting the server reads, with its default. The README's settings table mirrors this. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: databaseUrl.optional(),
  // Read replicas (MySQL/MariaDB): catalog reads of requests that wrote nothing lately go to a replica.
  DATABASE_REPLICA_URLS: z
    .string()
    .trim()
    .refine((urls) => urls.split(',').every((url) => /^(mysql|mariadb):\/\/.+/.test(url.trim())), {
      message: 'must be mysql:// or mariadb:// URLs separated by commas',
    })
    .optional(),
  REPLICA_READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  REDIS_URL: redisUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.optional(),
  DEMO_PARTS: z.coerce.number().int().min(0).max(150_000).default(2400),
  CLIENT_DIST: z.string().trim().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  HEAP_LIMIT_MIB: z.coerce.number().int().min(HEAP_LIMIT_RANGE_MIB.min).max(HEAP_LIMIT_RANGE_MIB.max).optional(),
  SERVER_COPIES: z.coerce.number().int().min(SERVER_COPIES_RANGE.min).max(SERVER_COPIES_RANGE.max).default(1),
  SMTP_URL: z
    .string()
    .trim()
    .refine((url) => /^smtps?:\/\/.+/.test(url), { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('CircuitMart <no-reply@circuitmart.test>'),
  UPLOADS_DIR: z.string().trim().min(1).default('data/uploads'),
  /** Deprecated alias of WECHAT_LOGIN_PROVIDER (true: sandbox, false: off), kept for existing deployments. */
  OAUTH_SANDBOX: booleanFlag.optional(),
  PAYMENT_SANDBOX: booleanFlag.optional(),
  PAYMENT_SANDBOX_SECRET: z.string().trim().min(16).optional(),
  PAYMENT_SANDBOX_REFUNDS: z.enum(['auto', 'manual']).default('auto'),
  DATA_ENCRYPTION_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, { message: 'must be 64 hex digits (32 bytes), e.g. from `openssl rand -hex 32`' })
    .optional(),
  EXPRESS_FREIGHT_FEN: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  FREE_SHIPPING_THRESHOLD_FEN: z.coerce.number().int().min(0).default(9900),
  AUTO_CONFIRM_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  // Every screen of the web client passes with room to spare (a test checks each generated document), while a
  // query built to exhaust the server, such as alternatives of alternatives ten deep, is refused.
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(100).default(12),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(20_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(0).default(6000),
  // Fifty of the costliest queries the shop accepts, or thousands of a client's usual pages, an hour.
  API_QUOTA_COST_PER_HOUR: z.coerce.number().int().min(0).default(1_000_000),
  /** Orders from this payable amount (fen) wait for staff approval; 0 turns approval off. */
  ORDER_APPROVAL_THRESHOLD_FEN: z.coerce.number().int().min(0).default(10_000_000),
  PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  AFTER_SALE_RETURN_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  AFTER_SALE_NO_REASON_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  AFTER_SALE_RETURN_ADDRESS: z.string().trim().min(1).max(300).optional(),
  STAFF_TOTP_REQUIRED: booleanFlag.optional(),
  /** Webhook endpoints may be plain http (outside production by default: a receiver on this machine). */
  // Web push (VAPID, RFC 8292): the shop's key pair for the browsers' push services.
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url')
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url')
    .optional(),
  WEB_PUSH_SUBJECT: z
    .string()
    .trim()
    .refine((subject) => /^(mailto:.+@.+|https:\/\/.+)$/.test(subject), 'must be a mailto: or https: URL')
    .default('mailto:support@circuitmart.test'),
  WEBHOOK_ALLOW_HTTP: booleanFlag.optional(),
  /** Webhook endpoints may be on loopback, private or link-local networks (outside production by default). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.optional(),
  /** Verification codes one network address may ask for in an hour (an office or a NAT shares one). */
  VERIFICATION_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** A flash-sale order's payment window; shorter than other orders' so unpaid units go back to the sale soon. */
  FLASH_SALE_PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  /** The "server too crowded" gate of hot calls (a flash sale's buy), per server copy. */
  CROWD_GATE_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(8),
  CROWD_GATE_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(2000),
  CROWD_GATE_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  /** Withdrawals: the smallest payout, what one user may withdraw per UTC day, and the fee (basis points, at least). */
  WITHDRAWAL_MINIMUM_FEN: z.coerce.number().int().min(1).max(100_000_000).default(1_000),
  WITHDRAWAL_DAILY_LIMIT_FEN: z.coerce.number().int().min(1).max(1_000_000_000).default(5_000_000),
  WITHDRAWAL_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(10),
  WITHDRAWAL_MINIMUM_FEE_FEN: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** Top-ups through a payment provider: the least and the most of one, and what one user's may add up to per UTC day. */
  TOPUP_MINIMUM_FEN: z.coerce.number().int().min(1).max(100_000_000).default(100),
  TOPUP_MAXIMUM_FEN: z.coerce.number().int().min(1).max(1_000_000_000).default(5_000_000),
  TOPUP_DAILY_LIMIT_FEN: z.coerce.number().int().min(1).max(1_000_000_000).default(10_000_000),
  /** Messages by e-mail: the least time between two e-mails of one chat conversation to one customer. */
  CHAT_EMAIL_INTERVAL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Performance round 2 (reads): anonymous catalog answers by GET kept in memory and sent again (answer-cache.ts). */
  CATALOG_ANSWER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  CATALOG_ANSWER_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  CATALOG_ANSWER_CACHE_MAX_MIB: z.coerce.number().int().min(1).max(4096).default(32),
  JOBS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'must be 1 to 64 letters, digits, dots, dashes or underscores' })
    .optional(),
  ...wechatPaySettingsSchema.shape,
  // Metrics and memory (platform/metrics, docs/operations.md#metrics)
  /** Lets callers outside loopback and private networks read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /** Where SIGUSR2 writes a heap snapshot (the memory soak's); unset: the signal is left alone. */
  HEAP_SNAPSHOT_DIR: z.string().trim().min(1).optional(),
  // WeChat website login, SMS and the production refusal of sandbox providers (docs/providers.md).
  /** `sandbox`: the stand-in served under /dev; `wechat`: the open platform's QR login; `off`: the button says so. */
  WECHAT_LOGIN_PROVIDER: z.enum(['sandbox', 'wechat', 'off']).optional(),
  WECHAT_OPEN_APP_ID: z.string().trim().min(1).max(64).optional(),
  WECHAT_OPEN_APP_SECRET: z.string().trim().min(1).optional(),
  /** Where the open platform's API answers; only a test points it elsewhere. */
  WECHAT_OPEN_API_URL: z.url().default('https://api.weixin.qq.com'),
  /** `sandbox`: SMS go to the outbox table and the log; `aliyun`: Alibaba Cloud SMS; `off`: phone codes are refused. */
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun', 'off']).optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().trim().min(1).max(64).optional(),
  ALIYUN_SMS_TEMPLATE_VERIFICATION_CODE: z.string().trim().min(1).max(64).optional(),
  ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_REGION: z.string().trim().min(1).default('cn-hangzhou'),
  /** How long one call to WeChat's or Alibaba Cloud's API may take before the login or the code fails. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Production may run sandbox providers (payments, WeChat login, SMS) only when this says so: a staging shop. */
  ALLOW_SANDBOX_PROVIDERS: booleanFlag.optional(),
  // Scale-out (several copies behind a balancer, docs/operations.md#several-copies): what this process runs, how long
  // it keeps answering with /readyz at 503 before it stops listening, and the worker's own probe port.
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Alipay (issue 22): which provider takes Alipay payments, the open platform application and Alipay's key (the
  // keys also from files, `<NAME>_FILE`: SECRET_SETTINGS). Then the payment reconciliation job (docs/payments.md).
  ALIPAY_PROVIDER: z.enum(['sandbox', 'alipay']).default('sandbox'),
  ALIPAY_APP_ID: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, { message: 'must be the application id (digits)' })
    .optional(),
  ALIPAY_APP_PRIVATE_KEY: z.string().trim().min(64).optional(),
  ALIPAY_PUBLIC_KEY: z.string().trim().min(64).optional(),
  ALIPAY_GATEWAY_URL: z.url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_SELLER_ID: z
    .string()
    .trim()
    .regex(/^\d{16}$/, { message: 'must be the 16-digit PID' })
    .optional(),
  ALIPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

/**
 * Settings that may instead be given as `<NAME>_FILE`, the path of a file holding the value (a Docker or Kubernetes
 * secret), so the secret never sits in the environment. Payment provider keys join this list beside their settings.
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'DATA_ENCRYPTION_KEY',
  'PAYMENT_SANDBOX_SECRET',
  'WECHAT_OPEN_APP_SECRET',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  ...WECHAT_PAY_SECRETS,
  'ALIPAY_APP_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
] as const satisfies readonly (keyof typeof settingsSchema.shape)[];

/**
 * Outside production, personal data is encrypted with a key everyone can derive from this public text:
 * good enough to exercise the code path, worthless as protection, hence required in production.
 */
export const DEVELOPMENT_DATA_ENCRYPTION_KEY = createHash('sha256')
  .update('circuitmart development data key: public, never use in production')
  .digest();

/** Outside production the sandbox payment provider signs with this public secret unless PAYMENT_SANDBOX_SECRET is set. */
export const DEVELOPMENT_PAYMENT_SANDBOX_SECRET = 'circuitmart sandbox payment secret: public, development only';

/** WeChat website login: the sandbox served by this server, the open platform's QR login, or none. */
export type WechatLoginSettings =
  { provider: 'sandbox' | 'off' } | ({ provider: 'wechat' } & WechatOpenPlatformSettings);

/** Text messages: the outbox table and log (sandbox), Alibaba Cloud SMS, or none (phone codes are refused). */
export type SmsSettings = { provider: 'sandbox' | 'off' } | ({ provider: 'aliyun' } & AliyunSmsSettings);

/**
 * `all` (the default, `pnpm start`): serves and runs the jobs. `web`: serves and enqueues jobs but never runs them.
 * `worker` (`pnpm worker`): runs the jobs and serves nothing but its probes.
 */
export type ProcessRole = 'all' | 'web' | 'worker';

export interface ScaleOutSettings {
  processRole: ProcessRole;
  /**
   * After SIGTERM, how long the copy goes on serving with /readyz at 503 and `Connection: close` on every answer
   * before it stops listening, so a balancer (Kubernetes endpoints, nginx's idle connections) lets go of it first.
   */
  drainDelayMs: number;
  /** The worker's /healthz and /readyz port; unset: the worker listens nowhere. */
  workerHealthPort: number | undefined;
}

export type DatabaseSettings =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'mysql';
      url: string;
      /** Replicas of `url` that catalog reads may use (platform/db/read-replicas.ts); empty: none. */
      replicaUrls: string[];
      /** How long after a request that may have written its sender's catalog reads stay on the primary. */
      readYourWritesMs: number;
    };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  /**
   * Which proxies' X-Forwarded-For names the client (Express `trust proxy`): `loopback` by default; behind a load
   * balancer on another host its addresses or subnets, or a hop count, or every client shares one address for the
   * per-address limits (login throttling, rate limits).
   */
  trustProxy: boolean | number | string;
  port: number;
  database: DatabaseSettings;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof settingsSchema>['LOG_LEVEL'];
  /** Fill an empty database with the demo catalog; off by default in production. */
  seedDemoData: boolean;
  /**
   * With the demo data, the demo staff accounts whose passwords the README prints: never in production, where
   * the first staff account comes from the create-staff command instead.
   */
  seedDemoStaff: boolean;
  demoParts: number;
  clientDist: string;
  publicUrl: string | undefined;
  shutdownTimeoutMs: number;
  /** How big a heap `main.ts` gives the process (`startup/heap-size.ts`). */
  heap: HeapSettings;
  /** Mail server for verification e-mails; unset: e-mails go to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Folder of user uploads (avatars, screenshots ...), served under /media/uploads. */
  uploadsDir: string;
  /** WeChat website login: the sandbox (never in production by default), the open platform, or off. */
  wechatLogin: WechatLoginSettings;
  /** Text messages (phone verification codes): the outbox (never in production by default), Alibaba Cloud, or off. */
  sms: SmsSettings;
  /** AES-256 key for personal data at rest (real name, ID number). */
  dataEncryptionKey: Buffer;
  /** Checkout pricing and order deadlines. */
  orders: {
    expressFreightFen: number;
    freeShippingThresholdFen: number;
    autoConfirmMs: number;
    approvalThresholdFen: number | null;
    /** How long a placed order waits for payment before it cancels itself (spec: 30 minutes). */
    paymentWindowMs: number;
  };
  /** After-sales: the return window, the no-reason window, where returns go (the default address when unset). */
  afterSales: { returnWindowMs: number; noReasonWindowMs: number; returnAddress?: string };
  /**
   * Namespace of the BullMQ job queue's Redis keys (BullMQ's own default `bull` when unset): server copies of one
   * shop share it; separate shops (or test servers) on one Redis need their own.
   */
  jobsPrefix: string | undefined;
  /** Scale-out: the process's role and how it drains (docs/operations.md#several-copies). */
  scaleOut: ScaleOutSettings;
  /** WeChat Pay and Alipay go to the sandbox cashier served under /dev/pay; never in production by default. */
  paymentSandbox: boolean;
  /** HMAC-SHA256 key the sandbox provider signs its payment notifications with. */
  paymentSandboxSecret: string;
  /** `auto`: the sandbox POSTs its refund notifications itself; `manual`: only keeps them under /dev/pay (tests). */
  paymentSandboxRefundDelivery: 'auto' | 'manual';
  /** WeChat Pay API v3 (PAYMENT_WECHAT_PROVIDER=wechatpay-v3); unset: WeChat Pay is the sandbox's, if on. */
  wechatPay: WechatPaySettings | undefined;
  // Alipay (issue 22): the open platform adapter when ALIPAY_PROVIDER=alipay, else the sandbox's; and reconciliation.
  /** The Alipay open platform application; unset: Alipay payments go to the sandbox (when it is on). */
  alipay: AlipaySettings | undefined;
  /** How often the reconciliation job asks the providers, and how long it first waits for a notification. */
  paymentReconciliation: PaymentReconciliationSettings;
  /** Deepest and costliest GraphQL operation accepted. */
  queryLimits: QueryLimits;
  /** Staff sign in with an authenticator code (TOTP) after their password or e-mailed code; on in production. */
  staffTotpRequired: boolean;
  /** Verification codes one network address may ask for in an hour. */
  verificationCodesPerIpPerHour: number;
  /** Requests a minute per client and per IP, and query cost an hour per client, on /graphql and /api. */
  rateLimits: RateLimits;
  /** Flash sales: how long a flash-sale order waits for payment before its unit goes back. */
  flashSales: { paymentWindowMs: number };
  /** How many hot calls (flash-sale buys) one copy runs at once and lets wait; beyond that SERVER_BUSY. */
  crowdGate: CrowdGateSettings;
  /** Withdrawals: minimum, daily limit per user and fee, in fen and basis points. */
  withdrawals: WithdrawalSettings;
  /** Top-ups through a payment provider: least and most of one, most per user and UTC day, in fen. */
  topUps: TopUpSettings;
  /** Messages by e-mail: the least time between two e-mails of one chat conversation. */
  messageEmails: MessageEmailSettings;
  /** Which webhook targets are allowed: plain http, and hosts on this machine or private networks (never in production). */
  webhookTargets: WebhookTargetSettings;
  // Metrics and memory
  metrics: { token: string | undefined; heapSnapshotDir: string | undefined };
  /** Performance round 2 (reads): the kept answers of anonymous catalog reads by GET. */
  catalogAnswerCache: AnswerCacheSettings;
  /** The VAPID keys of web push; null: no web push (production without keys). */
  webPush: WebPushSettings | null;
}

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  /** Who runs the shop, for the push services (`mailto:` or `https:`). */
  subject: string;
}

/**
 * Outside production, web push works without settings with this key pair: public, development only, like the
 * sandbox secret. Production sends pushes only with its own pair (`npx web-push generate-vapid-keys`).
 */
export const DEVELOPMENT_WEB_PUSH_KEYS = {
  publicKey: 'BAg4D4XINjd2bYqrkFN48vKsBIOw2J-FNWjK4Zsc-LYNcclSZtLrwYw6-WsOjquW2deBZsnLiTXvA2I5PjDf--4',
  privateKey: 'HBlnnizjwek09lJMnoAmEs1Bmj_3ntNixr_GdCeGeY8',
};

function webPushSettings(
  env: 'development' | 'production' | 'test',
  publicKey: string | undefined,
  privateKey: string | undefined,
  subject: string,
): WebPushSettings | null {
  if (!publicKey !== !privateKey) {
    throw new ConfigError('WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY go together: set both or neither');
  }
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  return env === 'production' ? null : { ...DEVELOPMENT_WEB_PUSH_KEYS, subject };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const asMysqlUrl = (url: string) => url.trim().replace(/^mariadb:/, 'mysql:');

function databaseSettings(
  url: string | undefined,
  replicaUrls: string | undefined,
  readYourWritesSeconds: number,
): DatabaseSettings {
  const replicas = replicaUrls ? replicaUrls.split(',').map(asMysqlUrl) : [];
  if (!url || url.startsWith('sqlite:')) {
    if (replicas.length > 0) {
      throw new ConfigError('Invalid setting DATABASE_REPLICA_URLS: replicas need a MySQL/MariaDB DATABASE_URL');
    }
    if (!url) return { kind: 'sqlite', file: path.join(repoRoot, 'data', 'shop.sqlite') };
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(repoRoot, file) };
  }
  return { kind: 'mysql', url: asMysqlUrl(url), replicaUrls: replicas, readYourWritesMs: readYourWritesSeconds * 1000 };
}

/**
 * Alipay (issue 22): the application's settings, all present when ALIPAY_PROVIDER=alipay; the keys may come from
 * `<NAME>_FILE` (SECRET_SETTINGS), read before this.
 */
function alipaySettings(s: z.infer<typeof settingsSchema>): AlipaySettings | undefined {
  if (s.ALIPAY_PROVIDER !== 'alipay') return undefined;
  for (const [name, value] of [
    ['ALIPAY_APP_ID', s.ALIPAY_APP_ID],
    ['ALIPAY_APP_PRIVATE_KEY', s.ALIPAY_APP_PRIVATE_KEY],
    ['ALIPAY_PUBLIC_KEY', s.ALIPAY_PUBLIC_KEY],
  ] as const) {
    if (!value) throw new ConfigError(`Missing setting ${name}: ALIPAY_PROVIDER=alipay needs it`);
  }
  return {
    appId: s.ALIPAY_APP_ID!,
    appPrivateKey: s.ALIPAY_APP_PRIVATE_KEY!,
    alipayPublicKey: s.ALIPAY_PUBLIC_KEY!,
    gatewayUrl: s.ALIPAY_GATEWAY_URL,
    sellerId: s.ALIPAY_SELLER_ID,
    timeoutMs: s.ALIPAY_TIMEOUT_MS,
  };
}

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The environment with each secret given as `<NAME>_FILE` read into `<NAME>`: the file's content, trimmed. A relative
 * path is taken from the repository root, like the other paths of the settings.
 */
function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      throw new ConfigError(`Settings ${name} and ${name}_FILE are both set: give the secret one way only`);
    }
    let value: string;
    try {
      value = fs.readFileSync(path.resolve(repoRoot, file), 'utf8').trim();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError(`Invalid setting ${name}_FILE=${JSON.stringify(file)}: cannot read the file (${reason})`);
    }
    if (!value) throw new ConfigError(`Invalid setting ${name}_FILE=${JSON.stringify(file)}: the file is empty`);
    resolved[name] = value;
  }
  return resolved;
}

type ParsedSettings = z.infer<typeof settingsSchema>;

/** `settings` must all be set together when `chosenBy` chose the provider they configure. */
function requireSettings(s: ParsedSettings, chosenBy: string, settings: (keyof ParsedSettings)[]): void {
  const missing = settings.find((name) => s[name] === undefined);
  if (missing) throw new ConfigError(`Missing setting ${missing}: ${chosenBy} needs ${settings.join(', ')}`);
}

/** WECHAT_LOGIN_PROVIDER, or the deprecated OAUTH_SANDBOX it replaced (true: sandbox, false: off). */
function wechatLoginSettings(s: ParsedSettings): WechatLoginSettings {
  if (s.WECHAT_LOGIN_PROVIDER && s.OAUTH_SANDBOX !== undefined) {
    throw new ConfigError('Settings OAUTH_SANDBOX and WECHAT_LOGIN_PROVIDER are both set: keep WECHAT_LOGIN_PROVIDER');
  }
  const legacy = s.OAUTH_SANDBOX === undefined ? undefined : s.OAUTH_SANDBOX ? 'sandbox' : 'off';
  const provider = s.WECHAT_LOGIN_PROVIDER ?? legacy ?? (s.NODE_ENV === 'production' ? 'off' : 'sandbox');
  if (provider !== 'wechat') return { provider };
  requireSettings(s, 'WECHAT_LOGIN_PROVIDER=wechat', ['WECHAT_OPEN_APP_ID', 'WECHAT_OPEN_APP_SECRET']);
  return {
    provider,
    appId: s.WECHAT_OPEN_APP_ID!,
    appSecret: s.WECHAT_OPEN_APP_SECRET!,
    apiUrl: s.WECHAT_OPEN_API_URL,
    timeoutMs: s.PROVIDER_TIMEOUT_MS,
  };
}

function smsSettings(s: ParsedSettings): SmsSettings {
  const provider = s.SMS_PROVIDER ?? (s.NODE_ENV === 'production' ? 'off' : 'sandbox');
  if (provider !== 'aliyun') return { provider };
  requireSettings(s, 'SMS_PROVIDER=aliyun', [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_VERIFICATION_CODE',
  ]);
  return {
    provider,
    accessKeyId: s.ALIYUN_SMS_ACCESS_KEY_ID!,
    accessKeySecret: s.ALIYUN_SMS_ACCESS_KEY_SECRET!,
    signName: s.ALIYUN_SMS_SIGN_NAME!,
    templates: { 'verification-code': s.ALIYUN_SMS_TEMPLATE_VERIFICATION_CODE! },
    endpoint: s.ALIYUN_SMS_ENDPOINT,
    regionId: s.ALIYUN_SMS_REGION,
    timeoutMs: s.PROVIDER_TIMEOUT_MS,
  };
}

/**
 * A production shop must not take sandbox payments, logins or codes by mistake: it refuses to start with any sandbox
 * provider chosen, unless ALLOW_SANDBOX_PROVIDERS says it is a staging shop. Each provider adds its choice here.
 */
function refuseSandboxesInProduction(s: ParsedSettings, choices: { setting: string; sandbox: boolean }[]): void {
  if (s.NODE_ENV !== 'production' || s.ALLOW_SANDBOX_PROVIDERS) return;
  const sandboxes = choices.filter((choice) => choice.sandbox).map((choice) => choice.setting);
  if (sandboxes.length === 0) return;
  throw new ConfigError(
    `Refusing to start: production with sandbox providers (${sandboxes.join(', ')}); ` +
      'choose real providers, or set ALLOW_SANDBOX_PROVIDERS=true on a staging shop',
  );
}

/**
 * Reads the settings from the environment. A wrong setting throws a ConfigError whose message is one
 * line naming the setting, which `main.ts` prints before exiting.
 */
export function loadConfig(givenEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = withSecretFiles(givenEnv);
  const present = Object.fromEntries(
    Object.keys(settingsSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const setting = String(issue.path[0] ?? 'environment');
    // A wrong secret is named, never printed: the message goes to the log.
    const shown = (SECRET_SETTINGS as readonly string[]).includes(setting) ? '' : `=${JSON.stringify(env[setting])}`;
    throw new ConfigError(`Invalid setting ${setting}${shown}: ${issue.message}`);
  }
  const s = parsed.data;
  if (s.NODE_ENV === 'production' && !s.DATA_ENCRYPTION_KEY) {
    throw new ConfigError('Missing setting DATA_ENCRYPTION_KEY: production needs its own key (64 hex digits)');
  }
  const paymentSandbox = s.PAYMENT_SANDBOX ?? s.NODE_ENV !== 'production';
  const wechatLogin = wechatLoginSettings(s);
  const sms = smsSettings(s);
  refuseSandboxesInProduction(s, [
    // Covers each payment provider left to the sandbox (PAYMENT_WECHAT_PROVIDER=sandbox, ALIPAY_PROVIDER=sandbox):
    // without PAYMENT_SANDBOX there is no sandbox payment provider at all.
    { setting: 'PAYMENT_SANDBOX=true', sandbox: paymentSandbox },
    { setting: 'WECHAT_LOGIN_PROVIDER=sandbox', sandbox: wechatLogin.provider === 'sandbox' },
    { setting: 'SMS_PROVIDER=sandbox', sandbox: sms.provider === 'sandbox' },
  ]);
  if (s.NODE_ENV === 'production' && paymentSandbox && !s.PAYMENT_SANDBOX_SECRET) {
    throw new ConfigError('Missing setting PAYMENT_SANDBOX_SECRET: a production sandbox needs its own secret');
  }
  return {
    env: s.NODE_ENV,
    host: s.HOST,
    trustProxy: trustProxySetting(s.TRUST_PROXY),
    port: s.PORT,
    database: databaseSettings(s.DATABASE_URL, s.DATABASE_REPLICA_URLS, s.REPLICA_READ_YOUR_WRITES_SECONDS),
    redisUrl: s.REDIS_URL,
    logLevel: s.LOG_LEVEL,
    seedDemoData: s.SEED_DEMO_DATA ?? s.NODE_ENV !== 'production',
    seedDemoStaff: s.NODE_ENV !== 'production',
    demoParts: s.DEMO_PARTS,
    clientDist: path.resolve(repoRoot, s.CLIENT_DIST ?? 'client/dist'),
    publicUrl: s.PUBLIC_URL,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    heap: { limitMiB: s.HEAP_LIMIT_MIB, copies: s.SERVER_COPIES },
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    uploadsDir: path.resolve(repoRoot, s.UPLOADS_DIR),
    wechatLogin,
    sms,
    dataEncryptionKey: s.DATA_ENCRYPTION_KEY
      ? Buffer.from(s.DATA_ENCRYPTION_KEY, 'hex')
      : DEVELOPMENT_DATA_ENCRYPTION_KEY,
    orders: {
      expressFreightFen: s.EXPRESS_FREIGHT_FEN,
      freeShippingThresholdFen: s.FREE_SHIPPING_THRESHOLD_FEN,
      autoConfirmMs: s.AUTO_CONFIRM_DAYS * 24 * 3600_000,
      approvalThresholdFen: s.ORDER_APPROVAL_THRESHOLD_FEN || null,
      paymentWindowMs: s.PAYMENT_WINDOW_SECONDS * 1000,
    },
    afterSales: {
      returnWindowMs: s.AFTER_SALE_RETURN_DAYS * 24 * 3600_000,
      noReasonWindowMs: s.AFTER_SALE_NO_REASON_DAYS * 24 * 3600_000,
      ...(s.AFTER_SALE_RETURN_ADDRESS && { returnAddress: s.AFTER_SALE_RETURN_ADDRESS }),
    },
    jobsPrefix: s.JOBS_PREFIX,
    scaleOut: {
      processRole: s.PROCESS_ROLE,
      drainDelayMs: s.SHUTDOWN_DRAIN_DELAY_MS,
      workerHealthPort: s.WORKER_HEALTH_PORT,
    },
    paymentSandbox,
    paymentSandboxSecret: s.PAYMENT_SANDBOX_SECRET ?? DEVELOPMENT_PAYMENT_SANDBOX_SECRET,
    paymentSandboxRefundDelivery: s.PAYMENT_SANDBOX_REFUNDS,
    wechatPay: wechatPaySettingsOf(s, s.PUBLIC_URL, s.NODE_ENV === 'production'),
    staffTotpRequired: s.STAFF_TOTP_REQUIRED ?? s.NODE_ENV === 'production',
    webhookTargets: {
      allowHttp: s.WEBHOOK_ALLOW_HTTP ?? s.NODE_ENV !== 'production',
      allowPrivateTargets: s.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? s.NODE_ENV !== 'production',
    },
    webPush: webPushSettings(s.NODE_ENV, s.WEB_PUSH_VAPID_PUBLIC_KEY, s.WEB_PUSH_VAPID_PRIVATE_KEY, s.WEB_PUSH_SUBJECT),
    verificationCodesPerIpPerHour: s.VERIFICATION_CODES_PER_IP_PER_HOUR,
    alipay: alipaySettings(s),
    paymentReconciliation: {
      intervalMs: s.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
      afterMs: s.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
    },
    queryLimits: { maxDepth: s.GRAPHQL_MAX_DEPTH, maxComplexity: s.GRAPHQL_MAX_COMPLEXITY },
    rateLimits: {
      perClientPerMinute: s.RATE_LIMIT_PER_MINUTE,
      perIpPerMinute: s.RATE_LIMIT_IP_PER_MINUTE,
      quotaCostPerHour: s.API_QUOTA_COST_PER_HOUR,
    },
    flashSales: { paymentWindowMs: s.FLASH_SALE_PAYMENT_WINDOW_SECONDS * 1000 },
    crowdGate: {
      maxInFlight: s.CROWD_GATE_MAX_IN_FLIGHT,
      maxQueued: s.CROWD_GATE_MAX_QUEUED,
      maxWaitMs: s.CROWD_GATE_MAX_WAIT_MS,
    },
    withdrawals: {
      minimumFen: s.WITHDRAWAL_MINIMUM_FEN,
      dailyLimitFen: s.WITHDRAWAL_DAILY_LIMIT_FEN,
      feeBasisPoints: s.WITHDRAWAL_FEE_BASIS_POINTS,
      minimumFeeFen: s.WITHDRAWAL_MINIMUM_FEE_FEN,
    },
    topUps: {
      minimumFen: s.TOPUP_MINIMUM_FEN,
      maximumFen: s.TOPUP_MAXIMUM_FEN,
      dailyLimitFen: s.TOPUP_DAILY_LIMIT_FEN,
    },
    messageEmails: { threadIntervalMs: s.CHAT_EMAIL_INTERVAL_SECONDS * 1000 },
    // Metrics and memory
    metrics: {
      token: s.METRICS_TOKEN,
      heapSnapshotDir: s.HEAP_SNAPSHOT_DIR && path.resolve(repoRoot, s.HEAP_SNAPSHOT_DIR),
    },
    // Performance round 2 (reads).
    catalogAnswerCache: {
      ttlMs: s.CATALOG_ANSWER_CACHE_TTL_MS,
      maxEntries: s.CATALOG_ANSWER_CACHE_MAX_ENTRIES,
      maxBytes: s.CATALOG_ANSWER_CACHE_MAX_MIB * 2 ** 20,
    },
  };
}
