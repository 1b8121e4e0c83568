import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { QueryLimits } from './platform/graphql/query-limits.js';
import type { CrowdGateSettings } from './platform/http/crowd-gate.js';
import type { WithdrawalSettings } from './modules/wallet/withdrawals.service.js';
import type { TopUpSettings } from './modules/top-ups/top-ups.service.js';
import type { MessageEmailSettings } from './modules/messages/message-emails.js';
import type { WebhookTargetSettings } from './modules/webhooks/webhook-targets.js';
import type { RateLimits } from './platform/http/rate-limit.js';
import type { HeapSettings } from './startup/heap-size.js';
import type { AlipaySettings } from './modules/payments/alipay/alipay-settings.js';
import type { PaymentReconciliationSettings } from './modules/payments/payment-reconciliation.js';

/** The repository root: `server/src` and `server/dist` both sit two levels below it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

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

/** Every setting the server reads, with its default. The README's settings table mirrors this. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: databaseUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.optional(),
  DEMO_PARTS: z.coerce.number().int().min(0).max(150_000).default(2400),
  CLIENT_DIST: z.string().trim().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  HEAP_LIMIT_MIB: z.coerce.number().int().min(64).max(65_536).optional(),
  SERVER_COPIES: z.coerce.number().int().min(1).max(256).default(1),
  SMTP_URL: z
    .string()
    .trim()
    .refine((url) => /^smtps?:\/\/.+/.test(url), { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('CircuitMart <no-reply@circuitmart.test>'),
  UPLOADS_DIR: z.string().trim().min(1).default('data/uploads'),
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
  JOBS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'must be 1 to 64 letters, digits, dots, dashes or underscores' })
    .optional(),
  // Alipay (issue 22): which provider takes Alipay payments, the open platform application and Alipay's key; the
  // keys also from files (`*_FILE`), so secrets need not sit in the environment. Then the payment reconciliation job.
  ALIPAY_PROVIDER: z.enum(['sandbox', 'alipay']).default('sandbox'),
  ALIPAY_APP_ID: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, { message: 'must be the application id (digits)' })
    .optional(),
  ALIPAY_APP_PRIVATE_KEY: z.string().trim().min(64).optional(),
  ALIPAY_APP_PRIVATE_KEY_FILE: z.string().trim().min(1).optional(),
  ALIPAY_PUBLIC_KEY: z.string().trim().min(64).optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().trim().min(1).optional(),
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
 * Outside production, personal data is encrypted with a key everyone can derive from this public text:
 * good enough to exercise the code path, worthless as protection, hence required in production.
 */
export const DEVELOPMENT_DATA_ENCRYPTION_KEY = createHash('sha256')
  .update('circuitmart development data key: public, never use in production')
  .digest();

/** Outside production the sandbox payment provider signs with this public secret unless PAYMENT_SANDBOX_SECRET is set. */
export const DEVELOPMENT_PAYMENT_SANDBOX_SECRET = 'circuitmart sandbox payment secret: public, development only';

export type DatabaseSettings = { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string };

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
  /** Third-party logins (WeChat) go to the sandbox provider served by this server; never in production by default. */
  oauthSandbox: boolean;
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
  /** WeChat Pay and Alipay go to the sandbox cashier served under /dev/pay; never in production by default. */
  paymentSandbox: boolean;
  /** HMAC-SHA256 key the sandbox provider signs its payment notifications with. */
  paymentSandboxSecret: string;
  /** `auto`: the sandbox POSTs its refund notifications itself; `manual`: only keeps them under /dev/pay (tests). */
  paymentSandboxRefundDelivery: 'auto' | 'manual';
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
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function databaseSettings(url: string | undefined): DatabaseSettings {
  if (!url) return { kind: 'sqlite', file: path.join(repoRoot, 'data', 'shop.sqlite') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(repoRoot, file) };
  }
  return { kind: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
}

// Alipay (issue 22): a secret from its setting or from the file its `*_FILE` setting names (not both).
function secretSetting(
  env: NodeJS.ProcessEnv,
  name: 'ALIPAY_APP_PRIVATE_KEY' | 'ALIPAY_PUBLIC_KEY',
  value: string | undefined,
  file: string | undefined,
): string | undefined {
  if (value && file) throw new ConfigError(`Set ${name} or ${name}_FILE, not both`);
  if (!file) return value;
  try {
    return fs.readFileSync(path.resolve(repoRoot, file), 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`Invalid setting ${name}_FILE=${JSON.stringify(env[`${name}_FILE`])}: ${String(error)}`);
  }
}

// Alipay (issue 22): the application's settings, all present when ALIPAY_PROVIDER=alipay.
function alipaySettings(env: NodeJS.ProcessEnv, s: z.infer<typeof settingsSchema>): AlipaySettings | undefined {
  if (s.ALIPAY_PROVIDER !== 'alipay') return undefined;
  const appPrivateKey = secretSetting(
    env,
    'ALIPAY_APP_PRIVATE_KEY',
    s.ALIPAY_APP_PRIVATE_KEY,
    s.ALIPAY_APP_PRIVATE_KEY_FILE,
  );
  const alipayPublicKey = secretSetting(env, 'ALIPAY_PUBLIC_KEY', s.ALIPAY_PUBLIC_KEY, s.ALIPAY_PUBLIC_KEY_FILE);
  for (const [name, value] of [
    ['ALIPAY_APP_ID', s.ALIPAY_APP_ID],
    ['ALIPAY_APP_PRIVATE_KEY', appPrivateKey],
    ['ALIPAY_PUBLIC_KEY', alipayPublicKey],
  ] as const) {
    if (!value) throw new ConfigError(`Missing setting ${name}: ALIPAY_PROVIDER=alipay needs it`);
  }
  return {
    appId: s.ALIPAY_APP_ID!,
    appPrivateKey: appPrivateKey!,
    alipayPublicKey: alipayPublicKey!,
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
 * Reads the settings from the environment. A wrong setting throws a ConfigError whose message is one
 * line naming the setting, which `main.ts` prints before exiting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.keys(settingsSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const setting = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${setting}=${JSON.stringify(env[setting])}: ${issue.message}`);
  }
  const s = parsed.data;
  if (s.NODE_ENV === 'production' && !s.DATA_ENCRYPTION_KEY) {
    throw new ConfigError('Missing setting DATA_ENCRYPTION_KEY: production needs its own key (64 hex digits)');
  }
  const paymentSandbox = s.PAYMENT_SANDBOX ?? s.NODE_ENV !== 'production';
  if (s.NODE_ENV === 'production' && paymentSandbox && !s.PAYMENT_SANDBOX_SECRET) {
    throw new ConfigError('Missing setting PAYMENT_SANDBOX_SECRET: a production sandbox needs its own secret');
  }
  return {
    env: s.NODE_ENV,
    host: s.HOST,
    trustProxy: trustProxySetting(s.TRUST_PROXY),
    port: s.PORT,
    database: databaseSettings(s.DATABASE_URL),
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
    oauthSandbox: s.OAUTH_SANDBOX ?? s.NODE_ENV !== 'production',
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
    paymentSandbox,
    paymentSandboxSecret: s.PAYMENT_SANDBOX_SECRET ?? DEVELOPMENT_PAYMENT_SANDBOX_SECRET,
    paymentSandboxRefundDelivery: s.PAYMENT_SANDBOX_REFUNDS,
    staffTotpRequired: s.STAFF_TOTP_REQUIRED ?? s.NODE_ENV === 'production',
    webhookTargets: {
      allowHttp: s.WEBHOOK_ALLOW_HTTP ?? s.NODE_ENV !== 'production',
      allowPrivateTargets: s.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? s.NODE_ENV !== 'production',
    },
    verificationCodesPerIpPerHour: s.VERIFICATION_CODES_PER_IP_PER_HOUR,
    alipay: alipaySettings(env, s),
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
  };
}
