import type { Lifecycle, ProductSort } from '../../gql/graphql';

// Writing a goods list address, apart from reading one (goods-list-filters.ts): links to the list are on every page,
// the home page's first download included, while only the list itself reads its address.

/**
 * What the goods list shows, as it lives in the URL so a filtered list can be shared and survives a
 * reload. Prices stay the yuan text of the URL; they become 0.0001-yuan integers only for the API.
 */
export interface GoodsListFilters {
  query?: string;
  categoryId?: string;
  brandId?: string;
  inStock: boolean;
  priceMin?: string;
  priceMax?: string;
  sort?: ProductSort;
  /** Ticked parametric filter values by parameter name (`package` included), in the URL as `p.<name>=<value>`. */
  parameters: Record<string, string[]>;
  /**
   * Numeric ranges by parameter name in the parameter's base unit (farads, volts), in the URL as
   * `r.<name>=<min>~<max>` with either side empty when open.
   */
  ranges: Record<string, NumericRange>;
  /** Lifecycle states to list (all when empty), in the URL as `lifecycle=<state>`. */
  lifecycles: Lifecycle[];
  /** Only RoHS-compliant parts. */
  rohsCompliant: boolean;
  /** Cursor of the page shown; any other change starts again from the first page. */
  after?: string;
}

export interface NumericRange {
  min?: number;
  max?: number;
}

export const SORT_IN_URL = {
  RELEVANCE: 'relevance',
  NEWEST: 'newest',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
  STOCK_DESC: 'stock-desc',
} as const satisfies Record<ProductSort, string>;

export const PARAMETER_PREFIX = 'p.';
export const RANGE_PREFIX = 'r.';

export function goodsListSearchParams(filters: Partial<GoodsListFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['q', filters.query?.trim()],
    ['category', filters.categoryId],
    ['brand', filters.brandId],
    ['inStock', filters.inStock ? '1' : undefined],
    ['priceMin', filters.priceMin],
    ['priceMax', filters.priceMax],
    ['sort', filters.sort && SORT_IN_URL[filters.sort]],
    ['rohs', filters.rohsCompliant ? '1' : undefined],
    ['after', filters.after],
  ];
  for (const [name, value] of entries) if (value) params.set(name, value);
  for (const state of filters.lifecycles ?? []) params.append('lifecycle', state);
  for (const [name, values] of Object.entries(filters.parameters ?? {})) {
    for (const value of values) params.append(`${PARAMETER_PREFIX}${name}`, value);
  }
  for (const [name, { min, max }] of Object.entries(filters.ranges ?? {})) {
    params.set(`${RANGE_PREFIX}${name}`, `${min ?? ''}~${max ?? ''}`);
  }
  // The cursor stays last so that the shared part of two page addresses reads the same.
  const cursor = params.get('after');
  if (cursor) {
    params.delete('after');
    params.set('after', cursor);
  }
  return params;
}
