import type { CategoryNode } from '@apteka/contracts';

/** The tree's top `depth` levels: the nodes of the last level keep their counts and lose their children. */
export function treeDownTo(tree: CategoryNode[], depth: number): CategoryNode[] {
  return tree.map((node) => ({ ...node, children: depth > 1 ? treeDownTo(node.children, depth - 1) : [] }));
}
