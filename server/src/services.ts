import os from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_DATA_ENCRYPTION_KEY } from './config.js';
import { shopModules, type ModuleServices } from './modules/index.js';
import type { ShopRuntimeDependencies } from './modules/runtime-dependencies.js';
import { AfterCommit } from './platform/db/after-commit.js';
import { ShopEvents } from './platform/events/shop-events.js';
import { silentLogger } from './platform/http/logger.js';
import { systemClock } from './platform/jobs/clock.js';
import type { JobScheduler } from './platform/jobs/jobs.js';
import { OutboxDelivery } from './platform/mail/outbox-delivery.js';
import { createModuleServices } from './platform/manifest/module-definition.js';
import { createPubSubBus } from './platform/pubsub/pubsub.js';
import { ImageStore } from './platform/uploads/index.js';

/** One instance of each module's service (see each `<area>.module.ts`), plus the shared image store. */
export type Services = ModuleServices & { images: ImageStore };

/** What the runtime gives the modules; the personal-data erasers come from the manifests themselves. */
export type ServiceDependencies = Omit<ShopRuntimeDependencies, 'personalDataErasers'>;

/** Without a scheduler (schema emission) nothing may be scheduled; registering handlers is harmless. */
const noJobs: JobScheduler = {
  register: () => undefined,
  resumeWith: () => undefined,
  schedule: () => Promise.reject(new Error('No job scheduler')),
  cancel: () => Promise.reject(new Error('No job scheduler')),
  start: () => Promise.resolve(),
  close: () => Promise.resolve(),
  runDue: () => Promise.resolve(0),
};

/**
 * Every module's services over the given runtime. Without dependencies (schema emission), the services run on the
 * system clock, the silent outbox and an in-process pub/sub.
 */
export function createServices(dependencies: Partial<ServiceDependencies> = {}): Services {
  const clock = dependencies.clock ?? systemClock;
  const outbox = new OutboxDelivery(silentLogger, clock);
  const afterCommit = dependencies.afterCommit ?? new AfterCommit();
  const images = dependencies.images ?? new ImageStore(path.join(os.tmpdir(), 'circuitmart-uploads'));
  const runtime: ServiceDependencies = {
    clock,
    email: dependencies.email ?? outbox,
    sms: dependencies.sms ?? outbox,
    wechatLoginProvider: dependencies.wechatLoginProvider,
    images,
    dataEncryptionKey: dependencies.dataEncryptionKey ?? DEVELOPMENT_DATA_ENCRYPTION_KEY,
    pubSub: dependencies.pubSub ?? createPubSubBus().pubSub,
    jobs: dependencies.jobs ?? noJobs,
    afterCommit,
    shopEvents: dependencies.shopEvents ?? new ShopEvents(afterCommit),
    forkEm:
      dependencies.forkEm ??
      (() => {
        throw new Error('No database for jobs');
      }),
    orderSettings: dependencies.orderSettings ?? {},
    afterSaleSettings: dependencies.afterSaleSettings ?? {},
    paymentSandboxSecret: dependencies.paymentSandboxSecret,
    paymentSandboxRefundDelivery: dependencies.paymentSandboxRefundDelivery,
    wechatPay: dependencies.wechatPay,
    alipay: dependencies.alipay,
    paymentReconciliation: dependencies.paymentReconciliation,
    shopUrl: dependencies.shopUrl,
    staffTotpRequired: dependencies.staffTotpRequired,
    verificationCodesPerIpPerHour: dependencies.verificationCodesPerIpPerHour,
    flashSaleSettings: dependencies.flashSaleSettings,
    crowdGateSettings: dependencies.crowdGateSettings,
    withdrawalSettings: dependencies.withdrawalSettings,
    webhookSettings: dependencies.webhookSettings,
    topUpSettings: dependencies.topUpSettings,
    messageEmailSettings: dependencies.messageEmailSettings,
    webPushSettings: dependencies.webPushSettings,
  };
  return { ...(createModuleServices(shopModules, runtime) as ModuleServices), images };
}
