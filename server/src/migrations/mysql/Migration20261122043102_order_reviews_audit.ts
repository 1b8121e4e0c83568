import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043102_order_reviews_audit extends Migration {

  override name = 'Migration20261122043102_order_reviews_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table \`order_review\` (\`id\` int unsigned not null auto_increment primary key, \`order_id\` int unsigned not null, \`user_id\` int unsigned not null, \`rating\` int not null, \`content\` varchar(500) not null, \`photo_paths\` json not null, \`anonymous\` tinyint(1) not null, \`earns_points\` tinyint(1) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`order_review\` add index \`order_review_order_id_index\` (\`order_id\`);`);
    this.addSql(`alter table \`order_review\` add unique \`order_review_order_id_unique\` (\`order_id\`);`);
    this.addSql(`alter table \`order_review\` add index \`order_review_user_id_index\` (\`user_id\`);`);

    this.addSql(`create table \`order_review_product\` (\`id\` int unsigned not null auto_increment primary key, \`review_id\` int unsigned not null, \`product_id\` int unsigned not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`order_review_product\` add index \`order_review_product_review_id_index\` (\`review_id\`);`);
    this.addSql(`alter table \`order_review_product\` add index \`order_review_product_product_id_index\` (\`product_id\`);`);
    this.addSql(`alter table \`order_review_product\` add index \`order_review_product_product_id_created_at_index\` (\`product_id\`, \`created_at\`);`);
    this.addSql(`alter table \`order_review_product\` add unique \`order_review_product_review_id_product_id_unique\` (\`review_id\`, \`product_id\`);`);

    this.addSql(`alter table \`order_review\` add constraint \`order_review_order_id_foreign\` foreign key (\`order_id\`) references \`shop_order\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`order_review\` add constraint \`order_review_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`);`);

    this.addSql(`alter table \`order_review_product\` add constraint \`order_review_product_review_id_foreign\` foreign key (\`review_id\`) references \`order_review\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`order_review_product\` add constraint \`order_review_product_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`order_review_product\` drop foreign key \`order_review_product_review_id_foreign\`;`);

    this.addSql(`drop table if exists \`order_review\`;`);
    this.addSql(`drop table if exists \`order_review_product\`;`);

  }

}
