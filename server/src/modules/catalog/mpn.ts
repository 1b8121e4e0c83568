/**
 * Manufacturer part numbers as shoppers type them. Stored parts keep `mpnNormalized` (upper case, letters and
 * digits only); a query is normalized the same way and additionally tried without the packaging and distributor
 * suffixes that shoppers copy from reels, datasheets and distributor pages.
 */

/** The stored lookup key of an MPN: upper case, every character other than A-Z and 0-9 removed. */
export function normalizeMpn(mpn: string): string {
  return mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Packaging and distributor variants, matched at the end of an upper-cased MPN. Suffixes that are also common
 * MPN endings (`ND`, Nexperia's packing codes) only count after the separator they are written with.
 */
const packagingSuffixes: RegExp[] = [
  /[\s\-/#]*TR$/, // tape and reel: -TR, /TR, TR
  /[\s\-/#]*PBF$/, // lead-free: #PBF, PBF
  /\s*-\s*ND$/, // Digi-Key's part numbers
  /[\s\-/#]*REEL\d*$/, // -REEL, -REEL7
  /\s*,\s*[12][13]5$/, // Nexperia packing codes ,215 ,115 ,235 ,135
  /[\s\-/#]*NOPB$/, // Texas Instruments' lead-free marker
];

/**
 * The normalized keys a query may stand for, most specific first: the query itself, then the query with one
 * packaging suffix after another removed (`STM32F103C8T6/TR` → `STM32F103C8T6TR`, `STM32F103C8T6`).
 */
export function mpnLookupKeys(query: string): string[] {
  const keys: string[] = [];
  let text = query.trim().toUpperCase();
  for (;;) {
    const key = normalizeMpn(text);
    if (key && !keys.includes(key)) keys.push(key);
    const stripped = packagingSuffixes.reduce<string | null>(
      (found, suffix) => found ?? (suffix.test(text) ? text.replace(suffix, '') : null),
      null,
    );
    if (stripped === null || normalizeMpn(stripped) === '') return keys;
    text = stripped;
  }
}

/**
 * Distributors' order codes written before the MPN: LCSC's `C25804 ` (with a separator after it) and the
 * numeric supplier prefixes of Digi-Key and Mouser (`296-`, `595-`). Only tried when the whole text finds no part
 * (the BOM matcher and `partsMultiMatch` both do so).
 */
const distributorPrefix = /^(?:C\d{3,8}[\s,;|]+|\d{2,4}-(?=[A-Za-z0-9]))/;

/** The MPN without a distributor's prefix, or null when it has none. */
export function withoutDistributorPrefix(mpn: string): string | null {
  const stripped = mpn.replace(distributorPrefix, '').trim();
  return stripped !== mpn.trim() && stripped.length >= 3 ? stripped : null;
}
