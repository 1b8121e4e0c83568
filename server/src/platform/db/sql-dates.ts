import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';

/**
 * Date arithmetic in SQL, for aggregates written by hand. SQLite keeps a datetime as milliseconds since the
 * epoch (MikroORM's SQLite platform), MariaDB as a DATETIME in UTC (`forceUtcTimezone`); both answer a day as the
 * number of whole days since 1970-01-01 UTC, so a GROUP BY day means the same on either.
 */
export interface SqlDates {
  /** An expression: the UTC day of `column`, in days since the epoch. */
  epochDay(column: string): string;
  /** An expression: the seconds from `from` to `to`. */
  secondsBetween(from: string, to: string): string;
  /** A date as a statement parameter compared with a datetime column. */
  param(date: Date): unknown;
}

const MS_PER_DAY = 86_400_000;
/** `TO_DAYS('1970-01-01')`. */
const TO_DAYS_OF_EPOCH = 719_528;

const sqliteDates: SqlDates = {
  epochDay: (column) => `(${column} / ${MS_PER_DAY})`,
  secondsBetween: (from, to) => `((${to} - ${from}) / 1000)`,
  param: (date) => date.getTime(),
};

const mysqlDates: SqlDates = {
  epochDay: (column) => `(TO_DAYS(${column}) - ${TO_DAYS_OF_EPOCH})`,
  secondsBetween: (from, to) => `TIMESTAMPDIFF(SECOND, ${from}, ${to})`,
  param: (date) => date,
};

export function sqlDatesFor(em: EntityManager): SqlDates {
  return em.getPlatform() instanceof SqlitePlatform ? sqliteDates : mysqlDates;
}

/** The epoch day of a date (UTC). */
export function epochDayOf(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** The start (00:00 UTC) of an epoch day. */
export function startOfEpochDay(day: number): Date {
  return new Date(day * MS_PER_DAY);
}

/**
 * A datetime column as a statement read by hand answers it: epoch milliseconds (SQLite), a Date or UTC text
 * (MySQL/MariaDB).
 */
export function dateOfColumn(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
