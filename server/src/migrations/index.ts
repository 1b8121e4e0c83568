// The list of migrations per database, oldest first. `pnpm --filter @circuitmart/server migration:create`
// writes a new file into each folder and appends it here.
import type { MigrationClass } from '../platform/db/orm.js';
import { Migration20261122021939_catalog_facets as mysql20261122021939_catalog_facets } from './mysql/Migration20261122021939_catalog_facets.js';
import { Migration20261122021938_catalog_facets as sqlite20261122021938_catalog_facets } from './sqlite/Migration20261122021938_catalog_facets.js';
import { Migration20261122003000_product_search as mysql20261122003000_product_search } from './mysql/Migration20261122003000_product_search.js';
import { Migration20261122003000_product_search as sqlite20261122003000_product_search } from './sqlite/Migration20261122003000_product_search.js';
import { Migration20261122001005_accounts as mysql20261122001005_accounts } from './mysql/Migration20261122001005_accounts.js';
import { Migration20261122001005_accounts as sqlite20261122001005_accounts } from './sqlite/Migration20261122001005_accounts.js';
import { Migration20261121232343_initial as mysql20261121232343_initial } from './mysql/Migration20261121232343_initial.js';
import { Migration20261121232342_initial as sqlite20261121232342_initial } from './sqlite/Migration20261121232342_initial.js';

export const sqliteMigrations: MigrationClass[] = [
  sqlite20261121232342_initial,
  sqlite20261122001005_accounts,
  sqlite20261122003000_product_search,
  sqlite20261122021938_catalog_facets,
];

export const mysqlMigrations: MigrationClass[] = [
  mysql20261121232343_initial,
  mysql20261122001005_accounts,
  mysql20261122003000_product_search,
  mysql20261122021939_catalog_facets,
];
