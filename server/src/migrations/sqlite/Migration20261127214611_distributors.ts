import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214611_distributors extends Migration {

  override name = 'Migration20261127214611_distributors';

  override up(): void | Promise<void> {
    this.addSql(`create table \`commission\` (\`id\` integer not null primary key autoincrement, \`distributor_user_id\` integer not null, \`invitee_id\` integer not null, \`order_id\` integer not null, \`order_number\` text not null, \`order_payable_fen\` integer not null, \`base_fen\` integer not null, \`rate_bp\` integer not null, \`amount_fen\` integer not null, \`status\` text check (\`status\` in ('PENDING', 'SETTLED', 'REVERSED')) not null, \`settle_at\` datetime null, \`created_at\` datetime not null, \`settled_at\` datetime null, \`reversed_at\` datetime null);`);
    this.addSql(`create unique index \`commission_order_id_unique\` on \`commission\` (\`order_id\`);`);
    this.addSql(`create index \`commission_distributor_user_id_id_index\` on \`commission\` (\`distributor_user_id\`, \`id\`);`);
    this.addSql(`create index \`commission_status_settle_at_index\` on \`commission\` (\`status\`, \`settle_at\`);`);

    this.addSql(`create table \`commission_settings\` (\`id\` integer not null primary key, \`default_rate_bp\` integer not null, \`updated_at\` datetime not null, \`updated_by\` integer null);`);

    this.addSql(`create table \`distributor\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`status\` text check (\`status\` in ('SUBMITTED', 'APPROVED', 'REJECTED')) not null, \`real_name\` text not null, \`phone\` text not null, \`channel\` text not null, \`rate_bp\` integer null, \`reject_reason\` text null, \`created_at\` datetime not null, \`submitted_at\` datetime not null, \`decided_at\` datetime null, \`decided_by\` integer null);`);
    this.addSql(`create unique index \`distributor_user_id_unique\` on \`distributor\` (\`user_id\`);`);
    this.addSql(`create index \`distributor_status_id_index\` on \`distributor\` (\`status\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`commission\`;`);
    this.addSql(`drop table if exists \`commission_settings\`;`);
    this.addSql(`drop table if exists \`distributor\`;`);
  }

}
