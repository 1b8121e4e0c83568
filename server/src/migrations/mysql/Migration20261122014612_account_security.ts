import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014612_account_security extends Migration {

  override name = 'Migration20261122014612_account_security';

  override up(): void | Promise<void> {
    this.addSql(`create table \`login_failure\` (\`id\` int unsigned not null auto_increment primary key, \`account\` varchar(191) not null, \`ip\` varchar(64) null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`login_failure\` add index \`login_failure_account_created_at_index\` (\`account\`, \`created_at\`);`);
    this.addSql(`alter table \`login_failure\` add index \`login_failure_ip_created_at_index\` (\`ip\`, \`created_at\`);`);

    this.addSql(`create table \`account_settings\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`payment_password_hash\` varchar(255) null, \`payment_failures\` int not null default 0, \`payment_locked_until\` datetime null, \`locale\` varchar(8) null, \`notify_order_updates\` tinyint(1) not null default true, \`notify_promotions\` tinyint(1) not null default true, \`notify_messages\` tinyint(1) not null default true, \`personalised_recommendations\` tinyint(1) not null default true, \`real_name_encrypted\` text null, \`id_number_encrypted\` text null, \`real_name_verified_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`account_settings\` add unique \`account_settings_user_id_unique\` (\`user_id\`);`);

    this.addSql(`create table \`account_cancellation\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`status\` enum('submitted','underReview','closed','rejected','withdrawn') not null, \`reason\` varchar(300) null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`decided_by_id\` int unsigned null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`account_cancellation\` add index \`account_cancellation_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`account_cancellation\` add index \`account_cancellation_decided_by_id_index\` (\`decided_by_id\`);`);
    this.addSql(`alter table \`account_cancellation\` add index \`account_cancellation_user_id_status_index\` (\`user_id\`, \`status\`);`);
    this.addSql(`alter table \`account_cancellation\` add index \`account_cancellation_status_id_index\` (\`status\`, \`id\`);`);

    this.addSql(`alter table \`verification_code\` modify \`purpose\` enum('login','resetPassword','bindAddress','resetPaymentPassword') not null;`);

    this.addSql(`alter table \`account_settings\` add constraint \`account_settings_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`account_cancellation\` add constraint \`account_cancellation_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);
    this.addSql(`alter table \`account_cancellation\` add constraint \`account_cancellation_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`user\` (\`id\`) on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`login_failure\`;`);
    this.addSql(`drop table if exists \`account_settings\`;`);
    this.addSql(`drop table if exists \`account_cancellation\`;`);

    this.addSql(`alter table \`verification_code\` modify \`purpose\` enum('login','resetPassword') not null;`);
  }

}
