import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import { useRegionPath } from './region-routes';
import { focusRing } from '../components/button';

export interface Crumb {
  name: string;
  href: string;
}

const crumbLink = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** 'Главная / Статьи / …' in the page's region: the last crumb is the current page unless `currentLast` is false. */
export function Breadcrumbs({ items, currentLast = true }: { items: Crumb[]; currentLast?: boolean }) {
  const regionPath = useRegionPath();
  return (
    <nav aria-label="Навигационная цепочка">
      <ol
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          listStyle: 'none',
          padding: 0,
          margin: '0 0 16px',
          fontSize: 14,
        }}
      >
        {items.map((item, index) => (
          <li
            key={item.href}
            css={(theme: Theme) =>
              index > 0 ? { '&::before': { content: '"/"', marginRight: 8, color: theme.colors.textMuted } } : {}
            }
          >
            {currentLast && index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <RouterLink to={regionPath(item.href)} css={crumbLink}>
                {item.name}
              </RouterLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
