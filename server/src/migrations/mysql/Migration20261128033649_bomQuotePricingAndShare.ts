import { Migration } from '@mikro-orm/migrations';

export class Migration20261128033649_bomQuotePricingAndShare extends Migration {
  override name = 'Migration20261128033649_bomQuotePricingAndShare';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`bom_project\` add \`pricing\` json null, add \`previous_pricing\` json null, add \`share_token\` varchar(64) null;`,
    );
    this.addSql(`alter table \`bom_project\` add unique \`bom_project_share_token_unique\` (\`share_token\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`bom_project\` drop index \`bom_project_share_token_unique\`;`);
    this.addSql(
      `alter table \`bom_project\` drop column \`pricing\`, drop column \`previous_pricing\`, drop column \`share_token\`;`,
    );
  }
}
