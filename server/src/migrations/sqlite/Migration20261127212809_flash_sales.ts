import { Migration } from '@mikro-orm/migrations';

export class Migration20261127212809_flash_sales extends Migration {

  override name = 'Migration20261127212809_flash_sales';

  override up(): void | Promise<void> {
    this.addSql(`create table \`flash_sale_item\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`product_id\` integer not null, \`position\` integer not null, \`sale_price_milli\` integer not null, \`list_price_milli\` integer not null, \`stock\` integer not null, \`sold\` integer not null default 0, \`per_user_limit\` integer not null, constraint \`flash_sale_item_activity_id_foreign\` foreign key (\`activity_id\`) references \`activity\` (\`id\`) on delete cascade, constraint \`flash_sale_item_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`));`);
    this.addSql(`create index \`flash_sale_item_activity_id_index\` on \`flash_sale_item\` (\`activity_id\`);`);
    this.addSql(`create index \`flash_sale_item_product_id_index\` on \`flash_sale_item\` (\`product_id\`);`);
    this.addSql(`create index \`flash_sale_item_activity_id_position_index\` on \`flash_sale_item\` (\`activity_id\`, \`position\`);`);
    this.addSql(`create unique index \`flash_sale_item_activity_id_product_id_unique\` on \`flash_sale_item\` (\`activity_id\`, \`product_id\`);`);

    this.addSql(`create table \`flash_sale_reminder\` (\`id\` integer not null primary key autoincrement, \`activity_id\` integer not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('SET', 'CANCELLED', 'SENT')) not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`sent_at\` datetime null, constraint \`flash_sale_reminder_activity_id_foreign\` foreign key (\`activity_id\`) references \`activity\` (\`id\`) on delete cascade, constraint \`flash_sale_reminder_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`flash_sale_reminder_activity_id_index\` on \`flash_sale_reminder\` (\`activity_id\`);`);
    this.addSql(`create index \`flash_sale_reminder_user_id_index\` on \`flash_sale_reminder\` (\`user_id\`);`);
    this.addSql(`create index \`flash_sale_reminder_activity_id_status_index\` on \`flash_sale_reminder\` (\`activity_id\`, \`status\`);`);
    this.addSql(`create unique index \`flash_sale_reminder_activity_id_user_id_unique\` on \`flash_sale_reminder\` (\`activity_id\`, \`user_id\`);`);

    this.addSql(`create table \`flash_sale_purchase\` (\`id\` integer not null primary key autoincrement, \`item_id\` integer not null, \`user_id\` integer not null, \`bought\` integer not null default 0, constraint \`flash_sale_purchase_item_id_foreign\` foreign key (\`item_id\`) references \`flash_sale_item\` (\`id\`) on delete cascade, constraint \`flash_sale_purchase_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`flash_sale_purchase_item_id_index\` on \`flash_sale_purchase\` (\`item_id\`);`);
    this.addSql(`create index \`flash_sale_purchase_user_id_index\` on \`flash_sale_purchase\` (\`user_id\`);`);
    this.addSql(`create unique index \`flash_sale_purchase_item_id_user_id_unique\` on \`flash_sale_purchase\` (\`item_id\`, \`user_id\`);`);

    this.addSql(`create table \`flash_sale_order\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`item_id\` integer not null, \`user_id\` integer not null, \`quantity\` integer not null, \`taken_at\` datetime not null, \`returned_at\` datetime null, constraint \`flash_sale_order_item_id_foreign\` foreign key (\`item_id\`) references \`flash_sale_item\` (\`id\`) on delete cascade, constraint \`flash_sale_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`flash_sale_order_order_id_unique\` on \`flash_sale_order\` (\`order_id\`);`);
    this.addSql(`create index \`flash_sale_order_user_id_index\` on \`flash_sale_order\` (\`user_id\`);`);
    this.addSql(`create index \`flash_sale_order_item_id_index\` on \`flash_sale_order\` (\`item_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`flash_sale_order\`;`);
    this.addSql(`drop table if exists \`flash_sale_purchase\`;`);
    this.addSql(`drop table if exists \`flash_sale_reminder\`;`);
    this.addSql(`drop table if exists \`flash_sale_item\`;`);

  }

}
