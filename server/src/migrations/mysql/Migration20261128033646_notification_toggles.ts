import { Migration } from '@mikro-orm/migrations';

/**
 * Messages are e-mailed with an HTML alternative, which the outbox keeps. Five notification toggles instead of three: each old toggle's choice carries over to the kinds it covered
 * (promotions: platform messages and activity reminders; messages: system and chat), so nothing a shopper turned
 * off comes back on.
 */
export class Migration20261128033646_notification_toggles extends Migration {
  override name = 'Migration20261128033646_notification_toggles';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`account_settings\` add \`notify_system_messages\` tinyint(1) not null default true, add \`notify_platform_messages\` tinyint(1) not null default true, add \`notify_chat_messages\` tinyint(1) not null default true, add \`notify_activity_reminders\` tinyint(1) not null default true;`,
    );
    this.addSql(
      `update \`account_settings\` set \`notify_system_messages\` = \`notify_messages\`, \`notify_chat_messages\` = \`notify_messages\`, \`notify_platform_messages\` = \`notify_promotions\`, \`notify_activity_reminders\` = \`notify_promotions\`;`,
    );
    this.addSql(`alter table \`account_settings\` drop column \`notify_promotions\`, drop column \`notify_messages\`;`);
    this.addSql(`alter table \`outbox_message\` add \`html\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`outbox_message\` drop column \`html\`;`);
    this.addSql(
      `alter table \`account_settings\` add \`notify_promotions\` tinyint(1) not null default true, add \`notify_messages\` tinyint(1) not null default true;`,
    );
    // An old toggle is on only if every kind it covers is on.
    this.addSql(
      `update \`account_settings\` set \`notify_messages\` = \`notify_system_messages\` and \`notify_chat_messages\`, \`notify_promotions\` = \`notify_platform_messages\` and \`notify_activity_reminders\`;`,
    );
    this.addSql(
      `alter table \`account_settings\` drop column \`notify_system_messages\`, drop column \`notify_platform_messages\`, drop column \`notify_chat_messages\`, drop column \`notify_activity_reminders\`;`,
    );
  }
}
