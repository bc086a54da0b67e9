import type { ArticleCard, ArticleTopics, TocEntry } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

interface CardRow {
  id: number;
  slug: string;
  title: string;
  date: string;
  summary: string;
  reading_minutes: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  tags: string[];
  author_id: number;
  author_name: string;
}

const CARD_COLUMNS = `a.id, a.slug, a.title, to_char(a.published_on, 'YYYY-MM-DD') AS date, a.summary, a.reading_minutes,
  c.id AS category_id, c.slug AS category_slug, c.name AS category_name, a.tags, w.id AS author_id, w.name AS author_name`;
const CARD_FROM = `articles a JOIN article_categories c ON c.id = a.category_id JOIN authors w ON w.id = a.author_id`;

const toCard = (row: CardRow): ArticleCard => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  date: row.date,
  summary: row.summary,
  readingMinutes: row.reading_minutes,
  category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
  tags: row.tags,
  author: { id: row.author_id, name: row.author_name },
});

export interface ArticleFilter {
  category?: number;
  tag?: string;
  author?: number;
}

/** One page of published articles, newest first, with the total; filters combine. */
export async function articlePage(
  db: Queryable,
  filter: ArticleFilter,
  page: number,
  size: number,
): Promise<{ items: ArticleCard[]; total: number }> {
  const params = [filter.category ?? null, filter.tag ?? null, filter.author ?? null];
  const where = `a.published AND ($1::integer IS NULL OR a.category_id = $1)
    AND ($2::text IS NULL OR a.tags @> ARRAY[$2::text]) AND ($3::integer IS NULL OR a.author_id = $3)`;
  const [{ rows }, counted] = await Promise.all([
    db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE ${where}
        ORDER BY a.published_on DESC, a.id DESC LIMIT $4 OFFSET $5`,
      [...params, size, (page - 1) * size],
    ),
    db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM articles a WHERE ${where}`, params),
  ]);
  return { items: rows.map(toCard), total: counted.rows[0]?.total ?? 0 };
}

interface ArticleRow extends CardRow {
  body_html: string;
  toc: TocEntry[] | string;
  products: string[];
  author_position: string;
  author_credentials: string;
}

export async function findArticle(db: Queryable, id: number) {
  const { rows } = await db.query<ArticleRow>(
    `SELECT ${CARD_COLUMNS}, a.body_html, a.toc, a.products, w.position AS author_position,
            w.credentials AS author_credentials
       FROM ${CARD_FROM} WHERE a.id = $1 AND a.published`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    card: toCard(row),
    html: row.body_html,
    toc: (typeof row.toc === 'string' ? JSON.parse(row.toc) : row.toc) as TocEntry[],
    products: row.products,
    author: {
      id: row.author_id,
      name: row.author_name,
      position: row.author_position,
      credentials: row.author_credentials,
    },
  };
}

/** Articles of the same category or sharing a tag, the most in common and newest first. */
export async function relatedArticles(db: Queryable, card: ArticleCard, limit: number): Promise<ArticleCard[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM}
      WHERE a.published AND a.id <> $1 AND (a.category_id = $2 OR a.tags && $3::text[])
      ORDER BY (a.category_id = $2)::integer + cardinality(ARRAY(SELECT unnest(a.tags) INTERSECT SELECT unnest($3::text[]))) DESC,
               a.published_on DESC, a.id DESC
      LIMIT $4`,
    [card.id, card.category.id, card.tags, limit],
  );
  return rows.map(toCard);
}

export async function findAuthor(db: Queryable, id: number) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    position: string;
    credentials: string;
    bio_html: string;
  }>('SELECT id, name, position, credentials, bio_html FROM authors WHERE id = $1 AND published', [id]);
  return rows[0] ?? null;
}

/** Categories in their order with how many published articles each has, and the most used tags. */
export async function articleTopics(db: Queryable, tagLimit: number): Promise<ArticleTopics> {
  const [categories, tags] = await Promise.all([
    db.query<{ id: number; slug: string; name: string; articles: number }>(
      `SELECT c.id, c.slug, c.name, count(a.id)::integer AS articles
         FROM article_categories c LEFT JOIN articles a ON a.category_id = c.id AND a.published
        WHERE c.published GROUP BY c.id ORDER BY c.position`,
    ),
    db.query<{ tag: string; articles: number }>(
      `SELECT tag, count(*)::integer AS articles FROM articles, unnest(tags) AS tag
        WHERE published GROUP BY tag ORDER BY count(*) DESC, tag LIMIT $1`,
      [tagLimit],
    ),
  ]);
  return { categories: categories.rows, tags: tags.rows };
}
