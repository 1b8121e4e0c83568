import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
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
import { CatalogService } from './catalog.service.js';
import { CatalogExport } from './import/catalog-export.js';
import { CatalogImportService } from './import/catalog-import.service.js';
import { importPartDrafts } from './import/import-part-drafts.js';
import { catalogImportRoutes } from './import/import.rest.js';
import { CatalogImport } from './import/import.entities.js';
import { CatalogImportResolver } from './import/import.graphql.js';
import { StockMovement } from './stock/stock.entities.js';
import { StockResolver } from './stock/stock.graphql.js';
import { StockService } from './stock/stock.service.js';

export const catalogModule = defineModule({
  name: 'catalog',
  entities: [...catalogEntities, StockMovement, CatalogImport],
  createServices: (deps: {
    clock: Clock;
    jobs: JobScheduler;
    afterCommit: AfterCommit;
    forkEm: () => EntityManager;
  }) => ({
    catalog: new CatalogService(),
    stock: new StockService(deps.clock),
    catalogImport: new CatalogImportService({ ...deps, writer: importPartDrafts }),
    catalogExport: new CatalogExport(),
  }),
  resolvers: ({ catalog, stock, catalogImport }) => [
    new CatalogResolver(catalog),
    new CategoryFieldsResolver(catalog),
    new BrandFieldsResolver(catalog),
    new ProductConnectionFieldsResolver(catalog),
    new ProductFieldsResolver(catalog),
    new StockResolver(stock),
    new CatalogImportResolver(catalogImport),
  ],
  routes: ({ catalog, catalogImport, catalogExport }) => [
    ...catalogRoutes(catalog),
    ...catalogImportRoutes(catalogImport, catalogExport),
  ],
});
