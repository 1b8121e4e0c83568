import { Migration } from '@mikro-orm/migrations';

export class Migration20261127175059_broadcasts extends Migration {
  override name = 'Migration20261127175059_broadcasts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`broadcast\` (\`id\` integer not null primary key autoincrement, \`sender_id\` integer not null, \`audience\` text check (\`audience\` in ('ALL', 'SUPER_MEMBERS', 'ORDERED_WITHIN', 'LISTED')) not null, \`ordered_within_days\` integer null, \`title\` text not null, \`body\` text not null, \`link\` text null, \`recipient_count\` integer not null, \`created_at\` datetime not null, \`delivered_at\` datetime null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`broadcast\`;`);
  }
}
