/** A quote's validity day: the server keeps it as the end of that day in UTC, so it is shown in UTC. */
export function formatValidity(isoDateTime: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(isoDateTime));
}
