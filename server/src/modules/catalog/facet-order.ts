import { PACKAGE_PARAMETER } from './parameter-values.js';
import { siValue } from './values/part-values.js';
import type { ParameterFacet } from './product-search.js';

/** Facets in the order a buyer narrows a list: the value first, then its grade, rating and package. */
const facetOrder = [
  'resistance',
  'capacitance',
  'inductance',
  'tolerance',
  'voltageRating',
  'power',
  'current',
  'dielectric',
  PACKAGE_PARAMETER,
  'temperatureRange',
];
/** `localeCompare(b, 'en')` without building a collator per comparison. */
const englishOrder = new Intl.Collator('en');
const facetRank = (name: string) => {
  const rank = facetOrder.indexOf(name);
  return rank === -1 ? facetOrder.length : rank;
};

/** Facets in the order a buyer narrows a list; each facet's values in numeric order, then by text. */
export function orderFacets(facets: ParameterFacet[]): ParameterFacet[] {
  for (const facet of facets) {
    // Keys computed once per value: a large category has over a thousand values to order.
    const keyed = facet.values.map((entry) => ({
      entry,
      numeric: siValue(entry.value) ?? Number.POSITIVE_INFINITY,
    }));
    keyed.sort((a, b) => a.numeric - b.numeric || englishOrder.compare(a.entry.value, b.entry.value));
    facet.values = keyed.map(({ entry }) => entry);
  }
  return facets.sort((a, b) => facetRank(a.name) - facetRank(b.name) || englishOrder.compare(a.name, b.name));
}

/**
 * The `limit` values with the most parts (the earlier one on a tie) and every ticked value, in the facet's order:
 * what a collapsed facet shows, without sending a thousand resistances it would hide.
 */
export function mostCommonValues<V extends { value: string; count: number }>(
  values: V[],
  limit: number,
  ticked: string[],
): V[] {
  const byCount = values
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.count - a.entry.count || a.index - b.index);
  const kept = new Set(byCount.slice(0, limit).map(({ index }) => index));
  values.forEach((entry, index) => {
    if (ticked.includes(entry.value)) kept.add(index);
  });
  return values.filter((_, index) => kept.has(index));
}
