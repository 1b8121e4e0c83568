import { Migration } from '@mikro-orm/migrations';

export class Migration20261125122350_refunds extends Migration {

  override name = 'Migration20261125122350_refunds';

  override up(): void | Promise<void> {
    this.addSql(`create table \`refund\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int not null, \`order_number\` varchar(32) not null, \`buyer_id\` int unsigned not null, \`key\` varchar(120) not null, \`amount_fen\` int not null, \`method\` enum('BALANCE','WECHAT','ALIPAY','BANK_TRANSFER') not null, \`status\` enum('PENDING','TO_TRANSFER','SUCCEEDED','FAILED') not null, \`reason\` varchar(200) not null, \`out_refund_no\` varchar(40) not null, \`provider\` varchar(16) null, \`out_trade_no\` varchar(40) null, \`transaction_ref\` varchar(80) null, \`payment_total_fen\` int null, \`provider_refund_ref\` varchar(80) null, \`requested_at\` datetime null, \`provider_payment_id\` int unsigned null, \`booked_on_order\` tinyint(1) not null, \`actor_id\` int unsigned null, \`created_at\` datetime not null, \`settled_at\` datetime null, \`settled_by_id\` int unsigned null, \`transfer_proof_paths\` json null, \`failure_reason\` varchar(200) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`refund\` add index \`refund_buyer_id_index\` (\`buyer_id\`);`);
    this.addSql(`alter table \`refund\` add unique \`refund_key_unique\` (\`key\`);`);
    this.addSql(`alter table \`refund\` add unique \`refund_out_refund_no_unique\` (\`out_refund_no\`);`);
    this.addSql(`alter table \`refund\` add unique \`refund_provider_refund_ref_unique\` (\`provider_refund_ref\`);`);
    this.addSql(`alter table \`refund\` add index \`refund_provider_payment_id_index\` (\`provider_payment_id\`);`);
    this.addSql(`alter table \`refund\` add index \`refund_actor_id_index\` (\`actor_id\`);`);
    this.addSql(`alter table \`refund\` add index \`refund_settled_by_id_index\` (\`settled_by_id\`);`);
    this.addSql(`alter table \`refund\` add index \`refund_order_id_id_index\` (\`order_id\`, \`id\`);`);
    this.addSql(`alter table \`refund\` add index \`refund_status_id_index\` (\`status\`, \`id\`);`);

    this.addSql(`alter table \`provider_payment\` add \`return_started_at\` datetime null, add \`returned_at\` datetime null;`);

    this.addSql(`alter table \`shop_order\` add \`refunded_fen\` int not null default 0;`);
    this.addSql(`alter table \`shop_order\` add constraint \`shop_order_refunded_within_paid\` check (refunded_fen >= 0 and (refunded_fen = 0 or (paid_fen is not null and refunded_fen <= paid_fen)));`);

    this.addSql(`alter table \`refund\` add constraint \`refund_buyer_id_foreign\` foreign key (\`buyer_id\`) references \`user\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`refund\` add constraint \`refund_provider_payment_id_foreign\` foreign key (\`provider_payment_id\`) references \`provider_payment\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`refund\` add constraint \`refund_actor_id_foreign\` foreign key (\`actor_id\`) references \`user\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`refund\` add constraint \`refund_settled_by_id_foreign\` foreign key (\`settled_by_id\`) references \`user\` (\`id\`) on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`refund\`;`);
    this.addSql(`alter table \`provider_payment\` drop column \`return_started_at\`, drop column \`returned_at\`;`);
    this.addSql(`alter table \`shop_order\` drop constraint \`shop_order_refunded_within_paid\`;`);
    this.addSql(`alter table \`shop_order\` drop column \`refunded_fen\`;`);
  }

}
