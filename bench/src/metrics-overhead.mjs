/**
 * What the metrics cost a request, in CPU: the HTTP timing middleware (with the request's log scope, as every request
 * runs in one) and the GraphQL operation timing run on stand-in requests a million times, and one /metrics scrape, against the built server's modules
 * (`pnpm --filter @circuitmart/server build` first). CPU time per call, so the machine's load matters little.
 *
 *   node bench/src/metrics-overhead.mjs
 */
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.join(fileURLToPath(new URL('../../', import.meta.url)), 'server', 'dist', 'platform', 'metrics');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { httpMetrics } = await load('http-metrics.js');
const { graphqlMetricsPlugin } = await load('graphql-metrics.js');
const { metricsRegistry } = await load('shop-metrics.js');
const { logScope } = await import(pathToFileURL(path.join(dist, '..', 'http', 'logger.js')).href);

const CALLS = 1_000_000;

/** CPU microseconds per call of `run`, after a warm-up of a tenth as many calls. */
async function cpuPerCall(run, calls = CALLS) {
  for (let i = 0; i < calls / 10; i += 1) await run(i);
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) await run(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

const middleware = httpMetrics();
const routes = ['/api/goods/detail', '/api/goods/list', '/graphql'];
const http = await cpuPerCall((i) => {
  const req = { method: 'GET', baseUrl: '', route: { path: routes[i % routes.length] } };
  const res = new EventEmitter();
  res.statusCode = 200;
  middleware(req, res, () => logScope.run({ reqId: 'r' }, () => res.emit('finish')));
});

const plugin = graphqlMetricsPlugin();
const names = ['BenchProduct', 'BenchProducts', 'CartPage', 'ProductPage'];
const graphql = await cpuPerCall(async (i) => {
  const listener = await plugin.requestDidStart();
  await listener.willSendResponse({
    operation: { operation: 'query', name: { value: names[i % names.length] } },
    operationName: names[i % names.length],
  });
});

const scrape = await cpuPerCall(() => metricsRegistry.metrics(), 200);

console.log(`HTTP timing and log scope:  ${http.toFixed(2)} µs CPU per request`);
console.log(`GraphQL operation timing:   ${graphql.toFixed(2)} µs CPU per operation`);
console.log(`one /metrics scrape:        ${(scrape / 1000).toFixed(2)} ms CPU`);
