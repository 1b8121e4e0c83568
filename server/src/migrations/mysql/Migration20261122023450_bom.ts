import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023450_bom extends Migration {

  override name = 'Migration20261122023450_bom';

  override up(): void | Promise<void> {
    this.addSql(`create table \`bom_project\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`name\` varchar(100) not null, \`boards\` int not null, \`lines\` json not null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bom_project\` add index \`bom_project_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`bom_project\` add index \`bom_project_user_id_updated_at_index\` (\`user_id\`, \`updated_at\`);`);

    this.addSql(`create table \`bom_column_memory\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`headers\` json not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`bom_column_memory\` add unique \`bom_column_memory_user_id_unique\` (\`user_id\`);`);

    this.addSql(`alter table \`bom_project\` add constraint \`bom_project_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`bom_column_memory\` add constraint \`bom_column_memory_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`bom_project\`;`);
    this.addSql(`drop table if exists \`bom_column_memory\`;`);

  }

}
