import { Migration } from '@mikro-orm/migrations';

export class Migration20261127182706_stock_ledger_catalog_import extends Migration {
  override name = 'Migration20261127182706_stock_ledger_catalog_import';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`catalog_import\` (\`id\` int unsigned not null auto_increment primary key, \`file_sha256\` varchar(64) not null, \`filename\` varchar(255) not null, \`status\` enum('UPLOADED','RUNNING','DONE','FAILED') not null default 'UPLOADED', \`cells\` json not null, \`line_numbers\` json not null, \`header_row\` int not null, \`mapping\` json not null, \`total_rows\` int not null, \`processed_rows\` int not null default 0, \`created_count\` int not null default 0, \`updated_count\` int not null default 0, \`unchanged_count\` int not null default 0, \`errors\` json not null, \`description_locale\` varchar(8) not null, \`failure\` varchar(255) null, \`created_by_id\` int not null, \`created_at\` datetime not null, \`started_by_id\` int null, \`started_at\` datetime null, \`finished_at\` datetime null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`catalog_import\` add unique \`catalog_import_file_sha256_unique\` (\`file_sha256\`);`);
    this.addSql(`alter table \`catalog_import\` add index \`catalog_import_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`stock_movement\` (\`id\` int unsigned not null auto_increment primary key, \`product_id\` int not null, \`delta\` int not null, \`stock_after\` int not null, \`reason\` enum('RECEIVED','COUNTED','DAMAGED','ORDER_PLACED','ORDER_RELEASED','RETURNED') not null, \`reference\` varchar(64) null, \`note\` varchar(255) null, \`actor_id\` int null, \`at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`stock_movement\` add index \`stock_movement_product_id_id_index\` (\`product_id\`, \`id\`);`,
    );
    this.addSql(`alter table \`stock_movement\` add index \`stock_movement_reference_index\` (\`reference\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`catalog_import\`;`);
    this.addSql(`drop table if exists \`stock_movement\`;`);
  }
}
