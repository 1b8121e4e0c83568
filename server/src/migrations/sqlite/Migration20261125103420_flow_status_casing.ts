import { Migration } from '@mikro-orm/migrations';

/**
 * One casing and one column name for the six flows' states: SCREAMING_CASE values (as the GraphQL enums name
 * them) in a `status` column. SQLite cannot change a CHECK constraint or a column's type, so each table is rebuilt,
 * converting its rows on the way. Migrations run in a transaction, where `pragma foreign_keys = off` does nothing
 * and dropping a table deletes (or cascades into) the rows that reference it: so the referencing rows (provider
 * payments, inquiry attachments and quote lines, chat messages ...) are copied aside first and put back once the
 * rebuilt table holds their parents again. No row is lost.
 */
export class Migration20261125103420_flow_status_casing extends Migration {
  override name = 'Migration20261125103420_flow_status_casing';

  override up(): void | Promise<void> {
    // payment_attempt
    this.addSql(`create table \`payment_attempt__rows\` as select * from \`payment_attempt\`;`);
    this.addSql(`create table \`provider_payment__rows\` as select * from \`provider_payment\`;`);
    this.addSql(`delete from \`provider_payment\`;`);
    this.addSql(`drop table \`payment_attempt\`;`);
    this.addSql(`create table \`payment_attempt\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`order_number\` text not null, \`owner_id\` integer not null, \`payer_id\` integer not null, \`provider\` text not null, \`via_friend_link\` integer not null default false, \`out_trade_no\` text not null, \`amount_fen\` integer not null, \`order_expires_at\` datetime not null, \`status\` text check (\`status\` in ('PENDING', 'SUCCEEDED', 'FAILED')) not null default 'PENDING', \`failure_code\` text null, \`transaction_ref\` text null, \`created_at\` datetime not null, \`paid_at\` datetime null, constraint \`payment_attempt_owner_id_foreign\` foreign key (\`owner_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`payment_attempt_payer_id_foreign\` foreign key (\`payer_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`payment_attempt\` (\`id\`, \`order_id\`, \`order_number\`, \`owner_id\`, \`payer_id\`, \`provider\`, \`via_friend_link\`, \`out_trade_no\`, \`amount_fen\`, \`order_expires_at\`, \`status\`, \`failure_code\`, \`transaction_ref\`, \`created_at\`, \`paid_at\`) select \`id\`, \`order_id\`, \`order_number\`, \`owner_id\`, \`payer_id\`, \`provider\`, \`via_friend_link\`, \`out_trade_no\`, \`amount_fen\`, \`order_expires_at\`, upper(\`status\`) as \`status\`, \`failure_code\`, \`transaction_ref\`, \`created_at\`, \`paid_at\` from \`payment_attempt__rows\`;`);
    this.addSql(`drop table \`payment_attempt__rows\`;`);
    this.addSql(`insert into \`provider_payment\` select * from \`provider_payment__rows\`;`);
    this.addSql(`drop table \`provider_payment__rows\`;`);
    this.addSql(`create index \`payment_attempt_owner_id_index\` on \`payment_attempt\` (\`owner_id\`);`);
    this.addSql(`create index \`payment_attempt_payer_id_index\` on \`payment_attempt\` (\`payer_id\`);`);
    this.addSql(`create unique index \`payment_attempt_out_trade_no_unique\` on \`payment_attempt\` (\`out_trade_no\`);`);
    this.addSql(`create unique index \`payment_attempt_transaction_ref_unique\` on \`payment_attempt\` (\`transaction_ref\`);`);
    this.addSql(`create index \`payment_attempt_order_id_created_at_index\` on \`payment_attempt\` (\`order_id\`, \`created_at\`);`);

    // inquiry
    this.addSql(`create table \`inquiry__rows\` as select * from \`inquiry\`;`);
    this.addSql(`create table \`inquiry_attachment__rows\` as select * from \`inquiry_attachment\`;`);
    this.addSql(`delete from \`inquiry_attachment\`;`);
    this.addSql(`create table \`inquiry_quote_line__rows\` as select * from \`inquiry_quote_line\`;`);
    this.addSql(`delete from \`inquiry_quote_line\`;`);
    this.addSql(`create table \`inquiry_reply_attachment__rows\` as select * from \`inquiry_reply_attachment\`;`);
    this.addSql(`delete from \`inquiry_reply_attachment\`;`);
    this.addSql(`create table \`service_request__rows\` as select * from \`service_request\`;`);
    this.addSql(`delete from \`service_request\`;`);
    this.addSql(`drop table \`inquiry\`;`);
    this.addSql(`create table \`inquiry\` (\`id\` integer not null primary key autoincrement, \`number\` text not null, \`user_id\` integer not null, \`project_name\` text not null, \`annual_usage\` integer not null, \`target_unit_price_milli\` integer null, \`company_name\` text not null, \`company_address\` text not null, \`contact_name\` text not null, \`contact_phone\` text not null, \`message\` text not null, \`product_id\` integer null, \`quantity\` integer null, \`status\` text check (\`status\` in ('PENDING', 'REPLIED')) not null default 'PENDING', \`reply\` text null, \`sales_user_id\` integer null, \`claimed_at\` datetime null, \`replied_at\` datetime null, \`valid_until\` datetime null, \`created_at\` datetime not null, constraint \`inquiry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`inquiry_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete set null, constraint \`inquiry_sales_user_id_foreign\` foreign key (\`sales_user_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`inquiry\` (\`id\`, \`number\`, \`user_id\`, \`project_name\`, \`annual_usage\`, \`target_unit_price_milli\`, \`company_name\`, \`company_address\`, \`contact_name\`, \`contact_phone\`, \`message\`, \`product_id\`, \`quantity\`, \`status\`, \`reply\`, \`sales_user_id\`, \`claimed_at\`, \`replied_at\`, \`valid_until\`, \`created_at\`) select \`id\`, \`number\`, \`user_id\`, \`project_name\`, \`annual_usage\`, \`target_unit_price_milli\`, \`company_name\`, \`company_address\`, \`contact_name\`, \`contact_phone\`, \`message\`, \`product_id\`, \`quantity\`, \`state\` as \`status\`, \`reply\`, \`sales_user_id\`, \`claimed_at\`, \`replied_at\`, \`valid_until\`, \`created_at\` from \`inquiry__rows\`;`);
    this.addSql(`drop table \`inquiry__rows\`;`);
    this.addSql(`insert into \`inquiry_attachment\` select * from \`inquiry_attachment__rows\`;`);
    this.addSql(`drop table \`inquiry_attachment__rows\`;`);
    this.addSql(`insert into \`inquiry_quote_line\` select * from \`inquiry_quote_line__rows\`;`);
    this.addSql(`drop table \`inquiry_quote_line__rows\`;`);
    this.addSql(`insert into \`inquiry_reply_attachment\` select * from \`inquiry_reply_attachment__rows\`;`);
    this.addSql(`drop table \`inquiry_reply_attachment__rows\`;`);
    this.addSql(`insert into \`service_request\` select * from \`service_request__rows\`;`);
    this.addSql(`drop table \`service_request__rows\`;`);
    this.addSql(`create unique index \`inquiry_number_unique\` on \`inquiry\` (\`number\`);`);
    this.addSql(`create index \`inquiry_user_id_index\` on \`inquiry\` (\`user_id\`);`);
    this.addSql(`create index \`inquiry_product_id_index\` on \`inquiry\` (\`product_id\`);`);
    this.addSql(`create index \`inquiry_sales_user_id_index\` on \`inquiry\` (\`sales_user_id\`);`);
    this.addSql(`create index \`inquiry_user_id_created_at_index\` on \`inquiry\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create index \`inquiry_status_created_at_index\` on \`inquiry\` (\`status\`, \`created_at\`);`);

    // chat_conversation
    this.addSql(`create table \`chat_conversation__rows\` as select * from \`chat_conversation\`;`);
    this.addSql(`create table \`chat_message__rows\` as select * from \`chat_message\`;`);
    this.addSql(`delete from \`chat_message\`;`);
    this.addSql(`drop table \`chat_conversation\`;`);
    this.addSql(`create table \`chat_conversation\` (\`id\` integer not null primary key autoincrement, \`customer_id\` integer not null, \`status\` text check (\`status\` in ('WAITING', 'ACTIVE', 'CLOSED')) not null, \`agent_id\` integer null, \`context_product_id\` integer null, \`context_order_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`chat_conversation_customer_id_foreign\` foreign key (\`customer_id\`) references \`user\` (\`id\`), constraint \`chat_conversation_agent_id_foreign\` foreign key (\`agent_id\`) references \`user\` (\`id\`) on delete set null, constraint \`chat_conversation_context_product_id_foreign\` foreign key (\`context_product_id\`) references \`product\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`chat_conversation\` (\`id\`, \`customer_id\`, \`status\`, \`agent_id\`, \`context_product_id\`, \`context_order_id\`, \`created_at\`, \`updated_at\`) select \`id\`, \`customer_id\`, upper(\`state\`) as \`status\`, \`agent_id\`, \`context_product_id\`, \`context_order_id\`, \`created_at\`, \`updated_at\` from \`chat_conversation__rows\`;`);
    this.addSql(`drop table \`chat_conversation__rows\`;`);
    this.addSql(`insert into \`chat_message\` select * from \`chat_message__rows\`;`);
    this.addSql(`drop table \`chat_message__rows\`;`);
    this.addSql(`create index \`chat_conversation_customer_id_index\` on \`chat_conversation\` (\`customer_id\`);`);
    this.addSql(`create index \`chat_conversation_agent_id_index\` on \`chat_conversation\` (\`agent_id\`);`);
    this.addSql(`create index \`chat_conversation_context_product_id_index\` on \`chat_conversation\` (\`context_product_id\`);`);
    this.addSql(`create index \`chat_conversation_customer_id_status_index\` on \`chat_conversation\` (\`customer_id\`, \`status\`);`);
    this.addSql(`create index \`chat_conversation_status_id_index\` on \`chat_conversation\` (\`status\`, \`id\`);`);
    this.addSql(`create index \`chat_conversation_agent_id_status_index\` on \`chat_conversation\` (\`agent_id\`, \`status\`);`);

    // bank_remittance
    this.addSql(`create table \`bank_remittance__rows\` as select * from \`bank_remittance\`;`);
    this.addSql(`drop table \`bank_remittance\`;`);
    this.addSql(`create table \`bank_remittance\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`order_number\` text not null, \`user_id\` integer not null, \`amount_fen\` integer not null, \`payer_name\` text not null, \`bank\` text not null, \`account\` text not null, \`country\` text null, \`card_number\` text null, \`proof_paths\` json not null, \`status\` text check (\`status\` in ('UNDER_REVIEW', 'CONFIRMED', 'REJECTED')) not null default 'UNDER_REVIEW', \`reject_reason\` text null, \`submitted_at\` datetime not null, \`decided_at\` datetime null, \`decided_by_id\` integer null, constraint \`bank_remittance_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`bank_remittance_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`bank_remittance\` (\`id\`, \`order_id\`, \`order_number\`, \`user_id\`, \`amount_fen\`, \`payer_name\`, \`bank\`, \`account\`, \`country\`, \`card_number\`, \`proof_paths\`, \`status\`, \`reject_reason\`, \`submitted_at\`, \`decided_at\`, \`decided_by_id\`) select \`id\`, \`order_id\`, \`order_number\`, \`user_id\`, \`amount_fen\`, \`payer_name\`, \`bank\`, \`account\`, \`country\`, \`card_number\`, \`proof_paths\`, upper(\`status\`) as \`status\`, \`reject_reason\`, \`submitted_at\`, \`decided_at\`, \`decided_by_id\` from \`bank_remittance__rows\`;`);
    this.addSql(`drop table \`bank_remittance__rows\`;`);
    this.addSql(`create index \`bank_remittance_user_id_index\` on \`bank_remittance\` (\`user_id\`);`);
    this.addSql(`create index \`bank_remittance_decided_by_id_index\` on \`bank_remittance\` (\`decided_by_id\`);`);
    this.addSql(`create index \`bank_remittance_order_id_submitted_at_index\` on \`bank_remittance\` (\`order_id\`, \`submitted_at\`);`);
    this.addSql(`create index \`bank_remittance_status_submitted_at_index\` on \`bank_remittance\` (\`status\`, \`submitted_at\`);`);

    // account_cancellation
    this.addSql(`create table \`account_cancellation__rows\` as select * from \`account_cancellation\`;`);
    this.addSql(`drop table \`account_cancellation\`;`);
    this.addSql(`create table \`account_cancellation\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`status\` text check (\`status\` in ('SUBMITTED', 'UNDER_REVIEW', 'CLOSED', 'REJECTED', 'WITHDRAWN')) not null, \`reason\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`decided_by_id\` integer null, constraint \`account_cancellation_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`), constraint \`account_cancellation_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`account_cancellation\` (\`id\`, \`user_id\`, \`status\`, \`reason\`, \`created_at\`, \`updated_at\`, \`decided_by_id\`) select \`id\`, \`user_id\`, case \`status\` when 'underReview' then 'UNDER_REVIEW' else upper(\`status\`) end as \`status\`, \`reason\`, \`created_at\`, \`updated_at\`, \`decided_by_id\` from \`account_cancellation__rows\`;`);
    this.addSql(`drop table \`account_cancellation__rows\`;`);
    this.addSql(`create index \`account_cancellation_user_id_index\` on \`account_cancellation\` (\`user_id\`);`);
    this.addSql(`create index \`account_cancellation_decided_by_id_index\` on \`account_cancellation\` (\`decided_by_id\`);`);
    this.addSql(`create index \`account_cancellation_user_id_status_index\` on \`account_cancellation\` (\`user_id\`, \`status\`);`);
    this.addSql(`create index \`account_cancellation_status_id_index\` on \`account_cancellation\` (\`status\`, \`id\`);`);
  }
}
