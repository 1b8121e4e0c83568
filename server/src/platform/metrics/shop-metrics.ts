import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric the shop exports at /metrics, in one registry for the process. Metrics are module-level so any
 * platform mechanism can count without being handed a registry; what belongs to one running server (its database
 * pool, its job queue) reports through `metricSources` and stops reporting when that server closes.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds; from 1 ms to 10 s, where the shop's answers fall (a p99 target of 50 ms sits between two buckets). */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'circuitmart_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status class (2xx, 4xx ...), from arrival to the last byte sent.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'circuitmart_graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP by operation name (bounded: see graphql-metrics.ts) and type.',
  labelNames: ['operation', 'type'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

export const websocketConnections = new Gauge({
  name: 'circuitmart_websocket_connections',
  help: 'Open WebSocket connections (GraphQL subscriptions).',
  registers: [metricsRegistry],
});

export const pubsubFanoutDuration = new Histogram({
  name: 'circuitmart_pubsub_fanout_duration_seconds',
  help: 'From a pub/sub message reaching this copy to every local subscriber having taken it.',
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [metricsRegistry],
});

export const pubsubFanoutSubscribers = new Histogram({
  name: 'circuitmart_pubsub_fanout_subscribers',
  help: 'Local subscribers one pub/sub message was delivered to.',
  buckets: [1, 10, 100, 1000, 10000],
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'circuitmart_rate_limit_refusals_total',
  help: 'Requests and operations refused by a limiter: per-ip, per-client (minute limits) or cost-quota (hourly).',
  labelNames: ['limiter'] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'circuitmart_job_runs_total',
  help: 'Job runs on this copy by job name and outcome (succeeded, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** One reading of something a running server owns, taken when /metrics is scraped. */
export interface MetricReading {
  labels: Record<string, string>;
  value: number;
}

type Source = () => MetricReading[] | Promise<MetricReading[]>;

const sourcesByGauge = new Map<string, Set<Source>>();

/** A gauge whose values are read from the sources registered for it at scrape time. */
function sourcedGauge(name: string, help: string, labelNames: string[]): void {
  const sources = new Set<Source>();
  sourcesByGauge.set(name, sources);
  new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const readings = await Promise.all([...sources].map(async (source) => source()));
      for (const reading of readings.flat()) this.inc(reading.labels, reading.value);
    },
  });
}

sourcedGauge('circuitmart_db_pool_connections', 'Database connections by state (in_use, idle, waiting requests).', [
  'state',
]);
sourcedGauge(
  'circuitmart_job_queue_jobs',
  'Jobs by state: BullMQ job counts with Redis, else the in-process scheduler table (waiting, delayed, active, failed).',
  ['state'],
);

export type SourcedGaugeName = 'circuitmart_db_pool_connections' | 'circuitmart_job_queue_jobs';

/** Adds a source to a gauge until the returned function is called (the server that owns it closes). */
export function addMetricSource(gauge: SourcedGaugeName, source: Source): () => void {
  const sources = sourcesByGauge.get(gauge)!;
  sources.add(source);
  return () => sources.delete(source);
}
