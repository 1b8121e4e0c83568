import { Migration } from '@mikro-orm/migrations';

/** Parameter definitions per leaf category and staff-uploaded part images (the back office's catalog). */
export class Migration20261127174111_staff_catalog extends Migration {

  override name = 'Migration20261127174111_staff_catalog';

  override up(): void | Promise<void> {
    this.addSql(`create table \`category_parameter\` (\`id\` int unsigned not null auto_increment primary key, \`category_id\` int unsigned not null, \`name\` varchar(48) not null, \`label\` json not null, \`unit\` varchar(16) null, \`position\` int not null default 0) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`category_parameter\` add index \`category_parameter_category_id_index\` (\`category_id\`);`);
    this.addSql(`alter table \`category_parameter\` add unique \`category_parameter_category_id_name_unique\` (\`category_id\`, \`name\`);`);

    this.addSql(`create table \`product_image\` (\`id\` int unsigned not null auto_increment primary key, \`product_id\` int unsigned not null, \`path\` varchar(128) not null, \`position\` int not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`product_image\` add index \`product_image_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`product_image\` add index \`product_image_product_id_position_index\` (\`product_id\`, \`position\`);`);

    this.addSql(`alter table \`category_parameter\` add constraint \`category_parameter_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`) on delete cascade;`);

    this.addSql(`alter table \`product_image\` add constraint \`product_image_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete cascade;`);

    // Parts stored before definitions existed keep their parameters editable: each category defines the names its
    // parts use, labelled by the name until staff give it a label per language.
    this.addSql(
      `insert into \`category_parameter\` (\`category_id\`, \`name\`, \`label\`, \`unit\`, \`position\`) select \`category_id\`, \`name\`, json_object('zh-CN', \`name\`, 'en-US', \`name\`, 'ru', \`name\`, 'es-ES', \`name\`), null, 0 from \`product_parameter\` where \`name\` <> 'package' group by \`category_id\`, \`name\`;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`category_parameter\`;`);
    this.addSql(`drop table if exists \`product_image\`;`);
  }

}
