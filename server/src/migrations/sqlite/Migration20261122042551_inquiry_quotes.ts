import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042551_inquiry_quotes extends Migration {

  override name = 'Migration20261122042551_inquiry_quotes';

  override up(): void | Promise<void> {
    this.addSql(`create table \`inquiry_reply_attachment\` (\`id\` integer not null primary key autoincrement, \`inquiry_id\` integer not null, \`filename\` text not null, \`content_type\` text not null, \`size\` integer not null, \`bytes\` mediumblob not null, constraint \`inquiry_reply_attachment_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`inquiry_reply_attachment_inquiry_id_index\` on \`inquiry_reply_attachment\` (\`inquiry_id\`);`);

    this.addSql(`create table \`inquiry_quote_line\` (\`id\` integer not null primary key autoincrement, \`inquiry_id\` integer not null, \`position\` integer not null, \`mpn\` text not null, \`description\` text not null, \`quantity\` integer not null, \`unit_price_milli\` integer not null, \`product_id\` integer null, \`lead_time\` text not null, constraint \`inquiry_quote_line_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade, constraint \`inquiry_quote_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`inquiry_quote_line_inquiry_id_index\` on \`inquiry_quote_line\` (\`inquiry_id\`);`);
    this.addSql(`create index \`inquiry_quote_line_product_id_index\` on \`inquiry_quote_line\` (\`product_id\`);`);
    this.addSql(`create index \`inquiry_quote_line_inquiry_id_position_index\` on \`inquiry_quote_line\` (\`inquiry_id\`, \`position\`);`);

    this.addSql(`alter table \`inquiry\` add column \`product_id\` integer null constraint \`inquiry_product_id_foreign\` references \`product\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`inquiry\` add column \`quantity\` integer null;`);
    this.addSql(`alter table \`inquiry\` add column \`claimed_at\` datetime null;`);
    this.addSql(`alter table \`inquiry\` add column \`valid_until\` datetime null;`);
    this.addSql(`create index \`inquiry_product_id_index\` on \`inquiry\` (\`product_id\`);`);

    this.addSql(`alter table \`cart_line\` add column \`quoted_unit_price_milli\` integer null;`);
    this.addSql(`alter table \`cart_line\` add column \`quote_valid_until\` datetime null;`);
    this.addSql(`alter table \`cart_line\` add column \`quote_inquiry_number\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`inquiry_reply_attachment\`;`);
    this.addSql(`drop table if exists \`inquiry_quote_line\`;`);

    this.addSql(`alter table \`cart_line\` drop column \`quoted_unit_price_milli\`;`);
    this.addSql(`alter table \`cart_line\` drop column \`quote_valid_until\`;`);
    this.addSql(`alter table \`cart_line\` drop column \`quote_inquiry_number\`;`);

    this.addSql(`drop index \`inquiry_product_id_index\`;`);
    this.addSql(`alter table \`inquiry\` drop column \`product_id\`;`);
    this.addSql(`alter table \`inquiry\` drop column \`quantity\`;`);
    this.addSql(`alter table \`inquiry\` drop column \`claimed_at\`;`);
    this.addSql(`alter table \`inquiry\` drop column \`valid_until\`;`);

  }

}
