import { Migration } from '@mikro-orm/migrations';

export class Migration20261127174030_staff_people extends Migration {

  override name = 'Migration20261127174030_staff_people';

  override up(): void | Promise<void> {
    this.addSql(`create table \`staff_totp\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`secret_sealed\` text not null, \`created_at\` datetime not null, \`confirmed_at\` datetime null, \`last_used_step\` integer null, constraint \`staff_totp_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`staff_totp_user_id_unique\` on \`staff_totp\` (\`user_id\`);`);

    this.addSql(`create table \`staff_sign_in_challenge\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`user_id\` integer not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`consumed_at\` datetime null, constraint \`staff_sign_in_challenge_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`staff_sign_in_challenge_token_hash_unique\` on \`staff_sign_in_challenge\` (\`token_hash\`);`);
    this.addSql(`create index \`staff_sign_in_challenge_user_id_index\` on \`staff_sign_in_challenge\` (\`user_id\`);`);

    this.addSql(`create index \`staff_audit_entry_permission_at_index\` on \`staff_audit_entry\` (\`permission\`, \`at\`);`);
    this.addSql(`create index \`staff_audit_entry_subject_id_at_index\` on \`staff_audit_entry\` (\`subject_id\`, \`at\`);`);

    this.addSql(`alter table \`user\` add column \`disabled_at\` datetime null;`);
    this.addSql(`alter table \`user\` add column \`disabled_reason\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`staff_totp\`;`);
    this.addSql(`drop table if exists \`staff_sign_in_challenge\`;`);

    this.addSql(`drop index \`staff_audit_entry_permission_at_index\`;`);
    this.addSql(`drop index \`staff_audit_entry_subject_id_at_index\`;`);

    this.addSql(`alter table \`user\` drop column \`disabled_at\`;`);
    this.addSql(`alter table \`user\` drop column \`disabled_reason\`;`);
  }

}
