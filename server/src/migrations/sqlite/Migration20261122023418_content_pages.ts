import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023418_content_pages extends Migration {

  override name = 'Migration20261122023418_content_pages';

  override up(): void | Promise<void> {
    this.addSql(`create table \`faq_entry\` (\`id\` integer not null primary key autoincrement, \`category\` text check (\`category\` in ('ordering', 'payment', 'shipping', 'account')) not null, \`title\` json not null, \`body\` json not null, \`published\` integer not null default true, \`published_at\` datetime null);`);
    this.addSql(`create index \`faq_entry_category_index\` on \`faq_entry\` (\`category\`);`);

    this.addSql(`create table \`site_page\` (\`id\` integer not null primary key autoincrement, \`slug\` text not null, \`title\` json not null, \`body\` json not null, \`published\` integer not null default true, \`published_at\` datetime null);`);
    this.addSql(`create unique index \`site_page_slug_unique\` on \`site_page\` (\`slug\`);`);

    this.addSql(`create table \`feedback\` (\`id\` integer not null primary key autoincrement, \`author_id\` integer not null, \`type\` text check (\`type\` in ('bug', 'suggestion', 'order', 'other')) not null, \`content\` text not null, \`screenshots\` json not null, \`contact\` text null, \`created_at\` datetime not null, \`reply\` text null, \`replied_at\` datetime null, \`replied_by_id\` integer null, constraint \`feedback_author_id_foreign\` foreign key (\`author_id\`) references \`user\` (\`id\`), constraint \`feedback_replied_by_id_foreign\` foreign key (\`replied_by_id\`) references \`user\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`feedback_author_id_index\` on \`feedback\` (\`author_id\`);`);
    this.addSql(`create index \`feedback_replied_by_id_index\` on \`feedback\` (\`replied_by_id\`);`);
    this.addSql(`create index \`feedback_author_id_created_at_index\` on \`feedback\` (\`author_id\`, \`created_at\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`announcement__temp_alter\` (\`id\` integer not null primary key autoincrement, \`title\` json not null, \`body\` json not null, \`published\` integer not null default true, \`published_at\` datetime null);`);
    this.addSql(`insert into \`announcement__temp_alter\` select \`id\`, \`title\`, \`body\`, 1 as \`published\`, \`published_at\` from \`announcement\`;`);
    this.addSql(`drop table \`announcement\`;`);
    this.addSql(`alter table \`announcement__temp_alter\` rename to \`announcement\`;`);
    this.addSql(`create index \`announcement_published_at_index\` on \`announcement\` (\`published_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`article__temp_alter\` (\`id\` integer not null primary key autoincrement, \`title\` json not null, \`summary\` json not null, \`body\` json not null, \`published\` integer not null default true, \`published_at\` datetime null);`);
    this.addSql(`insert into \`article__temp_alter\` select \`id\`, \`title\`, \`summary\`, \`body\`, 1 as \`published\`, \`published_at\` from \`article\`;`);
    this.addSql(`drop table \`article\`;`);
    this.addSql(`alter table \`article__temp_alter\` rename to \`article\`;`);
    this.addSql(`create index \`article_published_at_index\` on \`article\` (\`published_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`faq_entry\`;`);
    this.addSql(`drop table if exists \`site_page\`;`);
    this.addSql(`drop table if exists \`feedback\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`announcement__temp_alter\` (\`id\` integer not null primary key autoincrement, \`title\` json not null, \`body\` json not null, \`published_at\` datetime not null);`);
    this.addSql(`insert into \`announcement__temp_alter\` select \`id\`, \`title\`, \`body\`, \`published_at\` from \`announcement\`;`);
    this.addSql(`drop table \`announcement\`;`);
    this.addSql(`alter table \`announcement__temp_alter\` rename to \`announcement\`;`);
    this.addSql(`create index \`announcement_published_at_index\` on \`announcement\` (\`published_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`article__temp_alter\` (\`id\` integer not null primary key autoincrement, \`title\` json not null, \`summary\` json not null, \`body\` json not null, \`published_at\` datetime not null);`);
    this.addSql(`insert into \`article__temp_alter\` select \`id\`, \`title\`, \`summary\`, \`body\`, \`published_at\` from \`article\`;`);
    this.addSql(`drop table \`article\`;`);
    this.addSql(`alter table \`article__temp_alter\` rename to \`article\`;`);
    this.addSql(`create index \`article_published_at_index\` on \`article\` (\`published_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);

  }

}
