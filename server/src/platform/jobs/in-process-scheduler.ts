import type { Orm } from '../db/orm.js';
import { systemClock, type Clock } from './clock.js';
import { silentLogger } from '../http/logger.js';
import { addMetricSource } from '../metrics/shop-metrics.js';
import { ScheduledJob } from './jobs.entities.js';
import {
  assertJobKey,
  defaultRetryPolicy,
  JobHandlerRegistry,
  JobResumers,
  retryDelayMs,
  type JobContext,
  type JobHandler,
  type JobLogger,
  type JobScheduler,
  type RetryPolicy,
  type ScheduleOptions,
} from './jobs.js';

export interface InProcessJobSchedulerOptions {
  orm: Orm;
  clock?: Clock;
  logger?: JobLogger;
  retry?: Partial<RetryPolicy>;
  /**
   * The longest the timer sleeps before looking at the table again, so that a copy notices jobs that
   * another copy scheduled, or abandoned by dying mid-run.
   */
  pollIntervalMs?: number;
  /** How long a claimed job stays invisible to other copies while its handler runs. */
  leaseMs?: number;
  /** Due jobs claimed and run together. */
  batchSize?: number;
  /** False: this copy only writes and deletes rows (a web copy beside a worker); no timer, no resuming. */
  runsJobs?: boolean;
  /** Told of every run this copy starts, before its handler. */
  onJobRun?: (context: JobContext) => void;
}

/** The row values that prove this copy still owns a claimed job. */
type Claim = Pick<ScheduledJob, 'key' | 'runAt' | 'attempts'>;

/** Node's setTimeout fires at once for delays above 2^31 - 1 ms. */
const maxTimerDelayMs = 2 ** 31 - 1;

/**
 * Jobs in the `scheduled_job` table with one timer for the earliest of them. Any number of copies may
 * share the table: a copy runs a job only after claiming it with one conditional UPDATE, and deletes
 * it only if the row still holds its claim, so a job is never run by two copies nor lost to a
 * concurrent re-schedule.
 */
export class InProcessJobScheduler implements JobScheduler {
  private readonly orm: Orm;
  private readonly clock: Clock;
  private readonly logger: JobLogger;
  private readonly retry: RetryPolicy;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly runsJobs: boolean;
  private readonly onJobRun: ((context: JobContext) => void) | undefined;
  private readonly handlers = new JobHandlerRegistry();
  private readonly resumers: JobResumers;
  private state: 'new' | 'started' | 'closed' = 'new';
  private timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (`performance.now()`); null while none is armed or a re-arm is under way. */
  private timerFiresAt: number | null = null;
  private stopReportingCounts: (() => void) | undefined;
  /** Bumped by every re-arm, so that a slower, older one cannot set the timer from stale rows. */
  private armGeneration = 0;
  /** Runs happen one after another within a copy; this is the tail of that chain. */
  private runChain: Promise<unknown> = Promise.resolve();

  constructor(options: InProcessJobSchedulerOptions) {
    this.orm = options.orm;
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? silentLogger;
    this.retry = { ...defaultRetryPolicy, ...options.retry };
    this.pollIntervalMs = options.pollIntervalMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 50;
    this.runsJobs = options.runsJobs ?? true;
    this.onJobRun = options.onJobRun;
    this.resumers = new JobResumers(this.logger);
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
    await this.orm.em.fork().upsert(ScheduledJob, {
      key: options.key,
      name,
      payload,
      runAt: toStoredTime(options.runAt.getTime()),
      attempts: 0,
    });
    // A timer that fires before the job is due reads the earliest job then: no read now (an order's expiry, half
    // an hour out, is scheduled on every order placed).
    const dueIn = Math.max(options.runAt.getTime() - this.clock.now().getTime(), 0);
    if (this.timerFiresAt !== null && this.timerFiresAt - performance.now() <= dueIn) return;
    await this.rearm();
  }

  async cancel(key: string): Promise<boolean> {
    this.assertOpen();
    // A running job finishes its run, but with its row gone it is neither retried nor re-run.
    const deleted = await this.orm.em.fork().nativeDelete(ScheduledJob, { key });
    await this.rearm();
    return deleted > 0;
  }

  async start(): Promise<void> {
    this.assertOpen();
    if (this.state === 'started') return;
    this.handlers.freeze();
    if (!this.runsJobs) {
      // The worker polls the table, so it sees this copy's rows; it also does the resuming.
      this.state = 'started';
      return;
    }
    // The table outlives the process; resuming covers only a crash between a commit and its schedule.
    await this.resumers.run('start');
    this.state = 'started';
    this.stopReportingCounts = addMetricSource('circuitmart_job_queue_jobs', () => this.jobCounts());
    await this.rearm();
  }

  /** For /metrics: jobs due now (waiting, or running under a lease that ran out) and jobs due later. */
  private async jobCounts() {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    const [waiting, delayed] = await Promise.all([
      em.count(ScheduledJob, { runAt: { $lte: now } }),
      em.count(ScheduledJob, { runAt: { $gt: now } }),
    ]);
    return [
      { labels: { state: 'waiting' }, value: waiting },
      { labels: { state: 'delayed' }, value: delayed },
    ];
  }

  async close(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.stopReportingCounts?.();
    this.armGeneration++;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerFiresAt = null;
    await this.runChain;
  }

  runDue(): Promise<number> {
    if (this.state !== 'started') return Promise.reject(new Error('runDue() needs a started, open scheduler'));
    if (!this.runsJobs) return Promise.reject(new Error('runDue() needs a scheduler that runs jobs'));
    const run = this.runChain.then(() => this.runDueJobs());
    this.runChain = run.catch(() => undefined);
    return run;
  }

  private async runDueJobs(): Promise<number> {
    const names = this.handlers.names();
    let ran = 0;
    while (names.length > 0 && this.state === 'started') {
      const now = this.clock.now();
      const due = await this.orm.em
        .fork()
        .find(
          ScheduledJob,
          { runAt: { $lte: now }, name: { $in: names } },
          { orderBy: { runAt: 'asc' }, limit: this.batchSize },
        );
      const started = await Promise.all(due.map((job) => this.claimAndRun(job, now)));
      const startedCount = started.filter(Boolean).length;
      ran += startedCount;
      // Claimed and failed rows now lie in the future, so the next pass sees only new or re-scheduled
      // due jobs; a pass that won nothing means other copies are taking them.
      if (due.length < this.batchSize || startedCount === 0) break;
    }
    return ran;
  }

  /** Runs `job` if this copy wins it; false when another copy claimed or re-scheduled it first. */
  private async claimAndRun(job: ScheduledJob, now: Date): Promise<boolean> {
    const claim: Claim = {
      key: job.key,
      runAt: toStoredTime(now.getTime() + this.leaseMs),
      attempts: job.attempts + 1,
    };
    const claimed = await this.orm.em
      .fork()
      .nativeUpdate(
        ScheduledJob,
        { key: job.key, runAt: job.runAt, attempts: job.attempts },
        { runAt: claim.runAt, attempts: claim.attempts },
      );
    if (claimed !== 1) return false;

    const handler = this.handlers.get(job.name);
    const context = { key: job.key, name: job.name, attempt: claim.attempts };
    try {
      if (!handler) throw new Error(`No handler for job "${job.name}"`);
      this.onJobRun?.(context);
      await handler(job.payload, context);
    } catch (err) {
      await this.settleFailure(claim, context, err);
      return true;
    }
    try {
      await this.orm.em.fork().nativeDelete(ScheduledJob, claim);
    } catch (err) {
      // The claim expires after the lease and the job runs again; handlers are idempotent.
      this.logger.error({ err, ...context }, 'job ran but its row could not be deleted');
    }
    return true;
  }

  private async settleFailure(claim: Claim, context: JobContext, err: unknown): Promise<void> {
    try {
      if (claim.attempts >= this.retry.maxAttempts) {
        this.logger.error({ err, ...context }, 'job failed for the last time; giving up');
        await this.orm.em.fork().nativeDelete(ScheduledJob, claim);
        return;
      }
      const retryAt = toStoredTime(this.clock.now().getTime() + retryDelayMs(this.retry, claim.attempts));
      this.logger.warn({ err, ...context, retryAt }, 'job failed; will retry');
      await this.orm.em.fork().nativeUpdate(ScheduledJob, claim, { runAt: retryAt });
    } catch (settleErr) {
      this.logger.error({ err: settleErr, ...context }, 'could not record a failed job; it runs again after its lease');
    }
  }

  /** Points the timer at the earliest due job this copy can run, or the next poll, whichever is sooner. */
  private async rearm(): Promise<void> {
    if (this.state !== 'started' || !this.runsJobs) return;
    const generation = ++this.armGeneration;
    this.timerFiresAt = null;
    const names = this.handlers.names();
    const next =
      names.length === 0
        ? null
        : await this.orm.em
            .fork()
            .findOne(ScheduledJob, { name: { $in: names } }, { orderBy: { runAt: 'asc' }, fields: ['runAt'] });
    if (generation !== this.armGeneration || this.state !== 'started') return;
    const untilNext = next ? next.runAt.getTime() - this.clock.now().getTime() : Infinity;
    const delay = Math.min(Math.max(untilNext, 0), this.pollIntervalMs, maxTimerDelayMs);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.onTimer(), delay);
    this.timer.unref();
    this.timerFiresAt = performance.now() + delay;
  }

  private onTimer(): void {
    this.timer = undefined;
    this.timerFiresAt = null;
    if (this.state !== 'started') return;
    this.runDue()
      .catch((err: unknown) => this.logger.error({ err }, 'running due jobs failed'))
      .then(() => this.rearm())
      .catch((err: unknown) => {
        this.logger.error({ err }, 'could not re-arm the job timer; retrying at the next poll');
        if (this.state !== 'started') return;
        this.timer = setTimeout(() => this.onTimer(), this.pollIntervalMs);
        this.timer.unref();
      });
  }

  private assertOpen(): void {
    if (this.state === 'closed') throw new Error('The job scheduler is closed');
  }
}

/**
 * Rounds up to the whole second: MySQL's `datetime` column keeps no fractions, and a job must never run
 * before its time. The conditional UPDATE/DELETE compare these stored values, so every value written
 * goes through here.
 */
function toStoredTime(epochMs: number): Date {
  return new Date(Math.ceil(epochMs / 1000) * 1000);
}
