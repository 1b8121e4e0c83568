import { Migration } from '@mikro-orm/migrations';

export class Migration20261125094340_provider_payments extends Migration {

  override name = 'Migration20261125094340_provider_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table \`provider_payment\` (\`id\` int unsigned not null auto_increment primary key, \`provider\` varchar(16) not null, \`transaction_ref\` varchar(80) not null, \`attempt_id\` int unsigned not null, \`order_id\` int not null, \`amount_fen\` int not null, \`paid_at\` datetime not null, \`received_at\` datetime not null, \`status\` enum('booked','to_return','returned') not null, \`return_reason\` enum('duplicate','late') null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`provider_payment\` add index \`provider_payment_attempt_id_index\` (\`attempt_id\`);`);
    this.addSql(`alter table \`provider_payment\` add index \`provider_payment_order_id_id_index\` (\`order_id\`, \`id\`);`);
    this.addSql(`alter table \`provider_payment\` add index \`provider_payment_status_order_id_index\` (\`status\`, \`order_id\`);`);
    this.addSql(`alter table \`provider_payment\` add unique \`provider_payment_provider_transaction_ref_unique\` (\`provider\`, \`transaction_ref\`);`);

    this.addSql(`alter table \`provider_payment\` add constraint \`provider_payment_attempt_id_foreign\` foreign key (\`attempt_id\`) references \`payment_attempt\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`provider_payment\`;`);
  }

}
