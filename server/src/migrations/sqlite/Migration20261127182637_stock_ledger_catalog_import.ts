import { Migration } from '@mikro-orm/migrations';

export class Migration20261127182637_stock_ledger_catalog_import extends Migration {
  override name = 'Migration20261127182637_stock_ledger_catalog_import';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`catalog_import\` (\`id\` integer not null primary key autoincrement, \`file_sha256\` text not null, \`filename\` text not null, \`status\` text check (\`status\` in ('UPLOADED', 'RUNNING', 'DONE', 'FAILED')) not null default 'UPLOADED', \`cells\` json not null, \`line_numbers\` json not null, \`header_row\` integer not null, \`mapping\` json not null, \`total_rows\` integer not null, \`processed_rows\` integer not null default 0, \`created_count\` integer not null default 0, \`updated_count\` integer not null default 0, \`unchanged_count\` integer not null default 0, \`errors\` json not null, \`description_locale\` text not null, \`failure\` text null, \`created_by_id\` integer not null, \`created_at\` datetime not null, \`started_by_id\` integer null, \`started_at\` datetime null, \`finished_at\` datetime null);`,
    );
    this.addSql(`create unique index \`catalog_import_file_sha256_unique\` on \`catalog_import\` (\`file_sha256\`);`);
    this.addSql(`create index \`catalog_import_created_at_index\` on \`catalog_import\` (\`created_at\`);`);

    this.addSql(
      `create table \`stock_movement\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer not null, \`delta\` integer not null, \`stock_after\` integer not null, \`reason\` text check (\`reason\` in ('RECEIVED', 'COUNTED', 'DAMAGED', 'ORDER_PLACED', 'ORDER_RELEASED', 'RETURNED')) not null, \`reference\` text null, \`note\` text null, \`actor_id\` integer null, \`at\` datetime not null);`,
    );
    this.addSql(`create index \`stock_movement_product_id_id_index\` on \`stock_movement\` (\`product_id\`, \`id\`);`);
    this.addSql(`create index \`stock_movement_reference_index\` on \`stock_movement\` (\`reference\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`catalog_import\`;`);
    this.addSql(`drop table if exists \`stock_movement\`;`);
  }
}
