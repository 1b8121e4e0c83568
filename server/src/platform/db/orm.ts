import fs from 'node:fs';
import path from 'node:path';
import { MikroORM, type EntitySchema, type Options } from '@mikro-orm/sql';
import { NodeSqliteDialect, SqliteDriver } from '@mikro-orm/sql';
import { MySqlDriver } from '@mikro-orm/mysql';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import type { DatabaseSettings } from '../../config.js';

export type Orm = MikroORM;

export interface OrmOptions {
  database: DatabaseSettings;
  entities: EntitySchema<any, any>[];
  migrations: { sqlite: MigrationClass[]; mysql: MigrationClass[] };
  /** Receives each SQL statement; used by tests that pin query counts. */
  onQuery?: (sql: string) => void;
  debug?: Options['debug'];
}

export type MigrationClass = new (...args: any[]) => Migration;

function driverOptions(database: DatabaseSettings): Partial<Options> {
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
    return {
      driver: SqliteDriver,
      dbName: database.file,
      driverOptions: new NodeSqliteDialect(database.file),
    };
  }
  return { driver: MySqlDriver, clientUrl: database.url, pool: { min: 0, max: 10 } };
}

/** Opens the database with every entity registered; `migrate` brings the schema up to date. */
export async function openDatabase(options: OrmOptions): Promise<Orm> {
  const orm = await MikroORM.init({
    ...driverOptions(options.database),
    entities: options.entities,
    extensions: [Migrator],
    migrations: {
      migrationsList: options.database.kind === 'sqlite' ? options.migrations.sqlite : options.migrations.mysql,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    // Entities are plain schemas; a request's identity map is forked per request in the HTTP layer.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: options.debug ?? false,
    logger: options.onQuery ? (message) => options.onQuery?.(message) : undefined,
  } as Options);
  if (options.database.kind === 'sqlite' && options.database.file !== ':memory:') {
    const connection = orm.em.getConnection();
    await connection.execute('PRAGMA journal_mode = WAL');
    await connection.execute('PRAGMA synchronous = NORMAL');
    await connection.execute('PRAGMA busy_timeout = 5000');
  }
  return orm;
}

/** Applies every pending migration. Starting twice is harmless: applied ones are skipped. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/** True when the entities describe a schema that the migrations have not created yet. */
export async function hasUnmigratedChanges(orm: Orm): Promise<boolean> {
  return orm.migrator.checkSchema();
}

export async function isDatabaseReachable(orm: Orm): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
