import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043340_order_documents extends Migration {

  override name = 'Migration20261122043340_order_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table \`invoice_request\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int unsigned not null, \`user_id\` int unsigned not null, \`type\` enum('none','personal','enterprise') not null, \`title\` varchar(100) not null, \`tax_number\` varchar(20) null, \`email\` varchar(191) not null, \`status\` enum('REQUESTED','ISSUED') not null, \`requested_at\` datetime not null, \`issued_at\` datetime null, \`issued_by\` int null, \`invoice_number\` varchar(32) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`invoice_request\` add index \`invoice_request_order_id_index\` (\`order_id\`);`);
    this.addSql(`alter table \`invoice_request\` add unique \`invoice_request_order_id_unique\` (\`order_id\`);`);
    this.addSql(`alter table \`invoice_request\` add index \`invoice_request_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`invoice_request\` add index \`invoice_request_status_requested_at_index\` (\`status\`, \`requested_at\`);`);

    this.addSql(`create table \`document_profile\` (\`user_id\` int unsigned not null, \`buyer_company\` varchar(100) not null, \`buyer_address\` varchar(200) not null, \`tax_number\` varchar(20) null, \`contact_name\` varchar(50) not null, \`contact_phone\` varchar(32) not null, \`contact_email\` varchar(191) null, \`incoterm\` varchar(3) null, \`payment_terms\` varchar(200) null, \`delivery_terms\` varchar(200) null, \`updated_at\` datetime not null, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`document_profile\` add index \`document_profile_user_id_index\` (\`user_id\`);`);

    this.addSql(`alter table \`invoice_request\` add constraint \`invoice_request_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`invoice_request\` add constraint \`invoice_request_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`document_profile\` add constraint \`document_profile_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`invoice_request\`;`);
    this.addSql(`drop table if exists \`document_profile\`;`);

  }

}
