import { Migration } from '@mikro-orm/migrations';

/** Named values the shop keeps about itself; first the data encryption key's check value. */
export class Migration20261125093718_system_setting extends Migration {

  override name = 'Migration20261125093718_system_setting';

  override up(): void | Promise<void> {
    this.addSql(`create table \`system_setting\` (\`name\` text not null primary key, \`value\` text not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`system_setting\`;`);
  }

}
