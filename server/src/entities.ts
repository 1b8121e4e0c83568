import { catalogEntities } from './modules/catalog/catalog.entities.js';
import { contentEntities } from './modules/content/content.entities.js';
import { ScheduledJob } from './platform/jobs/jobs.entities.js';

/** Every table of the shop, for the ORM and the migration generator. */
export const entities = [...catalogEntities, ...contentEntities, ScheduledJob];
