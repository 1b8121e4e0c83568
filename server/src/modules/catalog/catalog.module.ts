import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ImageStore } from '../../platform/uploads/index.js';
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
import { PartImages } from './staff/part-images.js';
import { StaffCatalogResolver } from './staff/staff-catalog.graphql.js';
import { staffCatalogRoutes } from './staff/staff-catalog.rest.js';
import { StaffCategories } from './staff/staff-categories.js';
import { StaffMakers } from './staff/staff-makers.js';
import { StaffParts } from './staff/staff-parts.js';

interface CatalogDependencies {
  /** Where staff's part photos are stored. */
  images: ImageStore;
}

/** The shop's catalog (search, facets, product pages, stock reservations) and staff's editing of it. */
export const catalogModule = defineModule({
  name: 'catalog',
  entities: catalogEntities,
  createServices: (deps: CatalogDependencies) => {
    const catalog = new CatalogService();
    return {
      catalog,
      staffParts: new StaffParts(catalog),
      partImages: new PartImages(deps.images),
      staffCategories: new StaffCategories(),
      staffMakers: new StaffMakers(),
      lowStockParts: new LowStockParts(),
    };
  },
  resolvers: (services) => [
    new CatalogResolver(services.catalog),
    new CategoryFieldsResolver(services.catalog),
    new BrandFieldsResolver(services.catalog),
    new ProductConnectionFieldsResolver(services.catalog),
    new ProductFieldsResolver(services.catalog),
    new StaffCatalogResolver(services),
  ],
  routes: (services) => [...catalogRoutes(services.catalog), ...staffCatalogRoutes(services)],
});
