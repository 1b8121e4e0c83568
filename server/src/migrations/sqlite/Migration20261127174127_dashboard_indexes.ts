import { Migration } from '@mikro-orm/migrations';

export class Migration20261127174127_dashboard_indexes extends Migration {
  override name = 'Migration20261127174127_dashboard_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index \`product_status_stock_moq_index\` on \`product\` (\`status\`, \`stock\`, \`moq\`);`);

    this.addSql(
      `create index \`shop_order_created_at_paid_at_index\` on \`shop_order\` (\`created_at\`, \`paid_at\`);`,
    );
    this.addSql(`create index \`shop_order_paid_at_paid_fen_index\` on \`shop_order\` (\`paid_at\`, \`paid_fen\`);`);

    this.addSql(
      `create index \`inquiry_created_at_replied_at_index\` on \`inquiry\` (\`created_at\`, \`replied_at\`);`,
    );

    this.addSql(`create index \`chat_conversation_created_at_index\` on \`chat_conversation\` (\`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`chat_conversation_created_at_index\`;`);

    this.addSql(`drop index \`inquiry_created_at_replied_at_index\`;`);

    this.addSql(`drop index \`product_status_stock_moq_index\`;`);

    this.addSql(`drop index \`shop_order_created_at_paid_at_index\`;`);
    this.addSql(`drop index \`shop_order_paid_at_paid_fen_index\`;`);
  }
}
