import type { Clock } from '../../platform/jobs/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import { collectionEntities } from './collection.entities.js';
import { CollectionResolver, ProductFavouriteResolver } from './collection.graphql.js';
import { collectionRoutes } from './collection.rest.js';
import { CollectionService, eraseCollectionOf } from './collection.service.js';

export const collectionModule = defineModule({
  name: 'collection',
  requires: ['catalog'],
  entities: collectionEntities,
  createServices: (deps: { clock: Clock; catalog: CatalogService }) => ({
    collection: new CollectionService(deps.clock, deps.catalog),
  }),
  resolvers: ({ collection }) => [new CollectionResolver(collection), new ProductFavouriteResolver(collection)],
  routes: ({ collection }) => collectionRoutes(collection),
  erasePersonalData: eraseCollectionOf,
});
