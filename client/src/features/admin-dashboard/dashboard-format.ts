/** Formats of the dashboard's figures in the reader's locale. Durations and shares are display values, not money. */

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/** 0.5 → "50%", null → "–". */
export function formatShare(share: number | null | undefined, locale: string): string {
  if (share === null || share === undefined) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A wait or reply time: seconds under two minutes, minutes under two hours, hours beyond; null → "–". */
export function formatDuration(seconds: number | null | undefined, locale: string): string {
  if (seconds === null || seconds === undefined) return '–';
  const [value, unit] =
    seconds < 2 * SECONDS_PER_MINUTE
      ? [seconds, 'second']
      : seconds < 2 * SECONDS_PER_MINUTE * MINUTES_PER_HOUR
        ? [seconds / SECONDS_PER_MINUTE, 'minute']
        : [seconds / (SECONDS_PER_MINUTE * MINUTES_PER_HOUR), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** `2026-03-30` (a UTC day) → the locale's short month and day. */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Seconds as minutes, for a chart's axis. */
export const minutesOf = (seconds: number | null): number | null =>
  seconds === null ? null : Math.round((seconds / SECONDS_PER_MINUTE) * 10) / 10;
