import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154406_coupons extends Migration {

  override name = 'Migration20261125154406_coupons';

  override up(): void | Promise<void> {
    this.addSql(`create table \`coupon_template\` (\`id\` int unsigned not null auto_increment primary key, \`title\` varchar(64) not null, \`description\` varchar(500) not null default '', \`discount_kind\` enum('AMOUNT_OFF','PERCENT_OFF') not null, \`amount_off_fen\` int null, \`percent_off\` int null, \`max_discount_fen\` int null, \`threshold_fen\` int not null default 0, \`scope_kind\` enum('ALL','CATEGORY','MANUFACTURER','PRODUCTS') not null, \`scope_ids\` json not null, \`valid_from\` datetime null, \`valid_until\` datetime null, \`valid_days\` int null, \`claim_starts_at\` datetime null, \`claim_ends_at\` datetime null, \`total_quantity\` int null, \`claimed_count\` int not null default 0, \`used_count\` int not null default 0, \`per_user_limit\` int not null default 1, \`public_claim\` tinyint(1) not null default true, \`status\` enum('ACTIVE','PAUSED') not null default 'ACTIVE', \`created_at\` datetime not null, \`created_by\` int null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`coupon_template\` add index \`coupon_template_status_public_claim_index\` (\`status\`, \`public_claim\`);`);

    this.addSql(`create table \`discount_code\` (\`id\` int unsigned not null auto_increment primary key, \`code\` varchar(32) not null, \`template_id\` int unsigned not null, \`single_use\` tinyint(1) not null, \`max_redemptions\` int null, \`redeemed_count\` int not null default 0, \`status\` enum('ACTIVE','DISABLED') not null default 'ACTIVE', \`created_at\` datetime not null, \`created_by\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`discount_code\` add unique \`discount_code_code_unique\` (\`code\`);`);
    this.addSql(`alter table \`discount_code\` add index \`discount_code_template_id_index\` (\`template_id\`);`);
    this.addSql(`alter table \`discount_code\` add index \`discount_code_template_id_id_index\` (\`template_id\`, \`id\`);`);

    this.addSql(`create table \`coupon_claim_counter\` (\`id\` int unsigned not null auto_increment primary key, \`template_id\` int unsigned not null, \`user_id\` int unsigned not null, \`claimed\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`coupon_claim_counter\` add index \`coupon_claim_counter_template_id_index\` (\`template_id\`);`);
    this.addSql(`alter table \`coupon_claim_counter\` add index \`coupon_claim_counter_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`coupon_claim_counter\` add unique \`coupon_claim_counter_template_id_user_id_unique\` (\`template_id\`, \`user_id\`);`);

    this.addSql(`create table \`user_coupon\` (\`id\` int unsigned not null auto_increment primary key, \`template_id\` int unsigned not null, \`user_id\` int unsigned not null, \`source\` enum('CLAIM','CODE','ISSUED','INVITATION') not null, \`grant_key\` varchar(128) null, \`claimed_at\` datetime not null, \`valid_from\` datetime not null, \`valid_until\` datetime not null, \`status\` enum('UNUSED','USED') not null default 'UNUSED', \`order_id\` int null, \`order_number\` varchar(32) null, \`used_at\` datetime null, \`reminder_sent_at\` datetime null, \`title\` varchar(64) not null, \`description\` varchar(500) not null default '', \`discount_kind\` enum('AMOUNT_OFF','PERCENT_OFF') not null, \`amount_off_fen\` int null, \`percent_off\` int null, \`max_discount_fen\` int null, \`threshold_fen\` int not null default 0, \`scope_kind\` enum('ALL','CATEGORY','MANUFACTURER','PRODUCTS') not null, \`scope_ids\` json not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`user_coupon\` add index \`user_coupon_template_id_index\` (\`template_id\`);`);
    this.addSql(`alter table \`user_coupon\` add index \`user_coupon_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`user_coupon\` add unique \`user_coupon_grant_key_unique\` (\`grant_key\`);`);
    this.addSql(`alter table \`user_coupon\` add index \`user_coupon_user_id_status_valid_until_index\` (\`user_id\`, \`status\`, \`valid_until\`);`);
    this.addSql(`alter table \`user_coupon\` add index \`user_coupon_template_id_id_index\` (\`template_id\`, \`id\`);`);
    this.addSql(`alter table \`user_coupon\` add index \`user_coupon_status_reminder_sent_at_valid_until_index\` (\`status\`, \`reminder_sent_at\`, \`valid_until\`);`);

    this.addSql(`alter table \`discount_code\` add constraint \`discount_code_template_id_foreign\` foreign key (\`template_id\`) references \`coupon_template\` (\`id\`);`);

    this.addSql(`alter table \`coupon_claim_counter\` add constraint \`coupon_claim_counter_template_id_foreign\` foreign key (\`template_id\`) references \`coupon_template\` (\`id\`);`);
    this.addSql(`alter table \`coupon_claim_counter\` add constraint \`coupon_claim_counter_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`user_coupon\` add constraint \`user_coupon_template_id_foreign\` foreign key (\`template_id\`) references \`coupon_template\` (\`id\`);`);
    this.addSql(`alter table \`user_coupon\` add constraint \`user_coupon_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`discount_code\` drop foreign key \`discount_code_template_id_foreign\`;`);
    this.addSql(`alter table \`coupon_claim_counter\` drop foreign key \`coupon_claim_counter_template_id_foreign\`;`);
    this.addSql(`alter table \`user_coupon\` drop foreign key \`user_coupon_template_id_foreign\`;`);
    this.addSql(`drop table if exists \`user_coupon\`;`);
    this.addSql(`drop table if exists \`coupon_claim_counter\`;`);
    this.addSql(`drop table if exists \`discount_code\`;`);
    this.addSql(`drop table if exists \`coupon_template\`;`);
  }

}
