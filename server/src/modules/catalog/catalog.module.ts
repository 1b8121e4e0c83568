import { defineModule } from '../../platform/manifest/module-definition.js';
import { catalogEntities } from './catalog.entities.js';
import {
  BrandFieldsResolver,
  CatalogResolver,
  CategoryFieldsResolver,
  ProductConnectionFieldsResolver,
  ProductFieldsResolver,
} from './catalog.graphql.js';
import { catalogRoutes } from './catalog.rest.js';
import { LowStockParts } from './low-stock-parts.js';
import { CatalogService } from './catalog.service.js';

export const catalogModule = defineModule({
  name: 'catalog',
  entities: catalogEntities,
  createServices: () => ({ catalog: new CatalogService(), lowStockParts: new LowStockParts() }),
  resolvers: ({ catalog }) => [
    new CatalogResolver(catalog),
    new CategoryFieldsResolver(catalog),
    new BrandFieldsResolver(catalog),
    new ProductConnectionFieldsResolver(catalog),
    new ProductFieldsResolver(catalog),
  ],
  routes: ({ catalog }) => catalogRoutes(catalog),
});
