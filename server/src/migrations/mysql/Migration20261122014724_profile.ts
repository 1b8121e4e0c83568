import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014724_profile extends Migration {

  override name = 'Migration20261122014724_profile';

  override up(): void | Promise<void> {
    this.addSql(`create table \`oauth_state\` (\`id\` int unsigned not null auto_increment primary key, \`state_hash\` varchar(64) not null, \`provider\` varchar(32) not null, \`return_to\` varchar(500) not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`consumed_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`oauth_state\` add unique \`oauth_state_state_hash_unique\` (\`state_hash\`);`);

    this.addSql(`alter table \`user\` add \`avatar_path\` varchar(191) null, add \`gender\` enum('male','female','secret') not null default 'secret', add \`birthday\` varchar(10) null, add \`location\` varchar(100) null, add \`first_name\` varchar(50) null, add \`last_name\` varchar(50) null, add \`company_name\` varchar(100) null, add \`company_position\` varchar(50) null, add \`wechat_open_id\` varchar(128) null;`);
    this.addSql(`alter table \`user\` add unique \`user_wechat_open_id_unique\` (\`wechat_open_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`oauth_state\`;`);

    this.addSql(`alter table \`user\` drop index \`user_wechat_open_id_unique\`;`);
    this.addSql(`alter table \`user\` drop column \`avatar_path\`, drop column \`gender\`, drop column \`birthday\`, drop column \`location\`, drop column \`first_name\`, drop column \`last_name\`, drop column \`company_name\`, drop column \`company_position\`, drop column \`wechat_open_id\`;`);
  }

}
