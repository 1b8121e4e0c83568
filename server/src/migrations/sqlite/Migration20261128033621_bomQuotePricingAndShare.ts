import { Migration } from '@mikro-orm/migrations';

export class Migration20261128033621_bomQuotePricingAndShare extends Migration {
  override name = 'Migration20261128033621_bomQuotePricingAndShare';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`bom_project\` add column \`pricing\` json null;`);
    this.addSql(`alter table \`bom_project\` add column \`previous_pricing\` json null;`);
    this.addSql(`alter table \`bom_project\` add column \`share_token\` text null;`);
    this.addSql(`create unique index \`bom_project_share_token_unique\` on \`bom_project\` (\`share_token\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`bom_project_share_token_unique\`;`);
    this.addSql(`alter table \`bom_project\` drop column \`pricing\`;`);
    this.addSql(`alter table \`bom_project\` drop column \`previous_pricing\`;`);
    this.addSql(`alter table \`bom_project\` drop column \`share_token\`;`);
  }
}
