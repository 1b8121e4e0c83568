import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { messageEntities } from './messages.entities.js';
import { MessagesResolver } from './messages.graphql.js';
import { messageRoutes } from './messages.rest.js';
import { MessageService } from './messages.service.js';
import { NotificationService } from './notification.service.js';

export const messagesModule = defineModule({
  name: 'messages',
  entities: messageEntities,
  createServices: ({ clock, pubSub, afterCommit }: { clock: Clock; pubSub: PubSub; afterCommit: AfterCommit }) => {
    /** Other modules call `notify` to put a message into a user's message center. */
    const notifications = new NotificationService(clock, pubSub, afterCommit);
    return { notifications, messages: new MessageService(clock, notifications) };
  },
  resolvers: ({ messages }) => [new MessagesResolver(messages)],
  routes: ({ messages }) => messageRoutes(messages),
});
