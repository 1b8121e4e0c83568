import { Migration } from '@mikro-orm/migrations';

export class Migration20261125153705_order_promotions extends Migration {

  override name = 'Migration20261125153705_order_promotions';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`shop_order\` add \`kind\` enum('GOODS','MEMBERSHIP') not null default 'GOODS', add \`coupon_id\` int null, add \`coupon_title\` varchar(100) null, add \`points_spent\` int not null default 0, add \`membership_plan_code\` varchar(32) null, add \`title\` varchar(100) null;`);
    this.addSql(`alter table \`shop_order\` modify \`delivery_method\` enum('express','pickup','none') not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`shop_order\` drop column \`kind\`, drop column \`coupon_id\`, drop column \`coupon_title\`, drop column \`points_spent\`, drop column \`membership_plan_code\`, drop column \`title\`;`);
    this.addSql(`alter table \`shop_order\` modify \`delivery_method\` enum('express','pickup') not null;`);
  }

}
