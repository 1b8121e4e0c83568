import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014639_addresses extends Migration {

  override name = 'Migration20261122014639_addresses';

  override up(): void | Promise<void> {
    this.addSql(`create table \`pickup_point\` (\`id\` integer not null primary key autoincrement, \`name\` json not null, \`address\` json not null, \`opening_hours\` json not null, \`phone\` text not null, \`position\` integer not null default 0);`);

    this.addSql(`create table \`pickup_person\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`name\` text not null, \`area_code\` text not null, \`phone\` text not null, \`created_at\` datetime not null, constraint \`pickup_person_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`pickup_person_user_id_index\` on \`pickup_person\` (\`user_id\`);`);

    this.addSql(`create table \`address\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`consignee\` text not null, \`area_code\` text not null, \`phone\` text not null, \`country\` text not null, \`province\` text not null, \`city\` text not null, \`district\` text null, \`postal_code\` text null, \`detail\` text not null, \`label\` text null, \`is_default\` integer not null default false, \`created_at\` datetime not null, constraint \`address_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`address_user_id_index\` on \`address\` (\`user_id\`);`);
    this.addSql(`create unique index \`address_user_id_label_unique\` on \`address\` (\`user_id\`, \`label\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`pickup_point\`;`);
    this.addSql(`drop table if exists \`pickup_person\`;`);
    this.addSql(`drop table if exists \`address\`;`);
  }

}
