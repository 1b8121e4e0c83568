import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025609_bom extends Migration {

  override name = 'Migration20261122025609_bom';

  override up(): void | Promise<void> {
    this.addSql(`create table \`inquiry\` (\`id\` int unsigned not null auto_increment primary key, \`number\` varchar(24) not null, \`user_id\` int unsigned not null, \`project_name\` varchar(100) not null, \`annual_usage\` int not null, \`target_unit_price_milli\` int null, \`company_name\` varchar(100) not null, \`company_address\` varchar(200) not null, \`contact_name\` varchar(50) not null, \`contact_phone\` varchar(30) not null, \`message\` text not null, \`state\` enum('PENDING','REPLIED') not null default 'PENDING', \`reply\` text null, \`sales_user_id\` int unsigned null, \`replied_at\` datetime null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`inquiry\` add unique \`inquiry_number_unique\` (\`number\`);`);
    this.addSql(`alter table \`inquiry\` add index \`inquiry_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`inquiry\` add index \`inquiry_sales_user_id_index\` (\`sales_user_id\`);`);
    this.addSql(`alter table \`inquiry\` add index \`inquiry_user_id_created_at_index\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`alter table \`inquiry\` add index \`inquiry_state_created_at_index\` (\`state\`, \`created_at\`);`);

    this.addSql(`create table \`inquiry_attachment\` (\`id\` int unsigned not null auto_increment primary key, \`inquiry_id\` int unsigned not null, \`filename\` varchar(255) not null, \`content_type\` varchar(100) not null, \`size\` int not null, \`bytes\` mediumblob not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`inquiry_attachment\` add unique \`inquiry_attachment_inquiry_id_unique\` (\`inquiry_id\`);`);

    this.addSql(`create table \`bom_project\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`name\` varchar(100) not null, \`boards\` int not null, \`lines\` json not null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bom_project\` add index \`bom_project_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`bom_project\` add index \`bom_project_user_id_updated_at_index\` (\`user_id\`, \`updated_at\`);`);

    this.addSql(`create table \`bom_column_memory\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`headers\` json not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bom_column_memory\` add unique \`bom_column_memory_user_id_unique\` (\`user_id\`);`);

    this.addSql(`alter table \`inquiry\` add constraint \`inquiry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`inquiry\` add constraint \`inquiry_sales_user_id_foreign\` foreign key (\`sales_user_id\`) references \`user\` (\`id\`) on delete set null;`);

    this.addSql(`alter table \`inquiry_attachment\` add constraint \`inquiry_attachment_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bom_project\` add constraint \`bom_project_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bom_column_memory\` add constraint \`bom_column_memory_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`inquiry_attachment\` drop foreign key \`inquiry_attachment_inquiry_id_foreign\`;`);

    this.addSql(`drop table if exists \`inquiry\`;`);
    this.addSql(`drop table if exists \`inquiry_attachment\`;`);
    this.addSql(`drop table if exists \`bom_project\`;`);
    this.addSql(`drop table if exists \`bom_column_memory\`;`);

  }

}
