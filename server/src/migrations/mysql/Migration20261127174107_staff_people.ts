import { Migration } from '@mikro-orm/migrations';

export class Migration20261127174107_staff_people extends Migration {

  override name = 'Migration20261127174107_staff_people';

  override up(): void | Promise<void> {
    this.addSql(`create table \`staff_totp\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`secret_sealed\` varchar(255) not null, \`created_at\` datetime not null, \`confirmed_at\` datetime null, \`last_used_step\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`staff_totp\` add unique \`staff_totp_user_id_unique\` (\`user_id\`);`);

    this.addSql(`create table \`staff_sign_in_challenge\` (\`id\` int unsigned not null auto_increment primary key, \`token_hash\` varchar(64) not null, \`user_id\` int unsigned not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`consumed_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`staff_sign_in_challenge\` add unique \`staff_sign_in_challenge_token_hash_unique\` (\`token_hash\`);`);
    this.addSql(`alter table \`staff_sign_in_challenge\` add index \`staff_sign_in_challenge_user_id_index\` (\`user_id\`);`);

    this.addSql(`alter table \`staff_audit_entry\` modify \`action\` varchar(128) not null;`);
    this.addSql(`alter table \`staff_audit_entry\` add index \`staff_audit_entry_permission_at_index\` (\`permission\`, \`at\`);`);
    this.addSql(`alter table \`staff_audit_entry\` add index \`staff_audit_entry_subject_id_at_index\` (\`subject_id\`, \`at\`);`);

    this.addSql(`alter table \`user\` add \`disabled_at\` datetime null, add \`disabled_reason\` varchar(200) null;`);

    this.addSql(`alter table \`staff_totp\` add constraint \`staff_totp_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`staff_sign_in_challenge\` add constraint \`staff_sign_in_challenge_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`staff_totp\`;`);
    this.addSql(`drop table if exists \`staff_sign_in_challenge\`;`);

    this.addSql(`alter table \`staff_audit_entry\` drop index \`staff_audit_entry_permission_at_index\`;`);
    this.addSql(`alter table \`staff_audit_entry\` drop index \`staff_audit_entry_subject_id_at_index\`;`);
    this.addSql(`alter table \`staff_audit_entry\` modify \`action\` varchar(64) not null;`);

    this.addSql(`alter table \`user\` drop column \`disabled_at\`, drop column \`disabled_reason\`;`);
  }

}
