/**
 * The server's clock as seen from the browser. The device clock may be wrong or moved by its user, so a flash
 * sale's countdown never reads it: each tick of the server's time is paired with the browser's MONOTONIC clock
 * (`performance.now()`, which the device clock's changes do not move) at the moment it arrived, and the server's
 * time now is that monotonic reading plus an offset.
 *
 * All values are milliseconds; nothing here knows of seconds, days or how a countdown is shown.
 */

/** One tick: the server's time it carried and the monotonic reading when it arrived. */
export interface ClockSample {
  serverMs: number;
  receivedAtMs: number;
}

/** How many recent ticks the estimate looks at (one a second): old ones stop counting after a sleep or a jump. */
export const SAMPLE_WINDOW = 15;

/**
 * The offset from the monotonic clock to the server's. A tick was stamped before it arrived, so each sample's
 * `serverMs - receivedAtMs` is the true offset minus that tick's travel time: the largest of the recent ones is the
 * least delayed, hence the best estimate. Null before any tick.
 */
export function estimateOffset(samples: readonly ClockSample[]): number | null {
  let best: number | null = null;
  for (const sample of samples.slice(-SAMPLE_WINDOW)) {
    const offset = sample.serverMs - sample.receivedAtMs;
    if (best === null || offset > best) best = offset;
  }
  return best;
}

/** Adds a sample, keeping only the window's worth. */
export function addSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  return [...samples, sample].slice(-SAMPLE_WINDOW);
}

/** The server's time at a monotonic reading, or null while no tick has arrived. */
export function serverNow(offset: number | null, monotonicMs: number): number | null {
  return offset === null ? null : monotonicMs + offset;
}

/** Milliseconds until `targetMs`, never below zero. */
export function msUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, targetMs - nowMs);
}

/** Whole hours, minutes and seconds of a span (rounded up, so "00:00:00" shows only when the moment has come). */
export function spanParts(ms: number): { hours: number; minutes: number; seconds: number } {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** "hh:mm:ss" of a span; hours grow past 24 for sessions of later days. */
export function formatSpan(ms: number): string {
  const { hours, minutes, seconds } = spanParts(ms);
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
