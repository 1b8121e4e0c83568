import { Migration } from '@mikro-orm/migrations';

export class Migration20261128002042_api_keys extends Migration {
  override name = 'Migration20261128002042_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`api_key\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`name\` text not null, \`prefix\` text not null, \`secret_hash\` text not null, \`scopes\` json not null, \`created_at\` datetime not null, \`last_used_at\` datetime null, \`revoked_at\` datetime null, constraint \`api_key_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`,
    );
    this.addSql(`create index \`api_key_user_id_index\` on \`api_key\` (\`user_id\`);`);
    this.addSql(`create unique index \`api_key_prefix_unique\` on \`api_key\` (\`prefix\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`api_key\`;`);
  }
}
