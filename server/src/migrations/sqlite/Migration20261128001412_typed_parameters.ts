import { Migration } from '@mikro-orm/migrations';
import { fillTypedParameters } from '../typed-parameters-fill.js';

export class Migration20261128001412_typed_parameters extends Migration {
  override name = 'Migration20261128001412_typed_parameters';

  // Columns are added, not the table rebuilt: `product` keeps its triggers and the rows hanging off it.
  override async up(): Promise<void> {
    await this.execute(`alter table \`category_parameter\` add column \`kind\` text null;`);
    await this.execute(`alter table \`product\` add column \`packaging\` text check (\`packaging\` in ('CUT_TAPE', 'REEL', 'TRAY', 'TUBE', 'BULK')) not null default 'BULK';`);
    await this.execute(`alter table \`product\` add column \`packaging_quantity\` integer null;`);
    await this.execute(`alter table \`product\` add column \`rohs\` text check (\`rohs\` in ('COMPLIANT', 'NON_COMPLIANT', 'UNKNOWN')) not null default 'UNKNOWN';`);
    await this.execute(`alter table \`product\` add column \`lifecycle\` text check (\`lifecycle\` in ('ACTIVE', 'NRND', 'LAST_TIME_BUY', 'OBSOLETE')) not null default 'ACTIVE';`);
    await this.execute(`alter table \`product\` add column \`on_order_quantity\` integer not null default 0;`);
    await this.execute(`alter table \`product\` add column \`on_order_expected_at\` datetime null;`);
    await this.execute(`alter table \`product_parameter\` add column \`si_number\` double null;`);
    await this.execute(
      `create index \`product_parameter_name_si_number_product_id_index\` on \`product_parameter\` (\`name\`, \`si_number\`, \`product_id\`);`,
    );
    await fillTypedParameters(this);
  }

  override down(): void {
    this.addSql(`drop index \`product_parameter_name_si_number_product_id_index\`;`);
    this.addSql(`alter table \`product_parameter\` drop column \`si_number\`;`);
    for (const column of [
      'packaging',
      'packaging_quantity',
      'rohs',
      'lifecycle',
      'on_order_quantity',
      'on_order_expected_at',
    ]) {
      this.addSql(`alter table \`product\` drop column \`${column}\`;`);
    }
    this.addSql(`alter table \`category_parameter\` drop column \`kind\`;`);
  }
}
