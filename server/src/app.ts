import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.js';
import { buildGraphQLSchema } from './graphql-schema.js';
import type { SessionResolver } from './platform/auth/index.js';
import type { Orm } from './platform/db/orm.js';
import { createLogger, type Logger } from './platform/http/logger.js';
import { createCostQuota, rateLimitRedisClient } from './platform/http/rate-limit.js';
import { createRequestContextFactory } from './platform/http/request-context.js';
import { reportDbPool } from './platform/metrics/db-pool-metrics.js';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import type { JobScheduler } from './platform/jobs/jobs.js';
import type { Services } from './services.js';
import { seedDemoActivity } from './seed/seed-demo-activity.js';
import { openShopDatabase } from './startup/database.js';
import { startGraphQLServer } from './startup/graphql-server.js';
import { Draining } from './startup/draining.js';
import { createExpressApp, mountRoutes } from './startup/routes.js';
import { createRuntime, type JobRunListener } from './startup/runtime.js';
import { serveSubscriptions } from './startup/websockets.js';

export interface AppDependencies {
  clock?: Clock;
  logger?: Logger;
  /** Replaces the accounts module's session lookup. */
  sessions?: SessionResolver;
  /** Receives every SQL statement (query-count tests). */
  onQuery?: (sql: string) => void;
  /** URLs per sitemap file; below the 50,000 default only so tests can see a catalog split into files. */
  urlsPerSitemap?: number;
  /** Namespace of the rate-limit counters in Redis; tests give each server its own. */
  rateLimitKeyPrefix?: string;
  /** Told of every job run this process starts (tests count runs across copies). */
  onJobRun?: JobRunListener;
}

export interface RunningApp {
  url: string;
  orm: Orm;
  services: Services;
  jobs: JobScheduler;
  logger: Logger;
  /** Drains HTTP and WebSocket connections, stops jobs and pub/sub, closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the whole shop on one port: the built client, GraphQL over HTTP and WebSocket at /graphql,
 * the REST façade under /api, health probes and package drawings under /media.
 */
export async function startApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<RunningApp> {
  if (config.scaleOut.processRole === 'worker') throw new Error('PROCESS_ROLE=worker starts with startWorker()');
  const logger = dependencies.logger ?? createLogger(config);
  const clock = dependencies.clock ?? systemClock;

  // Milliseconds since the process started at each step, logged once listening: where a cold start goes.
  const startedAt: Record<string, number> = { modulesLoaded: Math.round(performance.now()) };
  const mark = (step: string) => (startedAt[step] = Math.round(performance.now()));
  const orm = await openShopDatabase(config, { logger, clock, onQuery: dependencies.onQuery });
  mark('databaseOpened');
  const stopReportingPool = await reportDbPool(orm, config.database.kind);
  const { bus, jobs, services, shopEvents, ...runtime } = await createRuntime(config, {
    orm,
    clock,
    logger,
    onJobRun: dependencies.onJobRun,
  });
  mark('servicesCreated');
  const schema = await buildGraphQLSchema(services, logger, bus.pubSub, { checked: config.env !== 'production' });
  mark('schemaBuilt');
  const contextOf = createRequestContextFactory(orm, dependencies.sessions ?? services.sessions);

  const draining = new Draining();
  const app = createExpressApp(config, logger, draining);
  const httpServer = http.createServer(app);
  draining.watch(httpServer);
  const rateLimitRedis = config.redisUrl ? rateLimitRedisClient(config.redisUrl, logger) : undefined;
  const rateLimitStore = { redis: rateLimitRedis, keyPrefix: dependencies.rateLimitKeyPrefix ?? 'circuitmart:rate' };
  const costQuota = createCostQuota(config.rateLimits, rateLimitStore);
  const sockets = serveSubscriptions(httpServer, schema, {
    orm,
    clock,
    bus,
    logger,
    contextOf,
    apiKeys: services.apiKeys,
    queryLimits: config.queryLimits,
    costQuota,
  });
  const apollo = await startGraphQLServer(schema, { httpServer, sockets, draining, config, logger });
  const routes = mountRoutes(app, {
    config,
    orm,
    clock,
    logger,
    services,
    pubSub: bus.pubSub,
    shopEvents,
    apollo,
    schema,
    contextOf,
    rateLimitStore,
    costQuota,
    urlsPerSitemap: dependencies.urlsPerSitemap,
    draining,
  });

  // Re-creates jobs from the database first (see `resumeWith`), then runs them.
  await jobs.start();
  // The living demo goes through the services, so it waits for them (and their jobs); development shops only, and
  // beside a worker made by the worker, not by every web copy.
  if (
    config.env === 'development' &&
    config.seedDemoData &&
    config.seedDemoStaff &&
    config.scaleOut.processRole === 'all'
  ) {
    const activity = await seedDemoActivity(orm.em.fork(), services, clock);
    if (activity) logger.info(activity, 'demo activity seeded');
  }
  mark('routesMounted');
  const url = await listen(httpServer, config);
  routes.setShopUrl(url);
  mark('listening');
  logger.info(
    { url, database: config.database.kind, redis: Boolean(config.redisUrl), startedAt },
    'CircuitMart is listening',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Still serving, but no longer ready: the balancer moves new requests to the other copies first.
      await draining.begin(config.scaleOut.drainDelayMs);
      // Stops listening, finishes the requests under way, then closes the sockets with 1001 (clients reconnect).
      await apollo.stop();
      await sockets.stop();
      await runtime.close();
      routes.close();
      rateLimitRedis?.disconnect();
      stopReportingPool();
      await orm.close();
    })());

  return { url, orm, services, jobs, logger, close };
}

async function listen(httpServer: http.Server, config: AppConfig): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  return `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
}
