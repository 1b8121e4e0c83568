import type { EntityManager } from '@mikro-orm/sql';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { webhookEntities } from './webhooks.entities.js';
import { WebhookEndpointFieldsResolver, WebhooksResolver } from './webhooks.graphql.js';
import { defaultWebhookSettings, eraseWebhooksOf, WebhooksService, type WebhookSettings } from './webhooks.service.js';

interface WebhooksModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  shopEvents: ShopEvents;
  forkEm: () => EntityManager;
  dataEncryptionKey: Buffer;
  /** Attempts, back-off, timeout, and whether http and private targets are allowed (development and tests). */
  webhookSettings?: Partial<WebhookSettings> | undefined;
}

/** Users' signed webhooks (orders, after-sales, watched parts) with their delivery log, and the watch list. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: webhookEntities,
  createServices: (deps: WebhooksModuleDependencies) => ({
    webhooks: new WebhooksService({ ...deps, settings: { ...defaultWebhookSettings, ...deps.webhookSettings } }),
  }),
  resolvers: ({ webhooks }) => [new WebhooksResolver(webhooks), new WebhookEndpointFieldsResolver(webhooks)],
  erasePersonalData: eraseWebhooksOf,
});
