import { Migration } from '@mikro-orm/migrations';

export class Migration20261125152817_staff_audit extends Migration {

  override name = 'Migration20261125152817_staff_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table \`staff_audit_entry\` (\`id\` int unsigned not null auto_increment primary key, \`actor_id\` int not null, \`permission\` varchar(64) not null, \`action\` varchar(64) not null, \`subject_type\` varchar(64) not null, \`subject_id\` varchar(64) null, \`detail\` json null, \`at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`staff_audit_entry\` add index \`staff_audit_entry_actor_id_at_index\` (\`actor_id\`, \`at\`);`);
    this.addSql(`alter table \`staff_audit_entry\` add index \`staff_audit_entry_subject_type_subject_id_index\` (\`subject_type\`, \`subject_id\`);`);
    this.addSql(`alter table \`staff_audit_entry\` add index \`staff_audit_entry_at_index\` (\`at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`staff_audit_entry\`;`);

  }

}
