import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214722_wallet_withdrawals extends Migration {

  override name = 'Migration20261127214722_wallet_withdrawals';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payout_account\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`type\` enum('ALIPAY','BANK_CARD') not null, \`institution\` varchar(40) not null, \`number_encrypted\` text not null, \`number_masked\` varchar(64) not null, \`holder_encrypted\` text not null, \`created_at\` datetime not null, \`removed_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`payout_account\` add index \`payout_account_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`payout_account\` add index \`payout_account_user_id_removed_at_index\` (\`user_id\`, \`removed_at\`);`);

    this.addSql(`create table \`withdrawal\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`account_id\` int unsigned not null, \`amount_fen\` int not null, \`fee_fen\` int not null, \`status\` enum('SUBMITTED','UNDER_REVIEW','PASSED','REJECTED','CANCELLED') not null, \`created_at\` datetime not null, \`reviewed_by\` int null, \`decided_at\` datetime null, \`reject_reason\` varchar(200) null, \`payout_reference\` varchar(64) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_account_id_index\` (\`account_id\`);`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_user_id_id_index\` (\`user_id\`, \`id\`);`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_status_id_index\` (\`status\`, \`id\`);`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_user_id_created_at_index\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`alter table \`balance_entry\` add \`kind\` enum('PAYMENT','REFUND','ADJUSTMENT','WITHDRAWAL_HOLD','WITHDRAWAL_RETURN','COMMISSION') not null default 'ADJUSTMENT', add \`reference\` varchar(64) null;`);
    // Entries from before kinds: about an order, a payment (debit) or a refund (credit); otherwise staff's.
    this.addSql(`update \`balance_entry\` set \`kind\` = case when \`order_id\` is null then 'ADJUSTMENT' when \`amount_fen\` < 0 then 'PAYMENT' else 'REFUND' end;`);
    this.addSql(`alter table \`balance_entry\` add index \`balance_entry_at_index\` (\`at\`);`);

    this.addSql(`alter table \`payout_account\` add constraint \`payout_account_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`withdrawal\` add constraint \`withdrawal_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`withdrawal\` add constraint \`withdrawal_account_id_foreign\` foreign key (\`account_id\`) references \`payout_account\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`withdrawal\` drop foreign key \`withdrawal_account_id_foreign\`;`);

    this.addSql(`drop table if exists \`payout_account\`;`);
    this.addSql(`drop table if exists \`withdrawal\`;`);

    this.addSql(`alter table \`balance_entry\` drop index \`balance_entry_at_index\`;`);
    this.addSql(`alter table \`balance_entry\` drop column \`kind\`, drop column \`reference\`;`);

  }

}
