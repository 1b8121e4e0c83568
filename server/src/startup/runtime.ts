import type { AppConfig } from '../config.js';
import { AfterCommit } from '../platform/db/after-commit.js';
import { ShopEvents } from '../platform/events/shop-events.js';
import type { Orm } from '../platform/db/orm.js';
import type { Logger } from '../platform/http/logger.js';
import type { Clock } from '../platform/jobs/clock.js';
import { createJobScheduler } from '../platform/jobs/index.js';
import type { JobScheduler } from '../platform/jobs/jobs.js';
import { OutboxDelivery } from '../platform/mail/outbox-delivery.js';
import { SmtpDelivery } from '../platform/mail/smtp-delivery.js';
import { createPubSubBus, type PubSubBus } from '../platform/pubsub/pubsub.js';
import { ImageStore } from '../platform/uploads/index.js';
import { createServices, type Services } from '../services.js';
import { shopModules } from '../modules/index.js';
import { moduleSubscribers } from '../platform/manifest/module-definition.js';

/** What the shop runs on besides the database: pub/sub, jobs, mail, and every module's service. */
export interface ShopRuntime {
  bus: PubSubBus;
  jobs: JobScheduler;
  services: Services;
  close(): Promise<void>;
}

export async function createRuntime(
  config: AppConfig,
  { orm, clock, logger }: { orm: Orm; clock: Clock; logger: Logger },
) {
  const bus = createPubSubBus({ redisUrl: config.redisUrl, logger });
  const jobs = await createJobScheduler({ redisUrl: config.redisUrl, orm, clock, logger, prefix: config.jobsPrefix });
  // Without a mail server, e-mails go to the outbox table and the log; SMS always do for now.
  const outbox = new OutboxDelivery(logger, clock);
  const smtp = config.smtpUrl ? new SmtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  const afterCommit = new AfterCommit();
  const services = createServices({
    clock,
    email: smtp ?? outbox,
    sms: outbox,
    images: new ImageStore(config.uploadsDir),
    dataEncryptionKey: config.dataEncryptionKey,
    pubSub: bus.pubSub,
    jobs,
    afterCommit,
    shopEvents: new ShopEvents(afterCommit, logger),
    forkEm: () => orm.em.fork(),
    orderSettings: config.orders,
    afterSaleSettings: config.afterSales,
    ...(config.paymentSandbox && { paymentSandboxSecret: config.paymentSandboxSecret }),
    paymentSandboxRefundDelivery: config.paymentSandboxRefundDelivery,
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
    close: async () => {
      await jobs.close();
      await bus.close();
      smtp?.close();
    },
  };
  return runtime;
}
