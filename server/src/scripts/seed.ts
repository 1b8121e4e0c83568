/**
 * Fills an empty database with the demo catalog and site content.
 *
 *   pnpm exec tsx src/scripts/seed.ts [--parts 100000] [--database-url sqlite:data/bench.sqlite|mysql://...]
 *
 * Without --database-url the DATABASE_URL setting is used, and without --parts the DEMO_PARTS setting.
 * A database that already holds data is left alone.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type DatabaseSettings } from '../config.js';
import { entities } from '../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../migrations/index.js';
import { migrate, openDatabase } from '../platform/db/orm.js';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed-demo-data.js';

const usage = 'Usage: tsx src/scripts/seed.ts [--parts <count>] [--database-url <sqlite:file|mysql://...>] [--force]';

function describeDatabase(database: DatabaseSettings): string {
  if (database.kind === 'sqlite') return `SQLite ${database.file}`;
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return `MySQL ${url.toString()}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }

  const databaseUrl = values['database-url'];
  const config = loadConfig(databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env);
  const parts = values.parts === undefined ? config.demoParts : Number(values.parts);
  if (!Number.isInteger(parts) || parts < 0) {
    console.error(`--parts must be a whole number of at least 0, not "${values.parts}"\n${usage}`);
    return 2;
  }

  const target = describeDatabase(config.database);
  const orm = await openDatabase({
    database: config.database,
    entities,
    migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
  });
  try {
    await migrate(orm);
    const em = orm.em.fork();
    if (!(await isDatabaseEmpty(em))) {
      console.error(
        values.force
          ? `${target} already holds data. --force does not wipe a database, so nothing was changed; ` +
              'seed a fresh database (another --database-url) or drop its tables first.'
          : `${target} already holds data; nothing was changed. Seed a fresh database instead.`,
      );
      return 1;
    }
    console.log(`Seeding ${target} with ${parts} parts ...`);
    const started = performance.now();
    const counts = await seedDemoData(em, { parts });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${counts.categories} categories, ${counts.brands} brands and ${counts.products} products ` +
        `(plus the contact channel, announcements and articles) in ${seconds} s.`,
    );
    return 0;
  } finally {
    await orm.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
