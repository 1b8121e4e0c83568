import { graphql, type FragmentType, getFragmentData } from '../../gql';

export const CategoryTreeFragment = graphql(`
  fragment CategoryTree_category on Category {
    id
    name
    parentId
    position
    productCount
  }
`);

export interface CategoryNode {
  id: string;
  name: string;
  productCount: number;
  children: CategoryNode[];
}

interface FlatCategory {
  id: string;
  name: string;
  parentId?: string | null;
  position: number;
  productCount: number;
}

/** The API lists categories flat; parentId links them into groups, ordered by position within each level. */
export function buildCategoryTree(categories: readonly FlatCategory[]): CategoryNode[] {
  const ordered = [...categories].sort((left, right) => left.position - right.position);
  const nodes = new Map<string, CategoryNode>(
    ordered.map((category) => [
      category.id,
      { id: category.id, name: category.name, productCount: category.productCount, children: [] },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const category of ordered) {
    const node = nodes.get(category.id)!;
    const parent = category.parentId ? nodes.get(category.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function categoryTreeFrom(categories: readonly FragmentType<typeof CategoryTreeFragment>[]): CategoryNode[] {
  return buildCategoryTree(getFragmentData(CategoryTreeFragment, categories));
}
