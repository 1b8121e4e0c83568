import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214724_lucky_draws extends Migration {

  override name = 'Migration20261127214724_lucky_draws';

  override up(): void | Promise<void> {
    this.addSql(`create table \`lucky_draw\` (\`activity_id\` int unsigned not null, \`kind\` enum('FREE_ORDER','BLIND_BOX') not null, \`description\` varchar(500) not null default '', \`daily_limit\` int not null, \`total_limit\` int null, \`price_per_open_fen\` int not null default 0, \`created_by\` int not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`activity_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`lucky_draw\` add index \`lucky_draw_kind_activity_id_index\` (\`kind\`, \`activity_id\`);`);

    this.addSql(`create table \`lucky_draw_chance\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int not null, \`user_id\` int not null, \`day\` varchar(10) not null, \`used\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`lucky_draw_chance\` add unique \`lucky_draw_chance_activity_id_user_id_day_unique\` (\`activity_id\`, \`user_id\`, \`day\`);`);

    this.addSql(`create table \`lucky_draw_prize\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int not null, \`kind\` enum('PART','COUPON','POINTS') not null, \`title\` varchar(100) not null, \`product_id\` int null, \`quantity\` int not null default 1, \`coupon_template_id\` int null, \`points\` int null, \`weight\` int not null default 0, \`initial_stock\` int not null, \`stock\` int not null, \`position\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`lucky_draw_prize\` add index \`lucky_draw_prize_activity_id_position_index\` (\`activity_id\`, \`position\`);`);

    this.addSql(`create table \`lucky_draw_record\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int not null, \`draw_kind\` enum('FREE_ORDER','BLIND_BOX') not null, \`user_id\` int not null, \`request_key\` varchar(80) not null, \`prize_id\` int not null, \`prize_kind\` enum('PART','COUPON','POINTS') not null, \`prize_title\` varchar(100) not null, \`product_id\` int null, \`coupon_template_id\` int null, \`coupon_id\` int null, \`points\` int null, \`order_id\` int null, \`order_number\` varchar(32) null, \`status\` enum('DELIVERED','AWAITING_ORDER') not null, \`day\` varchar(10) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`lucky_draw_record\` add unique \`lucky_draw_record_request_key_unique\` (\`request_key\`);`);
    this.addSql(`alter table \`lucky_draw_record\` add index \`lucky_draw_record_user_id_id_index\` (\`user_id\`, \`id\`);`);
    this.addSql(`alter table \`lucky_draw_record\` add index \`lucky_draw_record_activity_id_id_index\` (\`activity_id\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`lucky_draw\`;`);
    this.addSql(`drop table if exists \`lucky_draw_chance\`;`);
    this.addSql(`drop table if exists \`lucky_draw_prize\`;`);
    this.addSql(`drop table if exists \`lucky_draw_record\`;`);
  }

}
