import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014654_messages extends Migration {

  override name = 'Migration20261122014654_messages';

  override up(): void | Promise<void> {
    this.addSql(`create table \`message\` (\`id\` int unsigned not null auto_increment primary key, \`recipient_id\` int unsigned not null, \`kind\` enum('system','platform','other') not null, \`template_key\` varchar(64) null, \`params\` json null, \`title\` varchar(200) null, \`body\` text null, \`link\` varchar(255) null, \`created_at\` datetime not null, \`read_at\` datetime null, \`deleted_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`message\` add index \`message_recipient_id_index\` (\`recipient_id\`);`);
    this.addSql(`alter table \`message\` add index \`message_recipient_id_deleted_at_read_at_index\` (\`recipient_id\`, \`deleted_at\`, \`read_at\`);`);

    this.addSql(`alter table \`message\` add constraint \`message_recipient_id_foreign\` foreign key (\`recipient_id\`) references \`user\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`message\`;`);
  }

}
