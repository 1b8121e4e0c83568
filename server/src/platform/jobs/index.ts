import type { Orm } from '../db/orm.js';
import type { Clock } from './clock.js';
import { InProcessJobScheduler } from './in-process-scheduler.js';
import type { JobContext, JobLogger, JobScheduler, RetryPolicy } from './jobs.js';

export interface JobSchedulerOptions {
  /** With Redis the jobs live in BullMQ; without it, in the `scheduled_job` table of `orm`. */
  redisUrl?: string;
  orm: Orm;
  /** The clock the services read, so that a test moving it moves the jobs too. */
  clock: Clock;
  logger?: JobLogger;
  retry?: Partial<RetryPolicy>;
  /**
   * False in a web copy of a shop with a separate worker: it schedules and cancels jobs but never runs them, nor
   * re-creates them from the database (the worker does both). True by default.
   */
  runsJobs?: boolean;
  /** Told of every run this scheduler starts, before its handler (tests count runs across copies with it). */
  onJobRun?: (context: JobContext) => void;
  /** BullMQ only: namespaces the queue's Redis keys, so shops sharing one Redis keep their jobs apart. */
  prefix?: string | undefined;
}

/** BullMQ (7 MiB of heap once loaded) is loaded only by a shop that has Redis. */
export async function createJobScheduler(options: JobSchedulerOptions): Promise<JobScheduler> {
  const { redisUrl, orm, prefix, ...common } = options;
  if (!redisUrl) return new InProcessJobScheduler({ orm, ...common });
  const { BullMqJobScheduler } = await import('./bullmq-scheduler.js');
  return new BullMqJobScheduler({ redisUrl, ...common, ...(prefix && { prefix }) });
}
