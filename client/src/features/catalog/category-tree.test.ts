import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './category-tree';

describe('buildCategoryTree', () => {
  it('nests categories under their parents, ordered by position', () => {
    const tree = buildCategoryTree([
      { id: '3', name: 'Capacitors', parentId: '1', position: 2, productCount: 5 },
      { id: '1', name: 'Passives', parentId: null, position: 1, productCount: 12 },
      { id: '2', name: 'Resistors', parentId: '1', position: 1, productCount: 7 },
      { id: '4', name: 'Semiconductors', parentId: null, position: 0, productCount: 0 },
    ]);
    expect(tree.map((group) => group.name)).toEqual(['Semiconductors', 'Passives']);
    expect(tree[1]?.children.map((leaf) => leaf.name)).toEqual(['Resistors', 'Capacitors']);
  });

  it('keeps a category whose parent is unknown at the top level', () => {
    const tree = buildCategoryTree([{ id: '9', name: 'Orphan', parentId: '404', position: 0, productCount: 1 }]);
    expect(tree.map((group) => group.id)).toEqual(['9']);
  });
});
