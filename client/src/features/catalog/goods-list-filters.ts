import type { Lifecycle, ProductFilter, ProductSort } from '../../gql/graphql';
import { parseYuanToMilli } from '../money/parse-yuan';
import {
  PARAMETER_PREFIX,
  RANGE_PREFIX,
  SORT_IN_URL,
  type GoodsListFilters,
  type NumericRange,
} from './goods-list-params';

export { goodsListSearchParams, type GoodsListFilters, type NumericRange } from './goods-list-params';

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
