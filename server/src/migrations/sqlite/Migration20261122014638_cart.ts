import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014638_cart extends Migration {

  override name = 'Migration20261122014638_cart';

  override up(): void | Promise<void> {
    this.addSql(`create table \`cart_line\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`product_id\` integer not null, \`quantity\` integer not null, \`selected\` integer not null default true, \`added_at\` datetime not null, constraint \`cart_line_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`cart_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`));`);
    this.addSql(`create index \`cart_line_user_id_index\` on \`cart_line\` (\`user_id\`);`);
    this.addSql(`create index \`cart_line_product_id_index\` on \`cart_line\` (\`product_id\`);`);
    this.addSql(`create index \`cart_line_user_id_added_at_index\` on \`cart_line\` (\`user_id\`, \`added_at\`);`);
    this.addSql(`create unique index \`cart_line_user_id_product_id_unique\` on \`cart_line\` (\`user_id\`, \`product_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`cart_line\`;`);
  }

}
