import type { Lifecycle, ProductFilter, ProductSort } from '../../gql/graphql';
import { parseYuanToMilli } from '../money/parse-yuan';

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

const SORT_IN_URL = {
  RELEVANCE: 'relevance',
  NEWEST: 'newest',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
  STOCK_DESC: 'stock-desc',
} as const satisfies Record<ProductSort, string>;

export const PRODUCT_SORTS = Object.keys(SORT_IN_URL) as ProductSort[];

function sortFromUrl(value: string | null): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => SORT_IN_URL[sort] === value);
}

function textParameter(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

function priceParameter(params: URLSearchParams, name: string): string | undefined {
  const value = textParameter(params, name);
  return value !== undefined && parseYuanToMilli(value) !== undefined ? value : undefined;
}

const PARAMETER_PREFIX = 'p.';
const RANGE_PREFIX = 'r.';

export interface NumericRange {
  min?: number;
  max?: number;
}

export const LIFECYCLES: Lifecycle[] = ['ACTIVE', 'NRND', 'LAST_TIME_BUY', 'OBSOLETE'];

const bound = (text: string | undefined) => {
  const number = text ? Number(text) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
};

function rangesFromUrl(params: URLSearchParams): Record<string, NumericRange> {
  const ranges: Record<string, NumericRange> = {};
  for (const [key, value] of params) {
    const name = key.slice(RANGE_PREFIX.length);
    if (!key.startsWith(RANGE_PREFIX) || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) continue;
    const [min, max] = value.split('~');
    const range = {
      ...(bound(min) !== undefined && { min: bound(min) }),
      ...(bound(max) !== undefined && { max: bound(max) }),
    };
    if (range.min !== undefined || range.max !== undefined) ranges[name] = range;
  }
  return ranges;
}

/** The ranges with one parameter's range set, or removed when both ends are open. */
export function setParameterRange(
  ranges: Record<string, NumericRange>,
  name: string,
  range: NumericRange,
): Record<string, NumericRange> {
  const others = Object.fromEntries(Object.entries(ranges).filter(([other]) => other !== name));
  return range.min === undefined && range.max === undefined ? others : { ...others, [name]: range };
}

function parametersFromUrl(params: URLSearchParams): Record<string, string[]> {
  const parameters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const name = key.slice(PARAMETER_PREFIX.length);
    if (!key.startsWith(PARAMETER_PREFIX) || !/^[A-Za-z][A-Za-z0-9]*$/.test(name) || !value) continue;
    const values = (parameters[name] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  return parameters;
}

/** The filters with one parameter value ticked or unticked. */
export function toggleParameterValue(
  parameters: Record<string, string[]>,
  name: string,
  value: string,
): Record<string, string[]> {
  const current = parameters[name] ?? [];
  const next = current.includes(value) ? current.filter((ticked) => ticked !== value) : [...current, value];
  const others = Object.fromEntries(Object.entries(parameters).filter(([other]) => other !== name));
  return next.length > 0 ? { ...others, [name]: next } : others;
}

/** Reads the list's URL; values it cannot use (an unknown sort, a price that is not an amount) are left out. */
export function readGoodsListFilters(params: URLSearchParams): GoodsListFilters {
  return {
    query: textParameter(params, 'q'),
    categoryId: textParameter(params, 'category'),
    brandId: textParameter(params, 'brand'),
    inStock: params.get('inStock') === '1',
    priceMin: priceParameter(params, 'priceMin'),
    priceMax: priceParameter(params, 'priceMax'),
    sort: sortFromUrl(params.get('sort')),
    parameters: parametersFromUrl(params),
    ranges: rangesFromUrl(params),
    lifecycles: LIFECYCLES.filter((state) => params.getAll('lifecycle').includes(state)),
    rohsCompliant: params.get('rohs') === '1',
    after: textParameter(params, 'after'),
  };
}

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

/** Applies a change made on the list page; the old cursor belongs to the old list, so it is dropped. */
export function changeGoodsListFilters(
  filters: GoodsListFilters,
  change: Partial<Omit<GoodsListFilters, 'after'>>,
): GoodsListFilters {
  return { ...filters, ...change, after: undefined };
}

/** Relevance only means something for a query; without one the list falls back to the server's default. */
export function effectiveSort(filters: GoodsListFilters): ProductSort {
  if (filters.sort && (filters.sort !== 'RELEVANCE' || filters.query)) return filters.sort;
  return filters.query ? 'RELEVANCE' : 'NEWEST';
}

export function toProductFilter(filters: GoodsListFilters): ProductFilter {
  const priceMinMilli = filters.priceMin === undefined ? undefined : parseYuanToMilli(filters.priceMin);
  const priceMaxMilli = filters.priceMax === undefined ? undefined : parseYuanToMilli(filters.priceMax);
  return {
    query: filters.query ?? null,
    categoryId: filters.categoryId ?? null,
    brandId: filters.brandId ?? null,
    inStock: filters.inStock ? true : null,
    priceMinMilli: priceMinMilli ?? null,
    priceMaxMilli: priceMaxMilli ?? null,
    parameters: [
      ...Object.entries(filters.parameters).map(([name, values]) => ({ name, values })),
      ...Object.entries(filters.ranges).map(([name, { min, max }]) => ({ name, min: min ?? null, max: max ?? null })),
    ],
    lifecycles: filters.lifecycles.length > 0 ? filters.lifecycles : null,
    rohsCompliant: filters.rohsCompliant ? true : null,
  };
}
