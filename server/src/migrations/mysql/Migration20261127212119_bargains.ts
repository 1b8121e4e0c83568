import { Migration } from '@mikro-orm/migrations';

export class Migration20261127212119_bargains extends Migration {

  override name = 'Migration20261127212119_bargains';

  override up(): void | Promise<void> {
    this.addSql(`create table \`bargain_offer\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int unsigned not null, \`product_id\` int unsigned not null, \`quantity\` int not null, \`start_price_milli\` int not null, \`floor_price_milli\` int not null, \`expected_cuts\` int not null, \`time_limit_minutes\` int not null, \`per_user_limit\` int not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bargain_offer\` add unique \`bargain_offer_activity_id_unique\` (\`activity_id\`);`);
    this.addSql(`alter table \`bargain_offer\` add index \`bargain_offer_product_id_index\` (\`product_id\`);`);

    this.addSql(`create table \`bargain_quota\` (\`id\` int unsigned not null auto_increment primary key, \`offer_id\` int unsigned not null, \`user_id\` int unsigned not null, \`started\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bargain_quota\` add index \`bargain_quota_offer_id_index\` (\`offer_id\`);`);
    this.addSql(`alter table \`bargain_quota\` add index \`bargain_quota_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`bargain_quota\` add unique \`bargain_quota_offer_id_user_id_unique\` (\`offer_id\`, \`user_id\`);`);

    this.addSql(`create table \`bargain\` (\`id\` int unsigned not null auto_increment primary key, \`offer_id\` int unsigned not null, \`user_id\` int unsigned not null, \`status\` enum('IN_PROGRESS','ENDED','CANCELLED') not null default 'IN_PROGRESS', \`end_reason\` enum('BOUGHT','EXPIRED') null, \`start_price_milli\` int not null, \`floor_price_milli\` int not null, \`current_price_milli\` int not null, \`expected_cuts\` int not null, \`cuts_made\` int not null default 0, \`started_at\` datetime not null, \`deadline_at\` datetime not null, \`ended_at\` datetime null, \`order_id\` int null, \`order_number\` varchar(32) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bargain\` add index \`bargain_offer_id_index\` (\`offer_id\`);`);
    this.addSql(`alter table \`bargain\` add index \`bargain_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`bargain\` add index \`bargain_offer_id_status_index\` (\`offer_id\`, \`status\`);`);
    this.addSql(`alter table \`bargain\` add index \`bargain_user_id_started_at_index\` (\`user_id\`, \`started_at\`);`);
    this.addSql(`alter table \`bargain\` add index \`bargain_status_deadline_at_index\` (\`status\`, \`deadline_at\`);`);

    this.addSql(`create table \`bargain_cut\` (\`id\` int unsigned not null auto_increment primary key, \`bargain_id\` int unsigned not null, \`user_id\` int unsigned not null, \`amount_milli\` int not null, \`price_after_milli\` int not null, \`sequence\` int not null, \`cut_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bargain_cut\` add index \`bargain_cut_bargain_id_index\` (\`bargain_id\`);`);
    this.addSql(`alter table \`bargain_cut\` add index \`bargain_cut_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`bargain_cut\` add unique \`bargain_cut_bargain_id_user_id_unique\` (\`bargain_id\`, \`user_id\`);`);

    this.addSql(`alter table \`bargain_offer\` add constraint \`bargain_offer_activity_id_foreign\` foreign key (\`activity_id\`) references \`activity\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`bargain_offer\` add constraint \`bargain_offer_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bargain_quota\` add constraint \`bargain_quota_offer_id_foreign\` foreign key (\`offer_id\`) references \`bargain_offer\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`bargain_quota\` add constraint \`bargain_quota_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bargain\` add constraint \`bargain_offer_id_foreign\` foreign key (\`offer_id\`) references \`bargain_offer\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`bargain\` add constraint \`bargain_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bargain_cut\` add constraint \`bargain_cut_bargain_id_foreign\` foreign key (\`bargain_id\`) references \`bargain\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`bargain_cut\` add constraint \`bargain_cut_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`bargain_quota\` drop foreign key \`bargain_quota_offer_id_foreign\`;`);
    this.addSql(`alter table \`bargain\` drop foreign key \`bargain_offer_id_foreign\`;`);
    this.addSql(`alter table \`bargain_cut\` drop foreign key \`bargain_cut_bargain_id_foreign\`;`);

    this.addSql(`drop table if exists \`bargain_offer\`;`);
    this.addSql(`drop table if exists \`bargain_quota\`;`);
    this.addSql(`drop table if exists \`bargain\`;`);
    this.addSql(`drop table if exists \`bargain_cut\`;`);
  }

}
