import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mysql from 'mysql2/promise';
import { createScratchMysqlDatabase } from '../src/platform/db/scratch-database.js';

/**
 * Migrating and seeding a database costs a test file seconds on MariaDB; copying a finished one costs a fraction
 * of that. A template is built once per run for each way of starting (database kind, demo parts, settings, clock)
 * by the first test file that needs it, and every file after copies it. Files run in several worker processes,
 * so the templates live in a folder of the run (made by global-setup.ts): a lock directory says who builds, a
 * JSON file says where the finished template is.
 */
export type TemplateKind = 'sqlite' | 'mysql';

interface SqliteTemplate {
  kind: 'sqlite';
  file: string;
}

export interface MysqlTemplate {
  kind: 'mysql';
  database: string;
  /** CREATE TABLE statements as the server shows them (foreign keys and checks included). */
  tables: string[];
  /** The tables with rows and the columns an INSERT may write (generated ones left out). */
  rows: { table: string; columns: string[] }[];
  /** CREATE TRIGGER statements in their firing order, with the SQL mode and character sets each was created under. */
  triggers: { sqlMode: string; characterSetClient: string; collationConnection: string; statement: string }[];
}

type Template = SqliteTemplate | MysqlTemplate;

const waitStep = 50;
const buildTimeout = 180_000;

/** A name for the template of one way of starting; equal inputs give equal names. */
export function templateKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 20);
}

/**
 * A fresh database with the same content as the template of `key`, building the template with `build` first if no
 * test file of this run has. `build` receives an empty database's URL and fills it as the server's start would.
 */
export async function copyOfTemplate(
  folder: string,
  kind: TemplateKind,
  key: string,
  build: (url: string) => Promise<void>,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await templateOf(folder, kind, key, build);
  return template.kind === 'sqlite' ? copySqlite(template) : copyMysql(template);
}

async function templateOf(
  folder: string,
  kind: TemplateKind,
  key: string,
  build: (url: string) => Promise<void>,
): Promise<Template> {
  const done = path.join(folder, `${kind}-${key}.json`);
  const lock = path.join(folder, `${kind}-${key}.lock`);
  const deadline = Date.now() + buildTimeout;
  for (;;) {
    if (fs.existsSync(done)) return JSON.parse(fs.readFileSync(done, 'utf8')) as Template;
    if (tryLock(lock)) break;
    if (Date.now() > deadline) throw new Error(`No database template ${key} after ${buildTimeout / 1000} s`);
    await sleep(waitStep);
  }
  try {
    const template = kind === 'sqlite' ? await buildSqlite(folder, key, build) : await buildMysql(folder, key, build);
    const written = `${done}.${process.pid}`;
    fs.writeFileSync(written, JSON.stringify(template));
    fs.renameSync(written, done);
    return template;
  } finally {
    // A failed build leaves no template: the next file to ask builds again (and most likely fails as loudly).
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function buildSqlite(
  folder: string,
  key: string,
  build: (url: string) => Promise<void>,
): Promise<SqliteTemplate> {
  const file = path.join(folder, `sqlite-${key}.sqlite`);
  await build(`sqlite:${file}`);
  // Closing the last connection folds the write-ahead log into the file; a leftover log would be lost by a copy.
  if (fs.existsSync(`${file}-wal`) && fs.statSync(`${file}-wal`).size > 0) {
    throw new Error(`The SQLite template ${file} still has a write-ahead log after its database closed`);
  }
  return { kind: 'sqlite', file };
}

function copySqlite(template: SqliteTemplate): { url: string; drop: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-test-'));
  const file = path.join(dir, 'shop.sqlite');
  fs.copyFileSync(template.file, file, fs.constants.COPYFILE_FICLONE);
  return { url: `sqlite:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The MySQL server the tests use, as mysql2 wants its URL. */
function serverUrl(): string {
  return process.env.TEST_MYSQL_URL!.replace(/^mariadb:/, 'mysql:');
}

function databaseUrl(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Template databases are named by when they were made, so a run that was killed cannot leave them forever. */
const templatePrefix = 'cm_template_';
const abandonedAfterMs = 6 * 60 * 60 * 1000;

async function buildMysql(folder: string, key: string, build: (url: string) => Promise<void>): Promise<MysqlTemplate> {
  const database = `${templatePrefix}${Date.now().toString(36)}_${key.slice(0, 8)}`;
  // Global teardown drops every database named here, including one whose build failed half way.
  fs.appendFileSync(path.join(folder, 'mysql-databases'), `${database}\n`);
  await withServer((connection) =>
    connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
  );
  try {
    await build(databaseUrl(database));
    return { kind: 'mysql', database, ...(await describeMysql(database)) };
  } catch (error) {
    await withServer((connection) => connection.query(`DROP DATABASE IF EXISTS \`${database}\``));
    throw error;
  }
}

async function withServer<T>(work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  const connection = await mysql.createConnection(serverUrl());
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** Everything needed to recreate the database: its tables, their rows and its triggers. */
async function describeMysql(database: string): Promise<Omit<MysqlTemplate, 'kind' | 'database'>> {
  const connection = await mysql.createConnection(databaseUrl(database));
  try {
    const query = async <Row>(sql: string, values: unknown[] = []) => (await connection.query(sql, values))[0] as Row[];
    const [unsupported] = await query<{ objects: number }>(
      `SELECT (SELECT COUNT(*) FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ?)
            + (SELECT COUNT(*) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?)
            + (SELECT COUNT(*) FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ?) AS objects`,
      [database, database, database],
    );
    if (Number(unsupported!.objects) > 0) {
      throw new Error('The migrations create views, routines or events, which the test database templates do not copy');
    }
    const names = await query<{ name: string }>(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
      [database],
    );
    const tables: string[] = [];
    const rows: MysqlTemplate['rows'] = [];
    for (const { name } of names) {
      const [created] = await query<{ 'Create Table': string }>(`SHOW CREATE TABLE \`${name}\``);
      tables.push(created!['Create Table']);
      // information_schema's row counts are estimates: ask the table itself.
      const [any] = await query<{ found: number }>(`SELECT EXISTS (SELECT 1 FROM \`${name}\`) AS found`);
      if (Number(any!.found) === 0) continue;
      const columns = await query<{ name: string }>(
        `SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS
          WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND EXTRA NOT LIKE '%GENERATED%' ORDER BY ORDINAL_POSITION`,
        [database, name],
      );
      rows.push({ table: name, columns: columns.map((column) => column.name) });
    }
    const triggerNames = await query<{ name: string }>(
      `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?
        ORDER BY EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_ORDER`,
      [database],
    );
    const triggers: MysqlTemplate['triggers'] = [];
    for (const { name } of triggerNames) {
      const [shown] = await query<{
        sql_mode: string;
        character_set_client: string;
        collation_connection: string;
        'SQL Original Statement': string;
      }>(`SHOW CREATE TRIGGER \`${name}\``);
      triggers.push({
        sqlMode: shown!.sql_mode,
        characterSetClient: shown!.character_set_client,
        collationConnection: shown!.collation_connection,
        // The copy's triggers belong to whoever runs the tests, as the template's did.
        statement: shown!['SQL Original Statement'].replace(/^CREATE\s+DEFINER\s*=\s*\S+\s+/i, 'CREATE '),
      });
    }
    return { tables, rows, triggers };
  } finally {
    await connection.end();
  }
}

async function copyMysql(template: MysqlTemplate): Promise<{ url: string; drop: () => Promise<void> }> {
  const scratch = await createScratchMysqlDatabase(serverUrl());
  try {
    const connection = await mysql.createConnection({ uri: scratch.url, multipleStatements: true });
    try {
      const quoted = (name: string) => `\`${name}\``;
      await connection.query(
        [
          // Tables refer to each other in any order; the rows come from a database whose keys already hold.
          'SET FOREIGN_KEY_CHECKS = 0',
          ...template.tables,
          // Rows before triggers, so that copying them fires nothing (the template's derived rows are copied too).
          ...template.rows.map(({ table, columns }) => {
            const list = columns.map(quoted).join(', ');
            return `INSERT INTO ${quoted(table)} (${list}) SELECT ${list} FROM ${quoted(template.database)}.${quoted(table)}`;
          }),
          'SET FOREIGN_KEY_CHECKS = 1',
        ].join(';\n'),
      );
      for (const trigger of template.triggers) {
        // A trigger compares its strings in the collation of the connection that created it.
        await connection.query('SET SESSION sql_mode = ?, character_set_client = ?, collation_connection = ?', [
          trigger.sqlMode,
          trigger.characterSetClient,
          trigger.collationConnection,
        ]);
        await connection.query(trigger.statement);
      }
    } finally {
      await connection.end();
    }
    return scratch;
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}

/** Drops the MySQL templates a run made (global teardown). */
export async function dropMysqlTemplates(folder: string): Promise<void> {
  const list = path.join(folder, 'mysql-databases');
  if (!fs.existsSync(list) || !process.env.TEST_MYSQL_URL) return;
  const names = fs.readFileSync(list, 'utf8').split('\n').filter(Boolean);
  await withServer(async (connection) => {
    for (const name of names) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  });
}

/**
 * Drops templates left by runs that were killed before their teardown (global setup). Only old ones: another
 * checkout's run may be using its templates on the same server right now.
 */
export async function dropAbandonedMysqlTemplates(): Promise<void> {
  if (!process.env.TEST_MYSQL_URL) return;
  await withServer(async (connection) => {
    const [rows] = await connection.query('SHOW DATABASES');
    for (const row of rows as Record<string, string>[]) {
      const name = Object.values(row)[0]!;
      if (!name.startsWith(templatePrefix)) continue;
      const madeAt = parseInt(name.slice(templatePrefix.length).split('_')[0]!, 36);
      if (Date.now() - madeAt > abandonedAfterMs) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    }
  });
}
