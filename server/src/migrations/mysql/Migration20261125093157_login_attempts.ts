import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong-password counters with growing delays per account and per address, instead of counting each wrong
 * password as a row and refusing the right one after five (which let anyone lock a known account out).
 */
export class Migration20261125093157_login_attempts extends Migration {

  override name = 'Migration20261125093157_login_attempts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`login_attempts\` (\`subject\` varchar(191) not null, \`failures\` int not null, \`next_attempt_at\` bigint not null, \`last_attempt_at\` bigint not null, primary key (\`subject\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`login_attempts\` add index \`login_attempts_last_attempt_at_index\` (\`last_attempt_at\`);`);

    this.addSql(`drop table if exists \`login_failure\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table \`login_failure\` (\`id\` int unsigned not null auto_increment primary key, \`account\` varchar(191) not null, \`ip\` varchar(64) null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`login_failure\` add index \`login_failure_account_created_at_index\` (\`account\`, \`created_at\`);`);
    this.addSql(`alter table \`login_failure\` add index \`login_failure_ip_created_at_index\` (\`ip\`, \`created_at\`);`);

    this.addSql(`drop table if exists \`login_attempts\`;`);
  }

}
