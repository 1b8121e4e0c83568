import { Migration } from '@mikro-orm/migrations';

/** Every column a list filters on, by part id: SQLite's word search checks its matches against it. */
export class Migration20261122080644_product_filter_index extends Migration {

  override name = 'Migration20261122080644_product_filter_index';

  override up(): void | Promise<void> {
    this.addSql(`create index \`product_filter_by_id\` on \`product\` (\`id\`, \`status\`, \`mpn_normalized\`, \`category_id\`, \`manufacturer_id\`, \`stock\`, \`list_price_milli\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`product_filter_by_id\`;`);
  }

}
