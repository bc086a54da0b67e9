import type { Theme } from '@emotion/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBusState } from '@apteka/bus';
import { ErrorNotice, focusRing, plural, PLURALS, Spinner } from '@apteka/ui';
import { useGetCategoriesQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { useRegionPath } from '@apteka/ui/routing';
import { pageCss } from './catalog-page';
import { CategoryList } from './category-list';
import { categoryHref, findTrail } from './category-tree-utils';

const crumbLink = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** /catalog/{...slugs}: one category with its breadcrumbs and subcategories. */
export function CategoryPage() {
  const slugs = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const region = useBusState('region');
  const regionPath = useRegionPath();
  const { data, error, isLoading, refetch } = useGetCategoriesQuery({ regionId: region?.id ?? null });

  if (isLoading) {
    return (
      <section css={pageCss}>
        <Spinner label="Загружаем раздел…" />
      </section>
    );
  }
  if (error || !data) {
    return (
      <section css={pageCss}>
        <h1 css={{ fontSize: 28 }}>Каталог</h1>
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      </section>
    );
  }

  const trail = findTrail(data, slugs);
  if (!trail) {
    return (
      <section css={pageCss}>
        <h1 css={{ fontSize: 28 }}>Раздел не найден</h1>
        <p>
          Такого раздела нет в каталоге. <RouterLink to={regionPath('/catalog')} css={crumbLink}>Все разделы каталога</RouterLink>
        </p>
      </section>
    );
  }

  const category = trail[trail.length - 1]!;
  const children = Array.isArray(category.children) ? category.children : [];
  return (
    <section css={pageCss}>
      <nav aria-label="Навигационная цепочка">
        <ol css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 16px', fontSize: 14 }}>
          <li>
            <RouterLink to={regionPath('/catalog')} css={crumbLink}>Каталог</RouterLink>
          </li>
          {trail.map((node, index) => (
            <li key={node.id} css={(theme: Theme) => ({ '&::before': { content: '"/"', marginRight: 8, color: theme.colors.textMuted } })}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{node.name}</span>
              ) : (
                <RouterLink to={regionPath(categoryHref(node))} css={crumbLink}>{node.name}</RouterLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 css={{ fontSize: 28, margin: '0 0 8px' }}>{category.name}</h1>
      {typeof category.productCount === 'number' && (
        <p css={{ margin: '0 0 16px' }}>
          В разделе {category.productCount} {plural(category.productCount, PLURALS.product)}.
        </p>
      )}
      {children.length > 0 ? (
        <nav aria-label={`Подразделы: ${category.name}`}>
          <CategoryList nodes={children} depth={2} />
        </nav>
      ) : (
        <p>Товары этого раздела скоро появятся.</p>
      )}
    </section>
  );
}
