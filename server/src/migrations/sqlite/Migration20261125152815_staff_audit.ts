import { Migration } from '@mikro-orm/migrations';

export class Migration20261125152815_staff_audit extends Migration {

  override name = 'Migration20261125152815_staff_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table \`staff_audit_entry\` (\`id\` integer not null primary key autoincrement, \`actor_id\` integer not null, \`permission\` text not null, \`action\` text not null, \`subject_type\` text not null, \`subject_id\` text null, \`detail\` json null, \`at\` datetime not null);`);
    this.addSql(`create index \`staff_audit_entry_actor_id_at_index\` on \`staff_audit_entry\` (\`actor_id\`, \`at\`);`);
    this.addSql(`create index \`staff_audit_entry_subject_type_subject_id_index\` on \`staff_audit_entry\` (\`subject_type\`, \`subject_id\`);`);
    this.addSql(`create index \`staff_audit_entry_at_index\` on \`staff_audit_entry\` (\`at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`staff_audit_entry\`;`);

  }

}
