import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../platform/db/after-commit.js';
import type { ShopEvents } from '../platform/events/shop-events.js';
import type { CrowdGateSettings } from '../platform/http/crowd-gate.js';
import type { WithdrawalSettings } from './wallet/withdrawals.service.js';
import type { TopUpSettings } from './top-ups/top-ups.service.js';
import type { Clock } from '../platform/jobs/clock.js';
import type { JobScheduler } from '../platform/jobs/jobs.js';
import type { MessageDelivery, SmsProvider } from '../platform/mail/message-delivery.js';
import type { OAuthProvider } from './identity/oauth/oauth-provider.js';
import type { PersonalDataEraser } from '../platform/manifest/module-definition.js';
import type { PubSub } from '../platform/pubsub/pubsub.js';
import type { ImageStore } from '../platform/uploads/index.js';
import type { AfterSaleSettings } from './after-sales/after-sale-rules.js';
import type { MessageEmailSettings } from './messages/message-emails.js';
import type { WebPushSettings } from '../config.js';
import type { OrderSettings } from './orders/orders.service.js';
import type { WebhookSettings } from './webhooks/webhooks.service.js';
import type { WechatPaySettings } from './payments/wechat-pay/wechat-pay-settings.js';
import type { AlipaySettings } from './payments/alipay/alipay-settings.js';
import type { PaymentReconciliationSettings } from './payments/payment-reconciliation.js';

/** What the shop's runtime hands every module's `createServices`, besides the services of the modules it requires. */
export interface ShopRuntimeDependencies {
  clock: Clock;
  email: MessageDelivery;
  sms: SmsProvider;
  /** The real WeChat login (WECHAT_LOGIN_PROVIDER=wechat); unset: the sandbox provider. */
  wechatLoginProvider?: OAuthProvider | undefined;
  images: ImageStore;
  /** AES-256 key for personal data at rest (config DATA_ENCRYPTION_KEY). */
  dataEncryptionKey: Buffer;
  pubSub: PubSub;
  /** Deadlines (payment window, auto-confirm). */
  jobs: JobScheduler;
  /** Work queued until its transaction commits; registered once as the ORM's event subscriber. */
  afterCommit: AfterCommit;
  /** Business events (order and after-sales states, part stock and price) for listeners after commit (webhooks). */
  shopEvents: ShopEvents;
  /** An entity manager for work outside any request (jobs). */
  forkEm: () => EntityManager;
  orderSettings: Partial<OrderSettings>;
  /** Return window, no-reason window, return address (config AFTER_SALE_*). */
  afterSaleSettings?: Partial<AfterSaleSettings> | undefined;
  /** Signs the sandbox payment notifications and sandbox WeChat codes; unset: no payment provider (PAYMENT_SANDBOX off). */
  paymentSandboxSecret?: string | undefined;
  /** `auto`: the sandbox provider POSTs its refund notifications itself; `manual`: only keeps them (tests). */
  paymentSandboxRefundDelivery?: 'auto' | 'manual' | undefined;
  /** WeChat Pay API v3 instead of the sandbox's WeChat (config PAYMENT_WECHAT_*). */
  wechatPay?: WechatPaySettings | undefined;
  /** Alipay's open platform instead of the sandbox's Alipay (config ALIPAY_*). */
  alipay?: AlipaySettings | undefined;
  /** The payment reconciliation job's interval and wait (config PAYMENT_RECONCILE_*). */
  paymentReconciliation?: PaymentReconciliationSettings | undefined;
  /** The shop's public address for links the server writes into images (config PUBLIC_URL; unset: localhost:PORT). */
  shopUrl?: string | undefined;
  /** Staff must confirm every sign-in with an authenticator code (config STAFF_TOTP_REQUIRED). */
  staffTotpRequired?: boolean | undefined;
  /** Verification codes one network address may ask for in an hour (config VERIFICATION_CODES_PER_IP_PER_HOUR). */
  verificationCodesPerIpPerHour?: number | undefined;
  /** Flash sales: the payment window of their orders (config FLASH_SALE_PAYMENT_WINDOW_SECONDS). */
  flashSaleSettings?: { paymentWindowMs?: number } | undefined;
  /** The "server too crowded" gate of hot calls (config CROWD_GATE_*). */
  crowdGateSettings?: CrowdGateSettings | undefined;
  /** Withdrawals: minimum, daily limit, fee (config WITHDRAWAL_*). */
  withdrawalSettings?: Partial<WithdrawalSettings> | undefined;
  /** Webhook attempts, back-off, timeout; http to this machine outside production. */
  webhookSettings?: Partial<WebhookSettings> | undefined;
  /** Messages by e-mail: the least time between two e-mails of one chat conversation (config CHAT_EMAIL_INTERVAL_SECONDS). */
  messageEmailSettings?: Partial<MessageEmailSettings> | undefined;
  /** Web push: the VAPID keys (config WEB_PUSH_*); null or unset: no web pushes. */
  webPushSettings?: WebPushSettings | null | undefined;
  /** Top-ups: per top-up minimum and maximum, daily limit (config TOPUP_*). */
  topUpSettings?: Partial<TopUpSettings> | undefined;
  /** Every module's eraser of what it keeps about a person (from the manifests' `erasePersonalData`). */
  personalDataErasers: readonly PersonalDataEraser[];
}
