import { localized } from './localized';
import type { TextKey } from './part-form-values';

export interface CategoryTreeEntry {
  id: string;
  parentId?: string | null;
  name: Partial<Record<TextKey, string | null>>;
}

/** Each category's depth in the tree (the server lists them parents first). */
export function depthsOf(categories: readonly CategoryTreeEntry[]): Map<string, number> {
  const depths = new Map<string, number>();
  for (const category of categories) {
    depths.set(category.id, category.parentId ? (depths.get(category.parentId) ?? 0) + 1 : 0);
  }
  return depths;
}

/** Options of a native select over the tree, indented by depth; `only` keeps some (leaves for a part). */
export function categoryOptions(
  categories: readonly CategoryTreeEntry[],
  locale: string,
  only: (category: CategoryTreeEntry) => boolean = () => true,
): { value: string; label: string }[] {
  const depths = depthsOf(categories);
  return categories.filter(only).map((category) => ({
    value: category.id,
    label: `${'\u00a0\u00a0'.repeat(depths.get(category.id) ?? 0)}${localized(category.name, locale)}`,
  }));
}

/** Whether a category has no subcategories (only those hold parts). */
export function isLeaf(categories: readonly CategoryTreeEntry[], id: string): boolean {
  return !categories.some((category) => category.parentId === id);
}
