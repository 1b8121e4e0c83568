import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154154_invitations extends Migration {

  override name = 'Migration20261125154154_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table \`invitation_reward\` (\`id\` int unsigned not null auto_increment primary key, \`inviter_id\` int not null, \`invitee_id\` int not null, \`order_id\` int not null, \`order_number\` varchar(32) not null, \`kind\` enum('NONE','POINTS','COUPON') not null, \`points\` int not null default 0, \`coupon_template_id\` int null, \`coupon_title\` varchar(100) null, \`rewarded_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`invitation_reward\` add unique \`invitation_reward_invitee_id_unique\` (\`invitee_id\`);`);
    this.addSql(`alter table \`invitation_reward\` add index \`invitation_reward_inviter_id_rewarded_at_index\` (\`inviter_id\`, \`rewarded_at\`);`);

    this.addSql(`create table \`invitation_reward_rule\` (\`id\` int unsigned not null, \`kind\` enum('NONE','POINTS','COUPON') not null, \`points\` int not null default 0, \`coupon_template_id\` int null, \`coupon_title\` varchar(100) null, \`updated_at\` datetime not null, \`updated_by\` int null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`invitation_reward\`;`);
    this.addSql(`drop table if exists \`invitation_reward_rule\`;`);



  }

}
