import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014640_cart extends Migration {

  override name = 'Migration20261122014640_cart';

  override up(): void | Promise<void> {
    this.addSql(`create table \`cart_line\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`product_id\` int unsigned not null, \`quantity\` int not null, \`selected\` tinyint(1) not null default true, \`added_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`cart_line\` add index \`cart_line_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`cart_line\` add index \`cart_line_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`cart_line\` add index \`cart_line_user_id_added_at_index\` (\`user_id\`, \`added_at\`);`);
    this.addSql(`alter table \`cart_line\` add unique \`cart_line_user_id_product_id_unique\` (\`user_id\`, \`product_id\`);`);

    this.addSql(`alter table \`cart_line\` add constraint \`cart_line_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`cart_line\` add constraint \`cart_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`cart_line\`;`);
  }

}
