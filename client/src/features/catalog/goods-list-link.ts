import { goodsListSearchParams } from './goods-list-params';

/** Address of the goods list, optionally narrowed to a search, one category or one brand. */
export function goodsListPath(filter: { query?: string; categoryId?: string; brandId?: string } = {}): string {
  const search = goodsListSearchParams({ ...filter, inStock: false }).toString();
  return search ? `/goods/list?${search}` : '/goods/list';
}

export function goodsDetailPath(productId: string): string {
  return `/goods/${encodeURIComponent(productId)}`;
}

export const BRAND_LIST_PATH = '/home/brand';

export function brandDetailsPath(brandId: string): string {
  return `/home/brandDetails?id=${encodeURIComponent(brandId)}`;
}
