// The production server in a few files: bundles what `tsc` emitted into dist/ (its decorator metadata included)
// so that `node dist/main.js` loads a handful of files instead of hundreds. Resolving and reading every one of them
// was most of a cold start (docs/benchmarks.md, "Memory and cold start"). Run by `pnpm build` after tsc.
//
// - dist/main.js and dist/worker.js are replaced by the bundle's entries; the rest of dist/ stays as tsc wrote it
//   (the scripts, e.g. dist/scripts/create-staff.js, run from there).
// - Code loaded with import() stays in chunks of its own (dist/chunks/), loaded on first use: main.ts restarts the
//   process with its heap plan before the server's modules load, and pdfkit, ExcelJS and sharp load when asked for.
// - Packages stay in node_modules (their files read beside themselves, native addons, one graphql for all).
// - Source maps chain to the TypeScript sources: NODE_OPTIONS=--enable-source-maps shows them in stack traces.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const chunks = path.join(dist, 'chunks');
const BANNER = '// Bundled by server/scripts/bundle.mjs.';

const entries = ['main.js', 'worker.js'].map((name) => path.join(dist, name));
for (const entry of entries) {
  if (fs.readFileSync(entry, 'utf8').startsWith(BANNER)) {
    throw new Error(`${entry} is already a bundle: run tsc (pnpm build) first`);
  }
}
fs.rmSync(chunks, { recursive: true, force: true });

const result = await build({
  entryPoints: entries,
  outdir: dist,
  allowOverwrite: true,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  // Class names show in logs and GraphQL errors; type-graphql and MikroORM key their metadata by them too.
  keepNames: true,
  banner: { js: BANNER },
  logLevel: 'warning',
  metafile: true,
});
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.log(`bundled the server into ${files.length} files (dist/main.js, dist/worker.js, dist/chunks/)`);
