import { Migration } from '@mikro-orm/migrations';

export class Migration20261128033634_offer_updated_at extends Migration {

  override name = 'Migration20261128033634_offer_updated_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`product\` add column \`offer_updated_at\` datetime null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`product\` drop column \`offer_updated_at\`;`);
  }

}
