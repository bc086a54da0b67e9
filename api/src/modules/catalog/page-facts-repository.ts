import type { Queryable } from '../../platform/database/types';

/** The most popular products on sale of a category and all below it: what its page lists first. */
export async function leadingProductsOf(
  db: Queryable,
  subtreeIds: number[],
  limit: number,
): Promise<Array<{ slug: string; name: string }>> {
  const { rows } = await db.query<{ slug: string; name: string }>(
    `SELECT slug, name FROM products WHERE category_id = ANY($1::integer[]) AND withdrawn_at IS NULL
      ORDER BY popularity DESC, id LIMIT $2`,
    [subtreeIds, limit],
  );
  return rows;
}

/**
 * Every product's and category's address parts, for the sitemap: slugs of the products on sale (a withdrawn one
 * answers 410, an old slug leads on to the current one) and category paths.
 */
export async function productSlugs(db: Queryable, offset: number, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    'SELECT slug FROM products WHERE withdrawn_at IS NULL ORDER BY id OFFSET $1 LIMIT $2',
    [offset, limit],
  );
  return rows.map((row) => row.slug);
}

/** The products shoppers open most, by the catalogue's popularity (its listings' own order). */
export async function popularProductSlugs(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    'SELECT slug FROM products WHERE withdrawn_at IS NULL ORDER BY popularity DESC, id LIMIT $1',
    [limit],
  );
  return rows.map((row) => row.slug);
}

export async function productCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM products WHERE withdrawn_at IS NULL',
  );
  return rows[0]?.n ?? 0;
}

export async function categoryPaths(db: Queryable): Promise<string[][]> {
  const { rows } = await db.query<{ path: string[] }>('SELECT path FROM categories ORDER BY id');
  return rows.map((row) => [...row.path]);
}
