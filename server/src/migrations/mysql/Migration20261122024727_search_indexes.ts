import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024727_search_indexes extends Migration {
  override name = 'Migration20261122024727_search_indexes';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`product\` drop index \`product_mpn_normalized_index\`;`);
    this.addSql(
      `alter table \`product\` add index \`product_category_id_status_list_price_milli_stock_index\` (\`category_id\`, \`status\`, \`list_price_milli\`, \`stock\`);`,
    );
    this.addSql(
      `alter table \`product\` add index \`product_mpn_normalized_status_stock_index\` (\`mpn_normalized\`, \`status\`, \`stock\`);`,
    );

    this.addSql(
      `alter table \`product_parameter\` add index \`product_parameter_product_id_name_value_index\` (\`product_id\`, \`name\`, \`value\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`product\` drop index \`product_category_id_status_list_price_milli_stock_index\`;`);
    this.addSql(`alter table \`product\` drop index \`product_mpn_normalized_status_stock_index\`;`);
    this.addSql(`alter table \`product\` add index \`product_mpn_normalized_index\` (\`mpn_normalized\`);`);

    this.addSql(`alter table \`product_parameter\` drop index \`product_parameter_product_id_name_value_index\`;`);
  }
}
