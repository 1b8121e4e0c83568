import { Migration } from '@mikro-orm/migrations';

export class Migration20261125122348_refunds extends Migration {

  override name = 'Migration20261125122348_refunds';

  override up(): void | Promise<void> {
    this.addSql(`create table \`refund\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`order_number\` text not null, \`buyer_id\` integer not null, \`key\` text not null, \`amount_fen\` integer not null, \`method\` text check (\`method\` in ('BALANCE', 'WECHAT', 'ALIPAY', 'BANK_TRANSFER')) not null, \`status\` text check (\`status\` in ('PENDING', 'TO_TRANSFER', 'SUCCEEDED', 'FAILED')) not null, \`reason\` text not null, \`out_refund_no\` text not null, \`provider\` text null, \`out_trade_no\` text null, \`transaction_ref\` text null, \`payment_total_fen\` integer null, \`provider_refund_ref\` text null, \`requested_at\` datetime null, \`provider_payment_id\` integer null, \`booked_on_order\` integer not null, \`actor_id\` integer null, \`created_at\` datetime not null, \`settled_at\` datetime null, \`settled_by_id\` integer null, \`transfer_proof_paths\` json null, \`failure_reason\` text null, constraint \`refund_buyer_id_foreign\` foreign key (\`buyer_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`refund_provider_payment_id_foreign\` foreign key (\`provider_payment_id\`) references \`provider_payment\` (\`id\`) on delete set null, constraint \`refund_actor_id_foreign\` foreign key (\`actor_id\`) references \`user\` (\`id\`) on delete set null, constraint \`refund_settled_by_id_foreign\` foreign key (\`settled_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`refund_buyer_id_index\` on \`refund\` (\`buyer_id\`);`);
    this.addSql(`create unique index \`refund_key_unique\` on \`refund\` (\`key\`);`);
    this.addSql(`create unique index \`refund_out_refund_no_unique\` on \`refund\` (\`out_refund_no\`);`);
    this.addSql(`create unique index \`refund_provider_refund_ref_unique\` on \`refund\` (\`provider_refund_ref\`);`);
    this.addSql(`create index \`refund_provider_payment_id_index\` on \`refund\` (\`provider_payment_id\`);`);
    this.addSql(`create index \`refund_actor_id_index\` on \`refund\` (\`actor_id\`);`);
    this.addSql(`create index \`refund_settled_by_id_index\` on \`refund\` (\`settled_by_id\`);`);
    this.addSql(`create index \`refund_order_id_id_index\` on \`refund\` (\`order_id\`, \`id\`);`);
    this.addSql(`create index \`refund_status_id_index\` on \`refund\` (\`status\`, \`id\`);`);

    this.addSql(`alter table \`provider_payment\` add column \`return_started_at\` datetime null;`);
    this.addSql(`alter table \`provider_payment\` add column \`returned_at\` datetime null;`);

    // SQLite adds a CHECK constraint only by rebuilding the table. Migrations run in a transaction, where
    // `pragma foreign_keys = off` does nothing and dropping shop_order would cascade into the rows that reference it:
    // so those rows (and their own children) are copied aside first and put back once the rebuilt table holds their
    // orders again. No row is lost; every existing order starts with nothing refunded.
    this.addSql(`create table \`order_line__rows\` as select * from \`order_line\`;`);
    this.addSql(`create table \`order_event__rows\` as select * from \`order_event\`;`);
    this.addSql(`create table \`order_review__rows\` as select * from \`order_review\`;`);
    this.addSql(`create table \`order_review_product__rows\` as select * from \`order_review_product\`;`);
    this.addSql(`create table \`invoice_request__rows\` as select * from \`invoice_request\`;`);
    this.addSql(`delete from \`invoice_request\`;`);
    this.addSql(`delete from \`order_review_product\`;`);
    this.addSql(`delete from \`order_review\`;`);
    this.addSql(`delete from \`order_event\`;`);
    this.addSql(`delete from \`order_line\`;`);
    this.addSql(`create table \`shop_order__temp_alter\` (\`id\` integer not null primary key autoincrement, \`number\` text not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) not null, \`idempotency_key\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`items_fen\` integer not null, \`member_discount_fen\` integer not null, \`coupon_deduction_fen\` integer not null, \`points_deduction_fen\` integer not null, \`freight_fen\` integer not null, \`payable_fen\` integer not null, \`paid_fen\` integer null, \`refunded_fen\` integer not null default 0, \`payment_method\` text check (\`payment_method\` in ('balance', 'wechat', 'alipay', 'bank_transfer', 'friend')) null, \`paid_at\` datetime null, \`transaction_ref\` text null, \`remark\` text null, \`invoice_type\` text check (\`invoice_type\` in ('none', 'personal', 'enterprise')) not null, \`invoice_title\` text null, \`invoice_tax_number\` text null, \`delivery_method\` text check (\`delivery_method\` in ('express', 'pickup')) not null, \`address\` json null, \`pickup\` json null, \`cancel_reason\` text null, \`cancelled_at\` datetime null, \`carrier\` text null, \`waybill_number\` text null, \`shipped_at\` datetime null, \`auto_confirm_at\` datetime null, \`received_at\` datetime null, \`completed_at\` datetime null, \`last_reminded_at\` datetime null, \`deleted_at\` datetime null, constraint \`shop_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`), constraint \`shop_order_refunded_within_paid\` check (refunded_fen >= 0 and (refunded_fen = 0 or (paid_fen is not null and refunded_fen <= paid_fen))));`);
    this.addSql(`insert into \`shop_order__temp_alter\` select \`id\`, \`number\`, \`user_id\`, \`status\`, \`idempotency_key\`, \`created_at\`, \`expires_at\`, \`items_fen\`, \`member_discount_fen\`, \`coupon_deduction_fen\`, \`points_deduction_fen\`, \`freight_fen\`, \`payable_fen\`, \`paid_fen\`, 0 as \`refunded_fen\`, \`payment_method\`, \`paid_at\`, \`transaction_ref\`, \`remark\`, \`invoice_type\`, \`invoice_title\`, \`invoice_tax_number\`, \`delivery_method\`, \`address\`, \`pickup\`, \`cancel_reason\`, \`cancelled_at\`, \`carrier\`, \`waybill_number\`, \`shipped_at\`, \`auto_confirm_at\`, \`received_at\`, \`completed_at\`, \`last_reminded_at\`, \`deleted_at\` from \`shop_order\`;`);
    this.addSql(`drop table \`shop_order\`;`);
    this.addSql(`alter table \`shop_order__temp_alter\` rename to \`shop_order\`;`);
    this.addSql(`create unique index \`shop_order_number_unique\` on \`shop_order\` (\`number\`);`);
    this.addSql(`create index \`shop_order_user_id_index\` on \`shop_order\` (\`user_id\`);`);
    this.addSql(`create unique index \`shop_order_transaction_ref_unique\` on \`shop_order\` (\`transaction_ref\`);`);
    this.addSql(`create index \`shop_order_user_id_status_created_at_index\` on \`shop_order\` (\`user_id\`, \`status\`, \`created_at\`);`);
    this.addSql(`create index \`shop_order_status_expires_at_index\` on \`shop_order\` (\`status\`, \`expires_at\`);`);
    this.addSql(`create unique index \`shop_order_user_id_idempotency_key_unique\` on \`shop_order\` (\`user_id\`, \`idempotency_key\`);`);
    this.addSql(`insert into \`order_line\` select * from \`order_line__rows\`;`);
    this.addSql(`drop table \`order_line__rows\`;`);
    this.addSql(`insert into \`order_event\` select * from \`order_event__rows\`;`);
    this.addSql(`drop table \`order_event__rows\`;`);
    this.addSql(`insert into \`order_review\` select * from \`order_review__rows\`;`);
    this.addSql(`drop table \`order_review__rows\`;`);
    this.addSql(`insert into \`order_review_product\` select * from \`order_review_product__rows\`;`);
    this.addSql(`drop table \`order_review_product__rows\`;`);
    this.addSql(`insert into \`invoice_request\` select * from \`invoice_request__rows\`;`);
    this.addSql(`drop table \`invoice_request__rows\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`refund\`;`);
    this.addSql(`alter table \`provider_payment\` drop column \`return_started_at\`;`);
    this.addSql(`alter table \`provider_payment\` drop column \`returned_at\`;`);
    // shop_order.refunded_fen stays: SQLite drops a column its CHECK constraint names only by rebuilding the table
    // again, and a column that defaults to 0 harms nothing.
  }

}
