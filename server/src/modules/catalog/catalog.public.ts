import type * as entities from './catalog.entities.js';

// What other modules may use of the catalog's data: read-only shapes and the status vocabulary, never the entity
// classes (with those a module could query and write the catalog's tables; it asks CatalogService or
// catalog-lookups.ts instead).

export type Product = Readonly<entities.Product>;
export type Brand = Readonly<entities.Brand>;
export type Category = Readonly<entities.Category>;
export type { PriceBreak } from './catalog.entities.js';
export { Lifecycle, ProductStatus } from './catalog.entities.js';
