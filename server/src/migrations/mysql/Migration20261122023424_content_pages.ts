import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023424_content_pages extends Migration {

  override name = 'Migration20261122023424_content_pages';

  override up(): void | Promise<void> {
    this.addSql(`create table \`faq_entry\` (\`id\` int unsigned not null auto_increment primary key, \`category\` enum('ordering','payment','shipping','account') not null, \`title\` json not null, \`body\` json not null, \`published\` tinyint(1) not null default true, \`published_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`faq_entry\` add index \`faq_entry_category_index\` (\`category\`);`);

    this.addSql(`create table \`site_page\` (\`id\` int unsigned not null auto_increment primary key, \`slug\` varchar(64) not null, \`title\` json not null, \`body\` json not null, \`published\` tinyint(1) not null default true, \`published_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`site_page\` add unique \`site_page_slug_unique\` (\`slug\`);`);

    this.addSql(`create table \`feedback\` (\`id\` int unsigned not null auto_increment primary key, \`author_id\` int unsigned not null, \`type\` enum('bug','suggestion','order','other') not null, \`content\` text not null, \`screenshots\` json not null, \`contact\` varchar(100) null, \`created_at\` datetime not null, \`reply\` text null, \`replied_at\` datetime null, \`replied_by_id\` int unsigned null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`feedback\` add index \`feedback_author_id_index\` (\`author_id\`);`);
    this.addSql(`alter table \`feedback\` add index \`feedback_replied_by_id_index\` (\`replied_by_id\`);`);
    this.addSql(`alter table \`feedback\` add index \`feedback_author_id_created_at_index\` (\`author_id\`, \`created_at\`);`);

    this.addSql(`alter table \`announcement\` add \`published\` tinyint(1) not null default true;`);
    this.addSql(`alter table \`announcement\` modify \`published_at\` datetime null;`);

    this.addSql(`alter table \`article\` add \`published\` tinyint(1) not null default true;`);
    this.addSql(`alter table \`article\` modify \`published_at\` datetime null;`);

    this.addSql(`alter table \`feedback\` add constraint \`feedback_author_id_foreign\` foreign key (\`author_id\`) references \`user\` (\`id\`);`);
    this.addSql(`alter table \`feedback\` add constraint \`feedback_replied_by_id_foreign\` foreign key (\`replied_by_id\`) references \`user\` (\`id\`) on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`faq_entry\`;`);
    this.addSql(`drop table if exists \`site_page\`;`);
    this.addSql(`drop table if exists \`feedback\`;`);

    this.addSql(`alter table \`announcement\` drop column \`published\`;`);
    this.addSql(`alter table \`announcement\` modify \`published_at\` datetime not null;`);

    this.addSql(`alter table \`article\` drop column \`published\`;`);
    this.addSql(`alter table \`article\` modify \`published_at\` datetime not null;`);

  }

}
