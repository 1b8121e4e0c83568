/**
 * The client-delivery suite of `pnpm bench` (`--suites client`, after `pnpm build`): what a first visit downloads,
 * read from a real browser's network log, and Lighthouse's mobile score (issue 23).
 *
 * The built server (`NODE_ENV=production`) runs on a fresh SQLite database with the demo catalog. Chromium opens the
 * home, search and part pages, each in a fresh profile (empty cache, no service worker: its precache is not part of
 * the page's download) once asking for gzip and once for brotli; every response of type script is summed by its
 * encoded body size, the bytes that crossed the wire. The home route above the budget fails the run. Then Lighthouse
 * (mobile, simulated throttling) scores each page three times and the median is shown with its LCP and TBT.
 *
 * BENCH_CLIENT_PORT chooses the server's port (a free one otherwise). BENCH_CLIENT_LIGHTHOUSE=0 measures the downloads
 * only (a quick check while cutting the bundle; Lighthouse's nine runs take minutes on a loaded machine).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from './local-ports.mjs';

/** The owner's bar: the home route under 150 KB of compressed JavaScript in a browser's network log. */
export const HOME_SCRIPT_BUDGET_KB = 150;
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_TARGET = 90;
const START_TIMEOUT_MS = 180_000;
/** Scripts a page loads after its first paint (idle-time imports) still count: the log is read this long after idle. */
const SETTLE_MS = 1500;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ENCODINGS = ['gzip', 'br'];
const LOCALE_CHUNK = /\/assets\/(zh-CN|en-US|ru|es-ES)[-.]/;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');
const clientIndex = path.join(repoRoot, 'client', 'dist', 'index.html');

/** The built shop in production on a fresh SQLite file, seeded with the demo catalog; and how to stop it. */
async function startShop() {
  const port = Number(process.env.BENCH_CLIENT_PORT) || (await freePort());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-client-bench-'));
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(folder, 'shop.sqlite')}`,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_IP_PER_MINUTE: '0',
      DATA_ENCRYPTION_KEY: createHash('sha256').update('circuitmart bench data key: public').digest('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
      if (child.exitCode !== null) return resolve(removeFolder());
      child.once('exit', () => resolve(removeFolder()));
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the shop did not start on ${url} (exit code ${child.exitCode})`);
}

/** The pages measured: home, a search the demo catalog answers, and the page of the first part it lists. */
async function pagesOf(url) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 1) { edges { node { id } } } }' }),
  });
  const partId = (await response.json()).data?.products.edges[0]?.node.id;
  if (!partId) throw new Error('the demo catalog has no part to open');
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/goods/list?q=stm32' },
    { name: 'part', path: `/goods/${partId}` },
  ];
}

/** Every script one visit downloads in a fresh profile, with its encoded (on-the-wire) body size. */
async function scriptsOfVisit(browser, pageUrl, encoding) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'Accept-Encoding': encoding },
  });
  try {
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    // On a starved CPU the network can fall quiet before the page has rendered (the part page then counted no
    // locale chunk): every measured page shows its h1 once its code and data are in.
    await page.locator('h1').first().waitFor({ timeout: START_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const scripts = [];
    for (const request of finished) {
      if (request.resourceType() !== 'script') continue;
      const response = await request.response();
      const sizes = await request.sizes();
      const contentEncoding = (await response?.headerValue('content-encoding')) ?? 'identity';
      scripts.push({
        file: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        contentEncoding,
      });
    }
    return scripts;
  } finally {
    await context.close();
  }
}

const kilobytes = (bytes) => bytes / 1024;

async function measureTransfers(url, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  let homeScripts;
  try {
    for (const { name, path: pagePath } of pages) {
      const row = { page: name, path: pagePath };
      for (const encoding of ENCODINGS) {
        const scripts = await scriptsOfVisit(browser, `${url}${pagePath}`, encoding);
        // A small script under the compression threshold (1 KB) is sent as it is; anything else must be compressed.
        const uncompressed = scripts.filter((script) => script.contentEncoding !== encoding && script.bytes > 1024);
        if (uncompressed.length > 0) {
          throw new Error(
            `${pagePath} asking for ${encoding} got ${uncompressed.map((s) => `${s.file} (${s.contentEncoding})`).join(', ')}`,
          );
        }
        const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
        row.scripts = scripts.length;
        row[`${encoding} KB`] = kilobytes(total).toFixed(1);
        row.locales = [...new Set(scripts.map((s) => LOCALE_CHUNK.exec(s.file)?.[1]).filter(Boolean))].join(' ');
        if (name === 'home' && encoding === 'gzip') homeScripts = scripts;
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return { rows, homeScripts };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Lighthouse's default run (a mobile phone, simulated slow 4G and a 4x slower CPU), performance only. On a loaded
 * machine a page may paint later than Lighthouse waits for; such a run is counted as failed and the median taken of
 * the others.
 */
async function lighthouseScores(url, pages) {
  const rows = [];
  for (const { name, path: pagePath } of pages) {
    const runs = [];
    const failures = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
      try {
        const { lhr } = await lighthouse(
          `${url}${pagePath}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          { extends: 'lighthouse:default', settings: { maxWaitForFcp: 60_000, maxWaitForLoad: 90_000 } },
        );
        if (lhr.runtimeError) {
          failures.push(lhr.runtimeError.code);
        } else {
          runs.push({
            score: Math.round(lhr.categories.performance.score * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
          });
        }
      } finally {
        chrome.kill();
      }
    }
    const medianOf = (key) => (runs.length > 0 ? Math.round(median(runs.map((r) => r[key]))) : null);
    rows.push({
      page: name,
      'score (median)': medianOf('score'),
      scores: runs.map((r) => r.score).join(' '),
      failed: failures.join(' '),
      'FCP ms': medianOf('fcp'),
      'LCP ms': medianOf('lcp'),
      'TBT ms': medianOf('tbt'),
    });
  }
  return rows;
}

function machineLoad() {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min) on ${os.availableParallelism()} cores`;
}

/** Runs the suite; sets a failing exit code when the home route's gzip JavaScript is over the budget. */
export async function benchClientDelivery() {
  if (!fs.existsSync(clientIndex) || !fs.existsSync(serverMain)) {
    throw new Error('The client suite measures the build: run `pnpm build` first.');
  }
  console.log(`\nClient delivery: JavaScript on the wire and Lighthouse mobile (${machineLoad()}) ...`);
  const shop = await startShop();
  try {
    const pages = await pagesOf(shop.url);
    const { rows, homeScripts } = await measureTransfers(shop.url, pages);
    console.log('JavaScript a first visit downloads (encoded bodies of script responses, fresh profile):');
    console.table(rows);
    console.table(
      homeScripts
        .sort((a, b) => b.bytes - a.bytes)
        .map((script) => ({ 'home script': script.file, 'gzip KB': kilobytes(script.bytes).toFixed(1) })),
    );
    const lighthouseRows = process.env.BENCH_CLIENT_LIGHTHOUSE === '0' ? [] : await lighthouseScores(shop.url, pages);
    if (lighthouseRows.length > 0) {
      console.log(`Lighthouse mobile, performance, median of ${LIGHTHOUSE_RUNS} (${machineLoad()}):`);
      console.table(lighthouseRows);
    }
    const homeKilobytes = Number(rows.find((row) => row.page === 'home')['gzip KB']);
    if (homeKilobytes > HOME_SCRIPT_BUDGET_KB) {
      console.error(
        `FAILED: the home route downloads ${homeKilobytes} KB of gzip JavaScript, over the ${HOME_SCRIPT_BUDGET_KB} KB budget`,
      );
      process.exitCode = 1;
    }
    const below = lighthouseRows.filter((row) => !(row['score (median)'] >= LIGHTHOUSE_TARGET));
    if (below.length > 0) {
      console.error(
        `Below the Lighthouse target of ${LIGHTHOUSE_TARGET}: ${below.map((row) => `${row.page} ${row['score (median)']}`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await shop.stop();
  }
}
