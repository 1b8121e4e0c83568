/** Address of the goods list, optionally narrowed to one category or brand. */
export function goodsListPath(filter: { categoryId?: string; brandId?: string } = {}): string {
  const query = new URLSearchParams();
  if (filter.categoryId) query.set('category', filter.categoryId);
  if (filter.brandId) query.set('brand', filter.brandId);
  const search = query.toString();
  return search ? `/goods/list?${search}` : '/goods/list';
}

export function goodsDetailPath(productId: string): string {
  return `/goods/${encodeURIComponent(productId)}`;
}

export const BRAND_LIST_PATH = '/home/brand';

export function brandDetailsPath(brandId: string): string {
  return `/home/brandDetails?id=${encodeURIComponent(brandId)}`;
}
