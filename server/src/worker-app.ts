import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.js';
import type { Orm } from './platform/db/orm.js';
import { createLogger, type Logger } from './platform/http/logger.js';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import type { JobScheduler } from './platform/jobs/jobs.js';
import { seedDemoActivity } from './seed/seed-demo-activity.js';
import type { Services } from './services.js';
import { openShopDatabase } from './startup/database.js';
import { readinessProbe } from './startup/readiness.js';
import { createRuntime, type JobRunListener } from './startup/runtime.js';

export interface WorkerDependencies {
  clock?: Clock;
  logger?: Logger;
  /** Told of every job run this worker starts (tests count runs across copies). */
  onJobRun?: JobRunListener;
}

export interface RunningWorker {
  orm: Orm;
  services: Services;
  jobs: JobScheduler;
  logger: Logger;
  /** Where its probes answer, when WORKER_HEALTH_PORT is set. */
  probeUrl: string | undefined;
  /** Lets the jobs under way finish, then stops pub/sub and closes the database. */
  close(): Promise<void>;
}

/**
 * The worker (`PROCESS_ROLE=worker`, `pnpm worker`): the services and their job handlers on the shop's database,
 * running the jobs the web copies schedule, and publishing what they change on the pub/sub like any copy. It serves
 * no shop: at most /healthz and /readyz on WORKER_HEALTH_PORT for its supervisor.
 */
export async function startWorker(config: AppConfig, dependencies: WorkerDependencies = {}): Promise<RunningWorker> {
  const logger = dependencies.logger ?? createLogger(config);
  const clock = dependencies.clock ?? systemClock;
  const orm = await openShopDatabase(config, { logger, clock });
  const runtime = await createRuntime(config, { orm, clock, logger, onJobRun: dependencies.onJobRun });
  await runtime.jobs.start();
  const probes = config.scaleOut.workerHealthPort === undefined ? undefined : await serveProbes(config, orm);
  // The living demo schedules jobs of its own, so it is made where jobs run; development shops only.
  if (config.env === 'development' && config.seedDemoData && config.seedDemoStaff) {
    const activity = await seedDemoActivity(orm.em.fork(), runtime.services, clock);
    if (activity) logger.info(activity, 'demo activity seeded');
  }
  logger.info(
    { database: config.database.kind, redis: Boolean(config.redisUrl), probes: probes?.url },
    'worker running',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await probes?.close();
      await runtime.close();
      await orm.close();
    })());
  return { orm, services: runtime.services, jobs: runtime.jobs, logger, probeUrl: probes?.url, close };
}

/** /healthz (alive) and /readyz (database and Redis answer) for the worker's supervisor; nothing else. */
async function serveProbes(config: AppConfig, orm: Orm): Promise<{ url: string; close(): Promise<void> }> {
  const ready = readinessProbe(orm, config.redisUrl);
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/healthz') return answer(200, { status: 'ok' });
    if (req.url !== '/readyz') return answer(404, { status: 'not found' });
    void ready.check().then((checks) => {
      const ok = Object.values(checks).every(Boolean);
      answer(ok ? 200 : 503, { status: ok ? 'ready' : 'unavailable', checks });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.scaleOut.workerHealthPort, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ready.close();
    },
  };
}
