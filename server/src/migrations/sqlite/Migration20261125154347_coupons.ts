import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154347_coupons extends Migration {

  override name = 'Migration20261125154347_coupons';

  override up(): void | Promise<void> {
    this.addSql(`create table \`coupon_template\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`description\` text not null default '', \`discount_kind\` text check (\`discount_kind\` in ('AMOUNT_OFF', 'PERCENT_OFF')) not null, \`amount_off_fen\` integer null, \`percent_off\` integer null, \`max_discount_fen\` integer null, \`threshold_fen\` integer not null default 0, \`scope_kind\` text check (\`scope_kind\` in ('ALL', 'CATEGORY', 'MANUFACTURER', 'PRODUCTS')) not null, \`scope_ids\` json not null, \`valid_from\` datetime null, \`valid_until\` datetime null, \`valid_days\` integer null, \`claim_starts_at\` datetime null, \`claim_ends_at\` datetime null, \`total_quantity\` integer null, \`claimed_count\` integer not null default 0, \`used_count\` integer not null default 0, \`per_user_limit\` integer not null default 1, \`public_claim\` integer not null default true, \`status\` text check (\`status\` in ('ACTIVE', 'PAUSED')) not null default 'ACTIVE', \`created_at\` datetime not null, \`created_by\` integer null, \`updated_at\` datetime not null);`);
    this.addSql(`create index \`coupon_template_status_public_claim_index\` on \`coupon_template\` (\`status\`, \`public_claim\`);`);

    this.addSql(`create table \`discount_code\` (\`id\` integer not null primary key autoincrement, \`code\` text not null, \`template_id\` integer not null, \`single_use\` integer not null, \`max_redemptions\` integer null, \`redeemed_count\` integer not null default 0, \`status\` text check (\`status\` in ('ACTIVE', 'DISABLED')) not null default 'ACTIVE', \`created_at\` datetime not null, \`created_by\` integer null, constraint \`discount_code_template_id_foreign\` foreign key (\`template_id\`) references \`coupon_template\` (\`id\`));`);
    this.addSql(`create unique index \`discount_code_code_unique\` on \`discount_code\` (\`code\`);`);
    this.addSql(`create index \`discount_code_template_id_index\` on \`discount_code\` (\`template_id\`);`);
    this.addSql(`create index \`discount_code_template_id_id_index\` on \`discount_code\` (\`template_id\`, \`id\`);`);

    this.addSql(`create table \`coupon_claim_counter\` (\`id\` integer not null primary key autoincrement, \`template_id\` integer not null, \`user_id\` integer not null, \`claimed\` integer not null default 0, constraint \`coupon_claim_counter_template_id_foreign\` foreign key (\`template_id\`) references \`coupon_template\` (\`id\`), constraint \`coupon_claim_counter_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`coupon_claim_counter_template_id_index\` on \`coupon_claim_counter\` (\`template_id\`);`);
    this.addSql(`create index \`coupon_claim_counter_user_id_index\` on \`coupon_claim_counter\` (\`user_id\`);`);
    this.addSql(`create unique index \`coupon_claim_counter_template_id_user_id_unique\` on \`coupon_claim_counter\` (\`template_id\`, \`user_id\`);`);

    this.addSql(`create table \`user_coupon\` (\`id\` integer not null primary key autoincrement, \`template_id\` integer not null, \`user_id\` integer not null, \`source\` text check (\`source\` in ('CLAIM', 'CODE', 'ISSUED', 'INVITATION')) not null, \`grant_key\` text null, \`claimed_at\` datetime not null, \`valid_from\` datetime not null, \`valid_until\` datetime not null, \`status\` text check (\`status\` in ('UNUSED', 'USED')) not null default 'UNUSED', \`order_id\` integer null, \`order_number\` text null, \`used_at\` datetime null, \`reminder_sent_at\` datetime null, \`title\` text not null, \`description\` text not null default '', \`discount_kind\` text check (\`discount_kind\` in ('AMOUNT_OFF', 'PERCENT_OFF')) not null, \`amount_off_fen\` integer null, \`percent_off\` integer null, \`max_discount_fen\` integer null, \`threshold_fen\` integer not null default 0, \`scope_kind\` text check (\`scope_kind\` in ('ALL', 'CATEGORY', 'MANUFACTURER', 'PRODUCTS')) not null, \`scope_ids\` json not null, constraint \`user_coupon_template_id_foreign\` foreign key (\`template_id\`) references \`coupon_template\` (\`id\`), constraint \`user_coupon_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`user_coupon_template_id_index\` on \`user_coupon\` (\`template_id\`);`);
    this.addSql(`create index \`user_coupon_user_id_index\` on \`user_coupon\` (\`user_id\`);`);
    this.addSql(`create unique index \`user_coupon_grant_key_unique\` on \`user_coupon\` (\`grant_key\`);`);
    this.addSql(`create index \`user_coupon_user_id_status_valid_until_index\` on \`user_coupon\` (\`user_id\`, \`status\`, \`valid_until\`);`);
    this.addSql(`create index \`user_coupon_template_id_id_index\` on \`user_coupon\` (\`template_id\`, \`id\`);`);
    this.addSql(`create index \`user_coupon_status_reminder_sent_at_valid_until_index\` on \`user_coupon\` (\`status\`, \`reminder_sent_at\`, \`valid_until\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`user_coupon\`;`);
    this.addSql(`drop table if exists \`coupon_claim_counter\`;`);
    this.addSql(`drop table if exists \`discount_code\`;`);
    this.addSql(`drop table if exists \`coupon_template\`;`);
  }

}
