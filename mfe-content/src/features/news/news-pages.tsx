import type { Theme } from '@emotion/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDate, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetNewsItemQuery, useGetNewsQuery } from '../../common/content-api';
import { Loaded, PageFrame } from '../../common/page-frame';
import { RichText } from '../../common/rich-text';
import { SubscribeForm } from '../feedback/subscribe-form';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /news: the chain's news, newest first, 10 a page. */
export function NewsPage() {
  const regionPath = useRegionPath();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const query = useGetNewsQuery(page);
  return (
    <PageFrame title="Новости" crumbs={[{ name: 'Новости', href: '/news' }]}>
      <Loaded query={query} loading="Загружаем новости…">
        {(news) => (
          <>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 760 }}>
              {news.items.map((item) => (
                <li
                  key={item.slug}
                  css={(theme: Theme) => ({ padding: '16px 0', borderBottom: `1px solid ${theme.colors.border}` })}
                >
                  <p css={(theme: Theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
                    <time dateTime={item.date}>{formatDate(item.date)}</time>
                  </p>
                  <h2 css={{ fontSize: 20, margin: '4px 0' }}>
                    <Link
                      href={regionPath(`/news/${item.slug}`)}
                      css={(theme: Theme) => ({ color: theme.colors.text })}
                    >
                      {item.title}
                    </Link>
                  </h2>
                  <p css={{ margin: 0 }}>{item.summary}</p>
                </li>
              ))}
            </ul>
            {news.pages > 1 && (
              <nav aria-label="Страницы новостей" css={{ display: 'flex', gap: 16, marginTop: 16 }}>
                {news.page > 1 && <Link href={regionPath(`/news?page=${news.page - 1}`)}>← Новее</Link>}
                <span>
                  Страница {news.page} из {news.pages}
                </span>
                {news.page < news.pages && <Link href={regionPath(`/news?page=${news.page + 1}`)}>Старше →</Link>}
              </nav>
            )}
          </>
        )}
      </Loaded>
      <SubscribeForm />
    </PageFrame>
  );
}

/** /news/{slug}: one news item. */
export function NewsItemPage() {
  const slug = useParams().slug ?? '';
  const query = useGetNewsItemQuery(slug);
  return (
    <Loaded query={query} loading="Загружаем новость…">
      {(item) => (
        <PageFrame
          title={item.title}
          crumbs={[
            { name: 'Новости', href: '/news' },
            { name: item.title, href: `/news/${item.slug}` },
          ]}
        >
          <p css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
          <RichText html={item.html} />
        </PageFrame>
      )}
    </Loaded>
  );
}
