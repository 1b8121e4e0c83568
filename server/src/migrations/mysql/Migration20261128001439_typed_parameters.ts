import { Migration } from '@mikro-orm/migrations';
import { fillTypedParameters } from '../typed-parameters-fill.js';

export class Migration20261128001439_typed_parameters extends Migration {
  override name = 'Migration20261128001439_typed_parameters';

  override async up(): Promise<void> {
    await this.execute(`alter table \`category_parameter\` add \`kind\` varchar(24) null;`);
    await this.execute(
      `alter table \`product\` add \`packaging\` enum('CUT_TAPE','REEL','TRAY','TUBE','BULK') not null default 'BULK', add \`packaging_quantity\` int null, add \`rohs\` enum('COMPLIANT','NON_COMPLIANT','UNKNOWN') not null default 'UNKNOWN', add \`lifecycle\` enum('ACTIVE','NRND','LAST_TIME_BUY','OBSOLETE') not null default 'ACTIVE', add \`on_order_quantity\` int not null default 0, add \`on_order_expected_at\` datetime null;`,
    );
    await this.execute(
      `alter table \`product_parameter\` add \`si_number\` double null, add index \`product_parameter_name_si_number_product_id_index\` (\`name\`, \`si_number\`, \`product_id\`);`,
    );
    await fillTypedParameters(this);
  }

  override down(): void {
    this.addSql(`alter table \`product_parameter\` drop index \`product_parameter_name_si_number_product_id_index\`;`);
    this.addSql(`alter table \`product_parameter\` drop column \`si_number\`;`);
    this.addSql(
      `alter table \`product\` drop column \`packaging\`, drop column \`packaging_quantity\`, drop column \`rohs\`, drop column \`lifecycle\`, drop column \`on_order_quantity\`, drop column \`on_order_expected_at\`;`,
    );
    this.addSql(`alter table \`category_parameter\` drop column \`kind\`;`);
  }
}
