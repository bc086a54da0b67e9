import type { Theme } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import type { Article } from '@apteka/contracts';
import { formatDate, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { Loaded, PageFrame } from '../../common/page-frame';
import { ProductTiles } from '../../common/product-tile';
import { RichText } from '../../common/rich-text';
import { ArticleGrid, articlePath } from './article-card';
import { useGetArticleQuery } from './articles-api';

const EDITORIAL_POLICY = '/basic-pages/editorial-policy';

function Byline({ article }: { article: Article }) {
  const regionPath = useRegionPath();
  return (
    <div css={{ display: 'flex', gap: 16, alignItems: 'center', margin: '0 0 24px' }}>
      <img src={article.author.photo} alt="" width={72} height={72} css={{ borderRadius: '50%', flex: 'none' }} />
      <div>
        <p css={{ margin: 0, fontWeight: 600 }}>
          <Link
            href={regionPath(`/authors/${article.author.id}/`)}
            css={(theme: Theme) => ({ color: theme.colors.primary })}
          >
            {article.author.name}
          </Link>
        </p>
        <p css={{ margin: '2px 0' }}>{article.author.position}</p>
        <p css={(theme: Theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
          {article.author.credentials}
        </p>
        <p css={(theme: Theme) => ({ margin: '4px 0 0', fontSize: 14, color: theme.colors.textMuted })}>
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readingMinutes} мин чтения
        </p>
      </div>
    </div>
  );
}

function Contents({ article }: { article: Article }) {
  if (article.toc.length < 2) return null;
  return (
    <nav
      aria-labelledby="toc-title"
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radius,
        padding: 16,
        margin: '0 0 24px',
        maxWidth: 760,
      })}
    >
      <h2 id="toc-title" css={{ fontSize: 18, margin: '0 0 8px' }}>
        Содержание
      </h2>
      <ol css={{ margin: 0, paddingLeft: 20, lineHeight: 1.7 }}>
        {article.toc.map((entry) => (
          <li key={entry.id} css={{ marginLeft: entry.level === 3 ? 16 : 0 }}>
            <a href={`#${entry.id}`} css={(theme: Theme) => ({ color: theme.colors.primary })}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** /articles/{id}?name=: the article with its author, contents, the goods it names and related reading. */
export function ArticlePage() {
  const regionPath = useRegionPath();
  const id = Number(useParams().id);
  const query = useGetArticleQuery({ ...useLocationKey(), id }, { skip: !Number.isInteger(id) || id < 1 });
  return (
    <Loaded query={query} loading="Загружаем статью…">
      {(article) => (
        <PageFrame
          title={article.title}
          crumbs={[
            { name: 'Статьи', href: '/articles' },
            { name: article.category.name, href: `/articles/categories/${article.category.id}` },
            { name: article.title, href: articlePath(article) },
          ]}
        >
          <Byline article={article} />
          <Contents article={article} />
          <RichText html={article.html} />
          <p css={{ margin: '16px 0', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {article.tags.map((tag) => (
              <Link
                key={tag}
                href={regionPath(`/articles/tags/${encodeURIComponent(tag)}`)}
                css={(theme: Theme) => ({ color: theme.colors.primary })}
              >
                #{tag}
              </Link>
            ))}
          </p>
          <p css={(theme: Theme) => ({ fontSize: 14, color: theme.colors.textMuted, maxWidth: 760 })}>
            Статья проверена редакцией по{' '}
            <Link href={regionPath(EDITORIAL_POLICY)} css={(theme: Theme) => ({ color: theme.colors.primary })}>
              редакционной политике
            </Link>
            . Она не заменяет консультацию врача: у лекарств есть противопоказания, прочитайте инструкцию.
          </p>
          {article.products.length > 0 && (
            <section aria-labelledby="article-products" css={{ marginTop: 32 }}>
              <h2 id="article-products" css={{ fontSize: 22 }}>
                Товары из статьи
              </h2>
              <ProductTiles products={article.products} source="article" />
            </section>
          )}
          {article.related.length > 0 && (
            <section aria-labelledby="article-related" css={{ marginTop: 32 }}>
              <h2 id="article-related" css={{ fontSize: 22 }}>
                Читайте также
              </h2>
              <ArticleGrid articles={article.related} headingLevel={3} />
            </section>
          )}
        </PageFrame>
      )}
    </Loaded>
  );
}
