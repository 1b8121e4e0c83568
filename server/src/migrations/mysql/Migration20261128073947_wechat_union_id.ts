import { Migration } from '@mikro-orm/migrations';

export class Migration20261128073947_wechat_union_id extends Migration {
  override name = 'Migration20261128073947_wechat_union_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`user\` add \`wechat_union_id\` varchar(128) null;`);
    this.addSql(`alter table \`user\` add unique \`user_wechat_union_id_unique\` (\`wechat_union_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`user\` drop index \`user_wechat_union_id_unique\`;`);
    this.addSql(`alter table \`user\` drop column \`wechat_union_id\`;`);
  }
}
