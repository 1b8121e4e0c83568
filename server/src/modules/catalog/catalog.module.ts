import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { EntityManager } from '@mikro-orm/sql';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
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
import { PartChangeEvents } from './part-change-events.js';
import { MultiMatchResolver } from './multi-match.graphql.js';
import { CatalogService } from './catalog.service.js';
import { PartImages } from './staff/part-images.js';
import { StaffCatalogResolver } from './staff/staff-catalog.graphql.js';
import { staffCatalogRoutes } from './staff/staff-catalog.rest.js';
import { StaffCategories } from './staff/staff-categories.js';
import { StaffMakers } from './staff/staff-makers.js';
import { StaffParts } from './staff/staff-parts.js';
import { CatalogExport } from './import/catalog-export.js';
import { CatalogImportService } from './import/catalog-import.service.js';
import { importPartDrafts } from './import/import-part-drafts.js';
import { catalogImportRoutes } from './import/import.rest.js';
import { CatalogImport } from './import/import.entities.js';
import { CatalogImportResolver } from './import/import.graphql.js';
import { StockMovement } from './stock/stock.entities.js';
import { StockResolver } from './stock/stock.graphql.js';
import { StockService } from './stock/stock.service.js';

interface CatalogDependencies {
  /** Where staff's part photos are stored. */
  images: ImageStore;
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  shopEvents: ShopEvents;
}

/** The shop's catalog (search, facets, product pages, stock reservations) and staff's editing, stock and import of it. */
export const catalogModule = defineModule({
  name: 'catalog',
  entities: [...catalogEntities, StockMovement, CatalogImport],
  createServices: (deps: CatalogDependencies) => {
    const catalog = new CatalogService();
    return {
      catalog,
      staffParts: new StaffParts(catalog),
      partImages: new PartImages(deps.images),
      staffCategories: new StaffCategories(),
      staffMakers: new StaffMakers(),
      lowStockParts: new LowStockParts(),
      stock: new StockService(deps.clock),
      catalogImport: new CatalogImportService({ ...deps, writer: importPartDrafts }),
      catalogExport: new CatalogExport(),
      partChangeEvents: new PartChangeEvents(deps.shopEvents, deps.clock),
    };
  },
  resolvers: (services) => [
    new CatalogResolver(services.catalog),
    new CategoryFieldsResolver(services.catalog),
    new BrandFieldsResolver(services.catalog),
    new ProductConnectionFieldsResolver(services.catalog),
    new ProductFieldsResolver(services.catalog),
    new MultiMatchResolver(services.catalog),
    new StaffCatalogResolver(services),
    new StockResolver(services.stock),
    new CatalogImportResolver(services.catalogImport),
  ],
  subscribers: (services) => [services.partChangeEvents],
  routes: (services) => [
    ...catalogRoutes(services.catalog),
    ...staffCatalogRoutes(services),
    ...catalogImportRoutes(services.catalogImport, services.catalogExport),
  ],
});
