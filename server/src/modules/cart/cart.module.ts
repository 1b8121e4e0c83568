import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollectionService } from '../collection/collection.service.js';
import { cartEntities } from './cart.entities.js';
import { CartResolver } from './cart.graphql.js';
import { cartRoutes } from './cart.rest.js';
import { CartService } from './cart.service.js';

export const cartModule = defineModule({
  name: 'cart',
  requires: ['catalog', 'collection'],
  entities: cartEntities,
  createServices: (deps: { clock: Clock; catalog: CatalogService; collection: CollectionService }) => ({
    cart: new CartService(deps.clock, deps.catalog, deps.collection),
  }),
  resolvers: ({ cart }) => [new CartResolver(cart)],
  routes: ({ cart }) => cartRoutes(cart),
});
