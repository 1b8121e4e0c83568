/**
 * The catalog's public reads (root query fields): their GET answers may be kept for a short while. Stock in them can
 * be that much behind; checkout checks it again.
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
