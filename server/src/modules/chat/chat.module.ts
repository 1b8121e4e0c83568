import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import { ChatFigures } from './chat-figures.js';
import { chatEntities } from './chat.entities.js';
import { ChatResolver } from './chat.graphql.js';
import { chatRoutes } from './chat.rest.js';
import { ChatService } from './chat.service.js';

/** Live chat with customer service and the staff console. */
export const chatModule = defineModule({
  name: 'chat',
  entities: chatEntities,
  requires: ['messages'],
  createServices: (deps: {
    clock: Clock;
    pubSub: PubSub;
    images: ImageStore;
    afterCommit: AfterCommit;
    notifications: NotificationService;
  }) => ({
    chat: new ChatService(deps.clock, deps.pubSub, deps.images, deps.afterCommit, deps.notifications),
    chatFigures: new ChatFigures(),
  }),
  resolvers: ({ chat }) => [new ChatResolver(chat)],
  routes: ({ chat }) => chatRoutes(chat),
});
