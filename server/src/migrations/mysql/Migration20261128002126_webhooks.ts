import { Migration } from '@mikro-orm/migrations';

export class Migration20261128002126_webhooks extends Migration {

  override name = 'Migration20261128002126_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table \`watched_part\` (\`user_id\` int unsigned not null, \`product_id\` int unsigned not null, \`created_at\` datetime not null, primary key (\`user_id\`, \`product_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`watched_part\` add index \`watched_part_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`watched_part\` add index \`watched_part_product_id_index\` (\`product_id\`);`);

    this.addSql(`create table \`webhook_endpoint\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`url\` varchar(500) not null, \`events\` json not null, \`secret_encrypted\` varchar(200) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`webhook_endpoint\` add index \`webhook_endpoint_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`webhook_endpoint\` add index \`webhook_endpoint_user_id_id_index\` (\`user_id\`, \`id\`);`);

    this.addSql(`create table \`webhook_delivery\` (\`id\` int unsigned not null auto_increment primary key, \`endpoint_id\` int unsigned not null, \`event\` enum('ORDER_STATUS_CHANGED','AFTER_SALE_STATUS_CHANGED','WATCHED_PART_CHANGED') not null, \`body\` text not null, \`status\` enum('PENDING','DELIVERED','FAILED') not null default 'PENDING', \`attempts\` int not null default 0, \`response_status\` int null, \`duration_ms\` int null, \`last_error\` varchar(200) null, \`redelivery_of\` int null, \`created_at\` datetime not null, \`last_attempt_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`webhook_delivery\` add index \`webhook_delivery_endpoint_id_index\` (\`endpoint_id\`);`);
    this.addSql(`alter table \`webhook_delivery\` add index \`webhook_delivery_endpoint_id_id_index\` (\`endpoint_id\`, \`id\`);`);

    this.addSql(`alter table \`watched_part\` add constraint \`watched_part_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`watched_part\` add constraint \`watched_part_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`webhook_endpoint\` add constraint \`webhook_endpoint_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`webhook_delivery\` add constraint \`webhook_delivery_endpoint_id_foreign\` foreign key (\`endpoint_id\`) references \`webhook_endpoint\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`webhook_delivery\` drop foreign key \`webhook_delivery_endpoint_id_foreign\`;`);

    this.addSql(`drop table if exists \`webhook_delivery\`;`);
    this.addSql(`drop table if exists \`webhook_endpoint\`;`);
    this.addSql(`drop table if exists \`watched_part\`;`);
  }
}
