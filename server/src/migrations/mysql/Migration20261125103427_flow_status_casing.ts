import { Migration } from '@mikro-orm/migrations';

/**
 * One casing and one column name for the six flows' states: SCREAMING_CASE values (as the GraphQL enums name
 * them) in a `status` column. An enum cannot hold 'pending' and 'PENDING' side by side (its values compare without
 * case), so each column passes through a varchar while its rows are converted, then becomes the new enum.
 */
export class Migration20261125103427_flow_status_casing extends Migration {
  override name = 'Migration20261125103427_flow_status_casing';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`payment_attempt\` modify \`status\` varchar(16) not null default 'PENDING';`);
    this.addSql(`update \`payment_attempt\` set \`status\` = upper(\`status\`);`);
    this.addSql(`alter table \`payment_attempt\` modify \`status\` enum('PENDING','SUCCEEDED','FAILED') not null default 'PENDING';`);

    this.addSql(`alter table \`bank_remittance\` modify \`status\` varchar(16) not null default 'UNDER_REVIEW';`);
    this.addSql(`update \`bank_remittance\` set \`status\` = upper(\`status\`);`);
    this.addSql(`alter table \`bank_remittance\` modify \`status\` enum('UNDER_REVIEW','CONFIRMED','REJECTED') not null default 'UNDER_REVIEW';`);

    this.addSql(`alter table \`account_cancellation\` modify \`status\` varchar(16) not null;`);
    this.addSql(`update \`account_cancellation\` set \`status\` = case \`status\` when 'underReview' then 'UNDER_REVIEW' else upper(\`status\`) end;`);
    this.addSql(`alter table \`account_cancellation\` modify \`status\` enum('SUBMITTED','UNDER_REVIEW','CLOSED','REJECTED','WITHDRAWN') not null;`);

    this.addSql(`alter table \`inquiry\` drop index \`inquiry_state_created_at_index\`;`);
    this.addSql(`alter table \`inquiry\` change \`state\` \`status\` enum('PENDING','REPLIED') not null default 'PENDING';`);
    this.addSql(`alter table \`inquiry\` add index \`inquiry_status_created_at_index\` (\`status\`, \`created_at\`);`);

    this.addSql(`alter table \`chat_conversation\` drop index \`chat_conversation_agent_id_state_index\`;`);
    this.addSql(`alter table \`chat_conversation\` drop index \`chat_conversation_customer_id_state_index\`;`);
    this.addSql(`alter table \`chat_conversation\` drop index \`chat_conversation_state_id_index\`;`);
    this.addSql(`alter table \`chat_conversation\` change \`state\` \`status\` varchar(16) not null;`);
    this.addSql(`update \`chat_conversation\` set \`status\` = upper(\`status\`);`);
    this.addSql(`alter table \`chat_conversation\` modify \`status\` enum('WAITING','ACTIVE','CLOSED') not null;`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_customer_id_status_index\` (\`customer_id\`, \`status\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_status_id_index\` (\`status\`, \`id\`);`);
    this.addSql(`alter table \`chat_conversation\` add index \`chat_conversation_agent_id_status_index\` (\`agent_id\`, \`status\`);`);
  }
}
