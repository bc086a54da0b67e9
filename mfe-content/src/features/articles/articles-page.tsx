import { useState } from 'react';
import type { Theme } from '@emotion/react';
import { useParams } from 'react-router-dom';
import type { ArticleTopics } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import { Button, ErrorNotice, focusRing, Link, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { PageFrame } from '../../common/page-frame';
import { useOnVisible } from '../../common/use-on-visible';
import { ArticleGrid } from './article-card';
import { useGetArticlesQuery, useGetArticleTopicsQuery } from './articles-api';

const chip = (current: boolean) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 14px',
  borderRadius: 20,
  border: `1px solid ${current ? theme.colors.primary : theme.colors.border}`,
  background: current ? theme.colors.primary : 'transparent',
  color: current ? theme.colors.onPrimary : theme.colors.text,
  textDecoration: 'none',
  ...focusRing(theme),
});

function Topics({ topics, category, tag }: { topics: ArticleTopics; category?: number; tag?: string }) {
  const regionPath = useRegionPath();
  return (
    <>
      <nav aria-label="Рубрики статей" css={{ marginBottom: 12 }}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <li>
            <Link
              href={regionPath('/articles')}
              css={chip(!category && !tag)}
              aria-current={!category && !tag ? 'page' : undefined}
            >
              Все статьи
            </Link>
          </li>
          {topics.categories
            .filter((entry) => entry.articles > 0)
            .map((entry) => (
              <li key={entry.id}>
                <Link
                  href={regionPath(`/articles/categories/${entry.id}`)}
                  css={chip(entry.id === category)}
                  aria-current={entry.id === category ? 'page' : undefined}
                >
                  {entry.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <nav aria-label="Теги статей" css={{ marginBottom: 24 }}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8, fontSize: 14 }}>
          {topics.tags.map((entry) => (
            <li key={entry.tag}>
              <Link
                href={regionPath(`/articles/tags/${encodeURIComponent(entry.tag)}`)}
                css={chip(entry.tag === tag)}
                aria-current={entry.tag === tag ? 'page' : undefined}
              >
                #{entry.tag}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** /articles, /articles/categories/{id}, /articles/tags/{tag}: newest first, more as the list's end comes into view. */
export function ArticlesPage({ by }: { by: 'all' | 'category' | 'tag' }) {
  const params = useParams();
  const category = by === 'category' ? Number(params.id) : undefined;
  const tag = by === 'tag' ? params.tag : undefined;
  // a new category or tag starts from its first page
  const filterKey = `${category ?? ''}|${tag ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const topics = useGetArticleTopicsQuery();
  const list = useGetArticlesQuery({ page, category, tag });
  const more = list.data && list.data.page < list.data.pages ? list.data.page + 1 : null;
  // the list's end coming into view loads the next page; the button does the same from the keyboard
  const end = useOnVisible<HTMLDivElement>(() => {
    if (more && !list.isFetching) setPage(more);
  }, more !== null);
  const categoryName = topics.data?.categories.find((entry) => entry.id === category)?.name;
  const title =
    by === 'category' ? (categoryName ?? 'Статьи') : by === 'tag' ? `Статьи с тегом «${tag}»` : 'Статьи о здоровье';
  const here = by === 'category' ? `/articles/categories/${category}` : `/articles/tags/${tag}`;
  const crumbs = [{ name: 'Статьи', href: '/articles' }, ...(by === 'all' ? [] : [{ name: title, href: here }])];

  return (
    <PageFrame title={title} crumbs={crumbs}>
      {topics.data && <Topics topics={topics.data} category={category} tag={tag} />}
      {list.isLoading ? (
        <Spinner label="Загружаем статьи…" />
      ) : list.error && !list.data ? (
        <ErrorNotice message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <p css={(theme: Theme) => ({ color: theme.colors.textMuted, margin: '0 0 12px' })} aria-live="polite">
            Показано {list.data.items.length} из {list.data.total}
          </p>
          <ArticleGrid articles={list.data.items} />
          {more !== null && (
            <div ref={end} css={{ marginTop: 24, textAlign: 'center' }}>
              <Button variant="secondary" disabled={list.isFetching} onClick={() => setPage(more)}>
                {list.isFetching ? 'Загружаем…' : 'Показать ещё'}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p>Статей пока нет.</p>
      )}
    </PageFrame>
  );
}
