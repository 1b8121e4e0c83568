import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232343_initial extends Migration {
  override name = 'Migration20261121232343_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`announcement\` (\`id\` int unsigned not null auto_increment primary key, \`title\` json not null, \`body\` json not null, \`published_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`announcement\` add index \`announcement_published_at_index\` (\`published_at\`);`);

    this.addSql(
      `create table \`article\` (\`id\` int unsigned not null auto_increment primary key, \`title\` json not null, \`summary\` json not null, \`body\` json not null, \`published_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`article\` add index \`article_published_at_index\` (\`published_at\`);`);

    this.addSql(
      `create table \`brand\` (\`id\` int unsigned not null auto_increment primary key, \`slug\` varchar(64) not null, \`name\` varchar(128) not null, \`country\` varchar(64) not null, \`website\` varchar(255) null, \`description\` json not null, \`featured\` tinyint(1) not null default false) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`brand\` add unique \`brand_slug_unique\` (\`slug\`);`);

    this.addSql(
      `create table \`category\` (\`id\` int unsigned not null auto_increment primary key, \`slug\` varchar(64) not null, \`name\` json not null, \`parent_id\` int unsigned null, \`position\` int not null default 0) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`category\` add unique \`category_slug_unique\` (\`slug\`);`);
    this.addSql(`alter table \`category\` add index \`category_parent_id_index\` (\`parent_id\`);`);

    this.addSql(
      `create table \`channel\` (\`id\` int unsigned not null, \`telephone\` varchar(64) not null, \`phone\` varchar(64) not null, \`email\` varchar(128) not null, \`address_zh\` varchar(255) not null, \`address_en\` varchar(255) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`product\` (\`id\` int unsigned not null auto_increment primary key, \`mpn\` varchar(96) not null, \`mpn_normalized\` varchar(96) not null, \`manufacturer_id\` int unsigned not null, \`category_id\` int unsigned not null, \`package\` varchar(48) not null, \`material\` varchar(96) null, \`description\` json not null, \`parameters\` json not null, \`lead_time_days\` int not null, \`price_breaks\` json not null, \`list_price_milli\` int not null, \`stock\` int not null, \`moq\` int not null, \`order_increment\` int not null, \`batch_number\` varchar(32) not null, \`purchase_limit\` int null, \`datasheet_url\` varchar(255) null, \`status\` enum('ON_SHELF','OFF_SHELF') not null default 'ON_SHELF', \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`product\` add index \`product_mpn_normalized_index\` (\`mpn_normalized\`);`);
    this.addSql(`alter table \`product\` add index \`product_manufacturer_id_index\` (\`manufacturer_id\`);`);
    this.addSql(`alter table \`product\` add index \`product_category_id_index\` (\`category_id\`);`);
    this.addSql(`alter table \`product\` add index \`product_category_id_id_index\` (\`category_id\`, \`id\`);`);
    this.addSql(
      `alter table \`product\` add index \`product_manufacturer_id_id_index\` (\`manufacturer_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`scheduled_job\` (\`key\` varchar(191) not null, \`name\` varchar(64) not null, \`payload\` json not null, \`run_at\` datetime not null, \`attempts\` int not null default 0, primary key (\`key\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`scheduled_job\` add index \`scheduled_job_run_at_index\` (\`run_at\`);`);

    this.addSql(
      `alter table \`category\` add constraint \`category_parent_id_foreign\` foreign key (\`parent_id\`) references \`category\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`product\` add constraint \`product_manufacturer_id_foreign\` foreign key (\`manufacturer_id\`) references \`brand\` (\`id\`);`,
    );
    this.addSql(
      `alter table \`product\` add constraint \`product_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`product\` drop foreign key \`product_manufacturer_id_foreign\`;`);
    this.addSql(`alter table \`category\` drop foreign key \`category_parent_id_foreign\`;`);
    this.addSql(`alter table \`product\` drop foreign key \`product_category_id_foreign\`;`);

    this.addSql(`drop table if exists \`announcement\`;`);
    this.addSql(`drop table if exists \`article\`;`);
    this.addSql(`drop table if exists \`brand\`;`);
    this.addSql(`drop table if exists \`category\`;`);
    this.addSql(`drop table if exists \`channel\`;`);
    this.addSql(`drop table if exists \`product\`;`);
    this.addSql(`drop table if exists \`scheduled_job\`;`);
  }
}
