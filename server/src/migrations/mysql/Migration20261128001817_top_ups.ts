import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001817_top_ups extends Migration {

  override name = 'Migration20261128001817_top_ups';

  override up(): void | Promise<void> {
    this.addSql(`create table \`top_up\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`amount_fen\` int not null, \`provider\` varchar(16) not null, \`out_trade_no\` varchar(40) not null, \`status\` enum('PENDING','PAID') not null default 'PENDING', \`transaction_ref\` varchar(80) null, \`created_at\` datetime not null, \`paid_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`top_up\` add index \`top_up_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`top_up\` add unique \`top_up_out_trade_no_unique\` (\`out_trade_no\`);`);
    this.addSql(`alter table \`top_up\` add unique \`top_up_transaction_ref_unique\` (\`transaction_ref\`);`);
    this.addSql(`alter table \`top_up\` add index \`top_up_user_id_id_index\` (\`user_id\`, \`id\`);`);
    this.addSql(`alter table \`top_up\` add index \`top_up_user_id_status_paid_at_index\` (\`user_id\`, \`status\`, \`paid_at\`);`);

    this.addSql(`alter table \`balance_entry\` modify \`kind\` enum('PAYMENT','REFUND','ADJUSTMENT','WITHDRAWAL_HOLD','WITHDRAWAL_RETURN','COMMISSION','TOPUP') not null default 'ADJUSTMENT';`);

    this.addSql(`alter table \`top_up\` add constraint \`top_up_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`top_up\`;`);

    // Without the kind, a top-up's entry stays as an adjustment: the balances keep their sums.
    this.addSql(`update \`balance_entry\` set \`kind\` = 'ADJUSTMENT' where \`kind\` = 'TOPUP';`);
    this.addSql(`alter table \`balance_entry\` modify \`kind\` enum('PAYMENT','REFUND','ADJUSTMENT','WITHDRAWAL_HOLD','WITHDRAWAL_RETURN','COMMISSION') not null default 'ADJUSTMENT';`);
  }

}
