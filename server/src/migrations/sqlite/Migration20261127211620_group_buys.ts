import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211620_group_buys extends Migration {

  override name = 'Migration20261127211620_group_buys';

  override up(): void | Promise<void> {
    this.addSql(`create table \`group_buy_offer\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`product_id\` integer not null, \`group_price_milli\` integer not null, \`quantity\` integer not null, \`group_size\` integer not null, \`time_limit_minutes\` integer not null, \`per_user_limit\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`group_buy_offer_activity_id_unique\` on \`group_buy_offer\` (\`activity_id\`);`);

    this.addSql(`create table \`group_buy\` (\`id\` integer not null primary key autoincrement, \`offer_id\` integer not null, \`activity_id\` integer not null, \`leader_id\` integer not null, \`status\` text check (\`status\` in ('IN_PROGRESS', 'ENDED', 'CANCELLED')) not null default 'IN_PROGRESS', \`group_size\` integer not null, \`member_count\` integer not null default 0, \`paid_count\` integer not null default 0, \`deadline_at\` datetime not null, \`created_at\` datetime not null, \`completed_at\` datetime null, \`cancelled_at\` datetime null, \`cancel_reason\` text null, constraint \`group_buy_offer_id_foreign\` foreign key (\`offer_id\`) references \`group_buy_offer\` (\`id\`));`);
    this.addSql(`create index \`group_buy_offer_id_index\` on \`group_buy\` (\`offer_id\`);`);
    this.addSql(`create index \`group_buy_offer_id_status_index\` on \`group_buy\` (\`offer_id\`, \`status\`);`);
    this.addSql(`create index \`group_buy_status_deadline_at_index\` on \`group_buy\` (\`status\`, \`deadline_at\`);`);

    this.addSql(`create table \`group_buy_member\` (\`id\` integer not null primary key autoincrement, \`group_id\` integer not null, \`user_id\` integer not null, \`order_id\` integer not null, \`status\` text check (\`status\` in ('JOINED', 'PAID', 'REFUNDED')) not null default 'JOINED', \`joined_at\` datetime not null, \`paid_at\` datetime null, constraint \`group_buy_member_group_id_foreign\` foreign key (\`group_id\`) references \`group_buy\` (\`id\`));`);
    this.addSql(`create index \`group_buy_member_group_id_index\` on \`group_buy_member\` (\`group_id\`);`);
    this.addSql(`create unique index \`group_buy_member_order_id_unique\` on \`group_buy_member\` (\`order_id\`);`);
    this.addSql(`create unique index \`group_buy_member_group_id_user_id_unique\` on \`group_buy_member\` (\`group_id\`, \`user_id\`);`);

    this.addSql(`create table \`group_buy_user_count\` (\`id\` integer not null primary key autoincrement, \`offer_id\` integer not null, \`user_id\` integer not null, \`used\` integer not null default 0, constraint \`group_buy_user_count_offer_id_foreign\` foreign key (\`offer_id\`) references \`group_buy_offer\` (\`id\`));`);
    this.addSql(`create index \`group_buy_user_count_offer_id_index\` on \`group_buy_user_count\` (\`offer_id\`);`);
    this.addSql(`create unique index \`group_buy_user_count_offer_id_user_id_unique\` on \`group_buy_user_count\` (\`offer_id\`, \`user_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`group_buy_member\`;`);
    this.addSql(`drop table if exists \`group_buy_user_count\`;`);
    this.addSql(`drop table if exists \`group_buy\`;`);
    this.addSql(`drop table if exists \`group_buy_offer\`;`);
  }

}
