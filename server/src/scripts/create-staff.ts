/**
 * Creates a staff account with a random password and prints the password once. A production shop seeds no
 * demo staff, so this is how it gets its first admin:
 *
 *   pnpm --filter @circuitmart/server run create-staff -- --username admin --role admin [--email a@example.com]
 *   node server/dist/scripts/create-staff.js --username admin --role admin      (in the Docker image)
 *
 * It reads the same settings as the server (DATABASE_URL ...) and migrates the database first.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { entities } from '../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../migrations/index.js';
import {
  createStaffAccount,
  StaffAccountError,
  staffRoles,
  type StaffRole,
} from '../modules/identity/staff-accounts.js';
import { migrate, openDatabase } from '../platform/db/orm.js';
import { systemClock } from '../platform/jobs/clock.js';

const usage = `Usage: create-staff --username <name> --role <${staffRoles.join('|')}> [--email <address>]`;

async function main(): Promise<number> {
  // `pnpm run create-staff -- --username ...` hands the separating `--` on; it is not an argument.
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.username || !values.role) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const orm = await openDatabase({
    database: config.database,
    entities,
    migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
  });
  try {
    await migrate(orm);
    const { user, password } = await createStaffAccount(orm.em.fork(), systemClock, {
      username: values.username,
      roles: [values.role as StaffRole],
      email: values.email,
    });
    console.log(`Created ${values.role} account "${user.username}" (id ${user.id}).`);
    console.log(`Password: ${password}`);
    console.log('It is shown only this once: hand it over safely and change it after the first login.');
    return 0;
  } finally {
    await orm.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError || error instanceof StaffAccountError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
