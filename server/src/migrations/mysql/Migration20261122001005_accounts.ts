import { Migration } from '@mikro-orm/migrations';

export class Migration20261122001005_accounts extends Migration {
  override name = 'Migration20261122001005_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`outbox_message\` (\`id\` int unsigned not null auto_increment primary key, \`channel\` enum('email','sms') not null, \`recipient\` varchar(191) not null, \`subject\` varchar(255) not null, \`body\` text not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`outbox_message\` add index \`outbox_message_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`user\` (\`id\` int unsigned not null auto_increment primary key, \`email\` varchar(191) null, \`phone\` varchar(32) null, \`username\` varchar(64) null, \`password_hash\` varchar(255) null, \`nickname\` varchar(10) null, \`invite_code\` varchar(16) not null, \`invited_by_id\` int unsigned null, \`vip\` int not null default 0, \`roles\` json not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`user\` add unique \`user_email_unique\` (\`email\`);`);
    this.addSql(`alter table \`user\` add unique \`user_phone_unique\` (\`phone\`);`);
    this.addSql(`alter table \`user\` add unique \`user_username_unique\` (\`username\`);`);
    this.addSql(`alter table \`user\` add unique \`user_invite_code_unique\` (\`invite_code\`);`);
    this.addSql(`alter table \`user\` add index \`user_invited_by_id_index\` (\`invited_by_id\`);`);

    this.addSql(
      `create table \`session\` (\`id\` int unsigned not null auto_increment primary key, \`token_hash\` varchar(64) not null, \`user_id\` int unsigned not null, \`created_at\` datetime not null, \`last_seen_at\` datetime not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`user_agent\` varchar(255) null, \`ip\` varchar(64) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`session\` add unique \`session_token_hash_unique\` (\`token_hash\`);`);
    this.addSql(`alter table \`session\` add index \`session_user_id_index\` (\`user_id\`);`);
    this.addSql(
      `alter table \`session\` add index \`session_user_id_revoked_at_index\` (\`user_id\`, \`revoked_at\`);`,
    );

    this.addSql(
      `create table \`verification_code\` (\`id\` int unsigned not null auto_increment primary key, \`address\` varchar(191) not null, \`purpose\` enum('login','resetPassword') not null, \`code_hash\` varchar(64) not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`attempts\` int not null default 0, \`consumed_at\` datetime null, \`requester_ip\` varchar(64) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`verification_code\` add index \`verification_code_address_created_at_index\` (\`address\`, \`created_at\`);`,
    );
    this.addSql(
      `alter table \`verification_code\` add index \`verification_code_requester_ip_created_at_index\` (\`requester_ip\`, \`created_at\`);`,
    );

    this.addSql(
      `alter table \`user\` add constraint \`user_invited_by_id_foreign\` foreign key (\`invited_by_id\`) references \`user\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`session\` add constraint \`session_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`user\` drop foreign key \`user_invited_by_id_foreign\`;`);
    this.addSql(`alter table \`session\` drop foreign key \`session_user_id_foreign\`;`);

    this.addSql(`drop table if exists \`outbox_message\`;`);
    this.addSql(`drop table if exists \`user\`;`);
    this.addSql(`drop table if exists \`session\`;`);
    this.addSql(`drop table if exists \`verification_code\`;`);
  }
}
