import type { AppConfig } from '../config.js';
import { entities } from '../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../migrations/index.js';
import { findEncryptedPersonalData } from '../modules/identity/encrypted-data-sample.js';
import { verifyDataEncryptionKey } from '../platform/crypto/data-key-check.js';
import { migrate, openDatabase, type Orm } from '../platform/db/orm.js';
import type { Logger } from '../platform/http/logger.js';
import type { Clock } from '../platform/jobs/clock.js';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed-demo-data.js';
import { seedDemoCoupons } from '../seed/seed-coupons.js';
import { seedStaff } from '../seed/seed-staff.js';

/**
 * The shop's database, ready to serve: opened, migrated, its data key checked (a key that cannot read the stored
 * personal data stops the start here rather than failing requests later), and seeded with demo data when empty
 * and the settings ask for it.
 */
export async function openShopDatabase(
  config: AppConfig,
  { logger, clock, onQuery }: { logger: Logger; clock: Clock; onQuery?: ((sql: string) => void) | undefined },
): Promise<Orm> {
  const orm = await openDatabase({
    database: config.database,
    entities,
    migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    ...(onQuery && { onQuery, debug: ['query'] }),
  });
  const applied = await migrate(orm);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  await verifyDataEncryptionKey(orm.em.fork(), config.dataEncryptionKey, findEncryptedPersonalData).catch(
    async (error: unknown) => {
      await orm.close();
      throw error;
    },
  );
  if (config.seedDemoData && (await isDatabaseEmpty(orm.em.fork()))) {
    const counts = await seedDemoData(orm.em.fork(), { parts: config.demoParts });
    const staff = config.seedDemoStaff ? await seedStaff(orm.em.fork(), clock) : 0;
    // Not in tests, which make the coupons they need.
    const coupons = config.env === 'development' ? await seedDemoCoupons(orm.em.fork(), clock) : 0;
    logger.info({ ...counts, staff, coupons }, 'demo data seeded');
  }
  return orm;
}
