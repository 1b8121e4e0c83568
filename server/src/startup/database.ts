import type { RowDataPacket } from 'mysql2/promise';
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
  // Copies started together (two web copies and a worker) take turns: one migrates and seeds, the others find it done.
  const releaseStartLock = await takeStartLock(config);
  try {
    await prepareDatabase(orm, config, { logger, clock });
  } finally {
    await releaseStartLock();
  }
  return orm;
}

async function prepareDatabase(
  orm: Orm,
  config: AppConfig,
  { logger, clock }: { logger: Logger; clock: Clock },
): Promise<void> {
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
}

/**
 * On MySQL, a named lock of the database held on its own connection for the migration and the seeding; SQLite has
 * one process per file. Waits up to ten minutes for another copy's migration before giving up.
 */
async function takeStartLock(config: AppConfig): Promise<() => Promise<void>> {
  if (config.database.kind !== 'mysql') return async () => {};
  const { default: mysql } = await import('mysql2/promise');
  const connection = await mysql.createConnection(config.database.url);
  try {
    const [rows] = await connection.query<RowDataPacket[]>(
      "SELECT GET_LOCK(CONCAT('circuitmart-start:', DATABASE()), 600) AS taken",
    );
    if (Number(rows[0]?.taken) !== 1) throw new Error('Another copy held the start-up lock for ten minutes');
  } catch (error) {
    await connection.end();
    throw error;
  }
  return async () => {
    await connection.query("SELECT RELEASE_LOCK(CONCAT('circuitmart-start:', DATABASE()))").catch(() => undefined);
    await connection.end();
  };
}
