import type { SearchSuggestionKind } from '../../gql/graphql';
import { brandDetailsPath, goodsDetailPath, goodsListPath } from '../catalog/goods-list-link';

interface SuggestionTarget {
  kind: SearchSuggestionKind;
  productId?: string | null;
  brandId?: string | null;
  categoryId?: string | null;
}

/** Where a suggestion leads: a part to its page, a brand to its profile, a category to its list. */
export function searchSuggestionPath(suggestion: SuggestionTarget): string | undefined {
  switch (suggestion.kind) {
    case 'MPN':
      return suggestion.productId ? goodsDetailPath(suggestion.productId) : undefined;
    case 'BRAND':
      return suggestion.brandId ? brandDetailsPath(suggestion.brandId) : undefined;
    case 'CATEGORY':
      return suggestion.categoryId ? goodsListPath({ categoryId: suggestion.categoryId }) : undefined;
  }
}
