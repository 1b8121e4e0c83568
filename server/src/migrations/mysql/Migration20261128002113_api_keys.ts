import { Migration } from '@mikro-orm/migrations';

export class Migration20261128002113_api_keys extends Migration {
  override name = 'Migration20261128002113_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`api_key\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`name\` varchar(40) not null, \`prefix\` varchar(16) not null, \`secret_hash\` varchar(64) not null, \`scopes\` json not null, \`created_at\` datetime not null, \`last_used_at\` datetime null, \`revoked_at\` datetime null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`api_key\` add index \`api_key_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`api_key\` add unique \`api_key_prefix_unique\` (\`prefix\`);`);

    this.addSql(
      `alter table \`api_key\` add constraint \`api_key_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`api_key\`;`);
  }
}
