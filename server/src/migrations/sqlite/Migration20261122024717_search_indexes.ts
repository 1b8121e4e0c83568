import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024717_search_indexes extends Migration {
  override name = 'Migration20261122024717_search_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index \`product_mpn_normalized_index\`;`);
    this.addSql(
      `create index \`product_category_id_status_list_price_milli_stock_index\` on \`product\` (\`category_id\`, \`status\`, \`list_price_milli\`, \`stock\`);`,
    );
    this.addSql(
      `create index \`product_mpn_normalized_status_stock_index\` on \`product\` (\`mpn_normalized\`, \`status\`, \`stock\`);`,
    );

    this.addSql(
      `create index \`product_parameter_product_id_name_value_index\` on \`product_parameter\` (\`product_id\`, \`name\`, \`value\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`product_category_id_status_list_price_milli_stock_index\`;`);
    this.addSql(`drop index \`product_mpn_normalized_status_stock_index\`;`);
    this.addSql(`create index \`product_mpn_normalized_index\` on \`product\` (\`mpn_normalized\`);`);

    this.addSql(`drop index \`product_parameter_product_id_name_value_index\`;`);
  }
}
