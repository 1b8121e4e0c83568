import { Migration } from '@mikro-orm/migrations';

export class Migration20261128033746_paid_blind_box_opens extends Migration {
  override name = 'Migration20261128033746_paid_blind_box_opens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`lucky_draw_paid_open\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`user_id\` integer not null, \`order_id\` integer not null, \`order_number\` text not null, \`price_fen\` integer not null, \`day\` text not null, \`status\` text check (\`status\` in ('AWAITING_PAYMENT', 'DRAWN', 'EXPIRED', 'FAILED', 'REFUNDED')) not null, \`record_id\` integer null, \`created_at\` datetime not null);`,
    );
    this.addSql(
      `create unique index \`lucky_draw_paid_open_order_id_unique\` on \`lucky_draw_paid_open\` (\`order_id\`);`,
    );
    this.addSql(
      `create index \`lucky_draw_paid_open_user_id_id_index\` on \`lucky_draw_paid_open\` (\`user_id\`, \`id\`);`,
    );

    // SQLite changes the order kind's CHECK constraint only by rebuilding shop_order. Migrations run in a
    // transaction, where `pragma foreign_keys = off` does nothing and dropping shop_order would cascade into the rows
    // that reference it: so those rows are copied aside first and put back once the rebuilt table holds their orders
    // (as the activities migration does).
    this.addSql(`create table \`order_line__rows\` as select * from \`order_line\`;`);
    this.addSql(`create table \`order_review_product__rows\` as select * from \`order_review_product\`;`);
    this.addSql(`create table \`order_review__rows\` as select * from \`order_review\`;`);
    this.addSql(`create table \`invoice_request__rows\` as select * from \`invoice_request\`;`);
    this.addSql(`create table \`order_event__rows\` as select * from \`order_event\`;`);
    this.addSql(`delete from \`order_line\`;`);
    this.addSql(`delete from \`order_review_product\`;`);
    this.addSql(`delete from \`order_review\`;`);
    this.addSql(`delete from \`invoice_request\`;`);
    this.addSql(`delete from \`order_event\`;`);
    this.addSql(
      `create table \`shop_order__temp_alter\` (\`id\` integer not null primary key autoincrement, \`number\` text not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) not null, \`kind\` text check (\`kind\` in ('GOODS', 'MEMBERSHIP', 'BLIND_BOX_OPEN')) not null default 'GOODS', \`idempotency_key\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`items_fen\` integer not null, \`member_discount_fen\` integer not null, \`coupon_deduction_fen\` integer not null, \`points_deduction_fen\` integer not null, \`coupon_id\` integer null, \`coupon_title\` text null, \`points_spent\` integer not null default 0, \`membership_plan_code\` text null, \`title\` text null, \`activity_kind\` text null, \`activity_id\` integer null, \`activity_reference\` text null, \`freight_fen\` integer not null, \`payable_fen\` integer not null, \`paid_fen\` integer null, \`refunded_fen\` integer not null default 0, \`payment_method\` text check (\`payment_method\` in ('balance', 'wechat', 'alipay', 'bank_transfer', 'friend', 'prize')) null, \`paid_at\` datetime null, \`transaction_ref\` text null, \`remark\` text null, \`invoice_type\` text check (\`invoice_type\` in ('none', 'personal', 'enterprise')) not null, \`invoice_title\` text null, \`invoice_tax_number\` text null, \`delivery_method\` text check (\`delivery_method\` in ('express', 'pickup', 'none')) not null, \`address\` json null, \`pickup\` json null, \`cancel_reason\` text null, \`cancelled_at\` datetime null, \`carrier\` text null, \`waybill_number\` text null, \`shipped_at\` datetime null, \`auto_confirm_at\` datetime null, \`received_at\` datetime null, \`completed_at\` datetime null, \`last_reminded_at\` datetime null, \`deleted_at\` datetime null, constraint \`shop_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`), constraint \`shop_order_refunded_within_paid\` check (refunded_fen >= 0 and (refunded_fen = 0 or (paid_fen is not null and refunded_fen <= paid_fen))));`,
    );
    this.addSql(
      `insert into \`shop_order__temp_alter\` select \`id\`, \`number\`, \`user_id\`, \`status\`, \`kind\`, \`idempotency_key\`, \`created_at\`, \`expires_at\`, \`items_fen\`, \`member_discount_fen\`, \`coupon_deduction_fen\`, \`points_deduction_fen\`, \`coupon_id\`, \`coupon_title\`, \`points_spent\`, \`membership_plan_code\`, \`title\`, \`activity_kind\`, \`activity_id\`, \`activity_reference\`, \`freight_fen\`, \`payable_fen\`, \`paid_fen\`, \`refunded_fen\`, \`payment_method\`, \`paid_at\`, \`transaction_ref\`, \`remark\`, \`invoice_type\`, \`invoice_title\`, \`invoice_tax_number\`, \`delivery_method\`, \`address\`, \`pickup\`, \`cancel_reason\`, \`cancelled_at\`, \`carrier\`, \`waybill_number\`, \`shipped_at\`, \`auto_confirm_at\`, \`received_at\`, \`completed_at\`, \`last_reminded_at\`, \`deleted_at\` from \`shop_order\`;`,
    );
    this.addSql(`drop table \`shop_order\`;`);
    this.addSql(`alter table \`shop_order__temp_alter\` rename to \`shop_order\`;`);
    this.addSql(`create unique index \`shop_order_number_unique\` on \`shop_order\` (\`number\`);`);
    this.addSql(`create index \`shop_order_user_id_index\` on \`shop_order\` (\`user_id\`);`);
    this.addSql(`create unique index \`shop_order_transaction_ref_unique\` on \`shop_order\` (\`transaction_ref\`);`);
    this.addSql(
      `create index \`shop_order_user_id_status_created_at_index\` on \`shop_order\` (\`user_id\`, \`status\`, \`created_at\`);`,
    );
    this.addSql(`create index \`shop_order_status_expires_at_index\` on \`shop_order\` (\`status\`, \`expires_at\`);`);
    this.addSql(
      `create index \`shop_order_created_at_paid_at_index\` on \`shop_order\` (\`created_at\`, \`paid_at\`);`,
    );
    this.addSql(`create index \`shop_order_paid_at_paid_fen_index\` on \`shop_order\` (\`paid_at\`, \`paid_fen\`);`);
    this.addSql(
      `create unique index \`shop_order_user_id_idempotency_key_unique\` on \`shop_order\` (\`user_id\`, \`idempotency_key\`);`,
    );
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
    this.addSql(`drop table if exists \`lucky_draw_paid_open\`;`);

    this.addSql(`create table \`order_line__rows\` as select * from \`order_line\`;`);
    this.addSql(`create table \`order_review_product__rows\` as select * from \`order_review_product\`;`);
    this.addSql(`create table \`order_review__rows\` as select * from \`order_review\`;`);
    this.addSql(`create table \`invoice_request__rows\` as select * from \`invoice_request\`;`);
    this.addSql(`create table \`order_event__rows\` as select * from \`order_event\`;`);
    this.addSql(`delete from \`order_line\`;`);
    this.addSql(`delete from \`order_review_product\`;`);
    this.addSql(`delete from \`order_review\`;`);
    this.addSql(`delete from \`invoice_request\`;`);
    this.addSql(`delete from \`order_event\`;`);
    this.addSql(
      `create table \`shop_order__temp_alter\` (\`id\` integer not null primary key autoincrement, \`number\` TEXT not null, \`user_id\` INTEGER not null, \`status\` TEXT check (\`status\` in ('PENDING_APPROVAL', 'PENDING_PAYMENT', 'PENDING_PLATFORM_RECEIPT', 'PENDING_SHIPMENT', 'SHIPPED', 'PENDING_REVIEW', 'COMPLETED', 'CANCELLED', 'CLOSED')) not null, \`kind\` TEXT check (\`kind\` in ('GOODS', 'MEMBERSHIP')) not null default 'GOODS', \`idempotency_key\` TEXT not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`items_fen\` INTEGER not null, \`member_discount_fen\` INTEGER not null, \`coupon_deduction_fen\` INTEGER not null, \`points_deduction_fen\` INTEGER not null, \`coupon_id\` INTEGER null, \`coupon_title\` TEXT null, \`points_spent\` INTEGER not null default 0, \`membership_plan_code\` TEXT null, \`title\` TEXT null, \`activity_kind\` TEXT null, \`activity_id\` INTEGER null, \`activity_reference\` TEXT null, \`freight_fen\` INTEGER not null, \`payable_fen\` INTEGER not null, \`paid_fen\` INTEGER null, \`refunded_fen\` INTEGER not null default 0, \`payment_method\` TEXT check (\`payment_method\` in ('balance', 'wechat', 'alipay', 'bank_transfer', 'friend', 'prize')) null, \`paid_at\` datetime null, \`transaction_ref\` TEXT null, \`remark\` TEXT null, \`invoice_type\` TEXT check (\`invoice_type\` in ('none', 'personal', 'enterprise')) not null, \`invoice_title\` TEXT null, \`invoice_tax_number\` TEXT null, \`delivery_method\` TEXT check (\`delivery_method\` in ('express', 'pickup', 'none')) not null, \`address\` json null, \`pickup\` json null, \`cancel_reason\` TEXT null, \`cancelled_at\` datetime null, \`carrier\` TEXT null, \`waybill_number\` TEXT null, \`shipped_at\` datetime null, \`auto_confirm_at\` datetime null, \`received_at\` datetime null, \`completed_at\` datetime null, \`last_reminded_at\` datetime null, \`deleted_at\` datetime null, constraint \`shop_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update no action on delete no action, constraint \`shop_order_refunded_within_paid\` check (refunded_fen >= 0 and (refunded_fen = 0 or (paid_fen is not null and refunded_fen <= paid_fen))));`,
    );
    this.addSql(
      `insert into \`shop_order__temp_alter\` select \`id\`, \`number\`, \`user_id\`, \`status\`, \`kind\`, \`idempotency_key\`, \`created_at\`, \`expires_at\`, \`items_fen\`, \`member_discount_fen\`, \`coupon_deduction_fen\`, \`points_deduction_fen\`, \`coupon_id\`, \`coupon_title\`, \`points_spent\`, \`membership_plan_code\`, \`title\`, \`activity_kind\`, \`activity_id\`, \`activity_reference\`, \`freight_fen\`, \`payable_fen\`, \`paid_fen\`, \`refunded_fen\`, \`payment_method\`, \`paid_at\`, \`transaction_ref\`, \`remark\`, \`invoice_type\`, \`invoice_title\`, \`invoice_tax_number\`, \`delivery_method\`, \`address\`, \`pickup\`, \`cancel_reason\`, \`cancelled_at\`, \`carrier\`, \`waybill_number\`, \`shipped_at\`, \`auto_confirm_at\`, \`received_at\`, \`completed_at\`, \`last_reminded_at\`, \`deleted_at\` from \`shop_order\`;`,
    );
    this.addSql(`drop table \`shop_order\`;`);
    this.addSql(`alter table \`shop_order__temp_alter\` rename to \`shop_order\`;`);
    this.addSql(
      `create unique index \`shop_order_user_id_idempotency_key_unique\` on \`shop_order\` (\`user_id\`, \`idempotency_key\`);`,
    );
    this.addSql(`create index \`shop_order_paid_at_paid_fen_index\` on \`shop_order\` (\`paid_at\`, \`paid_fen\`);`);
    this.addSql(
      `create index \`shop_order_created_at_paid_at_index\` on \`shop_order\` (\`created_at\`, \`paid_at\`);`,
    );
    this.addSql(`create index \`shop_order_status_expires_at_index\` on \`shop_order\` (\`status\`, \`expires_at\`);`);
    this.addSql(
      `create index \`shop_order_user_id_status_created_at_index\` on \`shop_order\` (\`user_id\`, \`status\`, \`created_at\`);`,
    );
    this.addSql(`create unique index \`shop_order_transaction_ref_unique\` on \`shop_order\` (\`transaction_ref\`);`);
    this.addSql(`create index \`shop_order_user_id_index\` on \`shop_order\` (\`user_id\`);`);
    this.addSql(`create unique index \`shop_order_number_unique\` on \`shop_order\` (\`number\`);`);
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
}
