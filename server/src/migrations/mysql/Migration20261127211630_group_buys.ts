import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211630_group_buys extends Migration {

  override name = 'Migration20261127211630_group_buys';

  override up(): void | Promise<void> {
    this.addSql(`create table \`group_buy_offer\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int not null, \`product_id\` int not null, \`group_price_milli\` int not null, \`quantity\` int not null, \`group_size\` int not null, \`time_limit_minutes\` int not null, \`per_user_limit\` int not null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`group_buy_offer\` add unique \`group_buy_offer_activity_id_unique\` (\`activity_id\`);`);

    this.addSql(`create table \`group_buy\` (\`id\` int unsigned not null auto_increment primary key, \`offer_id\` int unsigned not null, \`activity_id\` int not null, \`leader_id\` int not null, \`status\` enum('IN_PROGRESS','ENDED','CANCELLED') not null default 'IN_PROGRESS', \`group_size\` int not null, \`member_count\` int not null default 0, \`paid_count\` int not null default 0, \`deadline_at\` datetime not null, \`created_at\` datetime not null, \`completed_at\` datetime null, \`cancelled_at\` datetime null, \`cancel_reason\` varchar(200) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`group_buy\` add index \`group_buy_offer_id_index\` (\`offer_id\`);`);
    this.addSql(`alter table \`group_buy\` add index \`group_buy_offer_id_status_index\` (\`offer_id\`, \`status\`);`);
    this.addSql(`alter table \`group_buy\` add index \`group_buy_status_deadline_at_index\` (\`status\`, \`deadline_at\`);`);

    this.addSql(`create table \`group_buy_member\` (\`id\` int unsigned not null auto_increment primary key, \`group_id\` int unsigned not null, \`user_id\` int not null, \`order_id\` int not null, \`status\` enum('JOINED','PAID','REFUNDED') not null default 'JOINED', \`joined_at\` datetime not null, \`paid_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`group_buy_member\` add index \`group_buy_member_group_id_index\` (\`group_id\`);`);
    this.addSql(`alter table \`group_buy_member\` add unique \`group_buy_member_order_id_unique\` (\`order_id\`);`);
    this.addSql(`alter table \`group_buy_member\` add unique \`group_buy_member_group_id_user_id_unique\` (\`group_id\`, \`user_id\`);`);

    this.addSql(`create table \`group_buy_user_count\` (\`id\` int unsigned not null auto_increment primary key, \`offer_id\` int unsigned not null, \`user_id\` int not null, \`used\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`group_buy_user_count\` add index \`group_buy_user_count_offer_id_index\` (\`offer_id\`);`);
    this.addSql(`alter table \`group_buy_user_count\` add unique \`group_buy_user_count_offer_id_user_id_unique\` (\`offer_id\`, \`user_id\`);`);

    this.addSql(`alter table \`group_buy\` add constraint \`group_buy_offer_id_foreign\` foreign key (\`offer_id\`) references \`group_buy_offer\` (\`id\`);`);

    this.addSql(`alter table \`group_buy_member\` add constraint \`group_buy_member_group_id_foreign\` foreign key (\`group_id\`) references \`group_buy\` (\`id\`);`);

    this.addSql(`alter table \`group_buy_user_count\` add constraint \`group_buy_user_count_offer_id_foreign\` foreign key (\`offer_id\`) references \`group_buy_offer\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`group_buy\` drop foreign key \`group_buy_offer_id_foreign\`;`);
    this.addSql(`alter table \`group_buy_user_count\` drop foreign key \`group_buy_user_count_offer_id_foreign\`;`);
    this.addSql(`alter table \`group_buy_member\` drop foreign key \`group_buy_member_group_id_foreign\`;`);

    this.addSql(`drop table if exists \`group_buy_member\`;`);
    this.addSql(`drop table if exists \`group_buy_user_count\`;`);
    this.addSql(`drop table if exists \`group_buy\`;`);
    this.addSql(`drop table if exists \`group_buy_offer\`;`);
  }

}
