import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025559_bom extends Migration {

  override name = 'Migration20261122025559_bom';

  override up(): void | Promise<void> {
    this.addSql(`create table \`inquiry\` (\`id\` integer not null primary key autoincrement, \`number\` text not null, \`user_id\` integer not null, \`project_name\` text not null, \`annual_usage\` integer not null, \`target_unit_price_milli\` integer null, \`company_name\` text not null, \`company_address\` text not null, \`contact_name\` text not null, \`contact_phone\` text not null, \`message\` text not null, \`state\` text check (\`state\` in ('PENDING', 'REPLIED')) not null default 'PENDING', \`reply\` text null, \`sales_user_id\` integer null, \`replied_at\` datetime null, \`created_at\` datetime not null, constraint \`inquiry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade, constraint \`inquiry_sales_user_id_foreign\` foreign key (\`sales_user_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`inquiry_number_unique\` on \`inquiry\` (\`number\`);`);
    this.addSql(`create index \`inquiry_user_id_index\` on \`inquiry\` (\`user_id\`);`);
    this.addSql(`create index \`inquiry_sales_user_id_index\` on \`inquiry\` (\`sales_user_id\`);`);
    this.addSql(`create index \`inquiry_user_id_created_at_index\` on \`inquiry\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create index \`inquiry_state_created_at_index\` on \`inquiry\` (\`state\`, \`created_at\`);`);

    this.addSql(`create table \`inquiry_attachment\` (\`id\` integer not null primary key autoincrement, \`inquiry_id\` integer not null, \`filename\` text not null, \`content_type\` text not null, \`size\` integer not null, \`bytes\` mediumblob not null, constraint \`inquiry_attachment_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`inquiry_attachment_inquiry_id_unique\` on \`inquiry_attachment\` (\`inquiry_id\`);`);

    this.addSql(`create table \`bom_project\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`name\` text not null, \`boards\` integer not null, \`lines\` json not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`bom_project_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`bom_project_user_id_index\` on \`bom_project\` (\`user_id\`);`);
    this.addSql(`create index \`bom_project_user_id_updated_at_index\` on \`bom_project\` (\`user_id\`, \`updated_at\`);`);

    this.addSql(`create table \`bom_column_memory\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`headers\` json not null, \`updated_at\` datetime not null, constraint \`bom_column_memory_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`bom_column_memory_user_id_unique\` on \`bom_column_memory\` (\`user_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`inquiry\`;`);
    this.addSql(`drop table if exists \`inquiry_attachment\`;`);
    this.addSql(`drop table if exists \`bom_project\`;`);
    this.addSql(`drop table if exists \`bom_column_memory\`;`);

  }

}
