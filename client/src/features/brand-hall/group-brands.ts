export interface HallBrand {
  id: string;
  name: string;
  country: string;
  productCount: number;
}

export type BrandGrouping = 'letter' | 'country';

export interface BrandGroup<TBrand extends HallBrand> {
  key: string;
  brands: TBrand[];
}

/** The letter a brand files under: its first Latin letter or digit upper-cased, `#` for anything else. */
export function brandLetter(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Two capitals (or one) for a brand without a logo: the first letters of its first two words. */
export function brandInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_/.&]+/)
    .filter(Boolean);
  const initials = words.length > 1 ? `${words[0]!.charAt(0)}${words[1]!.charAt(0)}` : (words[0] ?? '').slice(0, 2);
  return initials.toUpperCase();
}

/**
 * Brands in groups: by letter A-Z (then `#`), or by country in alphabetical order; within a group by name.
 */
export function groupBrands<TBrand extends HallBrand>(
  brands: readonly TBrand[],
  by: BrandGrouping,
  locale: string,
): BrandGroup<TBrand>[] {
  const keyOf = (brand: TBrand) => (by === 'letter' ? brandLetter(brand.name) : brand.country || '#');
  const groups = new Map<string, TBrand[]>();
  for (const brand of brands) {
    const key = keyOf(brand);
    groups.set(key, [...(groups.get(key) ?? []), brand]);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const keyOrder = (a: string, b: string) => (a === '#' ? 1 : b === '#' ? -1 : collator.compare(a, b));
  return [...groups.entries()]
    .sort(([a], [b]) => keyOrder(a, b))
    .map(([key, members]) => ({ key, brands: members.sort((a, b) => collator.compare(a.name, b.name)) }));
}
