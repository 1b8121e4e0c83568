import { Migration } from '@mikro-orm/migrations';

/** Named values the shop keeps about itself; first the data encryption key's check value. */
export class Migration20261125093733_system_setting extends Migration {

  override name = 'Migration20261125093733_system_setting';

  override up(): void | Promise<void> {
    this.addSql(`create table \`system_setting\` (\`name\` varchar(64) not null, \`value\` text not null, primary key (\`name\`)) default character set utf8mb4 engine = InnoDB;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`system_setting\`;`);
  }

}
