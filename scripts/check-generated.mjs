// Fails when schema/schema.graphql or client/src/gql differ from what the code generates now, so a
// resolver changed without `pnpm codegen` cannot pass the tests. Generates into a temp folder and
// compares; the working tree is left untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-codegen-'));
const schemaFile = path.join(tmp, 'schema.graphql');
const gqlDir = path.join(tmp, 'gql') + path.sep;

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });

function filesBelow(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();
}

try {
  run('pnpm', ['--filter', '@circuitmart/server', 'exec', 'tsx', 'src/scripts/emit-schema.ts', schemaFile]);
  run('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    CODEGEN_SCHEMA: schemaFile,
    CODEGEN_OUT: gqlDir,
  });
  const stale = [];
  const committedSchema = path.join(root, 'schema', 'schema.graphql');
  if (
    !fs.existsSync(committedSchema) ||
    fs.readFileSync(committedSchema, 'utf8') !== fs.readFileSync(schemaFile, 'utf8')
  ) {
    stale.push('schema/schema.graphql');
  }
  const committedGql = path.join(root, 'client', 'src', 'gql');
  const names = new Set([...filesBelow(committedGql), ...filesBelow(gqlDir)]);
  for (const name of names) {
    const committed = path.join(committedGql, name);
    const fresh = path.join(gqlDir, name);
    if (
      !fs.existsSync(committed) ||
      !fs.existsSync(fresh) ||
      !fs.readFileSync(committed).equals(fs.readFileSync(fresh))
    ) {
      stale.push(`client/src/gql/${name}`);
    }
  }
  if (stale.length > 0) {
    console.error(`Generated code is stale: ${stale.join(', ')}.\nRun \`pnpm codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log('Generated schema and client types are up to date.');
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
