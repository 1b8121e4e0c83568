import { Migration } from '@mikro-orm/migrations';

export class Migration20261125094320_provider_payments extends Migration {

  override name = 'Migration20261125094320_provider_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table \`provider_payment\` (\`id\` integer not null primary key autoincrement, \`provider\` text not null, \`transaction_ref\` text not null, \`attempt_id\` integer not null, \`order_id\` integer not null, \`amount_fen\` integer not null, \`paid_at\` datetime not null, \`received_at\` datetime not null, \`status\` text check (\`status\` in ('booked', 'to_return', 'returned')) not null, \`return_reason\` text check (\`return_reason\` in ('duplicate', 'late')) null, constraint \`provider_payment_attempt_id_foreign\` foreign key (\`attempt_id\`) references \`payment_attempt\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`provider_payment_attempt_id_index\` on \`provider_payment\` (\`attempt_id\`);`);
    this.addSql(`create index \`provider_payment_order_id_id_index\` on \`provider_payment\` (\`order_id\`, \`id\`);`);
    this.addSql(`create index \`provider_payment_status_order_id_index\` on \`provider_payment\` (\`status\`, \`order_id\`);`);
    this.addSql(`create unique index \`provider_payment_provider_transaction_ref_unique\` on \`provider_payment\` (\`provider\`, \`transaction_ref\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`provider_payment\`;`);
  }

}
