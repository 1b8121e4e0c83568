import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014641_addresses extends Migration {

  override name = 'Migration20261122014641_addresses';

  override up(): void | Promise<void> {
    this.addSql(`create table \`pickup_point\` (\`id\` int unsigned not null auto_increment primary key, \`name\` json not null, \`address\` json not null, \`opening_hours\` json not null, \`phone\` varchar(32) not null, \`position\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`pickup_person\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`name\` varchar(32) not null, \`area_code\` varchar(4) not null, \`phone\` varchar(15) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`pickup_person\` add index \`pickup_person_user_id_index\` (\`user_id\`);`);

    this.addSql(`create table \`address\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`consignee\` varchar(32) not null, \`area_code\` varchar(4) not null, \`phone\` varchar(15) not null, \`country\` varchar(2) not null, \`province\` varchar(64) not null, \`city\` varchar(64) not null, \`district\` varchar(64) null, \`postal_code\` varchar(10) null, \`detail\` varchar(200) not null, \`label\` varchar(10) null, \`is_default\` tinyint(1) not null default false, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`address\` add index \`address_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`address\` add unique \`address_user_id_label_unique\` (\`user_id\`, \`label\`);`);

    this.addSql(`alter table \`pickup_person\` add constraint \`pickup_person_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`address\` add constraint \`address_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`pickup_point\`;`);
    this.addSql(`drop table if exists \`pickup_person\`;`);
    this.addSql(`drop table if exists \`address\`;`);
  }

}
