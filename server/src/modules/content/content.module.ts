import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import { contentEntities } from './content.entities.js';
import { ContentResolver } from './content.graphql.js';
import { contentRoutes } from './content.rest.js';
import { ContentService } from './content.service.js';

export const contentModule = defineModule({
  name: 'content',
  requires: ['messages'],
  entities: contentEntities,
  createServices: (deps: { clock: Clock; images: ImageStore; notifications: NotificationService }) => ({
    content: new ContentService(deps.clock, deps.images, deps.notifications),
  }),
  resolvers: ({ content }) => [new ContentResolver(content)],
  routes: ({ content }) => contentRoutes(content),
});
