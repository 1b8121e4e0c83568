import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { MessageDelivery } from '../../platform/mail/message-delivery.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { BroadcastAudiences } from './broadcast-audiences.js';
import { BroadcastService } from './broadcasts.service.js';
import { BroadcastsResolver } from './broadcasts.graphql.js';
import { defaultMessageEmailSettings, MessageEmails, type MessageEmailSettings } from './message-emails.js';
import { messageEntities } from './messages.entities.js';
import { MessagesResolver } from './messages.graphql.js';
import { messageRoutes } from './messages.rest.js';
import { MessageService } from './messages.service.js';
import { NotificationService } from './notification.service.js';
import { eraseWebPushSubscriptionsOf, WebPushes } from './web-pushes.js';
import { WebPushResolver } from './web-push.graphql.js';
import type { WebPushSettings } from '../../config.js';
import { defaultWebhookSettings, type WebhookSettings } from '../webhooks/webhooks.service.js';

export const messagesModule = defineModule({
  name: 'messages',
  entities: messageEntities,
  createServices: (deps: {
    clock: Clock;
    pubSub: PubSub;
    afterCommit: AfterCommit;
    jobs: JobScheduler;
    forkEm: () => EntityManager;
    email: MessageDelivery;
    shopUrl?: string | undefined;
    messageEmailSettings?: Partial<MessageEmailSettings> | undefined;
    webPushSettings?: WebPushSettings | null | undefined;
    webhookSettings?: Partial<WebhookSettings> | undefined;
  }) => {
    const webPushes = new WebPushes({
      clock: deps.clock,
      jobs: deps.jobs,
      forkEm: deps.forkEm,
      settings: deps.webPushSettings ?? null,
      targets: { ...defaultWebhookSettings, ...deps.webhookSettings },
    });
    const emails = new MessageEmails({
      clock: deps.clock,
      jobs: deps.jobs,
      email: deps.email,
      forkEm: deps.forkEm,
      shopUrl: deps.shopUrl ?? 'http://localhost:4000',
      settings: { ...defaultMessageEmailSettings, ...deps.messageEmailSettings },
      pushes: webPushes,
    });
    /** Other modules call `notify` to put a message into a user's message center. */
    const notifications = new NotificationService(deps.clock, deps.pubSub, deps.afterCommit, emails, webPushes);
    /** Where orders provides the recent buyers a broadcast may go to. */
    const broadcastAudiences = new BroadcastAudiences();
    return {
      notifications,
      broadcastAudiences,
      messages: new MessageService(deps.clock, notifications),
      broadcasts: new BroadcastService({ ...deps, notifications, audiences: broadcastAudiences }),
      webPushes,
    };
  },
  resolvers: ({ messages, broadcasts, webPushes }) => [
    new MessagesResolver(messages),
    new BroadcastsResolver(broadcasts),
    new WebPushResolver(webPushes),
  ],
  erasePersonalData: eraseWebPushSubscriptionsOf,
  routes: ({ messages }) => messageRoutes(messages),
});
