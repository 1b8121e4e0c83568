import type { AppConfig } from '../config.js';
import { AfterCommit } from '../platform/db/after-commit.js';
import { ShopEvents } from '../platform/events/shop-events.js';
import type { Orm } from '../platform/db/orm.js';
import type { Logger } from '../platform/http/logger.js';
import type { Clock } from '../platform/jobs/clock.js';
import { createJobScheduler } from '../platform/jobs/index.js';
import type { JobContext, JobScheduler } from '../platform/jobs/jobs.js';
import { AliyunSmsProvider } from '../platform/mail/aliyun-sms-provider.js';
import type { SmsProvider } from '../platform/mail/message-delivery.js';
import { noSmsProvider } from '../platform/mail/no-sms-provider.js';
import { OutboxDelivery } from '../platform/mail/outbox-delivery.js';
import { SmtpDelivery } from '../platform/mail/smtp-delivery.js';
import { createPubSubBus, type PubSubBus } from '../platform/pubsub/pubsub.js';
import { ImageStore } from '../platform/uploads/index.js';
import { createServices, type Services } from '../services.js';
import { WechatOpenPlatformProvider } from '../modules/identity/oauth/wechat-open-platform-provider.js';
import { shopModules } from '../modules/index.js';
import { moduleSubscribers } from '../platform/manifest/module-definition.js';

/** Told of every job run a process starts (tests count runs across copies). */
export type JobRunListener = (context: JobContext) => void;

/** What the shop runs on besides the database: pub/sub, jobs, mail, and every module's service. */
export interface ShopRuntime {
  bus: PubSubBus;
  jobs: JobScheduler;
  services: Services;
  /** The business events the services emit (the catalog's answer cache hears stock changes). */
  shopEvents: ShopEvents;
  close(): Promise<void>;
}

/** SMS_PROVIDER: the outbox (sandbox), Alibaba Cloud, or none. */
function smsProvider(config: AppConfig, outbox: OutboxDelivery, clock: Clock, logger: Logger): SmsProvider {
  if (config.sms.provider === 'aliyun') return new AliyunSmsProvider(config.sms, clock, logger);
  return config.sms.provider === 'sandbox' ? outbox : noSmsProvider;
}

export async function createRuntime(
  config: AppConfig,
  { orm, clock, logger, onJobRun }: { orm: Orm; clock: Clock; logger: Logger; onJobRun?: JobRunListener | undefined },
) {
  const bus = createPubSubBus({ redisUrl: config.redisUrl, logger });
  const jobs = await createJobScheduler({
    redisUrl: config.redisUrl,
    orm,
    clock,
    logger,
    prefix: config.jobsPrefix,
    // A web copy beside a worker schedules jobs; only the worker (or a lone copy, `all`) runs them.
    runsJobs: config.scaleOut.processRole !== 'web',
    ...(onJobRun && { onJobRun }),
  });
  // Without a mail server, e-mails go to the outbox table and the log; so do SMS with the sandbox SMS provider.
  const outbox = new OutboxDelivery(logger, clock);
  const smtp = config.smtpUrl ? new SmtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  const afterCommit = new AfterCommit();
  const shopEvents = new ShopEvents(afterCommit, logger);
  const services = createServices({
    clock,
    email: smtp ?? outbox,
    sms: smsProvider(config, outbox, clock, logger),
    ...(config.wechatLogin.provider === 'wechat' && {
      wechatLoginProvider: new WechatOpenPlatformProvider(config.wechatLogin, logger),
    }),
    images: new ImageStore(config.uploadsDir),
    dataEncryptionKey: config.dataEncryptionKey,
    pubSub: bus.pubSub,
    jobs,
    afterCommit,
    shopEvents,
    forkEm: () => orm.em.fork(),
    orderSettings: config.orders,
    afterSaleSettings: config.afterSales,
    ...(config.paymentSandbox && { paymentSandboxSecret: config.paymentSandboxSecret }),
    paymentSandboxRefundDelivery: config.paymentSandboxRefundDelivery,
    wechatPay: config.wechatPay,
    alipay: config.alipay,
    paymentReconciliation: config.paymentReconciliation,
    shopUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    staffTotpRequired: config.staffTotpRequired,
    verificationCodesPerIpPerHour: config.verificationCodesPerIpPerHour,
    flashSaleSettings: config.flashSales,
    crowdGateSettings: config.crowdGate,
    withdrawalSettings: config.withdrawals,
    webhookSettings: config.webhookTargets,
    topUpSettings: config.topUps,
    messageEmailSettings: config.messageEmails,
    webPushSettings: config.webPush,
  });
  // Runs what services queued for after their transaction's commit (unread counts, revoked sessions, chat pushes),
  // and the modules' own transaction subscribers.
  orm.em.getEventManager().registerSubscriber(afterCommit);
  for (const subscriber of moduleSubscribers(shopModules, services))
    orm.em.getEventManager().registerSubscriber(subscriber);
  const runtime: ShopRuntime = {
    bus,
    jobs,
    services,
    shopEvents,
    close: async () => {
      await jobs.close();
      await bus.close();
      smtp?.close();
    },
  };
  return runtime;
}
