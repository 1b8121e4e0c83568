import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/modules/module-definition.js';
import { collectionEntities } from './collection.entities.js';
import { CollectionResolver, ProductFavouriteResolver } from './collection.graphql.js';
import { collectionRoutes } from './collection.rest.js';
import { CollectionService, eraseCollectionOf } from './collection.service.js';

export const collectionModule = defineModule({
  name: 'collection',
  entities: collectionEntities,
  createServices: ({ clock }: { clock: Clock }) => ({ collection: new CollectionService(clock) }),
  resolvers: ({ collection }) => [new CollectionResolver(collection), new ProductFavouriteResolver(collection)],
  routes: ({ collection }) => collectionRoutes(collection),
  erasePersonalData: eraseCollectionOf,
});
