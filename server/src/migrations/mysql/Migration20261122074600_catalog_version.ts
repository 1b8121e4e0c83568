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
 * (`CatalogReadCache`). Stock changes stay off the catalog's counter so that orders do not queue on one row.
 */
export class Migration20261122074600_catalog_version extends Migration {
  override name = 'Migration20261122074600_catalog_version';

  override up(): void | Promise<void> {
    const bump = 'update `catalog_version` set `version` = `version` + 1 where `id` = 1;';
    const unchanged = followedColumns.map((column) => `NEW.\`${column}\` <=> OLD.\`${column}\``).join(' and ');
    this.addSql(
      'create table `catalog_version` (`id` int unsigned not null, `version` int not null, primary key (`id`)) default character set utf8mb4 engine = InnoDB;',
    );
    this.addSql('insert into `catalog_version` (`id`, `version`) values (1, 0);');
    this.addSql(`create trigger \`catalog_version_product_insert\` after insert on \`product\` for each row ${bump}`);
    this.addSql(`create trigger \`catalog_version_product_delete\` after delete on \`product\` for each row ${bump}`);
    this.addSql(
      `create trigger \`catalog_version_product_update\` after update on \`product\` for each row begin if not (${unchanged}) then ${bump} end if; end;`,
    );
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(
        `create trigger \`catalog_version_parameter_${event}\` after ${event} on \`product_parameter\` for each row ${bump}`,
      );
    }
    this.addSql(
      `create trigger \`catalog_version_brand_update\` after update on \`brand\` for each row begin if not (NEW.\`name\` <=> OLD.\`name\`) then ${bump} end if; end;`,
    );
    this.addSql(
      'create table `category_stock_version` (`category_id` int unsigned not null, `version` int not null, primary key (`category_id`)) default character set utf8mb4 engine = InnoDB;',
    );
    this.addSql(
      'create trigger `category_stock_version_product_update` after update on `product` for each row begin if not ((NEW.`stock` > 0) <=> (OLD.`stock` > 0)) then ' +
        'insert into `category_stock_version` (`category_id`, `version`) values (NEW.`category_id`, 1) on duplicate key update `version` = `version` + 1; end if; end;',
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
