import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014651_messages extends Migration {

  override name = 'Migration20261122014651_messages';

  override up(): void | Promise<void> {
    this.addSql(`create table \`message\` (\`id\` integer not null primary key autoincrement, \`recipient_id\` integer not null, \`kind\` text check (\`kind\` in ('system', 'platform', 'other')) not null, \`template_key\` text null, \`params\` json null, \`title\` text null, \`body\` text null, \`link\` text null, \`created_at\` datetime not null, \`read_at\` datetime null, \`deleted_at\` datetime null, constraint \`message_recipient_id_foreign\` foreign key (\`recipient_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`message_recipient_id_index\` on \`message\` (\`recipient_id\`);`);
    this.addSql(`create index \`message_recipient_id_deleted_at_read_at_index\` on \`message\` (\`recipient_id\`, \`deleted_at\`, \`read_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`message\`;`);
  }

}
