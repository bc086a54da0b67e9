import type { CategoryNode } from '@apteka/contracts';
import { treeDownTo } from './category-tree-depth';

const node = (id: number, path: string[], children: CategoryNode[] = []): CategoryNode => ({
  id,
  parentId: null,
  name: path.join('/'),
  slug: path[path.length - 1]!,
  path,
  productCount: id * 10,
  children,
});

const TREE = [node(1, ['a'], [node(2, ['a', 'b'], [node(3, ['a', 'b', 'c'])])]), node(4, ['d'])];

describe('the category tree down to a depth', () => {
  it('keeps the top levels with their counts and drops what is below them', () => {
    expect(treeDownTo(TREE, 1)).toEqual([{ ...TREE[0], children: [] }, TREE[1]]);
    expect(treeDownTo(TREE, 2)[0]!.children).toEqual([{ ...TREE[0]!.children[0], children: [] }]);
  });

  it('is the whole tree at its own depth or deeper, and leaves the tree it read as it was', () => {
    expect(treeDownTo(TREE, 3)).toEqual(TREE);
    expect(treeDownTo(TREE, 10)).toEqual(TREE);
    expect(TREE[0]!.children[0]!.children).toHaveLength(1);
  });
});
