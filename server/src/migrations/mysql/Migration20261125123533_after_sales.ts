import { Migration } from '@mikro-orm/migrations';

export class Migration20261125123533_after_sales extends Migration {

  override name = 'Migration20261125123533_after_sales';

  override up(): void | Promise<void> {
    this.addSql(`create table \`after_sale_request\` (\`id\` int unsigned not null auto_increment primary key, \`service_number\` varchar(32) not null, \`type\` enum('REFUND_ONLY','RETURN_AND_REFUND','EXCHANGE','REPLENISHMENT') not null, \`status\` enum('UNDER_REVIEW','APPROVED','REJECTED','TO_BE_RETURNED','RETURN_SHIPPED','MERCHANT_RECEIVED','REFUND_PENDING','REFUND_SUCCEEDED','COMPLETED','CANCELLED','CLOSED','PLATFORM_REVIEW','PLATFORM_SHIPMENT','AWAITING_RECEIPT') not null, \`order_id\` int not null, \`order_number\` varchar(32) not null, \`user_id\` int unsigned not null, \`reason_code\` varchar(32) not null, \`explanation\` varchar(500) null, \`proof_paths\` json not null, \`contact_phone\` varchar(24) not null, \`refund_fen\` int not null, \`freight_refund_fen\` int not null, \`return_deadline_at\` datetime null, \`return_carrier\` varchar(16) null, \`return_waybill_number\` varchar(32) null, \`return_shipped_at\` datetime null, \`replacement_carrier\` varchar(16) null, \`replacement_waybill_number\` varchar(32) null, \`reject_reason\` varchar(200) null, \`proof_request\` varchar(200) null, \`goods_fine\` tinyint(1) null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`after_sale_request\` add unique \`after_sale_request_service_number_unique\` (\`service_number\`);`);
    this.addSql(`alter table \`after_sale_request\` add index \`after_sale_request_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`after_sale_request\` add index \`after_sale_request_user_id_created_at_index\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`alter table \`after_sale_request\` add index \`after_sale_request_order_id_index\` (\`order_id\`);`);
    this.addSql(`alter table \`after_sale_request\` add index \`after_sale_request_status_created_at_index\` (\`status\`, \`created_at\`);`);

    this.addSql(`create table \`after_sale_line\` (\`id\` int unsigned not null auto_increment primary key, \`request_id\` int unsigned not null, \`order_line_id\` int not null, \`product_id\` int not null, \`mpn\` varchar(96) not null, \`brand_name\` varchar(128) not null, \`package\` varchar(48) not null, \`quantity\` int not null, \`refund_fen\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`after_sale_line\` add index \`after_sale_line_request_id_index\` (\`request_id\`);`);

    this.addSql(`create table \`after_sale_event\` (\`id\` int unsigned not null auto_increment primary key, \`request_id\` int unsigned not null, \`at\` datetime not null, \`action\` varchar(32) not null, \`from_status\` enum('UNDER_REVIEW','APPROVED','REJECTED','TO_BE_RETURNED','RETURN_SHIPPED','MERCHANT_RECEIVED','REFUND_PENDING','REFUND_SUCCEEDED','COMPLETED','CANCELLED','CLOSED','PLATFORM_REVIEW','PLATFORM_SHIPMENT','AWAITING_RECEIPT') null, \`to_status\` enum('UNDER_REVIEW','APPROVED','REJECTED','TO_BE_RETURNED','RETURN_SHIPPED','MERCHANT_RECEIVED','REFUND_PENDING','REFUND_SUCCEEDED','COMPLETED','CANCELLED','CLOSED','PLATFORM_REVIEW','PLATFORM_SHIPMENT','AWAITING_RECEIPT') null, \`actor_kind\` enum('BUYER','STAFF','SYSTEM') not null, \`actor_id\` int null, \`note\` varchar(500) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`after_sale_event\` add index \`after_sale_event_request_id_index\` (\`request_id\`);`);
    this.addSql(`alter table \`after_sale_event\` add index \`after_sale_event_request_id_at_index\` (\`request_id\`, \`at\`);`);

    this.addSql(`alter table \`order_line\` add \`paid_share_fen\` int not null default 0;`);

    // Every existing line gets its share of what its order paid for the goods by the rule of checkout
    // (rules/refund-allocation: deductions split in proportion to line totals, leftover fen to the largest remainders,
    // ties to the earlier line), so refunds of old orders add up to what was paid too.
    this.addSql(`update \`order_line\` as \`ol\` join (select \`l\`.\`id\`, \`l\`.\`line_total_fen\` - \`l\`.\`q\` - case when row_number() over (partition by \`l\`.\`order_id\` order by \`l\`.\`r\` desc, \`l\`.\`id\` asc) <= \`l\`.\`d\` - sum(\`l\`.\`q\`) over (partition by \`l\`.\`order_id\`) then 1 else 0 end as \`share\` from (select \`x\`.\`id\`, \`x\`.\`order_id\`, \`x\`.\`line_total_fen\`, \`o\`.\`member_discount_fen\` + \`o\`.\`coupon_deduction_fen\` + \`o\`.\`points_deduction_fen\` as \`d\`, case when \`t\`.\`items\` = 0 then 0 else (\`x\`.\`line_total_fen\` * (\`o\`.\`member_discount_fen\` + \`o\`.\`coupon_deduction_fen\` + \`o\`.\`points_deduction_fen\`)) div \`t\`.\`items\` end as \`q\`, case when \`t\`.\`items\` = 0 then 0 else (\`x\`.\`line_total_fen\` * (\`o\`.\`member_discount_fen\` + \`o\`.\`coupon_deduction_fen\` + \`o\`.\`points_deduction_fen\`)) mod \`t\`.\`items\` end as \`r\` from \`order_line\` as \`x\` join \`shop_order\` as \`o\` on \`o\`.\`id\` = \`x\`.\`order_id\` join (select \`order_id\`, sum(\`line_total_fen\`) as \`items\` from \`order_line\` group by \`order_id\`) as \`t\` on \`t\`.\`order_id\` = \`x\`.\`order_id\`) as \`l\`) as \`s\` on \`s\`.\`id\` = \`ol\`.\`id\` set \`ol\`.\`paid_share_fen\` = \`s\`.\`share\`;`);

    this.addSql(`alter table \`order_event\` modify \`kind\` enum('status','logistics','reminder','after_sale') not null;`);

    this.addSql(`alter table \`after_sale_request\` add constraint \`after_sale_request_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`after_sale_line\` add constraint \`after_sale_line_request_id_foreign\` foreign key (\`request_id\`) references \`after_sale_request\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`after_sale_event\` add constraint \`after_sale_event_request_id_foreign\` foreign key (\`request_id\`) references \`after_sale_request\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`after_sale_event\`;`);
    this.addSql(`drop table if exists \`after_sale_line\`;`);
    this.addSql(`drop table if exists \`after_sale_request\`;`);
    this.addSql(`delete from \`order_event\` where \`kind\` = 'after_sale';`);
    this.addSql(`alter table \`order_event\` modify \`kind\` enum('status','logistics','reminder') not null;`);
    this.addSql(`alter table \`order_line\` drop column \`paid_share_fen\`;`);
  }
}
