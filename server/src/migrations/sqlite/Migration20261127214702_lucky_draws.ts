import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214702_lucky_draws extends Migration {

  override name = 'Migration20261127214702_lucky_draws';

  override up(): void | Promise<void> {
    this.addSql(`create table \`lucky_draw\` (\`activity_id\` integer not null primary key, \`kind\` text check (\`kind\` in ('FREE_ORDER', 'BLIND_BOX')) not null, \`description\` text not null default '', \`daily_limit\` integer not null, \`total_limit\` integer null, \`price_per_open_fen\` integer not null default 0, \`created_by\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create index \`lucky_draw_kind_activity_id_index\` on \`lucky_draw\` (\`kind\`, \`activity_id\`);`);

    this.addSql(`create table \`lucky_draw_chance\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`user_id\` integer not null, \`day\` text not null, \`used\` integer not null default 0);`);
    this.addSql(`create unique index \`lucky_draw_chance_activity_id_user_id_day_unique\` on \`lucky_draw_chance\` (\`activity_id\`, \`user_id\`, \`day\`);`);

    this.addSql(`create table \`lucky_draw_prize\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`kind\` text check (\`kind\` in ('PART', 'COUPON', 'POINTS')) not null, \`title\` text not null, \`product_id\` integer null, \`quantity\` integer not null default 1, \`coupon_template_id\` integer null, \`points\` integer null, \`weight\` integer not null default 0, \`initial_stock\` integer not null, \`stock\` integer not null, \`position\` integer not null default 0);`);
    this.addSql(`create index \`lucky_draw_prize_activity_id_position_index\` on \`lucky_draw_prize\` (\`activity_id\`, \`position\`);`);

    this.addSql(`create table \`lucky_draw_record\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`draw_kind\` text check (\`draw_kind\` in ('FREE_ORDER', 'BLIND_BOX')) not null, \`user_id\` integer not null, \`request_key\` text not null, \`prize_id\` integer not null, \`prize_kind\` text check (\`prize_kind\` in ('PART', 'COUPON', 'POINTS')) not null, \`prize_title\` text not null, \`product_id\` integer null, \`coupon_template_id\` integer null, \`coupon_id\` integer null, \`points\` integer null, \`order_id\` integer null, \`order_number\` text null, \`status\` text check (\`status\` in ('DELIVERED', 'AWAITING_ORDER')) not null, \`day\` text not null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`lucky_draw_record_request_key_unique\` on \`lucky_draw_record\` (\`request_key\`);`);
    this.addSql(`create index \`lucky_draw_record_user_id_id_index\` on \`lucky_draw_record\` (\`user_id\`, \`id\`);`);
    this.addSql(`create index \`lucky_draw_record_activity_id_id_index\` on \`lucky_draw_record\` (\`activity_id\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`lucky_draw\`;`);
    this.addSql(`drop table if exists \`lucky_draw_chance\`;`);
    this.addSql(`drop table if exists \`lucky_draw_prize\`;`);
    this.addSql(`drop table if exists \`lucky_draw_record\`;`);
  }

}
