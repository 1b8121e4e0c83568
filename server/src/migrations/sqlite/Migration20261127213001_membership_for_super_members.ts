import { Migration } from '@mikro-orm/migrations';

/**
 * Super members (vip = 1) made before memberships were sold have no membership, and checkout's member discount now
 * comes only from a running membership: each of them gets one of the plan's 12 months from this migration (the
 * expiry job is scheduled at the next start, as every membership's is). Dates are milliseconds since the epoch, as
 * MikroORM's SQLite platform stores them. Down leaves the rows: they are memberships like the bought ones from then on.
 */
export class Migration20261127213001_membership_for_super_members extends Migration {
  override name = 'Migration20261127213001_membership_for_super_members';

  override up(): void | Promise<void> {
    const inAYear = `cast(strftime('%s', 'now', '+12 months') as integer) * 1000`;
    this.addSql(
      `insert into \`membership\` (\`user_id\`, \`valid_until\`, \`growth\`) select \`u\`.\`id\`, ${inAYear}, 0 from \`user\` as \`u\` where \`u\`.\`vip\` = 1 and not exists (select 1 from \`membership\` as \`m\` where \`m\`.\`user_id\` = \`u\`.\`id\`);`,
    );
    this.addSql(
      `update \`membership\` set \`valid_until\` = ${inAYear} where \`valid_until\` is null and \`user_id\` in (select \`id\` from \`user\` where \`vip\` = 1);`,
    );
  }

  override down(): void | Promise<void> {
    // The memberships stay: from here on they are memberships like the bought ones.
  }
}
