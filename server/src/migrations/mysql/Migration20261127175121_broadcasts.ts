import { Migration } from '@mikro-orm/migrations';

export class Migration20261127175121_broadcasts extends Migration {
  override name = 'Migration20261127175121_broadcasts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`broadcast\` (\`id\` int unsigned not null auto_increment primary key, \`sender_id\` int not null, \`audience\` enum('ALL','SUPER_MEMBERS','ORDERED_WITHIN','LISTED') not null, \`ordered_within_days\` int null, \`title\` varchar(200) not null, \`body\` text not null, \`link\` varchar(255) null, \`recipient_count\` int not null, \`created_at\` datetime not null, \`delivered_at\` datetime null) default character set utf8mb4 engine = InnoDB;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`broadcast\`;`);
  }
}
