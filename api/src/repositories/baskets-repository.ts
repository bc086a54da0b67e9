import type { CartItem } from '@apteka/contracts';
import type { Queryable } from '../db/types';

export async function createBasket(db: Queryable, sessionId: string, customerId: number | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO baskets (session_id, customer_id) VALUES ($1, $2) RETURNING id::text AS id',
    [sessionId, customerId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('basket insert returned no id');
  return id;
}

export async function basketExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM baskets WHERE id = $1::uuid', [id]);
  return rows.length > 0;
}

interface BasketLineRow {
  product_id: number;
  guid: string;
  slug: string;
  name: string;
  image: string;
  quantity: number;
  base: number | null;
  special: number | null;
}

/** The basket's lines with prices of the given region (price null when not sold there), oldest first. */
export async function basketLines(db: Queryable, basketId: string, regionId: number): Promise<CartItem[]> {
  const { rows } = await db.query<BasketLineRow>(
    `SELECT i.product_id, p.guid::text AS guid, p.slug, p.name, p.image, i.quantity, pr.base, pr.special
       FROM basket_items i
       JOIN products p ON p.id = i.product_id
       LEFT JOIN product_prices pr ON pr.product_id = i.product_id AND pr.region_id = $2
      WHERE i.basket_id = $1::uuid
      ORDER BY i.added_at, i.product_id`,
    [basketId, regionId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    guid: row.guid,
    slug: row.slug,
    name: row.name,
    image: row.image,
    quantity: row.quantity,
    price: row.base === null ? null : { base: row.base, special: row.special },
  }));
}
