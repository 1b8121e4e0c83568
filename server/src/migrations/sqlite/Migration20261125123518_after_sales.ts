import { Migration } from '@mikro-orm/migrations';

export class Migration20261125123518_after_sales extends Migration {

  override name = 'Migration20261125123518_after_sales';

  override up(): void | Promise<void> {
    this.addSql(`create table \`after_sale_request\` (\`id\` integer not null primary key autoincrement, \`service_number\` text not null, \`type\` text check (\`type\` in ('REFUND_ONLY', 'RETURN_AND_REFUND', 'EXCHANGE', 'REPLENISHMENT')) not null, \`status\` text check (\`status\` in ('UNDER_REVIEW', 'APPROVED', 'REJECTED', 'TO_BE_RETURNED', 'RETURN_SHIPPED', 'MERCHANT_RECEIVED', 'REFUND_PENDING', 'REFUND_SUCCEEDED', 'COMPLETED', 'CANCELLED', 'CLOSED', 'PLATFORM_REVIEW', 'PLATFORM_SHIPMENT', 'AWAITING_RECEIPT')) not null, \`order_id\` integer not null, \`order_number\` text not null, \`user_id\` integer not null, \`reason_code\` text not null, \`explanation\` text null, \`proof_paths\` json not null, \`contact_phone\` text not null, \`refund_fen\` integer not null, \`freight_refund_fen\` integer not null, \`return_deadline_at\` datetime null, \`return_carrier\` text null, \`return_waybill_number\` text null, \`return_shipped_at\` datetime null, \`replacement_carrier\` text null, \`replacement_waybill_number\` text null, \`reject_reason\` text null, \`proof_request\` text null, \`goods_fine\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`after_sale_request_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`after_sale_request_service_number_unique\` on \`after_sale_request\` (\`service_number\`);`);
    this.addSql(`create index \`after_sale_request_user_id_index\` on \`after_sale_request\` (\`user_id\`);`);
    this.addSql(`create index \`after_sale_request_user_id_created_at_index\` on \`after_sale_request\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create index \`after_sale_request_order_id_index\` on \`after_sale_request\` (\`order_id\`);`);
    this.addSql(`create index \`after_sale_request_status_created_at_index\` on \`after_sale_request\` (\`status\`, \`created_at\`);`);

    this.addSql(`create table \`after_sale_line\` (\`id\` integer not null primary key autoincrement, \`request_id\` integer not null, \`order_line_id\` integer not null, \`product_id\` integer not null, \`mpn\` text not null, \`brand_name\` text not null, \`package\` text not null, \`quantity\` integer not null, \`refund_fen\` integer not null, constraint \`after_sale_line_request_id_foreign\` foreign key (\`request_id\`) references \`after_sale_request\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`after_sale_line_request_id_index\` on \`after_sale_line\` (\`request_id\`);`);

    this.addSql(`create table \`after_sale_event\` (\`id\` integer not null primary key autoincrement, \`request_id\` integer not null, \`at\` datetime not null, \`action\` text not null, \`from_status\` text check (\`from_status\` in ('UNDER_REVIEW', 'APPROVED', 'REJECTED', 'TO_BE_RETURNED', 'RETURN_SHIPPED', 'MERCHANT_RECEIVED', 'REFUND_PENDING', 'REFUND_SUCCEEDED', 'COMPLETED', 'CANCELLED', 'CLOSED', 'PLATFORM_REVIEW', 'PLATFORM_SHIPMENT', 'AWAITING_RECEIPT')) null, \`to_status\` text check (\`to_status\` in ('UNDER_REVIEW', 'APPROVED', 'REJECTED', 'TO_BE_RETURNED', 'RETURN_SHIPPED', 'MERCHANT_RECEIVED', 'REFUND_PENDING', 'REFUND_SUCCEEDED', 'COMPLETED', 'CANCELLED', 'CLOSED', 'PLATFORM_REVIEW', 'PLATFORM_SHIPMENT', 'AWAITING_RECEIPT')) null, \`actor_kind\` text check (\`actor_kind\` in ('BUYER', 'STAFF', 'SYSTEM')) not null, \`actor_id\` integer null, \`note\` text null, constraint \`after_sale_event_request_id_foreign\` foreign key (\`request_id\`) references \`after_sale_request\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`after_sale_event_request_id_index\` on \`after_sale_event\` (\`request_id\`);`);
    this.addSql(`create index \`after_sale_event_request_id_at_index\` on \`after_sale_event\` (\`request_id\`, \`at\`);`);

    this.addSql(`alter table \`order_line\` add column \`paid_share_fen\` integer not null default 0;`);

    // Every existing line gets its share of what its order paid for the goods by the rule of checkout
    // (rules/refund-allocation: deductions split in proportion to line totals, leftover fen to the largest remainders,
    // ties to the earlier line), so refunds of old orders add up to what was paid too.
    this.addSql(`with \`l\` as (select \`x\`.\`id\`, \`x\`.\`order_id\`, \`x\`.\`line_total_fen\`, \`o\`.\`member_discount_fen\` + \`o\`.\`coupon_deduction_fen\` + \`o\`.\`points_deduction_fen\` as \`d\`, case when \`t\`.\`items\` = 0 then 0 else (\`x\`.\`line_total_fen\` * (\`o\`.\`member_discount_fen\` + \`o\`.\`coupon_deduction_fen\` + \`o\`.\`points_deduction_fen\`)) / \`t\`.\`items\` end as \`q\`, case when \`t\`.\`items\` = 0 then 0 else (\`x\`.\`line_total_fen\` * (\`o\`.\`member_discount_fen\` + \`o\`.\`coupon_deduction_fen\` + \`o\`.\`points_deduction_fen\`)) % \`t\`.\`items\` end as \`r\` from \`order_line\` as \`x\` join \`shop_order\` as \`o\` on \`o\`.\`id\` = \`x\`.\`order_id\` join (select \`order_id\`, sum(\`line_total_fen\`) as \`items\` from \`order_line\` group by \`order_id\`) as \`t\` on \`t\`.\`order_id\` = \`x\`.\`order_id\`), \`s\` as (select \`id\`, \`line_total_fen\` - \`q\` - case when row_number() over (partition by \`order_id\` order by \`r\` desc, \`id\` asc) <= \`d\` - sum(\`q\`) over (partition by \`order_id\`) then 1 else 0 end as \`share\` from \`l\`) update \`order_line\` set \`paid_share_fen\` = (select \`share\` from \`s\` where \`s\`.\`id\` = \`order_line\`.\`id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`order_event__temp_alter\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`kind\` text check (\`kind\` in ('status', 'logistics', 'reminder', 'after_sale')) not null, \`at\` datetime not null, \`actor_id\` integer null, \`action\` text null, \`from_status\` text check (\`from_status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) null, \`to_status\` text check (\`to_status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) null, \`description\` text null, constraint \`order_event_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`order_event__temp_alter\` select \`id\`, \`order_id\`, \`kind\`, \`at\`, \`actor_id\`, \`action\`, \`from_status\`, \`to_status\`, \`description\` from \`order_event\`;`);
    this.addSql(`drop table \`order_event\`;`);
    this.addSql(`alter table \`order_event__temp_alter\` rename to \`order_event\`;`);
    this.addSql(`create index \`order_event_order_id_index\` on \`order_event\` (\`order_id\`);`);
    this.addSql(`create index \`order_event_order_id_at_index\` on \`order_event\` (\`order_id\`, \`at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`after_sale_event\`;`);
    this.addSql(`drop table if exists \`after_sale_line\`;`);
    this.addSql(`drop table if exists \`after_sale_request\`;`);
    this.addSql(`delete from \`order_event\` where \`kind\` = 'after_sale';`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`order_event__temp_alter\` (\`id\` integer not null primary key autoincrement, \`order_id\` INTEGER not null, \`kind\` TEXT check (\`kind\` in ('status', 'logistics', 'reminder')) not null, \`at\` datetime not null, \`actor_id\` INTEGER null, \`action\` TEXT null, \`from_status\` TEXT check (\`from_status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) null, \`to_status\` TEXT check (\`to_status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) null, \`description\` TEXT null, constraint \`order_event_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`order_event__temp_alter\` select \`id\`, \`order_id\`, \`kind\`, \`at\`, \`actor_id\`, \`action\`, \`from_status\`, \`to_status\`, \`description\` from \`order_event\`;`);
    this.addSql(`drop table \`order_event\`;`);
    this.addSql(`alter table \`order_event__temp_alter\` rename to \`order_event\`;`);
    this.addSql(`create index \`order_event_order_id_at_index\` on \`order_event\` (\`order_id\`, \`at\`);`);
    this.addSql(`create index \`order_event_order_id_index\` on \`order_event\` (\`order_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`order_line\` drop column \`paid_share_fen\`;`);
  }

}
