const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment such as a sign-in, with date and time of day, in the reader's locale and time zone. */
export function formatDateTime(isoDateTime: string, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(isoDateTime));
}
