import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214659_wallet_withdrawals extends Migration {

  override name = 'Migration20261127214659_wallet_withdrawals';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payout_account\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`type\` text check (\`type\` in ('ALIPAY', 'BANK_CARD')) not null, \`institution\` text not null, \`number_encrypted\` text not null, \`number_masked\` text not null, \`holder_encrypted\` text not null, \`created_at\` datetime not null, \`removed_at\` datetime null, constraint \`payout_account_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`payout_account_user_id_index\` on \`payout_account\` (\`user_id\`);`);
    this.addSql(`create index \`payout_account_user_id_removed_at_index\` on \`payout_account\` (\`user_id\`, \`removed_at\`);`);

    this.addSql(`create table \`withdrawal\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`account_id\` integer not null, \`amount_fen\` integer not null, \`fee_fen\` integer not null, \`status\` text check (\`status\` in ('SUBMITTED', 'UNDER_REVIEW', 'PASSED', 'REJECTED', 'CANCELLED')) not null, \`created_at\` datetime not null, \`reviewed_by\` integer null, \`decided_at\` datetime null, \`reject_reason\` text null, \`payout_reference\` text null, constraint \`withdrawal_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`withdrawal_account_id_foreign\` foreign key (\`account_id\`) references \`payout_account\` (\`id\`));`);
    this.addSql(`create index \`withdrawal_user_id_index\` on \`withdrawal\` (\`user_id\`);`);
    this.addSql(`create index \`withdrawal_account_id_index\` on \`withdrawal\` (\`account_id\`);`);
    this.addSql(`create index \`withdrawal_user_id_id_index\` on \`withdrawal\` (\`user_id\`, \`id\`);`);
    this.addSql(`create index \`withdrawal_status_id_index\` on \`withdrawal\` (\`status\`, \`id\`);`);
    this.addSql(`create index \`withdrawal_user_id_created_at_index\` on \`withdrawal\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`balance_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`amount_fen\` integer not null, \`kind\` text check (\`kind\` in ('PAYMENT', 'REFUND', 'ADJUSTMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'COMMISSION')) not null default 'ADJUSTMENT', \`reference\` text null, \`reason\` text not null, \`order_id\` integer null, \`actor_id\` integer null, \`at\` datetime not null, constraint \`balance_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`insert into \`balance_entry__temp_alter\` select \`id\`, \`user_id\`, \`amount_fen\`, case when \`order_id\` is null then 'ADJUSTMENT' when \`amount_fen\` < 0 then 'PAYMENT' else 'REFUND' end as \`kind\`, null as \`reference\`, \`reason\`, \`order_id\`, \`actor_id\`, \`at\` from \`balance_entry\`;`);
    this.addSql(`drop table \`balance_entry\`;`);
    this.addSql(`alter table \`balance_entry__temp_alter\` rename to \`balance_entry\`;`);
    this.addSql(`create index \`balance_entry_user_id_index\` on \`balance_entry\` (\`user_id\`);`);
    this.addSql(`create index \`balance_entry_user_id_at_index\` on \`balance_entry\` (\`user_id\`, \`at\`);`);
    this.addSql(`create index \`balance_entry_at_index\` on \`balance_entry\` (\`at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`payout_account\`;`);
    this.addSql(`drop table if exists \`withdrawal\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`balance_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`user_id\` INTEGER not null, \`amount_fen\` INTEGER not null, \`reason\` TEXT not null, \`order_id\` INTEGER null, \`actor_id\` INTEGER null, \`at\` datetime not null, constraint \`balance_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update no action on delete no action);`);
    this.addSql(`insert into \`balance_entry__temp_alter\` select \`id\`, \`user_id\`, \`amount_fen\`, \`reason\`, \`order_id\`, \`actor_id\`, \`at\` from \`balance_entry\`;`);
    this.addSql(`drop table \`balance_entry\`;`);
    this.addSql(`alter table \`balance_entry__temp_alter\` rename to \`balance_entry\`;`);
    this.addSql(`create index \`balance_entry_user_id_at_index\` on \`balance_entry\` (\`user_id\`, \`at\`);`);
    this.addSql(`create index \`balance_entry_user_id_index\` on \`balance_entry\` (\`user_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
