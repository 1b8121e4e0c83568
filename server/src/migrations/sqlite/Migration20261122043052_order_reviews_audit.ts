import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043052_order_reviews_audit extends Migration {

  override name = 'Migration20261122043052_order_reviews_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table \`order_review\` (\`id\` integer not null primary key autoincrement, \`order_id\` integer not null, \`user_id\` integer not null, \`rating\` integer not null, \`content\` text not null, \`photo_paths\` json not null, \`anonymous\` integer not null, \`earns_points\` integer not null, \`created_at\` datetime not null, constraint \`order_review_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade, constraint \`order_review_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`));`);
    this.addSql(`create index \`order_review_order_id_index\` on \`order_review\` (\`order_id\`);`);
    this.addSql(`create unique index \`order_review_order_id_unique\` on \`order_review\` (\`order_id\`);`);
    this.addSql(`create index \`order_review_user_id_index\` on \`order_review\` (\`user_id\`);`);

    this.addSql(`create table \`order_review_product\` (\`id\` integer not null primary key autoincrement, \`review_id\` integer not null, \`product_id\` integer not null, \`created_at\` datetime not null, constraint \`order_review_product_review_id_foreign\` foreign key (\`review_id\`) references \`order_review\` (\`id\`) on delete cascade, constraint \`order_review_product_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`));`);
    this.addSql(`create index \`order_review_product_review_id_index\` on \`order_review_product\` (\`review_id\`);`);
    this.addSql(`create index \`order_review_product_product_id_index\` on \`order_review_product\` (\`product_id\`);`);
    this.addSql(`create index \`order_review_product_product_id_created_at_index\` on \`order_review_product\` (\`product_id\`, \`created_at\`);`);
    this.addSql(`create unique index \`order_review_product_review_id_product_id_unique\` on \`order_review_product\` (\`review_id\`, \`product_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`order_review\`;`);
    this.addSql(`drop table if exists \`order_review_product\`;`);

    this.addSql(`create trigger \`product_search_insert\` AFTER INSERT on \`product\` for each ROW begin insert into \`product_search\` (\`rowid\`, \`words\`) values (new.\`id\`, new.\`mpn\` || ' ' || new.\`package\` || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`description\`)), '') || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`parameters\`)), '')); end;`);
    this.addSql(`create trigger \`product_search_delete\` AFTER DELETE on \`product\` for each ROW begin insert into \`product_search\` (\`rowid\`, \`words\`) values (new.\`id\`, new.\`mpn\` || ' ' || new.\`package\` || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`description\`)), '') || ' ' || coalesce((select group_concat(\`value\`, ' ') from json_each(new.\`parameters\`)), '')); end;`);
  }

}
