import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong-password counters with growing delays per account and per address, instead of counting each wrong
 * password as a row and refusing the right one after five (which let anyone lock a known account out).
 */
export class Migration20261125093140_login_attempts extends Migration {

  override name = 'Migration20261125093140_login_attempts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`login_attempts\` (\`subject\` text not null primary key, \`failures\` integer not null, \`next_attempt_at\` bigint not null, \`last_attempt_at\` bigint not null);`);
    this.addSql(`create index \`login_attempts_last_attempt_at_index\` on \`login_attempts\` (\`last_attempt_at\`);`);

    this.addSql(`drop table if exists \`login_failure\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table \`login_failure\` (\`id\` integer not null primary key autoincrement, \`account\` TEXT not null, \`ip\` TEXT null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`login_failure_ip_created_at_index\` on \`login_failure\` (\`ip\`, \`created_at\`);`);
    this.addSql(`create index \`login_failure_account_created_at_index\` on \`login_failure\` (\`account\`, \`created_at\`);`);

    this.addSql(`drop table if exists \`login_attempts\`;`);
  }

}
