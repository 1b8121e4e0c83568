/** Every two-letter region code; Intl.DisplayNames names the ones that exist. */
function regionCodes(): string[] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...letters].flatMap((first) => [...letters].map((second) => first + second));
}

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
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? country;
}
