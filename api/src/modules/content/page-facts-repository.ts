import type { Queryable } from '../../platform/database/types';

export interface ArticleHead {
  id: number;
  slug: string;
  title: string;
  summary: string;
  publishedOn: string;
  updatedAt: string;
  authorName: string;
}

export async function findArticleHead(db: Queryable, id: number): Promise<ArticleHead | null> {
  const { rows } = await db.query<ArticleHead>(
    `SELECT a.id, a.slug, a.title, a.summary, to_char(a.published_on, 'YYYY-MM-DD') AS "publishedOn",
            to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt", w.name AS "authorName"
       FROM articles a JOIN authors w ON w.id = a.author_id
      WHERE a.id = $1 AND a.published`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findPromotionHead(
  db: Queryable,
  slug: string,
  today: string,
): Promise<{ slug: string; title: string; summary: string } | null> {
  const { rows } = await db.query<{ slug: string; title: string; summary: string }>(
    `SELECT slug, title, summary FROM promotions WHERE slug = $1 AND published AND ends_on >= $2::date`,
    [slug, today],
  );
  return rows[0] ?? null;
}

export async function findNewsHead(db: Queryable, slug: string): Promise<{ slug: string; title: string } | null> {
  const { rows } = await db.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM news WHERE slug = $1 AND published',
    [slug],
  );
  return rows[0] ?? null;
}

export async function findAuthorHead(db: Queryable, id: number): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM authors WHERE id = $1 AND published',
    [id],
  );
  return rows[0] ?? null;
}

/** The published content a crawler may list: articles, running promotions, news, the brand's information pages. */
export async function contentAddresses(db: Queryable, brand: string, today: string) {
  const [articles, promotions, news, pages] = await Promise.all([
    db.query<{ id: number; slug: string }>('SELECT id, slug FROM articles WHERE published ORDER BY id'),
    db.query<{ slug: string }>('SELECT slug FROM promotions WHERE published AND ends_on >= $1::date ORDER BY slug', [
      today,
    ]),
    db.query<{ slug: string }>('SELECT slug FROM news WHERE published ORDER BY published_on DESC'),
    db.query<{ path: string }>(
      'SELECT path FROM info_pages WHERE published AND (brands IS NULL OR $1 = ANY(brands)) ORDER BY path',
      [brand],
    ),
  ]);
  return {
    articles: articles.rows,
    promotions: promotions.rows.map((row) => row.slug),
    news: news.rows.map((row) => row.slug),
    pages: pages.rows.map((row) => row.path),
  };
}
