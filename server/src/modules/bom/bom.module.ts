import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { bomEntities } from './bom.entities.js';
import { BomResolver } from './bom.graphql.js';
import { bomRoutes } from './bom.rest.js';
import { BomService } from './bom.service.js';

export const bomModule = defineModule({
  name: 'bom',
  requires: ['catalog', 'cart'],
  entities: bomEntities,
  createServices: (deps: { clock: Clock; catalog: CatalogService; cart: CartService }) => ({
    bom: new BomService(deps.clock, deps.catalog, deps.cart),
  }),
  resolvers: ({ bom }) => [new BomResolver(bom)],
  routes: ({ bom }) => bomRoutes(bom),
});
