import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Category, CategoryNode } from '@apteka/contracts';
import { focusRing, plural, PLURALS } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { categoryHref } from './category-tree-utils';

// A link sits beside its product count in one line of text, so colour alone must not be what sets it apart.
const link = (theme: Theme) => ({
  color: theme.colors.primary,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:hover': { textDecorationThickness: 2 },
  ...focusRing(theme),
});

export function ProductCount({ count }: { count: number }) {
  return (
    <span css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: 14, marginLeft: 8 })}>
      {count} {plural(count, PLURALS.product)}
    </span>
  );
}

/** Categories as a nested list of links, down to `depth` levels (all when omitted). */
export function CategoryList({
  nodes,
  depth = Infinity,
  level = 1,
}: {
  /** categories, with those below them where the list goes deeper */
  nodes: Array<Category & { children?: CategoryNode[] }>;
  depth?: number;
  level?: number;
}) {
  const regionPath = useRegionPath();
  return (
    <ul css={{ listStyle: 'none', margin: 0, paddingLeft: level === 1 ? 0 : 20 }}>
      {nodes.map((node) => {
        const children = Array.isArray(node.children) ? node.children : [];
        return (
          <li key={node.id} css={{ margin: level === 1 ? '12px 0' : '6px 0' }}>
            <RouterLink
              to={regionPath(categoryHref(node))}
              css={[link, level === 1 && { fontWeight: 600, fontSize: 18 }]}
            >
              {node.name}
            </RouterLink>
            {typeof node.productCount === 'number' && <ProductCount count={node.productCount} />}
            {children.length > 0 && level < depth && <CategoryList nodes={children} depth={depth} level={level + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
