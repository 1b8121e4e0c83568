import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023316_orders extends Migration {

  override name = 'Migration20261122023316_orders';

  override up(): void | Promise<void> {
    this.addSql(`create table \`shop_order\` (\`id\` int unsigned not null auto_increment primary key, \`number\` varchar(32) not null, \`user_id\` int unsigned not null, \`status\` enum('PENDING_APPROVAL','PENDING_PAYMENT','PENDING_PLATFORM_RECEIPT','PENDING_SHIPMENT','SHIPPED','PENDING_REVIEW','COMPLETED','CANCELLED','CLOSED') not null, \`idempotency_key\` varchar(64) not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`items_fen\` int not null, \`member_discount_fen\` int not null, \`coupon_deduction_fen\` int not null, \`points_deduction_fen\` int not null, \`freight_fen\` int not null, \`payable_fen\` int not null, \`paid_fen\` int null, \`payment_method\` enum('balance','wechat','alipay','bank_transfer','friend') null, \`paid_at\` datetime null, \`transaction_ref\` varchar(64) null, \`remark\` varchar(200) null, \`invoice_type\` enum('none','personal','enterprise') not null, \`invoice_title\` varchar(100) null, \`invoice_tax_number\` varchar(20) null, \`delivery_method\` enum('express','pickup') not null, \`address\` json null, \`pickup\` json null, \`cancel_reason\` varchar(200) null, \`cancelled_at\` datetime null, \`carrier\` varchar(32) null, \`waybill_number\` varchar(32) null, \`shipped_at\` datetime null, \`auto_confirm_at\` datetime null, \`received_at\` datetime null, \`completed_at\` datetime null, \`last_reminded_at\` datetime null, \`deleted_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`shop_order\` add unique \`shop_order_number_unique\` (\`number\`);`);
    this.addSql(`alter table \`shop_order\` add index \`shop_order_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`shop_order\` add unique \`shop_order_transaction_ref_unique\` (\`transaction_ref\`);`);
    this.addSql(`alter table \`shop_order\` add index \`shop_order_user_id_status_created_at_index\` (\`user_id\`, \`status\`, \`created_at\`);`);
    this.addSql(`alter table \`shop_order\` add index \`shop_order_status_expires_at_index\` (\`status\`, \`expires_at\`);`);
    this.addSql(`alter table \`shop_order\` add unique \`shop_order_user_id_idempotency_key_unique\` (\`user_id\`, \`idempotency_key\`);`);

    this.addSql(`create table \`order_line\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int unsigned not null, \`product_id\` int unsigned not null, \`mpn\` varchar(96) not null, \`brand_name\` varchar(128) not null, \`package\` varchar(48) not null, \`quantity\` int not null, \`unit_price_milli\` int not null, \`line_total_fen\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`order_line\` add index \`order_line_order_id_index\` (\`order_id\`);`);
    this.addSql(`alter table \`order_line\` add index \`order_line_product_id_index\` (\`product_id\`);`);

    this.addSql(`create table \`order_event\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int unsigned not null, \`kind\` enum('status','logistics','reminder') not null, \`at\` datetime not null, \`actor_id\` int null, \`action\` varchar(32) null, \`from_status\` enum('PENDING_APPROVAL','PENDING_PAYMENT','PENDING_PLATFORM_RECEIPT','PENDING_SHIPMENT','SHIPPED','PENDING_REVIEW','COMPLETED','CANCELLED','CLOSED') null, \`to_status\` enum('PENDING_APPROVAL','PENDING_PAYMENT','PENDING_PLATFORM_RECEIPT','PENDING_SHIPMENT','SHIPPED','PENDING_REVIEW','COMPLETED','CANCELLED','CLOSED') null, \`description\` varchar(200) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`order_event\` add index \`order_event_order_id_index\` (\`order_id\`);`);
    this.addSql(`alter table \`order_event\` add index \`order_event_order_id_at_index\` (\`order_id\`, \`at\`);`);

    this.addSql(`create table \`balance_entry\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`amount_fen\` int not null, \`reason\` varchar(100) not null, \`order_id\` int null, \`actor_id\` int null, \`at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`balance_entry\` add index \`balance_entry_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`balance_entry\` add index \`balance_entry_user_id_at_index\` (\`user_id\`, \`at\`);`);

    this.addSql(`alter table \`user\` add \`balance_fen\` int not null default 0;`);

    this.addSql(`alter table \`shop_order\` add constraint \`shop_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`order_line\` add constraint \`order_line_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`order_line\` add constraint \`order_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`);`);

    this.addSql(`alter table \`order_event\` add constraint \`order_event_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`balance_entry\` add constraint \`balance_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`order_line\` drop foreign key \`order_line_order_id_foreign\`;`);
    this.addSql(`alter table \`order_event\` drop foreign key \`order_event_order_id_foreign\`;`);

    this.addSql(`drop table if exists \`shop_order\`;`);
    this.addSql(`drop table if exists \`order_line\`;`);
    this.addSql(`drop table if exists \`order_event\`;`);
    this.addSql(`drop table if exists \`balance_entry\`;`);


    this.addSql(`alter table \`user\` drop column \`balance_fen\`;`);
  }

}
