import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024231_payments extends Migration {

  override name = 'Migration20261122024231_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payment_attempt\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int not null, \`order_number\` varchar(40) not null, \`owner_id\` int unsigned not null, \`payer_id\` int unsigned not null, \`provider\` varchar(16) not null, \`via_friend_link\` tinyint(1) not null default false, \`out_trade_no\` varchar(40) not null, \`amount_fen\` int not null, \`order_expires_at\` datetime not null, \`status\` enum('pending','succeeded','failed') not null default 'pending', \`failure_code\` varchar(64) null, \`transaction_ref\` varchar(80) null, \`created_at\` datetime not null, \`paid_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`payment_attempt\` add index \`payment_attempt_owner_id_index\` (\`owner_id\`);`);
    this.addSql(`alter table \`payment_attempt\` add index \`payment_attempt_payer_id_index\` (\`payer_id\`);`);
    this.addSql(`alter table \`payment_attempt\` add unique \`payment_attempt_out_trade_no_unique\` (\`out_trade_no\`);`);
    this.addSql(`alter table \`payment_attempt\` add unique \`payment_attempt_transaction_ref_unique\` (\`transaction_ref\`);`);
    this.addSql(`alter table \`payment_attempt\` add index \`payment_attempt_order_id_created_at_index\` (\`order_id\`, \`created_at\`);`);

    this.addSql(`create table \`friend_pay_link\` (\`id\` int unsigned not null auto_increment primary key, \`token\` varchar(64) not null, \`order_id\` int not null, \`owner_id\` int unsigned not null, \`created_at\` datetime not null, \`expires_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`friend_pay_link\` add unique \`friend_pay_link_token_unique\` (\`token\`);`);
    this.addSql(`alter table \`friend_pay_link\` add unique \`friend_pay_link_order_id_unique\` (\`order_id\`);`);
    this.addSql(`alter table \`friend_pay_link\` add index \`friend_pay_link_owner_id_index\` (\`owner_id\`);`);

    this.addSql(`create table \`bank_remittance\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int not null, \`order_number\` varchar(40) not null, \`user_id\` int unsigned not null, \`amount_fen\` int not null, \`payer_name\` varchar(64) not null, \`bank\` varchar(128) not null, \`account\` varchar(64) not null, \`country\` varchar(64) null, \`card_number\` varchar(32) null, \`proof_paths\` json not null, \`status\` enum('under_review','confirmed','rejected') not null default 'under_review', \`reject_reason\` varchar(200) null, \`submitted_at\` datetime not null, \`decided_at\` datetime null, \`decided_by_id\` int unsigned null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bank_remittance\` add index \`bank_remittance_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`bank_remittance\` add index \`bank_remittance_decided_by_id_index\` (\`decided_by_id\`);`);
    this.addSql(`alter table \`bank_remittance\` add index \`bank_remittance_order_id_submitted_at_index\` (\`order_id\`, \`submitted_at\`);`);
    this.addSql(`alter table \`bank_remittance\` add index \`bank_remittance_status_submitted_at_index\` (\`status\`, \`submitted_at\`);`);

    this.addSql(`alter table \`payment_attempt\` add constraint \`payment_attempt_owner_id_foreign\` foreign key (\`owner_id\`) references \`user\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`payment_attempt\` add constraint \`payment_attempt_payer_id_foreign\` foreign key (\`payer_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`friend_pay_link\` add constraint \`friend_pay_link_owner_id_foreign\` foreign key (\`owner_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bank_remittance\` add constraint \`bank_remittance_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`bank_remittance\` add constraint \`bank_remittance_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`user\` (\`id\`) on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`payment_attempt\`;`);
    this.addSql(`drop table if exists \`friend_pay_link\`;`);
    this.addSql(`drop table if exists \`bank_remittance\`;`);

  }

}
