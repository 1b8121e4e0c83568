import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023447_bom extends Migration {

  override name = 'Migration20261122023447_bom';

  override up(): void | Promise<void> {
    this.addSql(`create table \`bom_project\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`name\` text not null, \`boards\` integer not null, \`lines\` json not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`bom_project_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`bom_project_user_id_index\` on \`bom_project\` (\`user_id\`);`);
    this.addSql(`create index \`bom_project_user_id_updated_at_index\` on \`bom_project\` (\`user_id\`, \`updated_at\`);`);

    this.addSql(`create table \`bom_column_memory\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`headers\` json not null, \`updated_at\` datetime not null, constraint \`bom_column_memory_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`bom_column_memory_user_id_unique\` on \`bom_column_memory\` (\`user_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`bom_project\`;`);
    this.addSql(`drop table if exists \`bom_column_memory\`;`);

  }

}
