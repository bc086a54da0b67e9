import type { CategoryNode } from '@apteka/contracts';

/** The page path of a category: '/catalog/' + its slugs from the root down. */
export function categoryHref(node: Pick<CategoryNode, 'path' | 'slug'>): string {
  const slugs = Array.isArray(node.path) && node.path.length > 0 ? node.path : [node.slug];
  return `/catalog/${slugs.map(encodeURIComponent).join('/')}`;
}

/** The chain of nodes from the root to the category at `slugs`, or null when there is none. */
export function findTrail(tree: CategoryNode[], slugs: string[]): CategoryNode[] | null {
  const trail: CategoryNode[] = [];
  let level = tree;
  for (const slug of slugs) {
    const next = level.find((node) => node.slug === slug);
    if (!next) return null;
    trail.push(next);
    level = Array.isArray(next.children) ? next.children : [];
  }
  return trail.length > 0 ? trail : null;
}
