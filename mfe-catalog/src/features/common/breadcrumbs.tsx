import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import { focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';

const crumbLink = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** 'Каталог / Лекарства / ...': the last crumb is the current page unless `currentLast` is false. */
export function Breadcrumbs({
  items,
  currentLast = true,
}: {
  items: { name: string; href: string }[];
  currentLast?: boolean;
}) {
  const regionPath = useRegionPath();
  const all = [{ name: 'Каталог', href: '/catalog' }, ...items];
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
        {all.map((item, index) => (
          <li
            key={item.href}
            css={(theme: Theme) =>
              index > 0 ? { '&::before': { content: '"/"', marginRight: 8, color: theme.colors.textMuted } } : {}
            }
          >
            {currentLast && index === all.length - 1 ? (
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
