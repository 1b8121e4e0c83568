import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001328_coupon_entries extends Migration {
  override name = 'Migration20261128001328_coupon_entries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`coupon_entry\` (\`id\` int unsigned not null auto_increment primary key, \`coupon_id\` int unsigned not null, \`template_id\` int not null, \`user_id\` int not null, \`kind\` enum('ISSUED','USED','RELEASED') not null, \`order_id\` int null, \`at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`coupon_entry\` add index \`coupon_entry_coupon_id_index\` (\`coupon_id\`);`);
    this.addSql(
      `alter table \`coupon_entry\` add index \`coupon_entry_template_id_id_index\` (\`template_id\`, \`id\`);`,
    );

    this.addSql(
      `alter table \`coupon_entry\` add constraint \`coupon_entry_coupon_id_foreign\` foreign key (\`coupon_id\`) references \`user_coupon\` (\`id\`) on delete cascade;`,
    );

    // What happened before the ledger: each coupon was given at its claim time, and a used one used by its order.
    this.addSql(
      `insert into \`coupon_entry\` (\`coupon_id\`, \`template_id\`, \`user_id\`, \`kind\`, \`order_id\`, \`at\`) select \`id\`, \`template_id\`, \`user_id\`, 'ISSUED', null, \`claimed_at\` from \`user_coupon\` order by \`id\`;`,
    );
    this.addSql(
      `insert into \`coupon_entry\` (\`coupon_id\`, \`template_id\`, \`user_id\`, \`kind\`, \`order_id\`, \`at\`) select \`id\`, \`template_id\`, \`user_id\`, 'USED', \`order_id\`, coalesce(\`used_at\`, \`claimed_at\`) from \`user_coupon\` where \`status\` = 'USED' order by \`id\`;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`coupon_entry\`;`);
  }
}
