import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { categoryTreeFrom, type CategoryNode } from './category-tree';

const CatalogCategoriesQuery = graphql(`
  query CatalogCategories {
    categories {
      id
      ...CategoryTree_category
    }
  }
`);

export function useCategoryTree(): { tree: CategoryNode[]; loading: boolean; failed: boolean } {
  const { data, loading, error } = useQuery(CatalogCategoriesQuery);
  const tree = useMemo(() => (data ? categoryTreeFrom(data.categories) : []), [data]);
  return { tree, loading, failed: error !== undefined && !data };
}
