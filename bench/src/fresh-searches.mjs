/**
 * Searches with no help from kept results: a closed loop at `--connections` where every request searches a term
 * asked of this server never before (not by the other operations, not by an earlier request of this loop), so no
 * total, word match or page comes from what the server kept (CatalogReadCache). The terms come from the catalog
 * under test: MPN prefixes (6-8 characters), values as engineers type them with a chip size (`9.53k 1210`, `15R 0805`,
 * `180pF 1206`), and pairs of description words (`thick film`, `ceramic 1206`), interleaved.
 */
import autocannon from 'autocannon';
import { cpuSeconds } from './process-stats.mjs';
import { productList, valueSearches } from './operations.mjs';

/** How many of each kind the catalog is asked for at most; more than a 5 s loop asks on this machine. */
const MAX_TERMS_PER_KIND = 15_000;
/** The kinds of terms, in the order they are interleaved; the loop reports each kind's latency on its own. */
const TERM_KINDS = ['prefix', 'value', 'words'];
/**
 * Terms of each kind asked one at a time before the loop, to check the answers and to time each kind on its own (in
 * the loop every request waits behind the others on one event loop, so there the kinds' latencies look alike).
 */
const CHECKED_PER_KIND = 30;

/** A stable shuffle (by a string hash), so the same catalog gives the same order of terms in every run. */
function shuffled(terms) {
  const hash = (text) => {
    let value = 2166136261;
    for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
    return value >>> 0;
  };
  return terms
    .map((term) => [hash(term), term])
    .sort((a, b) => a[0] - b[0])
    .map(([, term]) => term);
}

/**
 * `9.53 kΩ` → `9.53k`, `15 Ω` → `15R`, `180 pF` → `180pF`, `10 µH` → `10uH`: a value as a BOM or an engineer writes
 * it (a bare number is no value: `15 0805` searches for the text `15`).
 */
const compactValue = (value) =>
  value
    .replace(/\s+/g, '')
    .replace(/(\d)Ω$/, '$1R')
    .replace(/Ω$/, '')
    .replace(/µ/g, 'u');

/** Distinct search terms of three kinds read from the catalog's parts (while no server runs on it). */
export async function freshSearchTerms(catalog) {
  const rows = await catalog.query(
    "SELECT mpn_normalized, package, description, parameters FROM product WHERE status = 'ON_SHELF' ORDER BY id",
  );
  const prefixes = new Set();
  const values = new Set();
  const words = new Set();
  const json = (value) => (typeof value === 'string' ? JSON.parse(value) : value);
  for (const row of rows) {
    for (const length of [6, 7, 8]) {
      if (row.mpn_normalized.length > length) prefixes.add(row.mpn_normalized.slice(0, length));
    }
    const parameters = json(row.parameters) ?? {};
    for (const name of ['resistance', 'capacitance', 'inductance']) {
      if (typeof parameters[name] === 'string') values.add(`${compactValue(parameters[name])} ${row.package}`);
    }
    const english = (json(row.description) ?? {})['en-US'] ?? '';
    const found = (english.match(/[A-Za-z]{4,}/g) ?? []).map((word) => word.toLowerCase());
    for (let first = 0; first < found.length; first += 1) {
      for (let second = first + 1; second < found.length; second += 1) words.add(`${found[first]} ${found[second]}`);
      words.add(`${found[first]} ${row.package}`);
    }
  }
  const kinds = [prefixes, values, words].map((kind) => shuffled([...kind]).slice(0, MAX_TERMS_PER_KIND));
  const terms = [];
  const kindOf = new Map();
  for (let index = 0; kinds.some((kind) => index < kind.length); index += 1) {
    kinds.forEach((kind, which) => {
      if (index >= kind.length) return;
      terms.push(kind[index]);
      kindOf.set(kind[index], TERM_KINDS[which]);
    });
  }
  return { terms, kindOf, kinds: { prefixes: kinds[0].length, values: kinds[1].length, words: kinds[2].length } };
}

const searchRequest = (term) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: productList, variables: { filter: { query: term } } }),
});

/**
 * Times the closed loop: `asked` is every search text the other operations used (left out). Returns req/s, p50,
 * p99, failures (errors, non-2xx, GraphQL errors, and any term the loop would have had to ask twice) and the
 * server's CPU per request.
 */
export async function measureFreshSearches(url, pid, allTerms, kindOf, asked, { duration, connections }) {
  const normal = (term) => term.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const askedAlready = new Set([...asked].map(normal));
  const terms = allTerms.filter((term) => !askedAlready.has(normal(term)));
  const checked = new Set(
    TERM_KINDS.flatMap((kind) => terms.filter((term) => kindOf.get(term) === kind).slice(0, CHECKED_PER_KIND)),
  );
  let empty = 0;
  const alone = Object.fromEntries(TERM_KINDS.map((kind) => [kind, []]));
  for (const term of checked) {
    const request = searchRequest(term);
    const started = performance.now();
    const response = await fetch(url + request.path, request);
    const body = await response.json();
    alone[kindOf.get(term)].push(performance.now() - started);
    if (!response.ok || body.errors) throw new Error(`fresh search "${term}" answered ${JSON.stringify(body)}`);
    if (body.data.products.edges.length === 0) empty += 1;
  }
  const timed = terms.filter((term) => !checked.has(term));
  let index = 0;
  let exhausted = 0;
  let graphqlErrors = 0;
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (defaults) => {
          if (index >= timed.length) exhausted += 1;
          return { ...defaults, ...searchRequest(timed[index++ % timed.length]) };
        },
        onResponse: (_status, body) => {
          if (body.includes('"errors"')) graphqlErrors += 1;
        },
      },
    ],
  });
  const cpuAfter = cpuSeconds(pid);
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx + graphqlErrors + exhausted,
    requests,
    terms: timed.length,
    alone: Object.fromEntries(
      TERM_KINDS.map((kind) => {
        const sorted = alone[kind].sort((a, b) => a - b);
        return [kind, { p50: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 }];
      }),
    ),
    emptyChecked: `${empty} of ${checked.size}`,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || requests === 0 ? null : (1000 * (cpuAfter - cpuBefore)) / requests,
  };
}

/** Every search text the catalog operations ask (operations.mjs), so the loop leaves them out. */
export function searchTextsOf(sample) {
  return [...sample.mpnPrefixes, ...sample.phrases, ...valueSearches];
}

/** The table of the loop's figures; `printTable(title, header, rows)` is the bench's. */
export function printFreshSearches(printTable, rows, { connections, duration }) {
  printTable(
    `Fresh searches: ${connections} connections for ${duration} s, every request a term never asked before ` +
      '(no kept results; MPN prefixes, values with a chip size, description words, in turn); ' +
      `each kind also asked ${CHECKED_PER_KIND} times alone, one at a time, before the loop`,
    [
      'database',
      'parts',
      'terms (prefix/value/words)',
      'checked: none found',
      'asked',
      'req/s',
      'p50',
      'p99',
      'server CPU/req',
      'failed',
      ...TERM_KINDS.map((kind) => `${kind} alone p50 / max`),
    ],
    rows.map((row) => [
      row.database,
      row.parts.toLocaleString('en-US'),
      `${row.prefixes}/${row.values}/${row.words}`,
      row.emptyChecked,
      String(row.requests),
      row.requestsPerSecond.toFixed(0),
      `${row.p50} ms`,
      `${row.p99} ms`,
      row.cpuMsPerRequest === null ? '-' : `${row.cpuMsPerRequest.toFixed(2)} ms`,
      String(row.failures),
      ...TERM_KINDS.map((kind) => `${row.alone[kind].p50.toFixed(1)} / ${row.alone[kind].max.toFixed(1)} ms`),
    ]),
  );
  if (rows.some((row) => row.failures > 0)) {
    console.error('\nSome fresh searches failed, or the loop ran out of terms: see the "failed" column.');
    process.exitCode = 1;
  }
}
