import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023245_chat extends Migration {

  override name = 'Migration20261122023245_chat';

  override up(): void | Promise<void> {
    this.addSql(`create table \`chat_conversation\` (\`id\` int unsigned not null auto_increment primary key, \`customer_id\` int unsigned not null, \`state\` enum('waiting','active','closed') not null, \`agent_id\` int unsigned null, \`context_product_id\` int unsigned null, \`context_order_id\` int null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_customer_id_index\` (\`customer_id\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_agent_id_index\` (\`agent_id\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_context_product_id_index\` (\`context_product_id\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_customer_id_state_index\` (\`customer_id\`, \`state\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_state_id_index\` (\`state\`, \`id\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_agent_id_state_index\` (\`agent_id\`, \`state\`);`);

    this.addSql(`create table \`chat_message\` (\`id\` int unsigned not null auto_increment primary key, \`conversation_id\` int unsigned not null, \`sender_id\` int unsigned not null, \`role\` enum('customer','agent','system') not null, \`text\` text null, \`image_path\` varchar(191) null, \`system_event\` enum('claimed','transferred','closed') null, \`created_at\` datetime not null, \`delivered_at\` datetime null, \`read_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`chat_message\` add index \`chat_message_conversation_id_index\` (\`conversation_id\`);`);
    this.addSql(`alter table \`chat_message\` add index \`chat_message_sender_id_index\` (\`sender_id\`);`);
    this.addSql(`alter table \`chat_message\` add index \`chat_message_conversation_id_id_index\` (\`conversation_id\`, \`id\`);`);

    this.addSql(`alter table \`chat_conversation\` add constraint \`chat_conversation_customer_id_foreign\` foreign key (\`customer_id\`) references \`user\` (\`id\`);`);
    this.addSql(`alter table \`chat_conversation\` add constraint \`chat_conversation_agent_id_foreign\` foreign key (\`agent_id\`) references \`user\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`chat_conversation\` add constraint \`chat_conversation_context_product_id_foreign\` foreign key (\`context_product_id\`) references \`product\` (\`id\`) on delete set null;`);

    this.addSql(`alter table \`chat_message\` add constraint \`chat_message_conversation_id_foreign\` foreign key (\`conversation_id\`) references \`chat_conversation\` (\`id\`);`);
    this.addSql(`alter table \`chat_message\` add constraint \`chat_message_sender_id_foreign\` foreign key (\`sender_id\`) references \`user\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`chat_message\` drop foreign key \`chat_message_conversation_id_foreign\`;`);

    this.addSql(`drop table if exists \`chat_conversation\`;`);
    this.addSql(`drop table if exists \`chat_message\`;`);
  }

}
