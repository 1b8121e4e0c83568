import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001326_coupon_entries extends Migration {
  override name = 'Migration20261128001326_coupon_entries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`coupon_entry\` (\`id\` integer not null primary key autoincrement, \`coupon_id\` integer not null, \`template_id\` integer not null, \`user_id\` integer not null, \`kind\` text check (\`kind\` in ('ISSUED', 'USED', 'RELEASED')) not null, \`order_id\` integer null, \`at\` datetime not null, constraint \`coupon_entry_coupon_id_foreign\` foreign key (\`coupon_id\`) references \`user_coupon\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`coupon_entry_coupon_id_index\` on \`coupon_entry\` (\`coupon_id\`);`);
    this.addSql(`create index \`coupon_entry_template_id_id_index\` on \`coupon_entry\` (\`template_id\`, \`id\`);`);

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
