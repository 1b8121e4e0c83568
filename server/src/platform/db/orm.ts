import type { RowDataPacket } from 'mysql2/promise';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM, type EntitySchema, type Options } from '@mikro-orm/sql';
import { SqliteDriver } from '@mikro-orm/sql';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import type { DatabaseSettings } from '../../config.js';
import { CachingNodeSqliteDialect } from './sqlite-dialect.js';

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

/**
 * MariaDB answers the MySQL protocol but stores JSON as checked LONGTEXT; its own driver reads that
 * back correctly, so schema comparison stays exact on both servers.
 */
async function isMariaDb(url: string): Promise<boolean> {
  const { default: mysql } = await import('mysql2/promise');
  const connection = await mysql.createConnection(url);
  try {
    const [rows] = await connection.query<RowDataPacket[]>('SELECT VERSION() AS version');
    return String(rows[0]?.version).includes('MariaDB');
  } finally {
    await connection.end();
  }
}

async function driverOptions(database: DatabaseSettings): Promise<Partial<Options>> {
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
    return {
      driver: SqliteDriver,
      dbName: database.file,
      driverOptions: new CachingNodeSqliteDialect(database.file),
    };
  }
  // Loaded only for MySQL/MariaDB: a SQLite start does without mysql2 (3 % of its start).
  const driver = (await isMariaDb(database.url))
    ? (await import('@mikro-orm/mariadb')).MariaDbDriver
    : (await import('@mikro-orm/mysql')).MySqlDriver;
  return {
    driver,
    clientUrl: database.url,
    pool: { min: 0, max: 10 },
    replicas: database.replicaUrls.map((url, index) => ({ name: `replica-${index + 1}`, clientUrl: url })),
    // Only reads that ask for a replica get one (platform/db/read-replicas.ts): a read that must see this
    // request's or this user's own writes never lands on a replica that has not caught up.
    preferReadReplicas: false,
  };
}

/** Opens the database with every entity registered; `migrate` brings the schema up to date. */
export async function openDatabase(options: OrmOptions): Promise<Orm> {
  const orm = await MikroORM.init({
    ...(await driverOptions(options.database)),
    entities: options.entities,
    extensions: [Migrator],
    migrations: {
      migrationsList: options.database.kind === 'sqlite' ? options.migrations.sqlite : options.migrations.mysql,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      // start-up logs the applied migrations itself, through the server's logger
      silent: true,
    },
    // The full-text side table of part search (and SQLite's FTS5 shadow tables) and the triggers that fill it
    // are written by hand in the search migration; without these the schema diff would drop them.
    schemaGenerator: { skipTables: [/^product_search/], ignoreTriggers: true },
    // Entities are plain schemas; a request's identity map is forked per request in the HTTP layer.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: options.debug ?? false,
    colors: false,
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
