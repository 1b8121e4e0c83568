export interface FilterableBrand {
  name: string;
  country: string;
  featured: boolean;
}

/** Folds case and accents so "nxp" finds "NXP" and "mexico" finds "México". */
function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** The brands whose name or country contains the query, featured brands first, each group by name. */
export function filterBrands<B extends FilterableBrand>(brands: readonly B[], query: string): B[] {
  const needle = searchable(query.trim());
  const matching = needle
    ? brands.filter((brand) => searchable(brand.name).includes(needle) || searchable(brand.country).includes(needle))
    : [...brands];
  return matching.sort(
    (left, right) => Number(right.featured) - Number(left.featured) || left.name.localeCompare(right.name),
  );
}
