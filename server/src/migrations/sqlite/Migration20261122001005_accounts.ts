import { Migration } from '@mikro-orm/migrations';

export class Migration20261122001005_accounts extends Migration {
  override name = 'Migration20261122001005_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`outbox_message\` (\`id\` integer not null primary key autoincrement, \`channel\` text check (\`channel\` in ('email', 'sms')) not null, \`recipient\` text not null, \`subject\` text not null, \`body\` text not null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create index \`outbox_message_created_at_index\` on \`outbox_message\` (\`created_at\`);`);

    this.addSql(
      `create table \`user\` (\`id\` integer not null primary key autoincrement, \`email\` text null, \`phone\` text null, \`username\` text null, \`password_hash\` text null, \`nickname\` text null, \`invite_code\` text not null, \`invited_by_id\` integer null, \`vip\` integer not null default 0, \`roles\` json not null, \`created_at\` datetime not null, constraint \`user_invited_by_id_foreign\` foreign key (\`invited_by_id\`) references \`user\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create unique index \`user_email_unique\` on \`user\` (\`email\`);`);
    this.addSql(`create unique index \`user_phone_unique\` on \`user\` (\`phone\`);`);
    this.addSql(`create unique index \`user_username_unique\` on \`user\` (\`username\`);`);
    this.addSql(`create unique index \`user_invite_code_unique\` on \`user\` (\`invite_code\`);`);
    this.addSql(`create index \`user_invited_by_id_index\` on \`user\` (\`invited_by_id\`);`);

    this.addSql(
      `create table \`session\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`user_id\` integer not null, \`created_at\` datetime not null, \`last_seen_at\` datetime not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`user_agent\` text null, \`ip\` text null, constraint \`session_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`,
    );
    this.addSql(`create unique index \`session_token_hash_unique\` on \`session\` (\`token_hash\`);`);
    this.addSql(`create index \`session_user_id_index\` on \`session\` (\`user_id\`);`);
    this.addSql(`create index \`session_user_id_revoked_at_index\` on \`session\` (\`user_id\`, \`revoked_at\`);`);

    this.addSql(
      `create table \`verification_code\` (\`id\` integer not null primary key autoincrement, \`address\` text not null, \`purpose\` text check (\`purpose\` in ('login', 'resetPassword')) not null, \`code_hash\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`attempts\` integer not null default 0, \`consumed_at\` datetime null, \`requester_ip\` text null);`,
    );
    this.addSql(
      `create index \`verification_code_address_created_at_index\` on \`verification_code\` (\`address\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`verification_code_requester_ip_created_at_index\` on \`verification_code\` (\`requester_ip\`, \`created_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`outbox_message\`;`);
    this.addSql(`drop table if exists \`user\`;`);
    this.addSql(`drop table if exists \`session\`;`);
    this.addSql(`drop table if exists \`verification_code\`;`);
  }
}
