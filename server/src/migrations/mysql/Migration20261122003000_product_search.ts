import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search over parts: each part's searchable text (MPN, package, descriptions in every language,
 * parameter values) in a side table with a FULLTEXT index, kept in step with `product` by triggers so that
 * every way of writing parts (the ORM, `insertMany`, plain SQL) leaves them searchable. Written by hand:
 * the ORM knows no triggers, and `orm.ts` tells its schema diff to leave the side table alone.
 */
const searchText = (row: 'NEW' | 'product') =>
  `concat_ws(' ', ${row}.\`mpn\`, ${row}.\`package\`, json_extract(${row}.\`description\`, '$.*'), json_extract(${row}.\`parameters\`, '$.*'))`;

export class Migration20261122003000_product_search extends Migration {
  override name = 'Migration20261122003000_product_search';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`product_search\` (\`product_id\` int unsigned not null primary key, \`words\` longtext not null, fulltext index \`product_search_words_fulltext\` (\`words\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `insert into \`product_search\` (\`product_id\`, \`words\`) select \`product\`.\`id\`, ${searchText('product')} from \`product\`;`,
    );
    this.addSql(
      `create trigger \`product_search_insert\` after insert on \`product\` for each row insert into \`product_search\` (\`product_id\`, \`words\`) values (NEW.\`id\`, ${searchText('NEW')});`,
    );
    this.addSql(
      `create trigger \`product_search_update\` after update on \`product\` for each row update \`product_search\` set \`words\` = ${searchText('NEW')} where \`product_id\` = NEW.\`id\`;`,
    );
    this.addSql(
      `create trigger \`product_search_delete\` after delete on \`product\` for each row delete from \`product_search\` where \`product_id\` = OLD.\`id\`;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_search_delete\`;`);
    this.addSql(`drop trigger if exists \`product_search_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_insert\`;`);
    this.addSql(`drop table if exists \`product_search\`;`);
  }
}
