import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023243_chat extends Migration {

  override name = 'Migration20261122023243_chat';

  override up(): void | Promise<void> {
    this.addSql(`create table \`chat_conversation\` (\`id\` integer not null primary key autoincrement, \`customer_id\` integer not null, \`state\` text check (\`state\` in ('waiting', 'active', 'closed')) not null, \`agent_id\` integer null, \`context_product_id\` integer null, \`context_order_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`chat_conversation_customer_id_foreign\` foreign key (\`customer_id\`) references \`user\` (\`id\`), constraint \`chat_conversation_agent_id_foreign\` foreign key (\`agent_id\`) references \`user\` (\`id\`) on delete set null, constraint \`chat_conversation_context_product_id_foreign\` foreign key (\`context_product_id\`) references \`product\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`chat_conversation_customer_id_index\` on \`chat_conversation\` (\`customer_id\`);`);
    this.addSql(`create index \`chat_conversation_agent_id_index\` on \`chat_conversation\` (\`agent_id\`);`);
    this.addSql(`create index \`chat_conversation_context_product_id_index\` on \`chat_conversation\` (\`context_product_id\`);`);
    this.addSql(`create index \`chat_conversation_customer_id_state_index\` on \`chat_conversation\` (\`customer_id\`, \`state\`);`);
    this.addSql(`create index \`chat_conversation_state_id_index\` on \`chat_conversation\` (\`state\`, \`id\`);`);
    this.addSql(`create index \`chat_conversation_agent_id_state_index\` on \`chat_conversation\` (\`agent_id\`, \`state\`);`);

    this.addSql(`create table \`chat_message\` (\`id\` integer not null primary key autoincrement, \`conversation_id\` integer not null, \`sender_id\` integer not null, \`role\` text check (\`role\` in ('customer', 'agent', 'system')) not null, \`text\` text null, \`image_path\` text null, \`system_event\` text check (\`system_event\` in ('claimed', 'transferred', 'closed')) null, \`created_at\` datetime not null, \`delivered_at\` datetime null, \`read_at\` datetime null, constraint \`chat_message_conversation_id_foreign\` foreign key (\`conversation_id\`) references \`chat_conversation\` (\`id\`), constraint \`chat_message_sender_id_foreign\` foreign key (\`sender_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`chat_message_conversation_id_index\` on \`chat_message\` (\`conversation_id\`);`);
    this.addSql(`create index \`chat_message_sender_id_index\` on \`chat_message\` (\`sender_id\`);`);
    this.addSql(`create index \`chat_message_conversation_id_id_index\` on \`chat_message\` (\`conversation_id\`, \`id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`chat_conversation\`;`);
    this.addSql(`drop table if exists \`chat_message\`;`);
  }

}
