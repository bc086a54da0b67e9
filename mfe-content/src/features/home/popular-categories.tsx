import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { ErrorNotice, focusRing, Link, plural, PLURALS, Spinner } from '@apteka/ui';
import { useGetTopCategoriesQuery } from '../../api';
import { errorText } from '@apteka/api-client';

/** How many top-level categories the home page shows, the biggest first. */
export const POPULAR_LIMIT = 8;

/** 'Популярные категории': the largest top-level categories, each linking into the catalogue. */
export function PopularCategories() {
  const { data, error, isLoading, refetch } = useGetTopCategoriesQuery(useLocationKey());
  const top = [...(data ?? [])].sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0)).slice(0, POPULAR_LIMIT);

  return (
    <section aria-labelledby="popular-categories-title" css={{ marginTop: 32 }}>
      <h2 id="popular-categories-title" css={{ fontSize: 24, margin: '0 0 16px' }}>
        Популярные категории
      </h2>
      {isLoading ? (
        <Spinner label="Загружаем категории…" />
      ) : error ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : top.length === 0 ? (
        <p>Категорий пока нет.</p>
      ) : (
        <ul
          css={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {top.map((category) => (
            <li key={category.id}>
              <Link
                href={`/catalog/${encodeURIComponent(category.slug)}`}
                css={(theme: Theme) => ({
                  display: 'block',
                  height: '100%',
                  boxSizing: 'border-box',
                  padding: 16,
                  borderRadius: theme.radius,
                  background: theme.colors.surface,
                  color: theme.colors.text,
                  textDecoration: 'none',
                  '&:hover': { color: theme.colors.primary },
                  ...focusRing(theme),
                })}
              >
                <span css={{ display: 'block', fontWeight: 600 }}>{category.name}</span>
                {typeof category.productCount === 'number' && (
                  <span
                    css={(theme: Theme) => ({
                      display: 'block',
                      marginTop: 4,
                      fontSize: 14,
                      color: theme.colors.textMuted,
                    })}
                  >
                    {category.productCount} {plural(category.productCount, PLURALS.product)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
