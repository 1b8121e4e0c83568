/**
 * The memory soak (`pnpm bench --suites soak --soak-minutes 10`): a mixed load on the 100,000-part catalog for N
 * minutes (catalog reads, searches with terms never asked before, cart writes, sign-ins), the server's RSS and heap
 * sampled every 10 s. After the warm-up it must stay flat: it fails loudly when RSS grows more than 10 % over its
 * level at the end of the warm-up. With `--soak-heap-snapshots`, heap snapshots (SIGUSR2, HEAP_SNAPSHOT_DIR) at the
 * end of the warm-up and at the end are summarised by constructor (heap-summary.mjs) instead: writing one pauses the
 * server for a minute or more and leaves its RSS about 230 MiB higher (V8's snapshot memory stays with the
 * allocator), so such a run's RSS is shown but not judged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCatalog, setStock, spreadParts } from './catalog-db.mjs';
import { sampleCatalog } from './operations.mjs';
import { cpuSeconds, residentBytes } from './process-stats.mjs';
import { expectNoUserErrors, graphqlCall, signInBuyer } from './shoppers.mjs';
import { compareSummaries, summariseHeapSnapshot } from './heap-summary.mjs';

const SAMPLE_EVERY_MS = 10_000;
/** RSS may grow this much after the warm-up (issue 24). */
const ALLOWED_GROWTH = 0.1;
const WORKERS = 6;
const BUYERS = 20;
const CART_PARTS = 50;

const productQuery = `query SoakProduct($id: ID!) {
  product(id: $id) { id mpn description stock parameters { name value } priceBreaks { minQty unitPriceMilli } }
}`;
const listQuery = `query SoakList($filter: ProductFilter) {
  products(first: 20, filter: $filter) {
    totalCount edges { node { id mpn stock listPriceMilli } } facets(valuesFirst: 8) { name values { value count } }
  }
}`;
const addToCart = `mutation SoakAddToCart($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }`;
const cartQuery = '{ myCart { lines { id quantity } selectedSubtotalFen } }';

const pick = (list, index) => list[index % list.length];
const mib = (bytes) => bytes / 2 ** 20;

/** One step of the mix, chosen by `index`: reads most, then fresh searches, cart writes and now and then a sign-in. */
async function step(url, sample, buyers, cartParts, index) {
  const kind = index % 10;
  if (kind < 4) return graphqlCall(url, productQuery, { id: pick(sample.ids, index * 7) });
  if (kind < 6) return graphqlCall(url, listQuery, { filter: { categoryId: pick(sample.categoryIds, index) } });
  if (kind < 8) {
    // A term nobody asked before: every one is a new kept result, so the caches' bounds are what hold memory.
    const term = `${pick(sample.mpnPrefixes, index).slice(0, 3)}${(index * 7919) % 100_000}`;
    return graphqlCall(url, listQuery, { filter: { query: term } });
  }
  const buyer = pick(buyers, index);
  if (kind === 8) {
    const productId = String(pick(cartParts, index));
    const data = await graphqlCall(url, addToCart, { input: { productId, quantity: 1 } }, buyer.token);
    return expectNoUserErrors(data.addToCart, 'addToCart');
  }
  if (index % 50 === 9) {
    // A sign-in replaces one buyer, so sessions keep being made for the whole soak.
    buyers[index % buyers.length] = { token: await signInBuyer(url) };
    return undefined;
  }
  return graphqlCall(url, cartQuery, {}, buyer.token);
}

/** The value of one series of /metrics, summed over its labels when `labels` is omitted. */
function metricValue(text, name, labels) {
  const prefix = labels ? `${name}{${labels}}` : name;
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${prefix} `) || (!labels && line.startsWith(`${name}{`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The bounded caches' entries and bytes from /metrics, by cache name. */
function cacheFigures(text) {
  const figures = {};
  for (const line of text.split('\n')) {
    const match =
      /^circuitmart_cache_(entries|bytes|max_entries|max_bytes|evictions_total)\{cache="([^"]+)"\} (\S+)/.exec(line);
    if (match) (figures[match[2]] ??= {})[match[1]] = Number(match[3]);
  }
  return figures;
}

/** Asks the server for a heap snapshot and waits until the file is complete; answers its path. */
async function heapSnapshot(pid, directory) {
  const before = new Set(fs.readdirSync(directory));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = fs.readdirSync(directory).find((name) => !before.has(name) && name.endsWith('.heapsnapshot'));
    // v8 writes to the final name; the log line after it is our sign it finished, approximated by a stable size.
    if (written) {
      const file = path.join(directory, written);
      const size = fs.statSync(file).size;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      if (fs.statSync(file).size === size && size > 0) return file;
    }
  }
  throw new Error('no heap snapshot within 5 minutes');
}

/**
 * Runs the soak against a seeded catalog; `startShop(databaseUrl, env)` starts the server (bench.mjs's). Answers the
 * figures and sets process.exitCode when RSS grew past the bound.
 */
export async function soak({ databaseUrl, startShop, minutes, warmupMinutes, heapSnapshots, snapshotDir, log }) {
  const catalog = await openCatalog(databaseUrl);
  const cartParts = (await spreadParts(catalog, CART_PARTS)).map((part) => part.id);
  await setStock(catalog, cartParts, 10_000_000);
  await catalog.close();
  fs.rmSync(snapshotDir, { recursive: true, force: true });
  fs.mkdirSync(snapshotDir, { recursive: true });
  const shop = await startShop(databaseUrl, { HEAP_SNAPSHOT_DIR: snapshotDir });
  const samples = [];
  const snapshots = {};
  let requests = 0;
  let failures = 0;
  let firstFailure;
  try {
    const sample = await sampleCatalog(shop.url);
    const buyers = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push({ token: await signInBuyer(shop.url) });
    const started = Date.now();
    const endAt = started + minutes * 60_000;
    const warmEnd = started + warmupMinutes * 60_000;
    const cpuAtStart = cpuSeconds(shop.pid);
    let next = 0;
    let running = true;
    const worker = async () => {
      while (running && Date.now() < endAt) {
        const index = next++;
        try {
          await step(shop.url, sample, buyers, cartParts, index);
        } catch (error) {
          failures += 1;
          firstFailure ??= String(error);
        }
        requests += 1;
      }
    };
    const sampler = async () => {
      while (Date.now() < endAt) {
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
        const metrics = await (await fetch(`${shop.url}/metrics`)).text();
        const at = (Date.now() - started) / 1000;
        const rssMiB = mib(residentBytes(shop.pid) ?? 0);
        const heapMiB = mib(metricValue(metrics, 'nodejs_heap_size_used_bytes'));
        // Where RSS beyond the live objects may sit: the heap V8 has taken (garbage included) and native buffers.
        const heapTotalMiB = mib(metricValue(metrics, 'nodejs_heap_size_total_bytes'));
        const externalMiB = mib(metricValue(metrics, 'nodejs_external_memory_bytes'));
        samples.push({ at, rssMiB, heapMiB, warm: Date.now() >= warmEnd, load: os.loadavg()[0] });
        log(
          `${at.toFixed(0).padStart(5)} s  RSS ${rssMiB.toFixed(0)} MiB  heap used ${heapMiB.toFixed(0)} ` +
            `of ${heapTotalMiB.toFixed(0)} MiB  external ${externalMiB.toFixed(0)} MiB  requests ${requests}`,
        );
        if (heapSnapshots && !snapshots.warm && Date.now() >= warmEnd) {
          snapshots.warm = { file: await heapSnapshot(shop.pid, snapshotDir), caches: cacheFigures(metrics) };
        }
      }
      running = false;
    };
    await Promise.all([sampler(), ...Array.from({ length: WORKERS }, worker)]);
    const cpu = cpuSeconds(shop.pid) - cpuAtStart;
    const metrics = await (await fetch(`${shop.url}/metrics`)).text();
    const caches = cacheFigures(metrics);
    if (heapSnapshots) snapshots.end = { file: await heapSnapshot(shop.pid, snapshotDir), caches };
    const warm = samples.filter((entry) => entry.warm);
    const baseline = warm[0]?.rssMiB ?? samples.at(-1).rssMiB;
    const rss = warm.map((entry) => entry.rssMiB);
    const figures = {
      minutes,
      warmupMinutes,
      requests,
      failures,
      firstFailure,
      serverCpuMsPerRequest: (cpu * 1000) / Math.max(1, requests),
      rssMinMiB: Math.min(...rss),
      rssMaxMiB: Math.max(...rss),
      rssBaselineMiB: baseline,
      growth: Math.max(...rss) / baseline - 1,
      peakRssMiB: shop.peakRssMiB(),
      heapMinMiB: Math.min(...warm.map((entry) => entry.heapMiB)),
      heapMaxMiB: Math.max(...warm.map((entry) => entry.heapMiB)),
      loadMin: Math.min(...samples.map((entry) => entry.load)),
      loadMax: Math.max(...samples.map((entry) => entry.load)),
      judged: !heapSnapshots,
      caches,
    };
    await shop.stop();
    if (heapSnapshots) {
      log('summarising the heap snapshots ...');
      const warmSummary = await summariseHeapSnapshot(snapshots.warm.file);
      const endSummary = await summariseHeapSnapshot(snapshots.end.file);
      figures.heap = compareSummaries(warmSummary, endSummary);
    }
    if (figures.judged && figures.growth > ALLOWED_GROWTH) process.exitCode = 1;
    return figures;
  } finally {
    await shop.stop();
  }
}

/** Prints the soak's figures as docs/benchmarks.md's "Memory soak" section shows them. */
export function printSoak(figures, loadBefore, loadAfter) {
  const f1 = (value) => value.toFixed(1);
  console.log(
    `\nMemory soak (${new Date().toISOString().slice(0, 10)}, SQLite; ${loadBefore} before, ${loadAfter} after)`,
  );
  console.log(
    `  ${figures.minutes} min of mixed load (${figures.warmupMinutes} min warm-up): ${figures.requests} requests, ` +
      `${figures.failures} failed${figures.firstFailure ? ` (first: ${figures.firstFailure.slice(0, 200)})` : ''}`,
  );
  console.log(`  server CPU per request: ${figures.serverCpuMsPerRequest.toFixed(2)} ms`);
  console.log(
    `  RSS after warm-up: ${f1(figures.rssMinMiB)}-${f1(figures.rssMaxMiB)} MiB (first warm sample ` +
      `${f1(figures.rssBaselineMiB)} MiB, growth ${(figures.growth * 100).toFixed(1)} %, allowed ` +
      `${ALLOWED_GROWTH * 100} %); peak RSS ${f1(figures.peakRssMiB)} MiB`,
  );
  console.log(`  heap used after warm-up: ${f1(figures.heapMinMiB)}-${f1(figures.heapMaxMiB)} MiB`);
  console.log(`  load average during the soak: ${f1(figures.loadMin)}-${f1(figures.loadMax)}`);
  console.log('  bounded caches at the end (entries / bound, MiB / bound, evictions):');
  for (const [name, cache] of Object.entries(figures.caches)) {
    console.log(
      `    ${name.padEnd(28)} ${cache.entries ?? 0} / ${cache.max_entries}, ` +
        `${f1(mib(cache.bytes ?? 0))} / ${f1(mib(cache.max_bytes))}, ${cache.evictions_total ?? 0}`,
    );
  }
  if (figures.heap) {
    console.log('  heap by constructor (self size), warm-up -> end, the 15 largest at the end:');
    for (const row of figures.heap.slice(0, 15)) {
      console.log(
        `    ${row.name.slice(0, 40).padEnd(40)} ${f1(mib(row.warmBytes)).padStart(7)} -> ${f1(mib(row.endBytes)).padStart(7)} MiB` +
          `  (${row.warmCount} -> ${row.endCount} objects)`,
      );
    }
  }
  if (!figures.judged) {
    console.log('  RSS not judged: the heap snapshots inflate it (run without --soak-heap-snapshots to judge it)');
  } else if (figures.growth > ALLOWED_GROWTH) {
    console.error(
      `\nRSS GREW ${(figures.growth * 100).toFixed(1)} % after the warm-up (allowed ${ALLOWED_GROWTH * 100} %).`,
    );
  }
}
