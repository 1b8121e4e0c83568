import { Migration } from '@mikro-orm/migrations';

export class Migration20261127174159_dashboard_indexes extends Migration {
  override name = 'Migration20261127174159_dashboard_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`product\` add index \`product_status_stock_moq_index\` (\`status\`, \`stock\`, \`moq\`);`,
    );

    this.addSql(
      `alter table \`shop_order\` add index \`shop_order_created_at_paid_at_index\` (\`created_at\`, \`paid_at\`);`,
    );
    this.addSql(
      `alter table \`shop_order\` add index \`shop_order_paid_at_paid_fen_index\` (\`paid_at\`, \`paid_fen\`);`,
    );

    this.addSql(
      `alter table \`inquiry\` add index \`inquiry_created_at_replied_at_index\` (\`created_at\`, \`replied_at\`);`,
    );

    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_created_at_index\` (\`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`chat_conversation\` drop index \`chat_conversation_created_at_index\`;`);

    this.addSql(`alter table \`inquiry\` drop index \`inquiry_created_at_replied_at_index\`;`);

    this.addSql(`alter table \`product\` drop index \`product_status_stock_moq_index\`;`);

    this.addSql(`alter table \`shop_order\` drop index \`shop_order_created_at_paid_at_index\`;`);
    this.addSql(`alter table \`shop_order\` drop index \`shop_order_paid_at_paid_fen_index\`;`);
  }
}
