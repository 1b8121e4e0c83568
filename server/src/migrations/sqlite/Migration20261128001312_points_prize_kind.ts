import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001312_points_prize_kind extends Migration {

  override name = 'Migration20261128001312_points_prize_kind';

  override up(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`points_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`points\` integer not null, \`kind\` text check (\`kind\` in ('ORDER_COMPLETED', 'REVIEW', 'ORDER_SPENT', 'ORDER_RETURNED', 'REFUND_RETURNED', 'REFUND_CLAWBACK', 'EXPIRED', 'INVITATION', 'ADJUSTMENT', 'PRIZE')) not null, \`order_id\` integer null, \`order_number\` text null, \`key\` text not null, \`balance_after\` integer not null, \`note\` text null, \`actor_id\` integer null, \`reference\` text null, \`at\` datetime not null, constraint \`points_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`points_entry__temp_alter\` select \`id\`, \`user_id\`, \`points\`, \`kind\`, \`order_id\`, \`order_number\`, \`key\`, \`balance_after\`, \`note\`, \`actor_id\`, null as \`reference\`, \`at\` from \`points_entry\`;`);
    this.addSql(`drop table \`points_entry\`;`);
    this.addSql(`alter table \`points_entry__temp_alter\` rename to \`points_entry\`;`);
    this.addSql(`create index \`points_entry_user_id_index\` on \`points_entry\` (\`user_id\`);`);
    this.addSql(`create unique index \`points_entry_key_unique\` on \`points_entry\` (\`key\`);`);
    this.addSql(`create index \`points_entry_user_id_id_index\` on \`points_entry\` (\`user_id\`, \`id\`);`);
    this.addSql(`create index \`points_entry_order_id_index\` on \`points_entry\` (\`order_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
    // Blind-box points were booked as adjustments noted "Blind box prize: <title>" under the key lucky-draw/<request>.
    this.addSql(`update \`points_entry\` set \`kind\` = 'PRIZE', \`note\` = (select \`prize_title\` from \`lucky_draw_record\` as \`r\` where 'lucky-draw/' || \`r\`.\`request_key\` = \`points_entry\`.\`key\`), \`reference\` = (select 'lucky-draw-record/' || \`r\`.\`id\` from \`lucky_draw_record\` as \`r\` where 'lucky-draw/' || \`r\`.\`request_key\` = \`points_entry\`.\`key\`) where \`kind\` = 'ADJUSTMENT' and \`key\` in (select 'lucky-draw/' || \`request_key\` from \`lucky_draw_record\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update \`points_entry\` set \`kind\` = 'ADJUSTMENT', \`note\` = substr('Blind box prize: ' || \`note\`, 1, 200) where \`kind\` = 'PRIZE';`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`points_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`user_id\` INTEGER not null, \`points\` INTEGER not null, \`kind\` TEXT check (\`kind\` in ('ORDER_COMPLETED', 'REVIEW', 'ORDER_SPENT', 'ORDER_RETURNED', 'REFUND_RETURNED', 'REFUND_CLAWBACK', 'EXPIRED', 'INVITATION', 'ADJUSTMENT')) not null, \`order_id\` INTEGER null, \`order_number\` TEXT null, \`key\` TEXT not null, \`balance_after\` INTEGER not null, \`note\` TEXT null, \`actor_id\` INTEGER null, \`at\` datetime not null, constraint \`points_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`points_entry__temp_alter\` select \`id\`, \`user_id\`, \`points\`, \`kind\`, \`order_id\`, \`order_number\`, \`key\`, \`balance_after\`, \`note\`, \`actor_id\`, \`at\` from \`points_entry\`;`);
    this.addSql(`drop table \`points_entry\`;`);
    this.addSql(`alter table \`points_entry__temp_alter\` rename to \`points_entry\`;`);
    this.addSql(`create index \`points_entry_order_id_index\` on \`points_entry\` (\`order_id\`);`);
    this.addSql(`create index \`points_entry_user_id_id_index\` on \`points_entry\` (\`user_id\`, \`id\`);`);
    this.addSql(`create unique index \`points_entry_key_unique\` on \`points_entry\` (\`key\`);`);
    this.addSql(`create index \`points_entry_user_id_index\` on \`points_entry\` (\`user_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
