import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051049_service_requests extends Migration {

  override name = 'Migration20261122051049_service_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table \`service_price_formula\` (\`id\` integer not null primary key, \`pcb\` json not null, \`assembly\` json not null, \`updated_by_id\` integer null, \`updated_at\` datetime not null, constraint \`service_price_formula_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`service_price_formula_updated_by_id_index\` on \`service_price_formula\` (\`updated_by_id\`);`);

    this.addSql(`create table \`service_request\` (\`id\` integer not null primary key autoincrement, \`inquiry_id\` integer not null, \`kind\` text check (\`kind\` in ('PCB', 'ASSEMBLY', 'CUSTOM')) not null, \`spec\` json not null, \`indicative_price_fen\` integer null, \`request_key\` text null, \`created_at\` datetime not null, constraint \`service_request_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`service_request_inquiry_id_unique\` on \`service_request\` (\`inquiry_id\`);`);
    this.addSql(`create unique index \`service_request_request_key_unique\` on \`service_request\` (\`request_key\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`service_request\`;`);
    this.addSql(`drop table if exists \`service_price_formula\`;`);
  }

}
