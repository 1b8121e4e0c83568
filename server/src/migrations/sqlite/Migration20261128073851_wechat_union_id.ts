import { Migration } from '@mikro-orm/migrations';

export class Migration20261128073851_wechat_union_id extends Migration {
  override name = 'Migration20261128073851_wechat_union_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`user\` add column \`wechat_union_id\` text null;`);
    this.addSql(`create unique index \`user_wechat_union_id_unique\` on \`user\` (\`wechat_union_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`user_wechat_union_id_unique\`;`);
    this.addSql(`alter table \`user\` drop column \`wechat_union_id\`;`);
  }
}
