import { Migration } from '@mikro-orm/migrations';

export class Migration20261128002100_webhooks extends Migration {

  override name = 'Migration20261128002100_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table \`watched_part\` (\`user_id\` integer not null, \`product_id\` integer not null, \`created_at\` datetime not null, primary key (\`user_id\`, \`product_id\`), constraint \`watched_part_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade, constraint \`watched_part_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`watched_part_user_id_index\` on \`watched_part\` (\`user_id\`);`);
    this.addSql(`create index \`watched_part_product_id_index\` on \`watched_part\` (\`product_id\`);`);

    this.addSql(`create table \`webhook_endpoint\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`url\` text not null, \`events\` json not null, \`secret_encrypted\` text not null, \`created_at\` datetime not null, constraint \`webhook_endpoint_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`webhook_endpoint_user_id_index\` on \`webhook_endpoint\` (\`user_id\`);`);
    this.addSql(`create index \`webhook_endpoint_user_id_id_index\` on \`webhook_endpoint\` (\`user_id\`, \`id\`);`);

    this.addSql(`create table \`webhook_delivery\` (\`id\` integer not null primary key autoincrement, \`endpoint_id\` integer not null, \`event\` text check (\`event\` in ('ORDER_STATUS_CHANGED', 'AFTER_SALE_STATUS_CHANGED', 'WATCHED_PART_CHANGED')) not null, \`body\` text not null, \`status\` text check (\`status\` in ('PENDING', 'DELIVERED', 'FAILED')) not null default 'PENDING', \`attempts\` integer not null default 0, \`response_status\` integer null, \`duration_ms\` integer null, \`last_error\` text null, \`redelivery_of\` integer null, \`created_at\` datetime not null, \`last_attempt_at\` datetime null, constraint \`webhook_delivery_endpoint_id_foreign\` foreign key (\`endpoint_id\`) references \`webhook_endpoint\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`webhook_delivery_endpoint_id_index\` on \`webhook_delivery\` (\`endpoint_id\`);`);
    this.addSql(`create index \`webhook_delivery_endpoint_id_id_index\` on \`webhook_delivery\` (\`endpoint_id\`, \`id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`webhook_delivery\`;`);
    this.addSql(`drop table if exists \`webhook_endpoint\`;`);
    this.addSql(`drop table if exists \`watched_part\`;`);
  }
}
