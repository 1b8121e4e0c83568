import { Migration } from '@mikro-orm/migrations';

export class Migration20261128002126_bomCustomerReference extends Migration {
  override name = 'Migration20261128002126_bomCustomerReference';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`order_line\` add column \`customer_reference\` text null;`);

    this.addSql(`alter table \`cart_line\` add column \`customer_reference\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`cart_line\` drop column \`customer_reference\`;`);

    this.addSql(`alter table \`order_line\` drop column \`customer_reference\`;`);
  }
}
