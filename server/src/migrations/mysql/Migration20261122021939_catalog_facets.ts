import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021939_catalog_facets extends Migration {

  override name = 'Migration20261122021939_catalog_facets';

  override up(): void | Promise<void> {
    this.addSql(`create table \`product_parameter\` (\`product_id\` int unsigned not null, \`name\` varchar(48) not null, \`value\` varchar(96) not null, \`category_id\` int unsigned not null, \`on_shelf\` tinyint(1) not null, primary key (\`product_id\`, \`name\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`product_parameter\` add index \`product_parameter_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`product_parameter\` add index \`product_parameter_category_id_index\` (\`category_id\`);`);
    this.addSql(`alter table \`product_parameter\` add index \`product_parameter_name_value_product_id_index\` (\`name\`, \`value\`, \`product_id\`);`);
    this.addSql(`alter table \`product_parameter\` add index \`product_parameter_category_id_on_shelf_name_value_p_ab82e_index\` (\`category_id\`, \`on_shelf\`, \`name\`, \`value\`, \`product_id\`);`);

    this.addSql(`create table \`search_history_entry\` (\`user_id\` int unsigned not null, \`query\` varchar(200) not null, \`searched_at\` datetime not null, primary key (\`user_id\`, \`query\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`search_history_entry\` add index \`search_history_entry_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`search_history_entry\` add index \`search_history_entry_user_id_searched_at_index\` (\`user_id\`, \`searched_at\`);`);

    this.addSql(`create table \`footprint\` (\`user_id\` int unsigned not null, \`product_id\` int unsigned not null, \`visited_at\` datetime not null, primary key (\`user_id\`, \`product_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`footprint\` add index \`footprint_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`footprint\` add index \`footprint_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`footprint\` add index \`footprint_user_id_visited_at_index\` (\`user_id\`, \`visited_at\`);`);

    this.addSql(`create table \`favourite\` (\`user_id\` int unsigned not null, \`product_id\` int unsigned not null, \`created_at\` datetime not null, primary key (\`user_id\`, \`product_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`favourite\` add index \`favourite_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`favourite\` add index \`favourite_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`favourite\` add index \`favourite_user_id_created_at_index\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`alter table \`product\` add index \`product_category_id_status_index\` (\`category_id\`, \`status\`);`);

    this.addSql(`alter table \`product_parameter\` add constraint \`product_parameter_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`);`);
    this.addSql(`alter table \`product_parameter\` add constraint \`product_parameter_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`);`);

    this.addSql(`alter table \`search_history_entry\` add constraint \`search_history_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`footprint\` add constraint \`footprint_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`footprint\` add constraint \`footprint_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`favourite\` add constraint \`favourite_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`favourite\` add constraint \`favourite_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade;`);

    // product_parameter carries a copy of each part's category and shelf state for index-only facet counts.
    this.addSql(`create trigger \`product_parameter_placement\` after update on \`product\` for each row begin if not (NEW.\`category_id\` <=> OLD.\`category_id\` and NEW.\`status\` <=> OLD.\`status\`) then update \`product_parameter\` set \`category_id\` = NEW.\`category_id\`, \`on_shelf\` = (NEW.\`status\` = 'ON_SHELF') where \`product_id\` = NEW.\`id\`; end if; end;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_parameter_placement\`;`);
    this.addSql(`drop table if exists \`product_parameter\`;`);
    this.addSql(`drop table if exists \`search_history_entry\`;`);
    this.addSql(`drop table if exists \`footprint\`;`);
    this.addSql(`drop table if exists \`favourite\`;`);

    this.addSql(`alter table \`product\` drop index \`product_category_id_status_index\`;`);
  }

}
