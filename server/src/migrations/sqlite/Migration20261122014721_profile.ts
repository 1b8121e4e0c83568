import { Migration } from '@mikro-orm/migrations';

/** Profile fields and WeChat identity on `user`, and the OAuth login states. Added in place: no table rebuild. */
export class Migration20261122014721_profile extends Migration {

  override name = 'Migration20261122014721_profile';

  override up(): void | Promise<void> {
    this.addSql(`create table \`oauth_state\` (\`id\` integer not null primary key autoincrement, \`state_hash\` text not null, \`provider\` text not null, \`return_to\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`consumed_at\` datetime null);`);
    this.addSql(`create unique index \`oauth_state_state_hash_unique\` on \`oauth_state\` (\`state_hash\`);`);

    this.addSql(`alter table \`user\` add column \`avatar_path\` text null;`);
    this.addSql(`alter table \`user\` add column \`gender\` text check (\`gender\` in ('male', 'female', 'secret')) not null default 'secret';`);
    this.addSql(`alter table \`user\` add column \`birthday\` text null;`);
    this.addSql(`alter table \`user\` add column \`location\` text null;`);
    this.addSql(`alter table \`user\` add column \`first_name\` text null;`);
    this.addSql(`alter table \`user\` add column \`last_name\` text null;`);
    this.addSql(`alter table \`user\` add column \`company_name\` text null;`);
    this.addSql(`alter table \`user\` add column \`company_position\` text null;`);
    this.addSql(`alter table \`user\` add column \`wechat_open_id\` text null;`);
    this.addSql(`create unique index \`user_wechat_open_id_unique\` on \`user\` (\`wechat_open_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`oauth_state\`;`);
    this.addSql(`drop index if exists \`user_wechat_open_id_unique\`;`);
    for (const column of ['avatar_path', 'gender', 'birthday', 'location', 'first_name', 'last_name', 'company_name', 'company_position', 'wechat_open_id']) {
      this.addSql(`alter table \`user\` drop column \`${column}\`;`);
    }
  }

}
