import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042554_inquiry_quotes extends Migration {

  override name = 'Migration20261122042554_inquiry_quotes';

  override up(): void | Promise<void> {
    this.addSql(`create table \`inquiry_reply_attachment\` (\`id\` int unsigned not null auto_increment primary key, \`inquiry_id\` int unsigned not null, \`filename\` varchar(255) not null, \`content_type\` varchar(100) not null, \`size\` int not null, \`bytes\` mediumblob not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`inquiry_reply_attachment\` add index \`inquiry_reply_attachment_inquiry_id_index\` (\`inquiry_id\`);`);

    this.addSql(`create table \`inquiry_quote_line\` (\`id\` int unsigned not null auto_increment primary key, \`inquiry_id\` int unsigned not null, \`position\` int not null, \`mpn\` varchar(100) not null, \`description\` varchar(200) not null, \`quantity\` int not null, \`unit_price_milli\` int not null, \`product_id\` int unsigned null, \`lead_time\` varchar(50) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`inquiry_quote_line\` add index \`inquiry_quote_line_inquiry_id_index\` (\`inquiry_id\`);`);
    this.addSql(`alter table \`inquiry_quote_line\` add index \`inquiry_quote_line_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`inquiry_quote_line\` add index \`inquiry_quote_line_inquiry_id_position_index\` (\`inquiry_id\`, \`position\`);`);

    this.addSql(`alter table \`inquiry\` add \`product_id\` int unsigned null, add \`quantity\` int null, add \`claimed_at\` datetime null, add \`valid_until\` datetime null;`);
    this.addSql(`alter table \`inquiry\` add constraint \`inquiry_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`inquiry\` add index \`inquiry_product_id_index\` (\`product_id\`);`);

    this.addSql(`alter table \`cart_line\` add \`quoted_unit_price_milli\` int null, add \`quote_valid_until\` datetime null, add \`quote_inquiry_number\` varchar(24) null;`);

    this.addSql(`alter table \`inquiry_reply_attachment\` add constraint \`inquiry_reply_attachment_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`inquiry_quote_line\` add constraint \`inquiry_quote_line_inquiry_id_foreign\` foreign key (\`inquiry_id\`) references \`inquiry\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`inquiry_quote_line\` add constraint \`inquiry_quote_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`inquiry_reply_attachment\`;`);
    this.addSql(`drop table if exists \`inquiry_quote_line\`;`);

    this.addSql(`alter table \`inquiry\` drop foreign key \`inquiry_product_id_foreign\`;`);

    this.addSql(`alter table \`cart_line\` drop column \`quoted_unit_price_milli\`, drop column \`quote_valid_until\`, drop column \`quote_inquiry_number\`;`);

    this.addSql(`alter table \`inquiry\` drop index \`inquiry_product_id_index\`;`);
    this.addSql(`alter table \`inquiry\` drop column \`product_id\`, drop column \`quantity\`, drop column \`claimed_at\`, drop column \`valid_until\`;`);

  }

}
