import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024226_payments extends Migration {

  override name = 'Migration20261122024226_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payment_attempt\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`order_number\` text not null, \`owner_id\` integer not null, \`payer_id\` integer not null, \`provider\` text not null, \`via_friend_link\` integer not null default false, \`out_trade_no\` text not null, \`amount_fen\` integer not null, \`order_expires_at\` datetime not null, \`status\` text check (\`status\` in ('pending', 'succeeded', 'failed')) not null default 'pending', \`failure_code\` text null, \`transaction_ref\` text null, \`created_at\` datetime not null, \`paid_at\` datetime null, constraint \`payment_attempt_owner_id_foreign\` foreign key (\`owner_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`payment_attempt_payer_id_foreign\` foreign key (\`payer_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`payment_attempt_owner_id_index\` on \`payment_attempt\` (\`owner_id\`);`);
    this.addSql(`create index \`payment_attempt_payer_id_index\` on \`payment_attempt\` (\`payer_id\`);`);
    this.addSql(`create unique index \`payment_attempt_out_trade_no_unique\` on \`payment_attempt\` (\`out_trade_no\`);`);
    this.addSql(`create unique index \`payment_attempt_transaction_ref_unique\` on \`payment_attempt\` (\`transaction_ref\`);`);
    this.addSql(`create index \`payment_attempt_order_id_created_at_index\` on \`payment_attempt\` (\`order_id\`, \`created_at\`);`);

    this.addSql(`create table \`friend_pay_link\` (\`id\` integer not null primary key autoincrement, \`token\` text not null, \`order_id\` integer not null, \`owner_id\` integer not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, constraint \`friend_pay_link_owner_id_foreign\` foreign key (\`owner_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`friend_pay_link_token_unique\` on \`friend_pay_link\` (\`token\`);`);
    this.addSql(`create unique index \`friend_pay_link_order_id_unique\` on \`friend_pay_link\` (\`order_id\`);`);
    this.addSql(`create index \`friend_pay_link_owner_id_index\` on \`friend_pay_link\` (\`owner_id\`);`);

    this.addSql(`create table \`bank_remittance\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`order_number\` text not null, \`user_id\` integer not null, \`amount_fen\` integer not null, \`payer_name\` text not null, \`bank\` text not null, \`account\` text not null, \`country\` text null, \`card_number\` text null, \`proof_paths\` json not null, \`status\` text check (\`status\` in ('under_review', 'confirmed', 'rejected')) not null default 'under_review', \`reject_reason\` text null, \`submitted_at\` datetime not null, \`decided_at\` datetime null, \`decided_by_id\` integer null, constraint \`bank_remittance_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`bank_remittance_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`bank_remittance_user_id_index\` on \`bank_remittance\` (\`user_id\`);`);
    this.addSql(`create index \`bank_remittance_decided_by_id_index\` on \`bank_remittance\` (\`decided_by_id\`);`);
    this.addSql(`create index \`bank_remittance_order_id_submitted_at_index\` on \`bank_remittance\` (\`order_id\`, \`submitted_at\`);`);
    this.addSql(`create index \`bank_remittance_status_submitted_at_index\` on \`bank_remittance\` (\`status\`, \`submitted_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`payment_attempt\`;`);
    this.addSql(`drop table if exists \`friend_pay_link\`;`);
    this.addSql(`drop table if exists \`bank_remittance\`;`);

  }

}
