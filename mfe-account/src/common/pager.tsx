import type { Theme } from '@emotion/react';
import { Link, useSearchParams } from 'react-router-dom';
import { focusRing } from '@apteka/ui';

/** The page number of the address (`?page=`), 1 when absent or not a positive whole number. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1;
}

/** Links to the previous and next pages, keeping the rest of the query; nothing when there is one page. */
export function Pager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const link = (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 12px',
    color: theme.colors.primary,
    ...focusRing(theme),
  });
  return (
    <nav aria-label={label} css={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 16 }}>
      {page > 1 && (
        <Link to={to(page - 1)} css={link}>
          ← Назад
        </Link>
      )}
      <span>
        Страница {page} из {pages}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} css={link}>
          Дальше →
        </Link>
      )}
    </nav>
  );
}
