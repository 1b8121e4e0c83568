import 'reflect-metadata';
import { startApp } from './dist/app.js';
import { loadConfig } from './dist/config.js';
import { openCatalog } from '../bench/src/catalog-db.mjs';
import { labelledBom, bomCsv, quoteBom } from '../bench/src/bom.mjs';
import { signInBuyer } from '../bench/src/shoppers.mjs';
const db = process.argv[2];
const cat = await openCatalog(db); const labelled = await labelledBom(cat, 1000); await cat.close();
const queries = []; let on = false;
const app = await startApp(loadConfig({ DATABASE_URL: db, NODE_ENV: 'production', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', OAUTH_SANDBOX: 'true', DATA_ENCRYPTION_KEY: 'a'.repeat(64), HOST: '127.0.0.1', PORT: '4317', PAYMENT_SANDBOX: 'false' }), { onQuery: (m) => { if (on) queries.push(m); } });
const url = app.url ?? 'http://127.0.0.1:4317';
const token = await signInBuyer(url);
await quoteBom(url, token, bomCsv(labelled));
on = true;
const r = await quoteBom(url, token, bomCsv(labelled)); on = false;
console.log(r.parseSeconds, r.seconds);
const rows = queries.map(q => ({ ms: Number(/took (\d+) ms/.exec(q)?.[1] ?? 0), q: q.slice(0, 160) })).sort((a, b) => b.ms - a.ms);
console.log(queries.length, 'queries, total', rows.reduce((t, r) => t + r.ms, 0), 'ms');
rows.slice(0, 12).forEach(r => console.log(r.ms, r.q));

const csv = bomCsv(labelled);
for (let i = 0; i < 3; i++) {
  const form = new FormData(); form.append('file', new Blob([csv]), 'b.csv');
  let t = performance.now();
  const parsed = await (await fetch(url + '/api/bom/parse', { method: 'POST', headers: { 'user-token': token }, body: form })).json();
  const tp = performance.now() - t; t = performance.now();
  const lines = parsed.data.lines.map(({ reference, mpn, manufacturer, quantity, designators, value, package: pk, description }) => ({ reference, mpn, manufacturer, quantity, designators, value, package: pk, description }));
  const m = await (await fetch(url + '/api/bom/match', { method: 'POST', headers: { 'user-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ boards: 1, lines }) })).json();
  const tm = performance.now() - t;
  t = performance.now(); const g = await quoteBom(url, token, csv);
  console.log('parse', tp.toFixed(0), 'rest match', tm.toFixed(0), m.code, 'graphql total', (performance.now() - t).toFixed(0));
}
await app.close?.(); process.exit(0);
