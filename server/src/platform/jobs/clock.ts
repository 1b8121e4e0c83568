/** Where services read "now", so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/**
 * A clock that only moves when told to. It starts on a whole second by default so that deadlines
 * computed from it survive the one-second resolution of a MySQL `datetime` column unchanged.
 */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-01T00:00:00.000Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = date.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
