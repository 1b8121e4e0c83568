import { Migration } from '@mikro-orm/migrations';

export class Migration20261125103859_wallet extends Migration {

  override name = 'Migration20261125103859_wallet';

  override up(): void | Promise<void> {
    this.addSql(`create table \`wallet_account\` (\`user_id\` integer not null primary key, \`balance_fen\` integer not null default 0, constraint \`wallet_account_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`wallet_account_user_id_index\` on \`wallet_account\` (\`user_id\`);`);

    // The balances move to the wallet, every one that is not zero; an upgrade loses none.
    this.addSql(`insert into \`wallet_account\` (\`user_id\`, \`balance_fen\`) select \`id\`, \`balance_fen\` from \`user\` where \`balance_fen\` <> 0;`);
    this.addSql(`alter table \`user\` drop column \`balance_fen\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`user\` add column \`balance_fen\` INTEGER not null default 0;`);
    this.addSql(`update \`user\` set \`balance_fen\` = coalesce((select \`balance_fen\` from \`wallet_account\` where \`wallet_account\`.\`user_id\` = \`user\`.\`id\`), 0);`);
    this.addSql(`drop table if exists \`wallet_account\`;`);
  }

}
