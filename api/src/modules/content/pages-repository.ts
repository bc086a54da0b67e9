import type { InfoPageContent, NewsCard, NewsItem, TocEntry } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

export async function newsPage(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ items: NewsCard[]; total: number }> {
  const [{ rows }, counted] = await Promise.all([
    db.query<NewsCard>(
      `SELECT slug, title, to_char(published_on, 'YYYY-MM-DD') AS date, summary FROM news
        WHERE published ORDER BY published_on DESC, id DESC LIMIT $1 OFFSET $2`,
      [size, (page - 1) * size],
    ),
    db.query<{ total: number }>('SELECT count(*)::integer AS total FROM news WHERE published'),
  ]);
  return { items: rows, total: counted.rows[0]?.total ?? 0 };
}

export async function findNews(db: Queryable, slug: string): Promise<NewsItem | null> {
  const { rows } = await db.query<NewsItem>(
    `SELECT slug, title, to_char(published_on, 'YYYY-MM-DD') AS date, summary, body_html AS html
       FROM news WHERE slug = $1 AND published`,
    [slug],
  );
  return rows[0] ?? null;
}

/** The information page at a path for a brand: a page limited to other brands is not found. */
export async function findInfoPage(db: Queryable, path: string, brand: string): Promise<InfoPageContent | null> {
  const { rows } = await db.query<{
    path: string;
    title: string;
    description: string;
    html: string;
    toc: TocEntry[] | string;
  }>(
    `SELECT path, title, description, body_html AS html, toc FROM info_pages
      WHERE path = $1 AND published AND (brands IS NULL OR $2 = ANY(brands))`,
    [path, brand],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, toc: typeof row.toc === 'string' ? (JSON.parse(row.toc) as TocEntry[]) : row.toc };
}

export async function infoPagesOf(db: Queryable, brand: string): Promise<Array<{ path: string; title: string }>> {
  const { rows } = await db.query<{ path: string; title: string }>(
    `SELECT path, title FROM info_pages WHERE published AND (brands IS NULL OR $1 = ANY(brands)) ORDER BY title`,
    [brand],
  );
  return rows;
}
