import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import { useRegionPath } from './region-routes';
// through the shared package, as the remotes' own code does: a relative import bundled a second copy into each remote
import { focusRing, media } from '@apteka/ui';

export interface Crumb {
  name: string;
  href: string;
}

const crumbLink = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** On a phone the trail is one line that scrolls sideways, however deep, so it takes one line of the first window. */
const oneLineOnPhone = {
  [media.below('smallMobile')]: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    whiteSpace: 'nowrap',
    margin: '0 0 2px',
    lineHeight: '24px',
    scrollbarWidth: 'none',
  },
} as const;
const crumbOnPhone = { [media.below('smallMobile')]: { flex: 'none' } } as const;

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
          ...oneLineOnPhone,
        }}
      >
        {items.map((item, index) => (
          <li
            key={item.href}
            css={(theme: Theme) => ({
              ...crumbOnPhone,
              ...(index > 0 ? { '&::before': { content: '"/"', marginRight: 8, color: theme.colors.textMuted } } : {}),
            })}
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
