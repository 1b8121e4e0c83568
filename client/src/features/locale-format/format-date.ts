/** A calendar date such as an announcement's publishing day, in the reader's locale. */
export function formatDate(isoDateTime: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(isoDateTime));
}
