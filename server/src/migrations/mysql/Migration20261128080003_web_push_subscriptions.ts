import { Migration } from '@mikro-orm/migrations';

export class Migration20261128080003_web_push_subscriptions extends Migration {

  override name = 'Migration20261128080003_web_push_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table \`web_push_subscription\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`endpoint\` varchar(500) not null, \`p256dh\` varchar(100) not null, \`auth\` varchar(40) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`web_push_subscription\` add index \`web_push_subscription_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`web_push_subscription\` add unique \`web_push_subscription_endpoint_unique\` (\`endpoint\`);`);

    this.addSql(`alter table \`web_push_subscription\` add constraint \`web_push_subscription_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`web_push_subscription\`;`);
  }

}
