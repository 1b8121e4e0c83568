import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214636_distributors extends Migration {

  override name = 'Migration20261127214636_distributors';

  override up(): void | Promise<void> {
    this.addSql(`create table \`commission\` (\`id\` int unsigned not null auto_increment primary key, \`distributor_user_id\` int not null, \`invitee_id\` int not null, \`order_id\` int not null, \`order_number\` varchar(32) not null, \`order_payable_fen\` int not null, \`base_fen\` int not null, \`rate_bp\` int not null, \`amount_fen\` int not null, \`status\` enum('PENDING','SETTLED','REVERSED') not null, \`settle_at\` datetime null, \`created_at\` datetime not null, \`settled_at\` datetime null, \`reversed_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`commission\` add unique \`commission_order_id_unique\` (\`order_id\`);`);
    this.addSql(`alter table \`commission\` add index \`commission_distributor_user_id_id_index\` (\`distributor_user_id\`, \`id\`);`);
    this.addSql(`alter table \`commission\` add index \`commission_status_settle_at_index\` (\`status\`, \`settle_at\`);`);

    this.addSql(`create table \`commission_settings\` (\`id\` int unsigned not null, \`default_rate_bp\` int not null, \`updated_at\` datetime not null, \`updated_by\` int null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`distributor\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int not null, \`status\` enum('SUBMITTED','APPROVED','REJECTED') not null, \`real_name\` varchar(50) not null, \`phone\` varchar(20) not null, \`channel\` varchar(500) not null, \`rate_bp\` int null, \`reject_reason\` varchar(200) null, \`created_at\` datetime not null, \`submitted_at\` datetime not null, \`decided_at\` datetime null, \`decided_by\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`distributor\` add unique \`distributor_user_id_unique\` (\`user_id\`);`);
    this.addSql(`alter table \`distributor\` add index \`distributor_status_id_index\` (\`status\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`commission\`;`);
    this.addSql(`drop table if exists \`commission_settings\`;`);
    this.addSql(`drop table if exists \`distributor\`;`);
  }

}
