import { defineModule } from '../../platform/manifest/module-definition.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { TopicsResolver } from './topics.graphql.js';
import { TopicsService } from './topics.service.js';

/** Special topics: curated part collections. */
export const topicsModule = defineModule({
  name: 'topics',
  requires: ['catalog'],
  entities: [],
  createServices: ({ catalog }: { catalog: CatalogService }) => ({ topics: new TopicsService(catalog) }),
  resolvers: ({ topics }) => [new TopicsResolver(topics)],
});
