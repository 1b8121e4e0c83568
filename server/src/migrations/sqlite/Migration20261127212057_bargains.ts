import { Migration } from '@mikro-orm/migrations';

export class Migration20261127212057_bargains extends Migration {

  override name = 'Migration20261127212057_bargains';

  override up(): void | Promise<void> {
    this.addSql(`create table \`bargain_offer\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`product_id\` integer not null, \`quantity\` integer not null, \`start_price_milli\` integer not null, \`floor_price_milli\` integer not null, \`expected_cuts\` integer not null, \`time_limit_minutes\` integer not null, \`per_user_limit\` integer not null, \`created_at\` datetime not null, constraint \`bargain_offer_activity_id_foreign\` foreign key (\`activity_id\`) references \`activity\` (\`id\`) on delete cascade, constraint \`bargain_offer_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`bargain_offer_activity_id_unique\` on \`bargain_offer\` (\`activity_id\`);`);
    this.addSql(`create index \`bargain_offer_product_id_index\` on \`bargain_offer\` (\`product_id\`);`);

    this.addSql(`create table \`bargain_quota\` (\`id\` integer not null primary key autoincrement, \`offer_id\` integer not null, \`user_id\` integer not null, \`started\` integer not null default 0, constraint \`bargain_quota_offer_id_foreign\` foreign key (\`offer_id\`) references \`bargain_offer\` (\`id\`) on delete cascade, constraint \`bargain_quota_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`bargain_quota_offer_id_index\` on \`bargain_quota\` (\`offer_id\`);`);
    this.addSql(`create index \`bargain_quota_user_id_index\` on \`bargain_quota\` (\`user_id\`);`);
    this.addSql(`create unique index \`bargain_quota_offer_id_user_id_unique\` on \`bargain_quota\` (\`offer_id\`, \`user_id\`);`);

    this.addSql(`create table \`bargain\` (\`id\` integer not null primary key autoincrement, \`offer_id\` integer not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('IN_PROGRESS', 'ENDED', 'CANCELLED')) not null default 'IN_PROGRESS', \`end_reason\` text check (\`end_reason\` in ('BOUGHT', 'EXPIRED')) null, \`start_price_milli\` integer not null, \`floor_price_milli\` integer not null, \`current_price_milli\` integer not null, \`expected_cuts\` integer not null, \`cuts_made\` integer not null default 0, \`started_at\` datetime not null, \`deadline_at\` datetime not null, \`ended_at\` datetime null, \`order_id\` integer null, \`order_number\` text null, constraint \`bargain_offer_id_foreign\` foreign key (\`offer_id\`) references \`bargain_offer\` (\`id\`) on delete cascade, constraint \`bargain_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`bargain_offer_id_index\` on \`bargain\` (\`offer_id\`);`);
    this.addSql(`create index \`bargain_user_id_index\` on \`bargain\` (\`user_id\`);`);
    this.addSql(`create index \`bargain_offer_id_status_index\` on \`bargain\` (\`offer_id\`, \`status\`);`);
    this.addSql(`create index \`bargain_user_id_started_at_index\` on \`bargain\` (\`user_id\`, \`started_at\`);`);
    this.addSql(`create index \`bargain_status_deadline_at_index\` on \`bargain\` (\`status\`, \`deadline_at\`);`);

    this.addSql(`create table \`bargain_cut\` (\`id\` integer not null primary key autoincrement, \`bargain_id\` integer not null, \`user_id\` integer not null, \`amount_milli\` integer not null, \`price_after_milli\` integer not null, \`sequence\` integer not null, \`cut_at\` datetime not null, constraint \`bargain_cut_bargain_id_foreign\` foreign key (\`bargain_id\`) references \`bargain\` (\`id\`) on delete cascade, constraint \`bargain_cut_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`bargain_cut_bargain_id_index\` on \`bargain_cut\` (\`bargain_id\`);`);
    this.addSql(`create index \`bargain_cut_user_id_index\` on \`bargain_cut\` (\`user_id\`);`);
    this.addSql(`create unique index \`bargain_cut_bargain_id_user_id_unique\` on \`bargain_cut\` (\`bargain_id\`, \`user_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`bargain_offer\`;`);
    this.addSql(`drop table if exists \`bargain_quota\`;`);
    this.addSql(`drop table if exists \`bargain\`;`);
    this.addSql(`drop table if exists \`bargain_cut\`;`);
  }

}
