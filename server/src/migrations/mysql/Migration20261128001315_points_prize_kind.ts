import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001315_points_prize_kind extends Migration {

  override name = 'Migration20261128001315_points_prize_kind';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`points_entry\` add \`reference\` varchar(64) null;`);
    this.addSql(`alter table \`points_entry\` modify \`kind\` enum('ORDER_COMPLETED','REVIEW','ORDER_SPENT','ORDER_RETURNED','REFUND_RETURNED','REFUND_CLAWBACK','EXPIRED','INVITATION','ADJUSTMENT','PRIZE') not null;`);
    // Blind-box points were booked as adjustments noted "Blind box prize: <title>" under the key lucky-draw/<request>.
    this.addSql(`update \`points_entry\` as \`e\` join \`lucky_draw_record\` as \`r\` on \`e\`.\`key\` = concat('lucky-draw/', \`r\`.\`request_key\`) set \`e\`.\`kind\` = 'PRIZE', \`e\`.\`note\` = \`r\`.\`prize_title\`, \`e\`.\`reference\` = concat('lucky-draw-record/', \`r\`.\`id\`) where \`e\`.\`kind\` = 'ADJUSTMENT';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update \`points_entry\` set \`kind\` = 'ADJUSTMENT', \`note\` = left(concat('Blind box prize: ', \`note\`), 200) where \`kind\` = 'PRIZE';`);
    this.addSql(`alter table \`points_entry\` drop column \`reference\`;`);
    this.addSql(`alter table \`points_entry\` modify \`kind\` enum('ORDER_COMPLETED','REVIEW','ORDER_SPENT','ORDER_RETURNED','REFUND_RETURNED','REFUND_CLAWBACK','EXPIRED','INVITATION','ADJUSTMENT') not null;`);
  }
}
