/**
 * The poster's address in the language the page is read in: the server answers it for the language of the request
 * that fetched it, and the reader may have switched since.
 */
export function posterUrlIn(posterUrl: string, locale: string): string {
  const url = new URL(posterUrl, 'http://shop.invalid');
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}`;
}
