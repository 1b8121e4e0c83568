import { Migration } from '@mikro-orm/migrations';

/** Columns of `product` that a search total, a filter or a facet reads, stock aside (it changes with every order). */
const followedColumns = [
  'status',
  'category_id',
  'manufacturer_id',
  'mpn',
  'mpn_normalized',
  'package',
  'description',
  'parameters',
  'list_price_milli',
];

/**
 * A counter that changes whenever the catalog changes in anything but stock, and one per category that changes
 * when one of its parts runs out of or gets stock, so catalog reads can keep their results until they do
 * (`CatalogReadCache`).
 */
export class Migration20261122074600_catalog_version extends Migration {
  override name = 'Migration20261122074600_catalog_version';

  override up(): void | Promise<void> {
    const bump = 'update `catalog_version` set `version` = `version` + 1 where `id` = 1;';
    const changed = followedColumns.map((column) => `old.\`${column}\` is not new.\`${column}\``).join(' or ');
    this.addSql('create table `catalog_version` (`id` integer not null primary key, `version` integer not null);');
    this.addSql('insert into `catalog_version` (`id`, `version`) values (1, 0);');
    this.addSql(`create trigger \`catalog_version_product_insert\` after insert on \`product\` begin ${bump} end;`);
    this.addSql(`create trigger \`catalog_version_product_delete\` after delete on \`product\` begin ${bump} end;`);
    this.addSql(
      `create trigger \`catalog_version_product_update\` after update of ${followedColumns.map((column) => `\`${column}\``).join(', ')} on \`product\` when ${changed} begin ${bump} end;`,
    );
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(
        `create trigger \`catalog_version_parameter_${event}\` after ${event} on \`product_parameter\` begin ${bump} end;`,
      );
    }
    this.addSql(
      `create trigger \`catalog_version_brand_update\` after update of \`name\` on \`brand\` when old.\`name\` is not new.\`name\` begin ${bump} end;`,
    );
    this.addSql(
      'create table `category_stock_version` (`category_id` integer not null primary key, `version` integer not null);',
    );
    this.addSql(
      'create trigger `category_stock_version_product_update` after update of `stock` on `product` when (old.`stock` > 0) is not (new.`stock` > 0) begin ' +
        'insert into `category_stock_version` (`category_id`, `version`) values (new.`category_id`, 1) on conflict (`category_id`) do update set `version` = `version` + 1; end;',
    );
  }

  override down(): void | Promise<void> {
    for (const trigger of ['product_insert', 'product_delete', 'product_update', 'parameter_insert', 'parameter_update', 'parameter_delete', 'brand_update']) {
      this.addSql(`drop trigger if exists \`catalog_version_${trigger}\`;`);
    }
    this.addSql('drop trigger if exists `category_stock_version_product_update`;');
    this.addSql('drop table if exists `category_stock_version`;');
    this.addSql('drop table if exists `catalog_version`;');
  }
}
