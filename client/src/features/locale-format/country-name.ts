/** Every two-letter region code; Intl.DisplayNames names the ones that exist. */
function regionCodes(): string[] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...letters].flatMap((first) => [...letters].map((second) => first + second));
}

/**
 * Regions the shop names differently from Intl.DisplayNames, as its mainland customers and Chinese law expect
 * (Intl says "台湾" / "Taiwan"); the catalog stores the English form, so it maps back to the code too.
 */
const shopRegionNames: Record<string, Record<string, string>> = {
  TW: { 'zh-CN': '中国台湾', 'en-US': 'Taiwan, China', ru: 'Тайвань (Китай)', 'es-ES': 'Taiwán (China)' },
};

let codesByEnglishName: Map<string, string> | undefined;

/** The region code of an English country name ("Japan" → "JP"), as the catalog stores a maker's country. */
function regionCodeOf(englishName: string): string | undefined {
  if (!codesByEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    codesByEnglishName = new Map();
    for (const code of regionCodes()) {
      const name = english.of(code);
      if (name) codesByEnglishName.set(name.toLowerCase(), code);
    }
    for (const [code, names] of Object.entries(shopRegionNames)) {
      codesByEnglishName.set(names['en-US']!.toLowerCase(), code);
    }
  }
  return codesByEnglishName.get(englishName.trim().toLowerCase());
}

/**
 * A maker's country in the reader's language: the catalog holds the English name (or a region code), and
 * Intl.DisplayNames knows every country's name in every language. A name it cannot place is shown as stored.
 */
export function localizedCountryName(country: string, locale: string): string {
  const code = /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : regionCodeOf(country);
  if (!code) return country;
  return regionName(code, locale) ?? country;
}

/** The name of a region code in `locale`, in the shop's naming; undefined for a code that names no region. */
export function regionName(code: string, locale: string): string | undefined {
  const shopName = shopRegionNames[code];
  if (shopName) return shopName[locale] ?? shopName['en-US'];
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
}
