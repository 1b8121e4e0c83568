import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { systemClock, type Clock } from './clock.js';
import { silentLogger } from '../http/logger.js';
import { watchRedisLink, type LinkWatch } from '../redis/redis-link.js';
import { addMetricSource } from '../metrics/shop-metrics.js';
import {
  assertJobKey,
  defaultRetryPolicy,
  JobHandlerRegistry,
  JobResumers,
  type JobContext,
  type JobHandler,
  type JobLogger,
  type JobScheduler,
  type RetryPolicy,
  type ScheduleOptions,
} from './jobs.js';

export interface BullMqJobSchedulerOptions {
  redisUrl: string;
  clock?: Clock;
  logger?: JobLogger;
  retry?: Partial<RetryPolicy>;
  queueName?: string;
  /** Namespaces every Redis key of the queue (BullMQ's default is `bull`); tests use one per run. */
  prefix?: string;
  /** Jobs one copy runs at the same time. */
  concurrency?: number;
  /** False: this copy only schedules and cancels (a web copy beside a worker); no BullMQ worker, no resuming. */
  runsJobs?: boolean;
  /** Told of every run this copy starts, before its handler. */
  onJobRun?: (context: JobContext) => void;
  /** How long `runDue()` waits for the jobs it promoted before it gives up. */
  runDueTimeoutMs?: number;
  /** How long `schedule` and `cancel` wait for Redis before they give up (and leave it to the resumers). */
  commandTimeoutMs?: number;
}

/** What a BullMQ job carries besides its name: the caller's key and time survive in Redis with it. */
interface JobData {
  key: string;
  /** ISO time by the scheduler's clock; `runDue()` compares it with that clock, not with Redis time. */
  runAt: string;
  payload: unknown;
}

/** States in which a due job has not finished its run yet. */
const unfinishedStates = ['waiting', 'prioritized', 'active'] as const;
const isUnfinished = (state: string) => (unfinishedStates as readonly string[]).includes(state);

/**
 * Jobs as delayed BullMQ jobs. Redis keeps them, so they survive a restart of every copy, and BullMQ's
 * locking hands each job to exactly one worker among all copies.
 */
export class BullMqJobScheduler implements JobScheduler {
  private readonly redisUrl: string;
  private readonly clock: Clock;
  private readonly logger: JobLogger;
  private readonly retry: RetryPolicy;
  private readonly queueName: string;
  private readonly prefix: string | undefined;
  private readonly concurrency: number;
  private readonly runDueTimeoutMs: number;
  private readonly commandTimeoutMs: number;
  private readonly runsJobs: boolean;
  private readonly onJobRun: ((context: JobContext) => void) | undefined;
  private readonly handlers = new JobHandlerRegistry();
  private readonly resumers: JobResumers;
  /** The queue's own connection, so its drops and returns can be followed. */
  private readonly queueRedis: Redis;
  private readonly link: LinkWatch;
  private readonly queue: Queue<JobData>;
  private worker: Worker<JobData> | undefined;
  private stopReportingCounts: (() => void) | undefined;
  private state: 'new' | 'started' | 'closed' = 'new';

  constructor(options: BullMqJobSchedulerOptions) {
    this.redisUrl = options.redisUrl;
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? silentLogger;
    this.retry = { ...defaultRetryPolicy, ...options.retry };
    this.queueName = options.queueName ?? 'circuitmart-jobs';
    this.prefix = options.prefix;
    this.concurrency = options.concurrency ?? 8;
    this.runDueTimeoutMs = options.runDueTimeoutMs ?? 30_000;
    this.commandTimeoutMs = options.commandTimeoutMs ?? 1000;
    this.runsJobs = options.runsJobs ?? true;
    this.onJobRun = options.onJobRun;
    this.resumers = new JobResumers(this.logger);
    this.queueRedis = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.queueRedis.on('error', () => {}); // reported by the queue's own 'error' below and by the link
    this.queue = new Queue<JobData>(this.queueName, {
      connection: this.queueRedis,
      ...(this.prefix && { prefix: this.prefix }),
    });
    this.queue.on('error', (err) => this.logger.warn({ err }, 'job queue Redis error'));
    this.link = watchRedisLink([this.queueRedis]);
    this.link.onChange((state) => {
      this.logger.warn({ state }, `job queue Redis link ${state}`);
      if (state === 'up' && this.state === 'started' && this.runsJobs) void this.resumers.run('redis-returned');
    });
  }

  resumeWith(resume: () => Promise<unknown>): void {
    this.resumers.add(resume);
  }

  register<TPayload>(name: string, handler: JobHandler<TPayload>): void {
    this.handlers.register(name, handler);
  }

  async schedule<TPayload>(name: string, payload: TPayload, options: ScheduleOptions): Promise<void> {
    this.assertOpen();
    assertJobKey(options.key);
    const stored = await this.whileReachable(async () => {
      await this.store(name, payload, options);
      return true;
    });
    if (!stored)
      this.logger.warn({ key: options.key, name }, 'Redis unreachable; job left to be re-created on its return');
  }

  private async store<TPayload>(name: string, payload: TPayload, options: ScheduleOptions): Promise<void> {
    const jobId = jobIdOf(options.key);
    // BullMQ ignores an add whose id exists, so moving a job is remove + add. `remove` answers 0 only
    // for a job locked by a worker: that run goes on, and the add below is then ignored.
    if ((await this.queue.remove(jobId)) === 0) {
      this.logger.warn({ key: options.key, name }, 'job is running; its re-scheduled time is dropped');
    }
    await this.queue.add(
      name,
      { key: options.key, runAt: options.runAt.toISOString(), payload },
      {
        jobId,
        delay: Math.max(0, options.runAt.getTime() - this.clock.now().getTime()),
        attempts: this.retry.maxAttempts,
        backoff: { type: 'exponential', delay: this.retry.backoffMs },
        removeOnComplete: true,
        removeOnFail: 100,
      },
    );
  }

  async cancel(key: string): Promise<boolean> {
    this.assertOpen();
    const jobId = jobIdOf(key);
    const removed = await this.whileReachable(async () => {
      // `remove` also answers 1 for a job that does not exist.
      if ((await this.queue.getJobState(jobId)) === 'unknown') return false;
      return (await this.queue.remove(jobId)) === 1;
    });
    // Handlers check the state they act on, so a job that outlives its cancel changes nothing.
    if (removed === undefined) this.logger.warn({ key }, 'Redis unreachable; job not cancelled');
    return removed ?? false;
  }

  /**
   * Runs `command` unless Redis is unreachable or does not answer within commandTimeoutMs, so a request never
   * waits on a Redis outage; undefined when it did not run (or its answer came too late).
   */
  private async whileReachable<T>(command: () => Promise<T>): Promise<T | undefined> {
    if (this.queueRedis.status !== 'ready') return undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.commandTimeoutMs);
    });
    const run = command();
    run.catch((err: unknown) => this.logger.warn({ err }, 'job queue command failed'));
    try {
      return await Promise.race([run.catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async start(): Promise<void> {
    this.assertOpen();
    if (this.state === 'started') return;
    this.handlers.freeze();
    // Resuming needs Redis: a schedule while it is still connecting would be dropped.
    await this.queue.waitUntilReady();
    if (!this.runsJobs) {
      // The worker runs the jobs and re-creates them; many web copies doing it too would only repeat its work.
      this.state = 'started';
      return;
    }
    await this.resumers.run('start');
    this.state = 'started';
    const worker = new Worker<JobData>(this.queueName, (job) => this.process(job), {
      connection: { url: this.redisUrl },
      concurrency: this.concurrency,
      ...(this.prefix && { prefix: this.prefix }),
    });
    worker.on('error', (err) => this.logger.warn({ err }, 'job worker Redis error'));
    worker.on('failed', (job, err) => {
      if (!job) return;
      const context = { err, key: job.data.key, name: job.name, attempt: job.attemptsMade };
      if (job.attemptsMade >= this.retry.maxAttempts) {
        this.logger.error(context, 'job failed for the last time; giving up');
      } else {
        this.logger.warn(context, 'job failed; will retry');
      }
    });
    this.worker = worker;
    await worker.waitUntilReady();
    this.stopReportingCounts = addMetricSource('circuitmart_job_queue_jobs', () => this.jobCounts());
  }

  /** BullMQ's counts for /metrics; none while Redis does not answer within the command timeout. */
  private async jobCounts() {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Record<string, number>>((resolve) => {
      timer = setTimeout(() => resolve({}), this.commandTimeoutMs);
    });
    try {
      const counts = await Promise.race([
        this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed').catch(() => ({})),
        timeout,
      ]);
      return Object.entries(counts).map(([state, value]) => ({ labels: { state }, value }));
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.stopReportingCounts?.();
    this.link.stop();
    if (this.queueRedis.status !== 'ready') {
      // With Redis away a gentle close waits for it to return. A job under way here stays locked in Redis until
      // its lock expires, then runs again (handlers are idempotent).
      await this.worker?.close(true);
      await this.queue.close();
      this.queueRedis.disconnect();
      return;
    }
    // The worker first: it finishes the jobs it holds, then both let go of their connections.
    await this.worker?.close();
    await this.queue.close();
    // Handed to the queue as an instance, so the queue leaves it open. QUIT would wait for an absent Redis.
    if (this.queueRedis.status === 'ready') await this.queueRedis.quit().catch(() => this.queueRedis.disconnect());
    else this.queueRedis.disconnect();
  }

  async runDue(): Promise<number> {
    if (this.state !== 'started') throw new Error('runDue() needs a started, open scheduler');
    if (!this.runsJobs) throw new Error('runDue() needs a scheduler that runs jobs; this copy only schedules them');
    const now = this.clock.now().getTime();
    const listed = await this.queue.getJobs(['delayed', ...unfinishedStates]);
    const due = listed.filter((job) => job.attemptsMade === 0 && Date.parse(job.data.runAt) <= now);
    let promoted = 0;
    for (const job of due) {
      try {
        await job.promote();
        promoted++;
      } catch {
        // Not delayed (any more): it was due when scheduled, or another copy promoted or cancelled it.
      }
    }
    // Jobs that were due when scheduled went straight to a worker; they are waited for, not counted.
    await this.waitUntilFinished(due.map((job) => job.id as string));
    return promoted;
  }

  private async waitUntilFinished(jobIds: string[]): Promise<void> {
    const deadline = Date.now() + this.runDueTimeoutMs;
    let pending = jobIds;
    while (pending.length > 0) {
      const states = await Promise.all(pending.map((id) => this.queue.getJobState(id)));
      pending = pending.filter((_id, index) => isUnfinished(states[index] ?? 'unknown'));
      if (pending.length === 0) return;
      if (Date.now() > deadline) throw new Error(`Jobs still unfinished after ${this.runDueTimeoutMs} ms: ${pending}`);
      await sleep(10);
    }
  }

  private async process(job: Job<JobData>): Promise<void> {
    const handler = this.handlers.get(job.name);
    // Thrown, so BullMQ retries it: during a rolling deploy another copy may know the name.
    if (!handler) throw new Error(`No handler for job "${job.name}"`);
    const context = { key: job.data.key, name: job.name, attempt: job.attemptsMade + 1 };
    this.onJobRun?.(context);
    await handler(job.data.payload, context);
  }

  private assertOpen(): void {
    if (this.state === 'closed') throw new Error('The job scheduler is closed');
  }
}

/**
 * BullMQ rejects custom ids that look like integers or contain `:` (its key separator), both of which
 * are natural in our keys; the prefix and percent-encoding keep every key valid and distinct.
 */
function jobIdOf(key: string): string {
  return `job-${encodeURIComponent(key)}`;
}
