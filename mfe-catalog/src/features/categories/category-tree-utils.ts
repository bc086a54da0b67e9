import type { CategoryNode } from '@apteka/contracts';

/** The page path of a category: '/catalog/' + its slugs from the root down. */
export function categoryHref(node: Pick<CategoryNode, 'path' | 'slug'>): string {
  const slugs = Array.isArray(node.path) && node.path.length > 0 ? node.path : [node.slug];
  return `/catalog/${slugs.map(encodeURIComponent).join('/')}`;
}
