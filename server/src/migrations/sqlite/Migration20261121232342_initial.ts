import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232342_initial extends Migration {
  override name = 'Migration20261121232342_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`announcement\` (\`id\` integer not null primary key autoincrement, \`title\` json not null, \`body\` json not null, \`published_at\` datetime not null);`,
    );
    this.addSql(`create index \`announcement_published_at_index\` on \`announcement\` (\`published_at\`);`);

    this.addSql(
      `create table \`article\` (\`id\` integer not null primary key autoincrement, \`title\` json not null, \`summary\` json not null, \`body\` json not null, \`published_at\` datetime not null);`,
    );
    this.addSql(`create index \`article_published_at_index\` on \`article\` (\`published_at\`);`);

    this.addSql(
      `create table \`brand\` (\`id\` integer not null primary key autoincrement, \`slug\` text not null, \`name\` text not null, \`country\` text not null, \`website\` text null, \`description\` json not null, \`featured\` integer not null default false);`,
    );
    this.addSql(`create unique index \`brand_slug_unique\` on \`brand\` (\`slug\`);`);

    this.addSql(
      `create table \`category\` (\`id\` integer not null primary key autoincrement, \`slug\` text not null, \`name\` json not null, \`parent_id\` integer null, \`position\` integer not null default 0, constraint \`category_parent_id_foreign\` foreign key (\`parent_id\`) references \`category\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create unique index \`category_slug_unique\` on \`category\` (\`slug\`);`);
    this.addSql(`create index \`category_parent_id_index\` on \`category\` (\`parent_id\`);`);

    this.addSql(
      `create table \`channel\` (\`id\` integer not null primary key, \`telephone\` text not null, \`phone\` text not null, \`email\` text not null, \`address_zh\` text not null, \`address_en\` text not null);`,
    );

    this.addSql(
      `create table \`product\` (\`id\` integer not null primary key autoincrement, \`mpn\` text not null, \`mpn_normalized\` text not null, \`manufacturer_id\` integer not null, \`category_id\` integer not null, \`package\` text not null, \`material\` text null, \`description\` json not null, \`parameters\` json not null, \`lead_time_days\` integer not null, \`price_breaks\` json not null, \`list_price_milli\` integer not null, \`stock\` integer not null, \`moq\` integer not null, \`order_increment\` integer not null, \`batch_number\` text not null, \`purchase_limit\` integer null, \`datasheet_url\` text null, \`status\` text check (\`status\` in ('ON_SHELF', 'OFF_SHELF')) not null default 'ON_SHELF', \`created_at\` datetime not null, constraint \`product_manufacturer_id_foreign\` foreign key (\`manufacturer_id\`) references \`brand\` (\`id\`), constraint \`product_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`));`,
    );
    this.addSql(`create index \`product_mpn_normalized_index\` on \`product\` (\`mpn_normalized\`);`);
    this.addSql(`create index \`product_manufacturer_id_index\` on \`product\` (\`manufacturer_id\`);`);
    this.addSql(`create index \`product_category_id_index\` on \`product\` (\`category_id\`);`);
    this.addSql(`create index \`product_category_id_id_index\` on \`product\` (\`category_id\`, \`id\`);`);
    this.addSql(`create index \`product_manufacturer_id_id_index\` on \`product\` (\`manufacturer_id\`, \`id\`);`);

    this.addSql(
      `create table \`scheduled_job\` (\`key\` text not null primary key, \`name\` text not null, \`payload\` json not null, \`run_at\` datetime not null, \`attempts\` integer not null default 0);`,
    );
    this.addSql(`create index \`scheduled_job_run_at_index\` on \`scheduled_job\` (\`run_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`announcement\`;`);
    this.addSql(`drop table if exists \`article\`;`);
    this.addSql(`drop table if exists \`brand\`;`);
    this.addSql(`drop table if exists \`category\`;`);
    this.addSql(`drop table if exists \`channel\`;`);
    this.addSql(`drop table if exists \`product\`;`);
    this.addSql(`drop table if exists \`scheduled_job\`;`);
  }
}
