import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043328_order_documents extends Migration {

  override name = 'Migration20261122043328_order_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table \`invoice_request\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`user_id\` integer not null, \`type\` text check (\`type\` in ('none', 'personal', 'enterprise')) not null, \`title\` text not null, \`tax_number\` text null, \`email\` text not null, \`status\` text check (\`status\` in ('REQUESTED', 'ISSUED')) not null, \`requested_at\` datetime not null, \`issued_at\` datetime null, \`issued_by\` integer null, \`invoice_number\` text null, constraint \`invoice_request_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade, constraint \`invoice_request_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`invoice_request_order_id_index\` on \`invoice_request\` (\`order_id\`);`);
    this.addSql(`create unique index \`invoice_request_order_id_unique\` on \`invoice_request\` (\`order_id\`);`);
    this.addSql(`create index \`invoice_request_user_id_index\` on \`invoice_request\` (\`user_id\`);`);
    this.addSql(`create index \`invoice_request_status_requested_at_index\` on \`invoice_request\` (\`status\`, \`requested_at\`);`);

    this.addSql(`create table \`document_profile\` (\`user_id\` integer not null primary key, \`buyer_company\` text not null, \`buyer_address\` text not null, \`tax_number\` text null, \`contact_name\` text not null, \`contact_phone\` text not null, \`contact_email\` text null, \`incoterm\` text null, \`payment_terms\` text null, \`delivery_terms\` text null, \`updated_at\` datetime not null, constraint \`document_profile_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`document_profile_user_id_index\` on \`document_profile\` (\`user_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`invoice_request\`;`);
    this.addSql(`drop table if exists \`document_profile\`;`);

    this.addSql(`create trigger \`product_search_insert\` AFTER INSERT on \`product\` for each ROW begin insert into \`product_search\` (\`rowid\`, \`words\`) values (new.\`id\`, new.\`mpn\` || ' ' || new.\`package\` || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`description\`)), '') || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`parameters\`)), '')); end;`);
    this.addSql(`create trigger \`product_search_delete\` AFTER DELETE on \`product\` for each ROW begin insert into \`product_search\` (\`rowid\`, \`words\`) values (new.\`id\`, new.\`mpn\` || ' ' || new.\`package\` || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`description\`)), '') || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`parameters\`)), '')); end;`);
  }

}
