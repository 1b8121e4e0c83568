import { Migration } from '@mikro-orm/migrations';

/** Every column a list filters on, by part id: SQLite's word search checks its matches against it. */
export class Migration20261122080646_product_filter_index extends Migration {

  override name = 'Migration20261122080646_product_filter_index';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`product\` add index \`product_filter_by_id\` (\`id\`, \`status\`, \`mpn_normalized\`, \`category_id\`, \`manufacturer_id\`, \`stock\`, \`list_price_milli\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`product\` drop index \`product_filter_by_id\`;`);
  }

}
