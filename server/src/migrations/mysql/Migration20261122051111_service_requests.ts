import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051111_service_requests extends Migration {

  override name = 'Migration20261122051111_service_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table \`service_price_formula\` (\`id\` int unsigned not null, \`pcb\` json not null, \`assembly\` json not null, \`updated_by_id\` int unsigned null, \`updated_at\` datetime not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`service_price_formula\` add index \`service_price_formula_updated_by_id_index\` (\`updated_by_id\`);`);

    this.addSql(`create table \`service_request\` (\`id\` int unsigned not null auto_increment primary key, \`inquiry_id\` int unsigned not null, \`kind\` enum('PCB','ASSEMBLY','CUSTOM') not null, \`spec\` json not null, \`indicative_price_fen\` int null, \`request_key\` varchar(64) null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`service_request\` add unique \`service_request_inquiry_id_unique\` (\`inquiry_id\`);`);
    this.addSql(`alter table \`service_request\` add unique \`service_request_request_key_unique\` (\`request_key\`);`);

    this.addSql(`alter table \`service_price_formula\` add constraint \`service_price_formula_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`user\` (\`id\`) on delete set null;`);

    this.addSql(`alter table \`service_request\` add constraint \`service_request_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`service_request\`;`);
    this.addSql(`drop table if exists \`service_price_formula\`;`);
  }

}
