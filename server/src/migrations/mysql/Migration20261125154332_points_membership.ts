import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154332_points_membership extends Migration {

  override name = 'Migration20261125154332_points_membership';

  override up(): void | Promise<void> {
    this.addSql(`create table \`membership_level\` (\`code\` varchar(16) not null, \`position\` int not null, \`names\` json not null, \`growth_required\` int not null, \`discount_percent\` int not null, \`points_multiplier_percent\` int not null, \`perks\` json not null, \`updated_at\` datetime not null, primary key (\`code\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`membership_plan\` (\`code\` varchar(32) not null, \`months\` int not null, \`price_fen\` int not null, \`active\` tinyint(1) not null, \`updated_at\` datetime not null, \`updated_by\` int null, primary key (\`code\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`membership_refund\` (\`refund_id\` int unsigned not null, \`order_id\` int not null, \`amount_fen\` int not null, \`after_growth\` tinyint(1) not null, \`at\` datetime not null, primary key (\`refund_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`membership_refund\` add index \`membership_refund_order_id_index\` (\`order_id\`);`);

    this.addSql(`create table \`points_refund\` (\`refund_id\` int unsigned not null, \`order_id\` int not null, \`amount_fen\` int not null, \`after_earn\` tinyint(1) not null, \`at\` datetime not null, primary key (\`refund_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`points_refund\` add index \`points_refund_order_id_index\` (\`order_id\`);`);

    this.addSql(`create table \`points_settings\` (\`id\` int unsigned not null, \`points_per_yuan\` int not null, \`review_points\` int not null, \`review_photo_points\` int not null, \`fen_per_point\` int not null, \`max_deduction_percent\` int not null, \`validity_months\` int not null, \`updated_at\` datetime not null, \`updated_by\` int null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`points_lot\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`entry_id\` int not null, \`points\` int not null, \`remaining\` int not null, \`expires_at\` datetime not null, \`expired_times\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`points_lot\` add index \`points_lot_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`points_lot\` add index \`points_lot_user_id_expires_at_index\` (\`user_id\`, \`expires_at\`);`);
    this.addSql(`alter table \`points_lot\` add index \`points_lot_expires_at_index\` (\`expires_at\`);`);

    this.addSql(`create table \`points_lot_use\` (\`id\` int unsigned not null auto_increment primary key, \`entry_id\` int not null, \`lot_id\` int unsigned not null, \`points\` int not null, \`returned\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`points_lot_use\` add index \`points_lot_use_lot_id_index\` (\`lot_id\`);`);
    this.addSql(`alter table \`points_lot_use\` add index \`points_lot_use_entry_id_index\` (\`entry_id\`);`);

    this.addSql(`create table \`points_entry\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`points\` int not null, \`kind\` enum('ORDER_COMPLETED','REVIEW','ORDER_SPENT','ORDER_RETURNED','REFUND_RETURNED','REFUND_CLAWBACK','EXPIRED','INVITATION','ADJUSTMENT') not null, \`order_id\` int null, \`order_number\` varchar(32) null, \`key\` varchar(191) not null, \`balance_after\` int not null, \`note\` varchar(200) null, \`actor_id\` int null, \`at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`points_entry\` add index \`points_entry_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`points_entry\` add unique \`points_entry_key_unique\` (\`key\`);`);
    this.addSql(`alter table \`points_entry\` add index \`points_entry_user_id_id_index\` (\`user_id\`, \`id\`);`);
    this.addSql(`alter table \`points_entry\` add index \`points_entry_order_id_index\` (\`order_id\`);`);

    this.addSql(`create table \`points_account\` (\`user_id\` int unsigned not null, \`balance\` int not null default 0, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`points_account\` add index \`points_account_user_id_index\` (\`user_id\`);`);

    this.addSql(`create table \`membership_purchase\` (\`order_id\` int unsigned not null, \`user_id\` int unsigned not null, \`plan_code\` varchar(32) not null, \`months\` int not null, \`amount_fen\` int not null, \`created_at\` datetime not null, \`granted_at\` datetime null, \`valid_from\` datetime null, \`valid_until\` datetime null, primary key (\`order_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`membership_purchase\` add index \`membership_purchase_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`membership_purchase\` add index \`membership_purchase_user_id_created_at_index\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`create table \`membership_growth_entry\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`growth\` int not null, \`order_id\` int null, \`key\` varchar(191) not null, \`at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`membership_growth_entry\` add index \`membership_growth_entry_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`membership_growth_entry\` add unique \`membership_growth_entry_key_unique\` (\`key\`);`);
    this.addSql(`alter table \`membership_growth_entry\` add index \`membership_growth_entry_user_id_id_index\` (\`user_id\`, \`id\`);`);
    this.addSql(`alter table \`membership_growth_entry\` add index \`membership_growth_entry_order_id_index\` (\`order_id\`);`);

    this.addSql(`create table \`membership\` (\`user_id\` int unsigned not null, \`valid_until\` datetime null, \`growth\` int not null default 0, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`membership\` add index \`membership_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`membership\` add index \`membership_valid_until_index\` (\`valid_until\`);`);

    this.addSql(`alter table \`points_lot\` add constraint \`points_lot_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`points_lot_use\` add constraint \`points_lot_use_lot_id_foreign\` foreign key (\`lot_id\`) references \`points_lot\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`points_entry\` add constraint \`points_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`points_account\` add constraint \`points_account_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`membership_purchase\` add constraint \`membership_purchase_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`membership_growth_entry\` add constraint \`membership_growth_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`membership\` add constraint \`membership_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`points_lot_use\` drop foreign key \`points_lot_use_lot_id_foreign\`;`);

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
