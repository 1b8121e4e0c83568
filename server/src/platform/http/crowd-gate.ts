import { DomainError } from '../errors/index.js';

/** How many hot calls one server copy runs at once, and how many may wait for a turn (config CROWD_GATE_*). */
export interface CrowdGateSettings {
  /** Calls running at the same time; the rest wait in the queue. */
  maxInFlight: number;
  /** Calls waiting for a turn; one more is turned away at once with SERVER_BUSY. */
  maxQueued: number;
  /** A call that waited this long without a turn is turned away with SERVER_BUSY (its client may try again). */
  maxWaitMs: number;
}

/**
 * Fewer than the database pool's 10 connections run at once: buys of one sale wait on its one row anyway, and the
 * rest of the shop (sign-ins of the very crowd at the gate, other pages) keeps connections. A waiting call costs only
 * a promise, so many may wait, for about as long as a sale of a hundred units takes on a busy machine.
 */
export const defaultCrowdGateSettings: CrowdGateSettings = { maxInFlight: 8, maxQueued: 2000, maxWaitMs: 10_000 };

/** What a gate has done since it was made (the bench and the logs read it). */
export interface CrowdGateCounts {
  inFlight: number;
  queued: number;
  admitted: number;
  /** Turned away: the queue was full, or the wait ran out. */
  turnedAway: number;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * The "server too crowded" gate for hot calls (a flash sale's buy): at most `maxInFlight` run at once in this server
 * copy, at most `maxQueued` wait for a turn in arrival order, and whoever finds the queue full or waits longer than
 * `maxWaitMs` gets SERVER_BUSY (REST: HTTP 503 with Retry-After; GraphQL: a userError), never a 500 and never a
 * database pool starved into timeouts. Running calls are not cut short. Each copy has its own gate: copies behind a
 * load balancer share the crowd between them.
 */
export class CrowdGate {
  private inFlight = 0;
  private readonly waiting: Waiter[] = [];
  private admitted = 0;
  private turnedAway = 0;

  constructor(private readonly settings: CrowdGateSettings = defaultCrowdGateSettings) {
    if (settings.maxInFlight < 1) throw new RangeError('A crowd gate lets at least one call in');
  }

  /** Runs `work` when a turn is free; SERVER_BUSY (without running it) when the crowd is too large. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  counts(): CrowdGateCounts {
    return {
      inFlight: this.inFlight,
      queued: this.waiting.length,
      admitted: this.admitted,
      turnedAway: this.turnedAway,
    };
  }

  private enter(): Promise<void> {
    if (this.inFlight < this.settings.maxInFlight) {
      this.inFlight += 1;
      this.admitted += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.settings.maxQueued) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // The leaving call hands its turn over: inFlight stays as it was.
        admit: () => {
          clearTimeout(waiter.timer);
          this.admitted += 1;
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(this.busy());
        }, this.settings.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.inFlight -= 1;
  }

  private busy(): DomainError {
    this.turnedAway += 1;
    return new DomainError('SERVER_BUSY', { retryAfterSeconds: 1 });
  }
}
