import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014609_account_security extends Migration {

  override name = 'Migration20261122014609_account_security';

  override up(): void | Promise<void> {
    this.addSql(`create table \`login_failure\` (\`id\` integer not null primary key autoincrement, \`account\` text not null, \`ip\` text null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`login_failure_account_created_at_index\` on \`login_failure\` (\`account\`, \`created_at\`);`);
    this.addSql(`create index \`login_failure_ip_created_at_index\` on \`login_failure\` (\`ip\`, \`created_at\`);`);

    this.addSql(`create table \`account_settings\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`payment_password_hash\` text null, \`payment_failures\` integer not null default 0, \`payment_locked_until\` datetime null, \`locale\` text null, \`notify_order_updates\` integer not null default true, \`notify_promotions\` integer not null default true, \`notify_messages\` integer not null default true, \`personalised_recommendations\` integer not null default true, \`real_name_encrypted\` text null, \`id_number_encrypted\` text null, \`real_name_verified_at\` datetime null, constraint \`account_settings_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create unique index \`account_settings_user_id_unique\` on \`account_settings\` (\`user_id\`);`);

    this.addSql(`create table \`account_cancellation\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`status\` text check (\`status\` in ('submitted', 'underReview', 'closed', 'rejected', 'withdrawn')) not null, \`reason\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`decided_by_id\` integer null, constraint \`account_cancellation_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`), constraint \`account_cancellation_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`account_cancellation_user_id_index\` on \`account_cancellation\` (\`user_id\`);`);
    this.addSql(`create index \`account_cancellation_decided_by_id_index\` on \`account_cancellation\` (\`decided_by_id\`);`);
    this.addSql(`create index \`account_cancellation_user_id_status_index\` on \`account_cancellation\` (\`user_id\`, \`status\`);`);
    this.addSql(`create index \`account_cancellation_status_id_index\` on \`account_cancellation\` (\`status\`, \`id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`verification_code__temp_alter\` (\`id\` integer not null primary key autoincrement, \`address\` text not null, \`purpose\` text check (\`purpose\` in ('login', 'resetPassword', 'bindAddress', 'resetPaymentPassword')) not null, \`code_hash\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`attempts\` integer not null default 0, \`consumed_at\` datetime null, \`requester_ip\` text null);`);
    this.addSql(`insert into \`verification_code__temp_alter\` select \`id\`, \`address\`, \`purpose\`, \`code_hash\`, \`created_at\`, \`expires_at\`, \`attempts\`, \`consumed_at\`, \`requester_ip\` from \`verification_code\`;`);
    this.addSql(`drop table \`verification_code\`;`);
    this.addSql(`alter table \`verification_code__temp_alter\` rename to \`verification_code\`;`);
    this.addSql(`create index \`verification_code_address_created_at_index\` on \`verification_code\` (\`address\`, \`created_at\`);`);
    this.addSql(`create index \`verification_code_requester_ip_created_at_index\` on \`verification_code\` (\`requester_ip\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`login_failure\`;`);
    this.addSql(`drop table if exists \`account_settings\`;`);
    this.addSql(`drop table if exists \`account_cancellation\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`verification_code__temp_alter\` (\`id\` integer not null primary key autoincrement, \`address\` TEXT not null, \`purpose\` TEXT check (\`purpose\` in ('login', 'resetPassword')) not null, \`code_hash\` TEXT not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`attempts\` INTEGER not null default 0, \`consumed_at\` datetime null, \`requester_ip\` TEXT null);`);
    this.addSql(`insert into \`verification_code__temp_alter\` select \`id\`, \`address\`, \`purpose\`, \`code_hash\`, \`created_at\`, \`expires_at\`, \`attempts\`, \`consumed_at\`, \`requester_ip\` from \`verification_code\`;`);
    this.addSql(`drop table \`verification_code\`;`);
    this.addSql(`alter table \`verification_code__temp_alter\` rename to \`verification_code\`;`);
    this.addSql(`create index \`verification_code_requester_ip_created_at_index\` on \`verification_code\` (\`requester_ip\`, \`created_at\`);`);
    this.addSql(`create index \`verification_code_address_created_at_index\` on \`verification_code\` (\`address\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
