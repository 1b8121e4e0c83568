import { Migration } from '@mikro-orm/migrations';

export class Migration20261128075847_web_push_subscriptions extends Migration {

  override name = 'Migration20261128075847_web_push_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table \`web_push_subscription\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`endpoint\` text not null, \`p256dh\` text not null, \`auth\` text not null, \`created_at\` datetime not null, constraint \`web_push_subscription_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`web_push_subscription_user_id_index\` on \`web_push_subscription\` (\`user_id\`);`);
    this.addSql(`create unique index \`web_push_subscription_endpoint_unique\` on \`web_push_subscription\` (\`endpoint\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`web_push_subscription\`;`);
  }

}
