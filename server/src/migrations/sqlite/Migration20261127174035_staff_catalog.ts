import { Migration } from '@mikro-orm/migrations';

/** Parameter definitions per leaf category and staff-uploaded part images (the back office's catalog). */
export class Migration20261127174035_staff_catalog extends Migration {

  override name = 'Migration20261127174035_staff_catalog';

  override up(): void | Promise<void> {
    this.addSql(`create table \`category_parameter\` (\`id\` integer not null primary key autoincrement, \`category_id\` integer not null, \`name\` text not null, \`label\` json not null, \`unit\` text null, \`position\` integer not null default 0, constraint \`category_parameter_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`category_parameter_category_id_index\` on \`category_parameter\` (\`category_id\`);`);
    this.addSql(`create unique index \`category_parameter_category_id_name_unique\` on \`category_parameter\` (\`category_id\`, \`name\`);`);

    this.addSql(`create table \`product_image\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer not null, \`path\` text not null, \`position\` integer not null, \`created_at\` datetime not null, constraint \`product_image_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`product_image_product_id_index\` on \`product_image\` (\`product_id\`);`);
    this.addSql(`create index \`product_image_product_id_position_index\` on \`product_image\` (\`product_id\`, \`position\`);`);

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
