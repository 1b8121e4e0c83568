import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001747_top_ups extends Migration {

  override name = 'Migration20261128001747_top_ups';

  override up(): void | Promise<void> {
    this.addSql(`create table \`top_up\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`amount_fen\` integer not null, \`provider\` text not null, \`out_trade_no\` text not null, \`status\` text check (\`status\` in ('PENDING', 'PAID')) not null default 'PENDING', \`transaction_ref\` text null, \`created_at\` datetime not null, \`paid_at\` datetime null, constraint \`top_up_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`top_up_user_id_index\` on \`top_up\` (\`user_id\`);`);
    this.addSql(`create unique index \`top_up_out_trade_no_unique\` on \`top_up\` (\`out_trade_no\`);`);
    this.addSql(`create unique index \`top_up_transaction_ref_unique\` on \`top_up\` (\`transaction_ref\`);`);
    this.addSql(`create index \`top_up_user_id_id_index\` on \`top_up\` (\`user_id\`, \`id\`);`);
    this.addSql(`create index \`top_up_user_id_status_paid_at_index\` on \`top_up\` (\`user_id\`, \`status\`, \`paid_at\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`balance_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`amount_fen\` integer not null, \`kind\` text check (\`kind\` in ('PAYMENT', 'REFUND', 'ADJUSTMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'COMMISSION', 'TOPUP')) not null default 'ADJUSTMENT', \`reference\` text null, \`reason\` text not null, \`order_id\` integer null, \`actor_id\` integer null, \`at\` datetime not null, constraint \`balance_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`insert into \`balance_entry__temp_alter\` select \`id\`, \`user_id\`, \`amount_fen\`, \`kind\`, \`reference\`, \`reason\`, \`order_id\`, \`actor_id\`, \`at\` from \`balance_entry\`;`);
    this.addSql(`drop table \`balance_entry\`;`);
    this.addSql(`alter table \`balance_entry__temp_alter\` rename to \`balance_entry\`;`);
    this.addSql(`create index \`balance_entry_user_id_index\` on \`balance_entry\` (\`user_id\`);`);
    this.addSql(`create index \`balance_entry_user_id_at_index\` on \`balance_entry\` (\`user_id\`, \`at\`);`);
    this.addSql(`create index \`balance_entry_at_index\` on \`balance_entry\` (\`at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`top_up\`;`);

    // Without the kind, a top-up's entry stays as an adjustment: the balances keep their sums.
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`balance_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`user_id\` INTEGER not null, \`amount_fen\` INTEGER not null, \`kind\` TEXT check (\`kind\` in ('PAYMENT', 'REFUND', 'ADJUSTMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'COMMISSION')) not null default 'ADJUSTMENT', \`reference\` TEXT null, \`reason\` TEXT not null, \`order_id\` INTEGER null, \`actor_id\` INTEGER null, \`at\` datetime not null, constraint \`balance_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update no action on delete no action);`);
    this.addSql(`insert into \`balance_entry__temp_alter\` select \`id\`, \`user_id\`, \`amount_fen\`, case when \`kind\` = 'TOPUP' then 'ADJUSTMENT' else \`kind\` end as \`kind\`, \`reference\`, \`reason\`, \`order_id\`, \`actor_id\`, \`at\` from \`balance_entry\`;`);
    this.addSql(`drop table \`balance_entry\`;`);
    this.addSql(`alter table \`balance_entry__temp_alter\` rename to \`balance_entry\`;`);
    this.addSql(`create index \`balance_entry_at_index\` on \`balance_entry\` (\`at\`);`);
    this.addSql(`create index \`balance_entry_user_id_at_index\` on \`balance_entry\` (\`user_id\`, \`at\`);`);
    this.addSql(`create index \`balance_entry_user_id_index\` on \`balance_entry\` (\`user_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
