import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211207_activities extends Migration {

  override name = 'Migration20261127211207_activities';

  override up(): void | Promise<void> {
    this.addSql(`create table \`activity\` (\`id\` int unsigned not null auto_increment primary key, \`kind\` enum('FLASH_SALE','GROUP_BUY','BARGAIN','FREE_ORDER','BLIND_BOX') not null, \`title\` varchar(100) not null, \`status\` enum('NOT_STARTED','IN_PROGRESS','PAUSED','ENDED','ABNORMAL') not null, \`starts_at\` datetime not null, \`ends_at\` datetime not null, \`abnormal_reason\` varchar(200) null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`activity\` add index \`activity_kind_starts_at_index\` (\`kind\`, \`starts_at\`);`);
    this.addSql(`alter table \`activity\` add index \`activity_status_ends_at_index\` (\`status\`, \`ends_at\`);`);

    this.addSql(`alter table \`shop_order\` add \`activity_kind\` varchar(16) null, add \`activity_id\` int null, add \`activity_reference\` varchar(64) null;`);
    this.addSql(`alter table \`shop_order\` modify \`payment_method\` enum('balance','wechat','alipay','bank_transfer','friend','prize') null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`activity\`;`);




    this.addSql(`alter table \`shop_order\` drop column \`activity_kind\`, drop column \`activity_id\`, drop column \`activity_reference\`;`);
    this.addSql(`alter table \`shop_order\` modify \`payment_method\` enum('balance','wechat','alipay','bank_transfer','friend') null;`);
  }

}
