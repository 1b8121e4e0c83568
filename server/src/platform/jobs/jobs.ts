import type { PlatformLogger } from '../http/logger.js';
import { scopedJobHandler } from './job-scope.js';
/**
 * Delayed jobs: deadlines, reminders, timed state changes. A job is identified by a caller-chosen key
 * (say `order-expiry/1234`), runs once at or after its time on exactly one server copy, and survives a
 * restart. Handlers must be idempotent: a copy that dies mid-run leaves its job to be run again.
 *
 * Payloads are stored as JSON in both implementations, so a `Date` in a payload arrives as its ISO
 * string; pass ids and times as strings or numbers.
 */
export interface JobScheduler {
  /** Names the handler for jobs of `name`. Call at start-up, before `start()`; one handler per name. */
  register<TPayload>(name: string, handler: JobHandler<TPayload>): void;
  /**
   * Runs `name` with `payload` at `runAt`. Idempotent by key: scheduling a key again replaces that
   * job's name, payload and time, so there is still one job (and it starts over with no attempts).
   * With BullMQ and Redis unreachable it logs and returns at once: the `resumeWith` functions re-create
   * the job when Redis returns.
   */
  schedule<TPayload>(name: string, payload: TPayload, options: ScheduleOptions): Promise<void>;
  /** Removes the job of `key`; false when there was none. It does not stop a run already under way. */
  cancel(key: string): Promise<boolean>;
  /**
   * Names how to re-create jobs from the database (the orders' deadlines from their due-times): at `start()`,
   * before jobs run, for whatever a crash between a commit and its `schedule` left out; with BullMQ also each
   * time Redis returns after a drop, since a Redis restarted without persistence has lost every job and
   * `schedule` calls made while it was unreachable were dropped. Must be idempotent (same keys). Call at start-up.
   */
  resumeWith(resume: () => Promise<unknown>): void;
  /**
   * Begins running jobs as they fall due, including those scheduled before a restart. A scheduler that does not
   * run jobs (a web copy beside a worker) only becomes ready to schedule.
   */
  start(): Promise<void>;
  /** Stops taking jobs, waits for the ones running, and releases timers and connections. */
  close(): Promise<void>;
  /**
   * For tests: runs, right now, every job due by the scheduler's clock (first runs, not retries
   * waiting out their back-off) and waits for them to finish. Returns how many runs this call set off;
   * jobs already under way elsewhere are waited for (BullMQ) or left to their copy, not counted.
   * Requires `start()` and a scheduler that runs jobs.
   */
  runDue(): Promise<number>;
}

export type JobHandler<TPayload = unknown> = (payload: TPayload, context: JobContext) => Promise<void>;

export interface JobContext {
  key: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export interface ScheduleOptions {
  /** At most 191 characters, the width of the key column. */
  key: string;
  runAt: Date;
}

/** A failed job is retried after `backoffMs`, then twice that, and so on, `maxAttempts` runs in all. */
export interface RetryPolicy {
  maxAttempts: number;
  backoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, backoffMs: 10_000 };

/** The wait before the run after failed run number `attempt` (1-based). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return policy.backoffMs * 2 ** (attempt - 1);
}

/** Pino-compatible: `logger.warn({ err }, 'message')`. */
export type JobLogger = PlatformLogger;

export const maxJobKeyLength = 191;

export function assertJobKey(key: string): void {
  if (key.length === 0 || key.length > maxJobKeyLength) {
    throw new RangeError(`A job key has 1 to ${maxJobKeyLength} characters; got ${key.length}`);
  }
}

/** The `resumeWith` functions of a scheduler, run one pass at a time; a failing one is logged, not thrown. */
export class JobResumers {
  private readonly resumers: (() => Promise<unknown>)[] = [];
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly logger: JobLogger) {}

  add(resume: () => Promise<unknown>): void {
    this.resumers.push(resume);
  }

  /** Runs every resumer; a call while a pass runs asks for one more pass after it. */
  run(reason: string): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        for (const resume of this.resumers) {
          try {
            await resume();
          } catch (err) {
            this.logger.error({ err, reason }, 'jobs could not be re-created from the database');
          }
        }
      } while (this.again);
    })().finally(() => (this.running = undefined));
    return this.running;
  }
}

/** Handlers by job name, frozen once the scheduler starts. */
export class JobHandlerRegistry {
  private readonly handlers = new Map<string, JobHandler>();
  private frozen = false;

  register<TPayload>(name: string, handler: JobHandler<TPayload>): void {
    if (this.frozen) throw new Error(`Job handler "${name}" registered after the scheduler started`);
    if (this.handlers.has(name)) throw new Error(`Job handler "${name}" is registered twice`);
    this.handlers.set(name, scopedJobHandler(name, handler as JobHandler));
  }

  freeze(): void {
    this.frozen = true;
  }

  get(name: string): JobHandler | undefined {
    return this.handlers.get(name);
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}
