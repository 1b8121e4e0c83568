import { Migration } from '@mikro-orm/migrations';

export class Migration20261127212833_flash_sales extends Migration {

  override name = 'Migration20261127212833_flash_sales';

  override up(): void | Promise<void> {
    this.addSql(`create table \`flash_sale_item\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int unsigned not null, \`product_id\` int unsigned not null, \`position\` int not null, \`sale_price_milli\` int not null, \`list_price_milli\` int not null, \`stock\` int not null, \`sold\` int not null default 0, \`per_user_limit\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`flash_sale_item\` add index \`flash_sale_item_activity_id_index\` (\`activity_id\`);`);
    this.addSql(`alter table \`flash_sale_item\` add index \`flash_sale_item_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`flash_sale_item\` add index \`flash_sale_item_activity_id_position_index\` (\`activity_id\`, \`position\`);`);
    this.addSql(`alter table \`flash_sale_item\` add unique \`flash_sale_item_activity_id_product_id_unique\` (\`activity_id\`, \`product_id\`);`);

    this.addSql(`create table \`flash_sale_reminder\` (\`id\` int unsigned not null auto_increment primary key, \`activity_id\` int unsigned not null, \`user_id\` int unsigned not null, \`status\` enum('SET','CANCELLED','SENT') not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`sent_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`flash_sale_reminder\` add index \`flash_sale_reminder_activity_id_index\` (\`activity_id\`);`);
    this.addSql(`alter table \`flash_sale_reminder\` add index \`flash_sale_reminder_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`flash_sale_reminder\` add index \`flash_sale_reminder_activity_id_status_index\` (\`activity_id\`, \`status\`);`);
    this.addSql(`alter table \`flash_sale_reminder\` add unique \`flash_sale_reminder_activity_id_user_id_unique\` (\`activity_id\`, \`user_id\`);`);

    this.addSql(`create table \`flash_sale_purchase\` (\`id\` int unsigned not null auto_increment primary key, \`item_id\` int unsigned not null, \`user_id\` int unsigned not null, \`bought\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`flash_sale_purchase\` add index \`flash_sale_purchase_item_id_index\` (\`item_id\`);`);
    this.addSql(`alter table \`flash_sale_purchase\` add index \`flash_sale_purchase_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`flash_sale_purchase\` add unique \`flash_sale_purchase_item_id_user_id_unique\` (\`item_id\`, \`user_id\`);`);

    this.addSql(`create table \`flash_sale_order\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int not null, \`item_id\` int unsigned not null, \`user_id\` int unsigned not null, \`quantity\` int not null, \`taken_at\` datetime not null, \`returned_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`flash_sale_order\` add unique \`flash_sale_order_order_id_unique\` (\`order_id\`);`);
    this.addSql(`alter table \`flash_sale_order\` add index \`flash_sale_order_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`flash_sale_order\` add index \`flash_sale_order_item_id_index\` (\`item_id\`);`);

    this.addSql(`alter table \`flash_sale_item\` add constraint \`flash_sale_item_activity_id_foreign\` foreign key (\`activity_id\`) references \`activity\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`flash_sale_item\` add constraint \`flash_sale_item_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`);`);

    this.addSql(`alter table \`flash_sale_reminder\` add constraint \`flash_sale_reminder_activity_id_foreign\` foreign key (\`activity_id\`) references \`activity\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`flash_sale_reminder\` add constraint \`flash_sale_reminder_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`flash_sale_purchase\` add constraint \`flash_sale_purchase_item_id_foreign\` foreign key (\`item_id\`) references \`flash_sale_item\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`flash_sale_purchase\` add constraint \`flash_sale_purchase_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`flash_sale_order\` add constraint \`flash_sale_order_item_id_foreign\` foreign key (\`item_id\`) references \`flash_sale_item\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`flash_sale_order\` add constraint \`flash_sale_order_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`flash_sale_purchase\` drop foreign key \`flash_sale_purchase_item_id_foreign\`;`);
    this.addSql(`alter table \`flash_sale_order\` drop foreign key \`flash_sale_order_item_id_foreign\`;`);

    this.addSql(`drop table if exists \`flash_sale_order\`;`);
    this.addSql(`drop table if exists \`flash_sale_purchase\`;`);
    this.addSql(`drop table if exists \`flash_sale_reminder\`;`);
    this.addSql(`drop table if exists \`flash_sale_item\`;`);

  }

}
