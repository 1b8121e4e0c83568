// Sums the gzip size of the JavaScript a first visit to the home route downloads: the entry chunk,
// the home page chunk, the default locale's shell translations and every chunk they import statically.
// Usage: node scripts/measure-bundle.mjs [budgetKilobytes]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distFolder = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', `file://${distFolder}`), 'utf8'));
const budgetKilobytes = Number(process.argv[2] ?? 230);

const HOME_ROUTE_SOURCES = [
  'index.html',
  'src/pages/index/index-page.tsx',
  'src/i18n/locales/en-US.json?locale-bundle=shell',
];

function collectStaticChunks(key, collected) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry for ${key}`);
  if (collected.has(chunk.file)) return;
  collected.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) collectStaticChunks(imported, collected);
}

const chunks = new Map();
for (const source of HOME_ROUTE_SOURCES) collectStaticChunks(source, chunks);

let totalBytes = 0;
const rows = [...chunks.keys()]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzipBytes = gzipSync(readFileSync(`${distFolder}${file}`), { level: 9 }).length;
    totalBytes += gzipBytes;
    return { file, gzipKilobytes: (gzipBytes / 1024).toFixed(1) };
  })
  .sort((left, right) => Number(right.gzipKilobytes) - Number(left.gzipKilobytes));

console.table(rows);
const totalKilobytes = totalBytes / 1024;
console.log(`Home route JavaScript: ${totalKilobytes.toFixed(1)} KB gzip (budget ${budgetKilobytes} KB)`);
if (totalKilobytes > budgetKilobytes) process.exitCode = 1;
