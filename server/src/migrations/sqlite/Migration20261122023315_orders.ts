import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023315_orders extends Migration {

  override name = 'Migration20261122023315_orders';

  override up(): void | Promise<void> {
    this.addSql(`create table \`shop_order\` (\`id\` integer not null primary key autoincrement, \`number\` text not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) not null, \`idempotency_key\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`items_fen\` integer not null, \`member_discount_fen\` integer not null, \`coupon_deduction_fen\` integer not null, \`points_deduction_fen\` integer not null, \`freight_fen\` integer not null, \`payable_fen\` integer not null, \`paid_fen\` integer null, \`payment_method\` text check (\`payment_method\` in ('balance', 'wechat', 'alipay', 'bank_transfer', 'friend')) null, \`paid_at\` datetime null, \`transaction_ref\` text null, \`remark\` text null, \`invoice_type\` text check (\`invoice_type\` in ('none', 'personal', 'enterprise')) not null, \`invoice_title\` text null, \`invoice_tax_number\` text null, \`delivery_method\` text check (\`delivery_method\` in ('express', 'pickup')) not null, \`address\` json null, \`pickup\` json null, \`cancel_reason\` text null, \`cancelled_at\` datetime null, \`carrier\` text null, \`waybill_number\` text null, \`shipped_at\` datetime null, \`auto_confirm_at\` datetime null, \`received_at\` datetime null, \`completed_at\` datetime null, \`last_reminded_at\` datetime null, \`deleted_at\` datetime null, constraint \`shop_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create unique index \`shop_order_number_unique\` on \`shop_order\` (\`number\`);`);
    this.addSql(`create index \`shop_order_user_id_index\` on \`shop_order\` (\`user_id\`);`);
    this.addSql(`create unique index \`shop_order_transaction_ref_unique\` on \`shop_order\` (\`transaction_ref\`);`);
    this.addSql(`create index \`shop_order_user_id_status_created_at_index\` on \`shop_order\` (\`user_id\`, \`status\`, \`created_at\`);`);
    this.addSql(`create index \`shop_order_status_expires_at_index\` on \`shop_order\` (\`status\`, \`expires_at\`);`);
    this.addSql(`create unique index \`shop_order_user_id_idempotency_key_unique\` on \`shop_order\` (\`user_id\`, \`idempotency_key\`);`);

    this.addSql(`create table \`order_line\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`product_id\` integer not null, \`mpn\` text not null, \`brand_name\` text not null, \`package\` text not null, \`quantity\` integer not null, \`unit_price_milli\` integer not null, \`line_total_fen\` integer not null, constraint \`order_line_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade, constraint \`order_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`));`);
    this.addSql(`create index \`order_line_order_id_index\` on \`order_line\` (\`order_id\`);`);
    this.addSql(`create index \`order_line_product_id_index\` on \`order_line\` (\`product_id\`);`);

    this.addSql(`create table \`order_event\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`kind\` text check (\`kind\` in ('status', 'logistics', 'reminder')) not null, \`at\` datetime not null, \`actor_id\` integer null, \`action\` text null, \`from_status\` text check (\`from_status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) null, \`to_status\` text check (\`to_status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) null, \`description\` text null, constraint \`order_event_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`order_event_order_id_index\` on \`order_event\` (\`order_id\`);`);
    this.addSql(`create index \`order_event_order_id_at_index\` on \`order_event\` (\`order_id\`, \`at\`);`);

    this.addSql(`create table \`balance_entry\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`amount_fen\` integer not null, \`reason\` text not null, \`order_id\` integer null, \`actor_id\` integer null, \`at\` datetime not null, constraint \`balance_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`balance_entry_user_id_index\` on \`balance_entry\` (\`user_id\`);`);
    this.addSql(`create index \`balance_entry_user_id_at_index\` on \`balance_entry\` (\`user_id\`, \`at\`);`);

    this.addSql(`alter table \`user\` add column \`balance_fen\` integer not null default 0;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`shop_order\`;`);
    this.addSql(`drop table if exists \`order_line\`;`);
    this.addSql(`drop table if exists \`order_event\`;`);
    this.addSql(`drop table if exists \`balance_entry\`;`);


    this.addSql(`alter table \`user\` drop column \`balance_fen\`;`);
  }

}
