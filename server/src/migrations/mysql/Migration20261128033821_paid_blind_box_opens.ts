import { Migration } from '@mikro-orm/migrations';

export class Migration20261128033821_paid_blind_box_opens extends Migration {
  override name = 'Migration20261128033821_paid_blind_box_opens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`lucky_draw_paid_open\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int not null, \`user_id\` int not null, \`order_id\` int not null, \`order_number\` varchar(32) not null, \`price_fen\` int not null, \`day\` varchar(10) not null, \`status\` enum('AWAITING_PAYMENT','DRAWN','EXPIRED','FAILED','REFUNDED') not null, \`record_id\` int null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`lucky_draw_paid_open\` add unique \`lucky_draw_paid_open_order_id_unique\` (\`order_id\`);`,
    );
    this.addSql(
      `alter table \`lucky_draw_paid_open\` add index \`lucky_draw_paid_open_user_id_id_index\` (\`user_id\`, \`id\`);`,
    );

    this.addSql(
      `alter table \`shop_order\` modify \`kind\` enum('GOODS','MEMBERSHIP','BLIND_BOX_OPEN') not null default 'GOODS';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`lucky_draw_paid_open\`;`);

    this.addSql(`alter table \`shop_order\` modify \`kind\` enum('GOODS','MEMBERSHIP') not null default 'GOODS';`);
  }
}
