import type { AppConfig } from '../config.js';
import { AfterCommit } from '../platform/db/after-commit.js';
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

/** What the shop runs on besides the database: pub/sub, jobs, mail, and every module's service. */
export interface ShopRuntime {
  bus: PubSubBus;
  jobs: JobScheduler;
  services: Services;
  close(): Promise<void>;
}

export function createRuntime(config: AppConfig, { orm, clock, logger }: { orm: Orm; clock: Clock; logger: Logger }) {
  const bus = createPubSubBus({ redisUrl: config.redisUrl, logger });
  const jobs = createJobScheduler({ redisUrl: config.redisUrl, orm, clock, logger, prefix: config.jobsPrefix });
  // Without a mail server, e-mails go to the outbox table and the log; SMS always do for now.
  const outbox = new OutboxDelivery(logger, clock);
  const smtp = config.smtpUrl ? new SmtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  const afterCommit = new AfterCommit();
  const services = createServices({
    afterCommit,
    clock,
    email: smtp ?? outbox,
    sms: outbox,
    images: new ImageStore(config.uploadsDir),
    dataEncryptionKey: config.dataEncryptionKey,
    pubSub: bus.pubSub,
    jobs,
    forkEm: () => orm.em.fork(),
    orderSettings: config.orders,
    ...(config.paymentSandbox && { paymentSandboxSecret: config.paymentSandboxSecret }),
  });
  // Runs what services queued for after their transaction's commit (order status pushes, deadline jobs).
  orm.em.getEventManager().registerSubscriber(afterCommit);
  // Publishes unread counts once the transaction that created the messages has committed.
  orm.em.getEventManager().registerSubscriber(services.notifications);
  // Announces revoked sessions once their transaction has committed, so their sockets close.
  orm.em.getEventManager().registerSubscriber(services.sessions);
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
