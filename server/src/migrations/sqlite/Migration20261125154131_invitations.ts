import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154131_invitations extends Migration {

  override name = 'Migration20261125154131_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table \`invitation_reward\` (\`id\` integer not null primary key autoincrement, \`inviter_id\` integer not null, \`invitee_id\` integer not null, \`order_id\` integer not null, \`order_number\` text not null, \`kind\` text check (\`kind\` in ('NONE', 'POINTS', 'COUPON')) not null, \`points\` integer not null default 0, \`coupon_template_id\` integer null, \`coupon_title\` text null, \`rewarded_at\` datetime not null);`);
    this.addSql(`create unique index \`invitation_reward_invitee_id_unique\` on \`invitation_reward\` (\`invitee_id\`);`);
    this.addSql(`create index \`invitation_reward_inviter_id_rewarded_at_index\` on \`invitation_reward\` (\`inviter_id\`, \`rewarded_at\`);`);

    this.addSql(`create table \`invitation_reward_rule\` (\`id\` integer not null primary key, \`kind\` text check (\`kind\` in ('NONE', 'POINTS', 'COUPON')) not null, \`points\` integer not null default 0, \`coupon_template_id\` integer null, \`coupon_title\` text null, \`updated_at\` datetime not null, \`updated_by\` integer null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`invitation_reward\`;`);
    this.addSql(`drop table if exists \`invitation_reward_rule\`;`);


  }

}
