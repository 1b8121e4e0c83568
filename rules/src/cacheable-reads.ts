/**
 * The catalog's public reads (root query fields): an operation asking only for them may go by GET, and its answer may
 * be kept for a short while (`CATALOG_READ_MAX_AGE_SECONDS`). Stock in them can be that much behind; checkout checks
 * it again. The server sets the caching headers; the web client sends these operations by GET.
 */
export const CACHEABLE_CATALOG_READS: ReadonlySet<string> = new Set([
  'products',
  'searchSuggestions',
  'partsByMpn',
  'product',
  'categories',
  'brand',
  'brands',
]);

export const CATALOG_READ_MAX_AGE_SECONDS = 30;
