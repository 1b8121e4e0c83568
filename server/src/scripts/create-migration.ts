/**
 * Generates the next migration for both databases from the difference between the entities and the
 * schema that the existing migrations build. MySQL needs a reachable server: TEST_MYSQL_URL or
 * mysql://root@127.0.0.1:3306/test; a scratch database is created and dropped there.
 *
 *   pnpm --filter @circuitmart/server migration:create [name]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../migrations/index.js';
import { migrate, openDatabase } from '../platform/db/orm.js';
import type { DatabaseSettings } from '../config.js';
import { withScratchMysqlDatabase } from '../platform/db/scratch-database.js';

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
const name = process.argv[2];

async function createFor(kind: 'sqlite' | 'mysql', database: DatabaseSettings): Promise<string | undefined> {
  const orm = await openDatabase({
    database,
    entities,
    migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
  });
  try {
    await migrate(orm);
    const result = await orm.migrator.create(path.join(migrationsDir, kind), false, false, name);
    return result.fileName || undefined;
  } finally {
    await orm.close();
  }
}

function register(kind: 'sqlite' | 'mysql', fileName: string): void {
  const className = fs.readFileSync(path.join(migrationsDir, kind, fileName), 'utf8').match(/export class (\w+)/)![1]!;
  const alias = `${kind}${className.replace(/^Migration/, '')}`;
  const indexFile = path.join(migrationsDir, 'index.ts');
  let index = fs.readFileSync(indexFile, 'utf8');
  const importLine = `import { ${className} as ${alias} } from './${kind}/${fileName.replace(/\.ts$/, '.js')}';\n`;
  index = index.replace(/(import type [^\n]+\n)/, `$1${importLine}`);
  const listName = `${kind}Migrations`;
  index = index.replace(
    new RegExp(`(export const ${listName}: MigrationClass\\[\\] = \\[)([^\\]]*)\\]`),
    (_, head, body) => {
      const items = body.trim() ? `${body.trim().replace(/,$/, '')}, ${alias}` : alias;
      return `${head}${items}]`;
    },
  );
  fs.writeFileSync(indexFile, index);
}

const sqliteFile = await createFor('sqlite', { kind: 'sqlite', file: ':memory:' });
const mysqlFile = await withScratchMysqlDatabase(
  process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test',
  (url) => createFor('mysql', { kind: 'mysql', url, replicaUrls: [], readYourWritesMs: 0 }),
);
for (const [kind, file] of [
  ['sqlite', sqliteFile],
  ['mysql', mysqlFile],
] as const) {
  if (file) {
    register(kind, file);
    console.log(`${kind}: wrote ${file}`);
  } else {
    console.log(`${kind}: schema already matches the entities`);
  }
}
