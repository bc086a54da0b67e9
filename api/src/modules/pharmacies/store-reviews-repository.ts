import type { StoreReview, StoreReviewList } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  text: string;
  created_at: Date | string;
}

const toReview = (row: ReviewRow): StoreReview => ({
  id: row.id,
  author: row.author,
  rating: row.rating,
  text: row.text,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listStoreReviews(db: Queryable, storeId: number): Promise<StoreReviewList> {
  const { rows } = await db.query<ReviewRow>(
    'SELECT id, author, rating, text, created_at FROM store_reviews WHERE store_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50',
    [storeId],
  );
  const { rows: stats } = await db.query<{ n: number; avg: number | null }>(
    'SELECT count(*)::int AS n, round(avg(rating)::numeric, 1)::float8 AS avg FROM store_reviews WHERE store_id = $1',
    [storeId],
  );
  return { reviews: rows.map(toReview), rating: stats[0]?.avg ?? null, count: stats[0]?.n ?? 0 };
}

export async function addStoreReview(
  db: Queryable,
  review: { storeId: number; customerId: number; author: string; rating: number; text: string },
): Promise<StoreReview> {
  const { rows } = await db.query<ReviewRow>(
    `INSERT INTO store_reviews (store_id, customer_id, author, rating, text) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, author, rating, text, created_at`,
    [review.storeId, review.customerId, review.author, review.rating, review.text],
  );
  return toReview(rows[0]!);
}
