import { goodsDetailPath, goodsListPath } from '../catalog/goods-list-link';

interface CouponScope {
  kind: 'ALL' | 'CATEGORY' | 'MANUFACTURER' | 'PRODUCTS';
  categories: readonly { id: string }[];
  manufacturers: readonly { id: string }[];
  products: readonly { id: string }[];
}

/** Where "use now" leads: the goods a coupon applies to (its one category, maker or part), else the whole list. */
export function couponScopePath(scope: CouponScope): string {
  if (scope.kind === 'CATEGORY' && scope.categories.length === 1) {
    return goodsListPath({ categoryId: scope.categories[0]!.id });
  }
  if (scope.kind === 'MANUFACTURER' && scope.manufacturers.length === 1) {
    return goodsListPath({ brandId: scope.manufacturers[0]!.id });
  }
  if (scope.kind === 'PRODUCTS' && scope.products.length === 1) return goodsDetailPath(scope.products[0]!.id);
  return goodsListPath();
}
