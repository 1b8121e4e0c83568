import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154328_points_membership extends Migration {

  override name = 'Migration20261125154328_points_membership';

  override up(): void | Promise<void> {
    this.addSql(`create table \`membership_level\` (\`code\` text not null primary key, \`position\` integer not null, \`names\` json not null, \`growth_required\` integer not null, \`discount_percent\` integer not null, \`points_multiplier_percent\` integer not null, \`perks\` json not null, \`updated_at\` datetime not null);`);

    this.addSql(`create table \`membership_plan\` (\`code\` text not null primary key, \`months\` integer not null, \`price_fen\` integer not null, \`active\` integer not null, \`updated_at\` datetime not null, \`updated_by\` integer null);`);

    this.addSql(`create table \`membership_refund\` (\`refund_id\` integer not null primary key, \`order_id\` integer not null, \`amount_fen\` integer not null, \`after_growth\` integer not null, \`at\` datetime not null);`);
    this.addSql(`create index \`membership_refund_order_id_index\` on \`membership_refund\` (\`order_id\`);`);

    this.addSql(`create table \`points_refund\` (\`refund_id\` integer not null primary key, \`order_id\` integer not null, \`amount_fen\` integer not null, \`after_earn\` integer not null, \`at\` datetime not null);`);
    this.addSql(`create index \`points_refund_order_id_index\` on \`points_refund\` (\`order_id\`);`);

    this.addSql(`create table \`points_settings\` (\`id\` integer not null primary key, \`points_per_yuan\` integer not null, \`review_points\` integer not null, \`review_photo_points\` integer not null, \`fen_per_point\` integer not null, \`max_deduction_percent\` integer not null, \`validity_months\` integer not null, \`updated_at\` datetime not null, \`updated_by\` integer null);`);

    this.addSql(`create table \`points_lot\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`entry_id\` integer not null, \`points\` integer not null, \`remaining\` integer not null, \`expires_at\` datetime not null, \`expired_times\` integer not null default 0, constraint \`points_lot_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`points_lot_user_id_index\` on \`points_lot\` (\`user_id\`);`);
    this.addSql(`create index \`points_lot_user_id_expires_at_index\` on \`points_lot\` (\`user_id\`, \`expires_at\`);`);
    this.addSql(`create index \`points_lot_expires_at_index\` on \`points_lot\` (\`expires_at\`);`);

    this.addSql(`create table \`points_lot_use\` (\`id\` integer not null primary key autoincrement, \`entry_id\` integer not null, \`lot_id\` integer not null, \`points\` integer not null, \`returned\` integer not null default 0, constraint \`points_lot_use_lot_id_foreign\` foreign key (\`lot_id\`) references \`points_lot\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`points_lot_use_lot_id_index\` on \`points_lot_use\` (\`lot_id\`);`);
    this.addSql(`create index \`points_lot_use_entry_id_index\` on \`points_lot_use\` (\`entry_id\`);`);

    this.addSql(`create table \`points_entry\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`points\` integer not null, \`kind\` text check (\`kind\` in ('ORDER_COMPLETED', 'REVIEW', 'ORDER_SPENT', 'ORDER_RETURNED', 'REFUND_RETURNED', 'REFUND_CLAWBACK', 'EXPIRED', 'INVITATION', 'ADJUSTMENT')) not null, \`order_id\` integer null, \`order_number\` text null, \`key\` text not null, \`balance_after\` integer not null, \`note\` text null, \`actor_id\` integer null, \`at\` datetime not null, constraint \`points_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`points_entry_user_id_index\` on \`points_entry\` (\`user_id\`);`);
    this.addSql(`create unique index \`points_entry_key_unique\` on \`points_entry\` (\`key\`);`);
    this.addSql(`create index \`points_entry_user_id_id_index\` on \`points_entry\` (\`user_id\`, \`id\`);`);
    this.addSql(`create index \`points_entry_order_id_index\` on \`points_entry\` (\`order_id\`);`);

    this.addSql(`create table \`points_account\` (\`user_id\` integer not null primary key, \`balance\` integer not null default 0, constraint \`points_account_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`points_account_user_id_index\` on \`points_account\` (\`user_id\`);`);

    this.addSql(`create table \`membership_purchase\` (\`order_id\` integer not null primary key, \`user_id\` integer not null, \`plan_code\` text not null, \`months\` integer not null, \`amount_fen\` integer not null, \`created_at\` datetime not null, \`granted_at\` datetime null, \`valid_from\` datetime null, \`valid_until\` datetime null, constraint \`membership_purchase_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`membership_purchase_user_id_index\` on \`membership_purchase\` (\`user_id\`);`);
    this.addSql(`create index \`membership_purchase_user_id_created_at_index\` on \`membership_purchase\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`create table \`membership_growth_entry\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`growth\` integer not null, \`order_id\` integer null, \`key\` text not null, \`at\` datetime not null, constraint \`membership_growth_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`membership_growth_entry_user_id_index\` on \`membership_growth_entry\` (\`user_id\`);`);
    this.addSql(`create unique index \`membership_growth_entry_key_unique\` on \`membership_growth_entry\` (\`key\`);`);
    this.addSql(`create index \`membership_growth_entry_user_id_id_index\` on \`membership_growth_entry\` (\`user_id\`, \`id\`);`);
    this.addSql(`create index \`membership_growth_entry_order_id_index\` on \`membership_growth_entry\` (\`order_id\`);`);

    this.addSql(`create table \`membership\` (\`user_id\` integer not null primary key, \`valid_until\` datetime null, \`growth\` integer not null default 0, constraint \`membership_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`membership_user_id_index\` on \`membership\` (\`user_id\`);`);
    this.addSql(`create index \`membership_valid_until_index\` on \`membership\` (\`valid_until\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`membership_level\`;`);
    this.addSql(`drop table if exists \`membership_plan\`;`);
    this.addSql(`drop table if exists \`membership_refund\`;`);
    this.addSql(`drop table if exists \`points_refund\`;`);
    this.addSql(`drop table if exists \`points_settings\`;`);
    this.addSql(`drop table if exists \`points_lot\`;`);
    this.addSql(`drop table if exists \`points_lot_use\`;`);
    this.addSql(`drop table if exists \`points_entry\`;`);
    this.addSql(`drop table if exists \`points_account\`;`);
    this.addSql(`drop table if exists \`membership_purchase\`;`);
    this.addSql(`drop table if exists \`membership_growth_entry\`;`);
    this.addSql(`drop table if exists \`membership\`;`);


  }

}
