import { Migration } from '@mikro-orm/migrations';

export class Migration20261125103906_wallet extends Migration {

  override name = 'Migration20261125103906_wallet';

  override up(): void | Promise<void> {
    this.addSql(`create table \`wallet_account\` (\`user_id\` int unsigned not null, \`balance_fen\` int not null default 0, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`wallet_account\` add index \`wallet_account_user_id_index\` (\`user_id\`);`);

    // The balances move to the wallet, every one that is not zero; an upgrade loses none.
    this.addSql(`insert into \`wallet_account\` (\`user_id\`, \`balance_fen\`) select \`id\`, \`balance_fen\` from \`user\` where \`balance_fen\` <> 0;`);
    this.addSql(`alter table \`user\` drop column \`balance_fen\`;`);

    this.addSql(`alter table \`wallet_account\` add constraint \`wallet_account_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`user\` add \`balance_fen\` int not null default 0;`);
    this.addSql(`update \`user\` set \`balance_fen\` = coalesce((select \`balance_fen\` from \`wallet_account\` where \`wallet_account\`.\`user_id\` = \`user\`.\`id\`), 0);`);
    this.addSql(`drop table if exists \`wallet_account\`;`);
  }

}
