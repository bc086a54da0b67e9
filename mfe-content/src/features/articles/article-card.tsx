import type { Theme } from '@emotion/react';
import type { ArticleCard as Card } from '@apteka/contracts';
import { formatDate, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { cardGrid } from '../../common/card-grid';

/** Where an article lives: /articles/{id}?name={slug}. */
export const articlePath = (article: { id: number; slug: string }) => `/articles/${article.id}?name=${article.slug}`;

/** An article in a list: category, title, summary, date and reading time. */
export function ArticleCard({ article, headingLevel = 2 }: { article: Card; headingLevel?: 2 | 3 }) {
  const regionPath = useRegionPath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li
      css={(theme: Theme) => ({
        padding: 16,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      })}
    >
      <p css={(theme: Theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
        {article.category.name}
      </p>
      <Heading css={{ fontSize: 20, margin: 0, lineHeight: 1.3 }}>
        <Link href={regionPath(articlePath(article))} css={(theme: Theme) => ({ color: theme.colors.text })}>
          {article.title}
        </Link>
      </Heading>
      <p css={{ margin: 0 }}>{article.summary}</p>
      <p css={(theme: Theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
        {formatDate(article.date)} · {article.readingMinutes} мин чтения · {article.author.name}
      </p>
    </li>
  );
}

export function ArticleGrid({ articles, headingLevel }: { articles: Card[]; headingLevel?: 2 | 3 }) {
  return (
    <ul css={cardGrid(280)}>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
