import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021938_catalog_facets extends Migration {

  override name = 'Migration20261122021938_catalog_facets';

  override up(): void | Promise<void> {
    this.addSql(`create table \`product_parameter\` (\`product_id\` integer not null, \`name\` text not null, \`value\` text not null, \`category_id\` integer not null, \`on_shelf\` integer not null, primary key (\`product_id\`, \`name\`), constraint \`product_parameter_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`), constraint \`product_parameter_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`));`);
    this.addSql(`create index \`product_parameter_product_id_index\` on \`product_parameter\` (\`product_id\`);`);
    this.addSql(`create index \`product_parameter_category_id_index\` on \`product_parameter\` (\`category_id\`);`);
    this.addSql(`create index \`product_parameter_name_value_product_id_index\` on \`product_parameter\` (\`name\`, \`value\`, \`product_id\`);`);
    this.addSql(`create index \`product_parameter_category_id_on_shelf_name_value_product_id_index\` on \`product_parameter\` (\`category_id\`, \`on_shelf\`, \`name\`, \`value\`, \`product_id\`);`);

    this.addSql(`create table \`search_history_entry\` (\`user_id\` integer not null, \`query\` text not null, \`searched_at\` datetime not null, primary key (\`user_id\`, \`query\`), constraint \`search_history_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`search_history_entry_user_id_index\` on \`search_history_entry\` (\`user_id\`);`);
    this.addSql(`create index \`search_history_entry_user_id_searched_at_index\` on \`search_history_entry\` (\`user_id\`, \`searched_at\`);`);

    this.addSql(`create table \`footprint\` (\`user_id\` integer not null, \`product_id\` integer not null, \`visited_at\` datetime not null, primary key (\`user_id\`, \`product_id\`), constraint \`footprint_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade, constraint \`footprint_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`footprint_user_id_index\` on \`footprint\` (\`user_id\`);`);
    this.addSql(`create index \`footprint_product_id_index\` on \`footprint\` (\`product_id\`);`);
    this.addSql(`create index \`footprint_user_id_visited_at_index\` on \`footprint\` (\`user_id\`, \`visited_at\`);`);

    this.addSql(`create table \`favourite\` (\`user_id\` integer not null, \`product_id\` integer not null, \`created_at\` datetime not null, primary key (\`user_id\`, \`product_id\`), constraint \`favourite_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade, constraint \`favourite_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`favourite_user_id_index\` on \`favourite\` (\`user_id\`);`);
    this.addSql(`create index \`favourite_product_id_index\` on \`favourite\` (\`product_id\`);`);
    this.addSql(`create index \`favourite_user_id_created_at_index\` on \`favourite\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`create index \`product_category_id_status_index\` on \`product\` (\`category_id\`, \`status\`);`);

    // product_parameter carries a copy of each part's category and shelf state for index-only facet counts.
    this.addSql(`create trigger \`product_parameter_placement\` after update of \`category_id\`, \`status\` on \`product\` begin update \`product_parameter\` set \`category_id\` = new.\`category_id\`, \`on_shelf\` = (new.\`status\` = 'ON_SHELF') where \`product_id\` = new.\`id\`; end;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_parameter_placement\`;`);
    this.addSql(`drop table if exists \`product_parameter\`;`);
    this.addSql(`drop table if exists \`search_history_entry\`;`);
    this.addSql(`drop table if exists \`footprint\`;`);
    this.addSql(`drop table if exists \`favourite\`;`);

    this.addSql(`drop index \`product_category_id_status_index\`;`);
  }

}
