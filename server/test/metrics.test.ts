import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/platform/http/logger.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { InProcessJobScheduler } from '../src/platform/jobs/in-process-scheduler.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { socketClient, watch } from './subscription-steps.js';

const METRICS_TOKEN = 'metrics-test-token-0123456789';
const PER_MINUTE = 30;

/** Every JSON log line the server writes, kept for the test to search. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', env: 'test' }, stream) };
}

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('metrics and request ids on %s', (database) => {
  const clock = new ManualClock();
  const log = capturedLog();
  let server: TestServer;
  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await server.request('GET', '/metrics', { headers });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock,
      parts: 20,
      redis: true,
      logger: log.logger,
      rateLimitKeyPrefix: `test-metrics-${randomUUID()}`,
      settings: { METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
    });
    // Its own settings make its own template database: on MariaDB, every migration from scratch.
  }, 600_000);
  afterAll(() => server.close());

  it('answers the Prometheus text format with HTTP, GraphQL, WebSocket and rate-limit series after traffic', async () => {
    const client = `visitor-${randomUUID()}`;
    const asClient = { 'user-token': client };
    const named = await server.graphql('query MetricsProbe { serverTime }', {}, asClient);
    expect(named.status).toBe(200);
    const refusals = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) {
      refusals.push((await server.request('GET', '/api/channel/get?id=2421', { headers: asClient })).status);
    }
    expect(refusals.at(-1)).toBe(429);
    // A category's facets are a kept result of the catalog's bounded cache; asked twice, the second is a hit.
    const categories = await server.graphql<{ categories: { id: string }[] }>('{ categories { id } }');
    const facetsOf = `{ products(first: 1, filter: { categoryId: "${categories.data!.categories[0]!.id}" }) { facets { name } } }`;
    await server.graphql(facetsOf);
    await server.graphql(facetsOf);
    const socket = socketClient(server, '');
    const ticks = watch<{ serverTime: string }>(socket, 'subscription { serverTime }');
    await ticks.next();

    const { status, type, text } = await scrape();
    await ticks.stop();
    await socket.dispose();

    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE circuitmart_http_request_duration_seconds histogram');
    expect(
      seriesValue(
        text,
        'circuitmart_http_request_duration_seconds_count{method="GET",route="/healthz",status="2xx"}',
      ) ??
        seriesValue(
          text,
          'circuitmart_http_request_duration_seconds_count{method="POST",route="/graphql",status="2xx"}',
        ),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'circuitmart_graphql_operation_duration_seconds_count{operation="MetricsProbe",type="query"}'),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, 'circuitmart_websocket_connections')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'circuitmart_rate_limit_refusals_total{limiter="per-client"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE circuitmart_pubsub_fanout_duration_seconds histogram');
    expect(text).toMatch(/circuitmart_job_queue_jobs\{state="(waiting|delayed)"\}/);
    expect(seriesValue(text, 'circuitmart_cache_max_entries{cache="catalog-kept-results"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'circuitmart_cache_entries{cache="catalog-kept-results"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'circuitmart_cache_hits_total{cache="catalog-kept-results"}')).toBeGreaterThanOrEqual(1);
    if (database === 'mysql') expect(text).toMatch(/circuitmart_db_pool_connections\{state="in_use"\} \d+/);
  });

  it('gives operations without a name one series and caps distinct names', async () => {
    await server.graphql('{ serverTime }');
    const { text } = await scrape();
    expect(
      seriesValue(text, 'circuitmart_graphql_operation_duration_seconds_count{operation="__anonymous",type="query"}'),
    ).toBeGreaterThan(0);
  });

  it('refuses a caller outside loopback and private networks unless it presents the token', async () => {
    const outside = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await scrape(outside);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('circuitmart_');
    expect((await scrape({ ...outside, authorization: 'Bearer not-the-token-at-all' })).status).toBe(404);
    const withToken = await scrape({ ...outside, authorization: `Bearer ${METRICS_TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('circuitmart_http_request_duration_seconds');
  });

  it("writes the request id of the header on a log line from deep inside a service (the outbox's)", async () => {
    const requestId = `trace-${randomUUID()}`;
    clock.advance(5 * 60_000);
    const sent = await server.graphql(
      'mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { userErrors { code } } }',
      { input: { address: `log-${randomUUID()}@example.com`, purpose: 'LOGIN' } },
      { 'x-request-id': requestId },
    );
    expect(sent.data.sendVerificationCode.userErrors).toEqual([]);
    const outboxLine = log.lines.find(
      (line) => line.msg === 'message written to the outbox' && line.reqId === requestId,
    );
    expect(outboxLine).toBeDefined();
    // A caller's id that could forge log lines is replaced by a fresh one.
    const forged = await server.request('GET', '/healthz', { headers: { 'x-request-id': 'a b {"level":60}' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one access line per request with its id, method, path, status and time, without its credentials', async () => {
    const requestId = `access-${randomUUID()}`;
    const linesOf = (id: string) => log.lines.filter((line) => (line.req as { id?: string } | undefined)?.id === id);
    // Probes and scrapes are not logged (checked once the later request's line is there).
    const probed = await server.request('GET', '/healthz', { headers: { 'x-request-id': `${requestId}-probe` } });
    expect(probed.status).toBe(200);
    const answered = await server.graphql(
      'query AccessProbe { serverTime }',
      {},
      { 'x-request-id': requestId, 'user-token': 'secret-session-token', cookie: 'token=secret-cookie-token' },
    );
    expect(answered.status).toBe(200);
    // Written when the answer has been handed to the socket, which may be just after the client read it.
    await vi.waitFor(() => expect(linesOf(requestId)).toHaveLength(1));
    const [line] = linesOf(requestId);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: requestId,
      req: { id: requestId, method: 'POST', url: '/graphql' },
      res: { statusCode: 200 },
    });
    expect(line!.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain('secret-');
    expect(linesOf(`${requestId}-probe`)).toEqual([]);
  });

  it("writes a job's key on the log lines its handler writes, and counts its failures", async () => {
    const scheduler = new InProcessJobScheduler({ orm: server.app.orm, clock });
    const key = `metrics-probe/${randomUUID()}`;
    scheduler.register('metrics-probe', async () => {
      log.logger.info({}, 'metrics probe job ran');
      throw new Error('the probe fails on purpose');
    });
    await scheduler.start();
    try {
      await scheduler.schedule('metrics-probe', {}, { key, runAt: clock.now() });
      await scheduler.runDue();
    } finally {
      await scheduler.close();
    }
    expect(log.lines.find((line) => line.msg === 'metrics probe job ran')).toMatchObject({
      jobId: key,
      job: 'metrics-probe',
    });
    const { text } = await scrape();
    expect(seriesValue(text, 'circuitmart_job_runs_total{job="metrics-probe",outcome="failed"}')).toBeGreaterThan(0);
  });
});
